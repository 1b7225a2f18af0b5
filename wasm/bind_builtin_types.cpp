// Embind's built-in types for chess960.js, registered here instead of by Emscripten's bind.cpp
// (cmake/wasm.cmake links Embind's JS without it): only the types our bindings take and return.
// A function bound with another type throws Embind's "unbound types" error when called (the JS
// tests call every function), never a wrong value.
#include <climits>
#include <cstring>
#include <string>

#include <emscripten/bind.h>
#include <emscripten/emscripten.h>

using namespace emscripten::internal;

extern "C" {

// Returns the name Embind prints for a type nobody registered (only in that error message;
// without RTTI a type has no name).
EMSCRIPTEN_KEEPALIVE const char* __getTypeName(const void*) { return strdup("unregistered type"); }

// Registers void, bool, int, double and std::string; a global constructor like every
// EMSCRIPTEN_BINDINGS block (Embind resolves the blocks' types in whatever order they come).
EMSCRIPTEN_KEEPALIVE __attribute__((constructor)) void
__embind_register_native_and_builtin_types() {
  _embind_register_void(TypeID<void>::get(), "void");
  _embind_register_bool(TypeID<bool>::get(), "bool", sizeof(bool), true, false);
  _embind_register_integer(TypeID<int>::get(), "int", sizeof(int), INT_MIN, INT_MAX);
  _embind_register_float(TypeID<double>::get(), "double", sizeof(double));
  _embind_register_std_string(TypeID<std::string>::get(), "std::string");
}
}
