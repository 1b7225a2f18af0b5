# The PGN checker chess960-pgn.js (WebAssembly only): the one-pass check of whole PGN files
# (core/game/pgn_check.h) for the CLI `chess960 pgn` and Web Workers, in its own module so that it
# can be compiled for speed (objects and link -O3) while chess960.js stays compiled for size. It
# builds the core's sources again as its own objects: the target property C960_FAST keeps the
# size flags that cmake/wasm.cmake puts on those sources away from them.
set(C960_PGN_DIR ${CMAKE_CURRENT_SOURCE_DIR}/wasm/pgn)
set(C960_PGN_CORE_SOURCES "")
foreach(folder . numbering rules notation game)
  file(GLOB sources CONFIGURE_DEPENDS ${C960_CORE_DIR}/${folder}/*.cpp)
  list(APPEND C960_PGN_CORE_SOURCES ${sources})
endforeach()
add_executable(chess960_pgn_loader ${C960_PGN_DIR}/bind_pgn_check.cpp
  ${CMAKE_CURRENT_SOURCE_DIR}/wasm/json_writer.cpp ${C960_PGN_CORE_SOURCES})
set_target_properties(chess960_pgn_loader PROPERTIES OUTPUT_NAME chess960-pgn-loader SUFFIX ".js"
  C960_FAST ON)
target_include_directories(chess960_pgn_loader PRIVATE ${C960_CORE_DIR})
target_compile_options(chess960_pgn_loader PRIVATE -O3 -fno-exceptions -mbulk-memory -msimd128)
target_link_options(chess960_pgn_loader PRIVATE
  -O3 --bind -fno-exceptions -mbulk-memory -msimd128
  -sMODULARIZE=1 -sEXPORT_NAME=Chess960PgnModule -sSINGLE_FILE=0 -sDYNAMIC_EXECUTION=0
  -sALLOW_MEMORY_GROWTH=1 -sMAXIMUM_MEMORY=4GB -sENVIRONMENT=web,worker -sFILESYSTEM=0
  -sINCOMING_MODULE_JS_API=[wasmBinary,instantiateWasm] -sTEXTDECODER=2 -sSUPPORT_ERRNO=0
  -sEXPORTED_FUNCTIONS=[_malloc,_free] -sEXPORTED_RUNTIME_METHODS=[HEAPU8]
  -sASSERTIONS=0 -sMALLOC=dlmalloc)

# ... and its JavaScript (scripts/build-lib.mjs, as the rules module, the .wasm as linked):
# pgn.js, pgn.cjs, chess960-pgn.js (the CLI's and workers' classic script), chess960-pgn.wasm.
file(GLOB C960_PGN_JS CONFIGURE_DEPENDS ${C960_PGN_DIR}/*.js ${CMAKE_CURRENT_SOURCE_DIR}/wasm/loader/*.js ${CMAKE_CURRENT_SOURCE_DIR}/wasm/loader/*.c
  ${CMAKE_CURRENT_SOURCE_DIR}/scripts/unlzma-wasm.mjs
  ${CMAKE_CURRENT_SOURCE_DIR}/wasm/js/errors.js)
set(C960_PGN_OUT ${CMAKE_CURRENT_BINARY_DIR}/lib/chess960-pgn.js)
add_custom_command(
  OUTPUT ${C960_PGN_OUT} ${CMAKE_CURRENT_BINARY_DIR}/lib/pgn.js
  COMMAND node ${CMAKE_CURRENT_SOURCE_DIR}/scripts/build-lib.mjs pgn ${CMAKE_CURRENT_BINARY_DIR}
          ${CMAKE_CURRENT_BINARY_DIR}/lib
  DEPENDS chess960_pgn_loader ${CMAKE_CURRENT_SOURCE_DIR}/scripts/build-lib.mjs ${C960_PGN_JS} chess960_errors_js ${CMAKE_CURRENT_BINARY_DIR}/lib/errors.js
  VERBATIM)
add_custom_target(chess960_pgn_wasm ALL DEPENDS ${C960_PGN_OUT})
