# libFuzzer targets (fuzz/fuzz_*.cpp), only with -DC960_FUZZ=ON and clang (scripts/fuzz.sh
# configures build-fuzz/ with clang++-14). The core is instrumented for coverage and built with
# AddressSanitizer and UndefinedBehaviorSanitizer; every target links libFuzzer's main.
if(NOT CMAKE_CXX_COMPILER_ID MATCHES "Clang")
  message(FATAL_ERROR "C960_FUZZ needs clang (libFuzzer), e.g. -DCMAKE_CXX_COMPILER=clang++-14")
endif()
set(C960_FUZZ_FLAGS -fsanitize=fuzzer-no-link,address,undefined -fno-sanitize-recover=all
    -fno-omit-frame-pointer -g -O1)
foreach(lib ${C960_CORE_LIBRARIES})
  target_compile_options(${lib} PUBLIC ${C960_FUZZ_FLAGS})
  target_link_options(${lib} PUBLIC -fsanitize=address,undefined)
endforeach()

file(GLOB C960_FUZZ_SOURCES CONFIGURE_DEPENDS ${CMAKE_CURRENT_SOURCE_DIR}/fuzz/fuzz_*.cpp)
set(C960_FUZZ_TARGETS "")
foreach(src ${C960_FUZZ_SOURCES})
  get_filename_component(name ${src} NAME_WE)
  add_executable(${name} ${src})
  target_link_libraries(${name} PRIVATE c960_core)
  target_link_options(${name} PRIVATE -fsanitize=fuzzer,address,undefined)
  list(APPEND C960_FUZZ_TARGETS ${name})
endforeach()
add_custom_target(fuzz_targets DEPENDS ${C960_FUZZ_TARGETS})
