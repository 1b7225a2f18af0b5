# WebAssembly build: the rules module (the library's chess960.js, index.js, index.cjs) and the
# Catch2 suite under node. Emscripten links only the loader and the .wasm; the JS around them is
# the wrapper's ES modules (wasm/js/), bundled with the .wasm embedded by scripts/build-lib.mjs.
# Objects are compiled at -O3 (speed) unless listed as cold below; the link uses -Oz (size).
# ENVIRONMENT=web,worker (every module): the loader has no node branch, so bundlers never see
# `fs`, `path` or `__dirname` and no process-wide handlers are installed in a host's node
# process; node runs the same file, since the bytes are handed over (wasmBinary) or a compiled
# module is instantiated (instantiateWasm, wasm/loader/start.js).
# MAXIMUM_MEMORY: the ceiling the PGN databases are checked against (wasm/bind_pgn.cpp).
set(C960_MODULE_JS_API -sINCOMING_MODULE_JS_API=[wasmBinary,instantiateWasm])
set(C960_WASM_LINK_FLAGS
  -Oz
  -sMODULARIZE=1 -sSINGLE_FILE=0 -sDYNAMIC_EXECUTION=0
  -sALLOW_MEMORY_GROWTH=1 -sMAXIMUM_MEMORY=2GB -sENVIRONMENT=web,worker -sFILESYSTEM=0
  ${C960_MODULE_JS_API}
  -sASSERTIONS=0 -sMALLOC=emmalloc)

# Size: only the hot paths (core/rules/: move generation, make/unmake, perft; core/search/) are
# compiled for speed; everything else (parsing, notation, PGN, draw machines, bindings) for size.
# The PGN scanner compiled for speed indexes files about twice as fast but costs 2.6 KB gzip.
set(C960_WASM_HOT_FLAGS "-O1" CACHE STRING "Flags for the hot sources (-O1: as fast here as -O3, 1.7 KB less gzip)")
set(C960_WASM_COLD_FLAGS "-Oz" CACHE STRING "Flags for every other core source")
# (Not in a target with the property C960_FAST: the PGN checker, cmake/pgn.cmake, builds the
# same sources for speed.)
set(C960_NOT_FAST "$<NOT:$<BOOL:$<TARGET_PROPERTY:C960_FAST>>>")
foreach(src ${C960_CORE_SOURCES})
  if(NOT src MATCHES "/core/(rules|search)/")
    set_property(SOURCE ${src} APPEND PROPERTY COMPILE_OPTIONS "$<${C960_NOT_FAST}:${C960_WASM_COLD_FLAGS}>")
  elseif(C960_WASM_HOT_FLAGS)
    set_property(SOURCE ${src} APPEND PROPERTY COMPILE_OPTIONS "$<${C960_NOT_FAST}:${C960_WASM_HOT_FLAGS}>")
  endif()
endforeach()

# Link-time optimisation across the core and the bindings: about 4 KB less gzip in chess960.js,
# same speed (the hot/cold choice above survives as per-function attributes).
# No C++ exceptions either: the core returns errors as values, so libc++ aborts instead of
# throwing and no unwinding support is linked (0.8 KB less). No RTTI: nothing asks a type at run
# time, and with it every polymorphic class (the draw machines) and every Embind type links
# libc++abi's dynamic_cast machinery, about 2.5 KB of code no call reaches.
foreach(lib ${C960_CORE_LIBRARIES})
  target_compile_options(${lib} PRIVATE -flto -fno-exceptions -fno-rtti)
endforeach()

# Embind for chess960.js without Emscripten's libembind (what --bind links): its JS half is
# linked as the two JS libraries --bind names, its C++ half (the built-in types) is
# wasm/bind_builtin_types.cpp, which registers only the types our bindings use. Emscripten's
# bind.cpp registers 40 types and, built without RTTI, links printf for one error message
# (together about 2 KB gzip of chess960.js). Embind without RTTI needs type IDs without names.
set(C960_EMBIND_COMPILE_FLAGS -fno-rtti -DEMSCRIPTEN_HAS_UNBOUND_TYPE_NAMES=0)
set(C960_EMBIND_LINK_FLAGS
  "SHELL:--js-library ${EMSCRIPTEN_ROOT_PATH}/src/embind/embind.js"
  "SHELL:--js-library ${EMSCRIPTEN_ROOT_PATH}/src/embind/emval.js"
  -sEXPORTED_FUNCTIONS=[_malloc,_free])

file(GLOB C960_BIND_SOURCES CONFIGURE_DEPENDS wasm/bind_*.cpp)
# The Emscripten loader and its .wasm (chess960-loader.js/.wasm) ...
list(APPEND C960_BIND_SOURCES ${CMAKE_CURRENT_SOURCE_DIR}/wasm/json_writer.cpp
  ${CMAKE_CURRENT_SOURCE_DIR}/wasm/start_position_json.cpp)
