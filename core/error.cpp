// The names of the error codes (the catalogue is error_codes.h).
#include "error.h"

namespace c960 {

const char* code_name(ErrorCode code) {
  static const char* const kNames[] = {
#define C960_NAME(name, text) text,
      C960_ERROR_CODES(C960_NAME)
#undef C960_NAME
  };
  return kNames[int(code)];
}

}  // namespace c960
