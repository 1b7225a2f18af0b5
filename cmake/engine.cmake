# The engine (core/search/, the library c960_search):
#  - native: the UCI executable chess960-engine (engine/uci_main.cpp, the only engine I/O);
#  - WebAssembly: chess960-engine.js, a second entry point for a Web Worker (Embind, one
#    classic script with the module embedded and packed like chess960.js; objects -O3, link
#    -Oz). "web" is in ENVIRONMENT too: where a page may not start workers (file://),
#    web/play/engine/client.js runs it in the page.
if(NOT EMSCRIPTEN)
  find_package(Threads REQUIRED)
  add_executable(chess960_engine engine/uci_main.cpp)
  set_target_properties(chess960_engine PROPERTIES OUTPUT_NAME chess960-engine)
  target_link_libraries(chess960_engine PRIVATE c960_search c960_notation Threads::Threads)
  target_compile_options(chess960_engine PRIVATE -Wall -Wextra)
else()
  # The Emscripten loader and its .wasm (chess960-engine-loader.js/.wasm) ...
  set(C960_ENGINE_DIR ${CMAKE_CURRENT_SOURCE_DIR}/wasm/engine)
  add_executable(chess960_engine_loader ${C960_ENGINE_DIR}/bind_engine.cpp)
  set_target_properties(chess960_engine_loader PROPERTIES OUTPUT_NAME chess960-engine-loader SUFFIX ".js")
  target_link_libraries(chess960_engine_loader PRIVATE c960_search c960_notation)
  target_compile_options(chess960_engine_loader PRIVATE -O3)
  target_link_options(chess960_engine_loader PRIVATE
    -Oz --bind
    -sMODULARIZE=1 -sEXPORT_NAME=Chess960EngineModule -sSINGLE_FILE=0 -sDYNAMIC_EXECUTION=0
    -sALLOW_MEMORY_GROWTH=1 -sENVIRONMENT=web,worker -sFILESYSTEM=0 -sTOTAL_STACK=4194304
    -sINCOMING_MODULE_JS_API=[wasmBinary,instantiateWasm,print,printErr]
    -sASSERTIONS=0 -sMALLOC=emmalloc)

  # ... and the engine's JavaScript from them (scripts/build-lib.mjs, as the rules module):
  # engine.js, engine.cjs, chess960-engine.js (the classic script), chess960-engine.wasm, and the
  # workers: engine-worker.js (the package's module worker), chess960-engine-worker.js (the play page's).
  file(GLOB C960_ENGINE_JS CONFIGURE_DEPENDS ${C960_ENGINE_DIR}/*.js ${CMAKE_CURRENT_SOURCE_DIR}/wasm/loader/*.js ${CMAKE_CURRENT_SOURCE_DIR}/wasm/loader/*.c
    ${CMAKE_CURRENT_SOURCE_DIR}/scripts/unlzma-wasm.mjs
    ${CMAKE_CURRENT_SOURCE_DIR}/wasm/js/errors.js ${CMAKE_CURRENT_SOURCE_DIR}/wasm/js/lifetime.js)
  set(C960_ENGINE_OUT ${CMAKE_CURRENT_BINARY_DIR}/lib/chess960-engine.js)
  add_custom_command(
    OUTPUT ${C960_ENGINE_OUT} ${CMAKE_CURRENT_BINARY_DIR}/lib/engine.js ${CMAKE_CURRENT_BINARY_DIR}/lib/engine-worker.js
           ${CMAKE_CURRENT_BINARY_DIR}/lib/chess960-engine-worker.js
    COMMAND node ${CMAKE_CURRENT_SOURCE_DIR}/scripts/build-lib.mjs engine ${CMAKE_CURRENT_BINARY_DIR}
            ${CMAKE_CURRENT_BINARY_DIR}/lib
    DEPENDS chess960_engine_loader ${CMAKE_CURRENT_SOURCE_DIR}/scripts/build-lib.mjs ${C960_ENGINE_JS} chess960_errors_js ${CMAKE_CURRENT_BINARY_DIR}/lib/errors.js
    VERBATIM)
  add_custom_target(chess960_engine_wasm ALL DEPENDS ${C960_ENGINE_OUT})
endif()