add_executable(chess960_loader ${C960_BIND_SOURCES})
set_property(SOURCE ${C960_BIND_SOURCES} APPEND PROPERTY COMPILE_OPTIONS "$<${C960_NOT_FAST}:-Oz>")
set_target_properties(chess960_loader PROPERTIES OUTPUT_NAME chess960-loader SUFFIX ".js")
target_link_libraries(chess960_loader PRIVATE c960_game)
target_compile_options(chess960_loader PRIVATE -flto -fno-exceptions ${C960_EMBIND_COMPILE_FLAGS})
# The game's questions are plain C exports (wasm/bind_game.cpp), beside Embind's.
target_link_options(chess960_loader PRIVATE -flto -fno-exceptions ${C960_EMBIND_LINK_FLAGS}
  -sEXPORTED_FUNCTIONS=[_malloc,_free,_c960_game_answer,_c960_game_moves,_c960_game_new,_c960_game_free]
  -sTEXTDECODER=2 -sSUPPORT_ERRNO=0 -sEXPORTED_RUNTIME_METHODS=[] -sEXPORT_NAME=Chess960Module
  ${C960_WASM_LINK_FLAGS})

# ... and the library's JavaScript from them (scripts/build-lib.mjs) into lib/ of the build
# folder: the rules module (index.js, index.cjs, chess960.js, chess960.wasm) and the numbering
# entry without WebAssembly (numbering.js, numbering.cjs; its tables asked of the rules module).
set(C960_LIB_DIR ${CMAKE_CURRENT_BINARY_DIR}/lib)
set(C960_BUILD_LIB ${CMAKE_CURRENT_SOURCE_DIR}/scripts/build-lib.mjs)
file(GLOB C960_LIB_JS CONFIGURE_DEPENDS ${CMAKE_CURRENT_SOURCE_DIR}/wasm/js/*.js
  ${CMAKE_CURRENT_SOURCE_DIR}/wasm/loader/*.js ${CMAKE_CURRENT_SOURCE_DIR}/wasm/loader/*.c
  ${CMAKE_CURRENT_SOURCE_DIR}/scripts/unlzma-wasm.mjs)
# errors.js and errors.cjs: the error class every entry of the package imports (built first).
set(C960_LIB_ERRORS ${C960_LIB_DIR}/errors.js)
add_custom_command(
  OUTPUT ${C960_LIB_ERRORS} ${C960_LIB_DIR}/errors.cjs
  COMMAND node ${C960_BUILD_LIB} errors ${CMAKE_CURRENT_BINARY_DIR} ${C960_LIB_DIR}
  DEPENDS ${C960_BUILD_LIB} ${CMAKE_CURRENT_SOURCE_DIR}/wasm/js/errors.js
  VERBATIM)
add_custom_target(chess960_errors_js DEPENDS ${C960_LIB_ERRORS})
add_custom_command(
  OUTPUT ${C960_LIB_DIR}/chess960.js ${C960_LIB_DIR}/index.js ${C960_LIB_DIR}/index.cjs
  COMMAND node ${C960_BUILD_LIB} rules ${CMAKE_CURRENT_BINARY_DIR} ${C960_LIB_DIR}
  DEPENDS chess960_loader ${C960_BUILD_LIB} ${C960_LIB_JS} ${C960_LIB_ERRORS}
  VERBATIM)
add_custom_command(
  OUTPUT ${C960_LIB_DIR}/numbering.js ${C960_LIB_DIR}/numbering.cjs
  COMMAND node ${C960_BUILD_LIB} numbering ${CMAKE_CURRENT_BINARY_DIR} ${C960_LIB_DIR}
  DEPENDS ${C960_LIB_DIR}/index.cjs ${C960_BUILD_LIB} ${CMAKE_CURRENT_SOURCE_DIR}/wasm/numbering/index.js
  VERBATIM)
add_custom_target(chess960 ALL DEPENDS ${C960_LIB_DIR}/chess960.js ${C960_LIB_DIR}/numbering.js)

# The PGN checker, chess960-pgn.js: the same core built for speed in its own module.
include(cmake/pgn.cmake)
# The draw machines, chess960-draw.js: the physical draw methods in a module of their own.
include(cmake/draw.cmake)
# The tournament and event draws, chess960-event.js: a module of their own.
include(cmake/event.cmake)

# Catch2 under node: only the catch2/ header folder is made visible (glibc headers would clash).
set(C960_CATCH_INCLUDE ${CMAKE_CURRENT_BINARY_DIR}/catch2-include)
file(MAKE_DIRECTORY ${C960_CATCH_INCLUDE})
file(COPY /usr/include/catch2 DESTINATION ${C960_CATCH_INCLUDE})
add_executable(core_tests_wasm ${C960_TEST_SOURCES})
set_target_properties(core_tests_wasm PROPERTIES SUFFIX ".js")
target_include_directories(core_tests_wasm SYSTEM PRIVATE ${C960_CATCH_INCLUDE})
target_link_libraries(core_tests_wasm PRIVATE c960_core)
target_include_directories(core_tests_wasm PRIVATE ${CMAKE_CURRENT_SOURCE_DIR}/tests/core)
target_compile_definitions(core_tests_wasm PRIVATE C960_TEST_DATA_DIR="${C960_TEST_DATA_DIR}")
target_compile_options(core_tests_wasm PRIVATE -fexceptions)
target_link_options(core_tests_wasm PRIVATE -O2 -fexceptions -sSINGLE_FILE=1 -sNODERAWFS=1 -sALLOW_MEMORY_GROWTH=1
  -sTOTAL_STACK=1048576 -sENVIRONMENT=node -sEXIT_RUNTIME=1)
include(${CMAKE_CURRENT_SOURCE_DIR}/cmake/widget.cmake)
include(${CMAKE_CURRENT_SOURCE_DIR}/cmake/viewer.cmake)
