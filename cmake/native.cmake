# Native build: Catch2 suite through ctest, plus native tools (bench/, and tuning/: the engine's
# evaluation-tuning pipeline).
find_package(Catch2 REQUIRED)
add_executable(core_tests ${C960_TEST_SOURCES})
target_link_libraries(core_tests PRIVATE c960_core Catch2::Catch2)
target_include_directories(core_tests PRIVATE ${CMAKE_CURRENT_SOURCE_DIR}/tests/core)
target_compile_definitions(core_tests PRIVATE C960_TEST_DATA_DIR="${C960_TEST_DATA_DIR}")
add_test(NAME core_native COMMAND core_tests)

file(GLOB C960_BENCH_SOURCES CONFIGURE_DEPENDS bench/*.cpp tuning/*.cpp)
foreach(src ${C960_BENCH_SOURCES})
  get_filename_component(name ${src} NAME_WE)
  add_executable(${name} ${src})
  target_link_libraries(${name} PRIVATE c960_core)
endforeach()

# The same Catch2 suite compiled with em++ (built by scripts/build.sh in build-wasm/), run by node.
set(C960_WASM_BUILD_DIR ${CMAKE_CURRENT_SOURCE_DIR}/build-wasm CACHE PATH "WASM build folder")
add_test(NAME core_wasm COMMAND node ${C960_WASM_BUILD_DIR}/core_tests_wasm.js)

# JS suites on the built dist/chess960.js (node) and the pages (headless Chromium), one ctest
# entry per file so the summary counts them.
file(GLOB C960_JS_TESTS CONFIGURE_DEPENDS tests/js/*.test.mjs tests/web/*.test.mjs tests/e2e/*.test.mjs
     tests/package/*.test.mjs)
foreach(test_file ${C960_JS_TESTS})
  file(RELATIVE_PATH name ${CMAKE_CURRENT_SOURCE_DIR}/tests ${test_file})
  string(REPLACE ".test.mjs" "" name ${name})
  string(REPLACE "/" "_" name ${name})
  add_test(NAME ${name} COMMAND node --test --test-reporter=spec ${test_file}
           WORKING_DIRECTORY ${CMAKE_CURRENT_SOURCE_DIR})
endforeach()

# C++ formatting (.clang-format): fails when any file differs from clang-format's output.
add_test(NAME format_cpp COMMAND bash ${CMAKE_CURRENT_SOURCE_DIR}/scripts/check-format.sh)

# JavaScript formatting (Prettier, .prettierrc.json) and lint (ESLint, eslint.config.mjs): fails on any finding.
add_test(NAME check_js COMMAND bash ${CMAKE_CURRENT_SOURCE_DIR}/scripts/check-js.sh)
# The translators' completeness check of web/lang (scripts/check-catalogues.mjs): keys missing, extra
# or unused, placeholders or plural categories that differ from the source language's, parse errors.
add_test(NAME check_catalogues COMMAND node ${CMAKE_CURRENT_SOURCE_DIR}/scripts/check-catalogues.mjs
         WORKING_DIRECTORY ${CMAKE_CURRENT_SOURCE_DIR})
# The types of the pages' contracts (tsc --checkJs over tsconfig.web.json): a type error fails the run.
add_test(NAME check_types COMMAND bash ${CMAKE_CURRENT_SOURCE_DIR}/scripts/check-types.sh)
