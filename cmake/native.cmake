# Native build: Catch2 suite through ctest, plus native tools (bench, CLI helpers).
find_package(Catch2 REQUIRED)
add_executable(core_tests ${C960_TEST_SOURCES})
target_link_libraries(core_tests PRIVATE c960_core Catch2::Catch2)
target_compile_definitions(core_tests PRIVATE C960_TEST_DATA_DIR="${C960_TEST_DATA_DIR}")
add_test(NAME core_native COMMAND core_tests)

file(GLOB C960_BENCH_SOURCES CONFIGURE_DEPENDS bench/*.cpp)
foreach(src ${C960_BENCH_SOURCES})
  get_filename_component(name ${src} NAME_WE)
  add_executable(${name} ${src})
  target_link_libraries(${name} PRIVATE c960_core)
endforeach()
