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
    -sALLOW_MEMORY_GROWTH=1 -sENVIRONMENT=web,worker,node -sFILESYSTEM=0 -sTOTAL_STACK=4194304
    -sNODEJS_CATCH_EXIT=0 -sNODEJS_CATCH_REJECTION=0
    -sINCOMING_MODULE_JS_API=[wasmBinary,print,printErr]
    -sASSERTIONS=0 -sMALLOC=emmalloc
    "SHELL:--extern-pre-js ${C960_ENGINE_DIR}/prelude.js"
    "SHELL:--extern-pre-js ${CMAKE_CURRENT_SOURCE_DIR}/wasm/unlzma.js"
    "SHELL:--extern-post-js ${C960_ENGINE_DIR}/post.js")
  set_property(TARGET chess960_engine_loader APPEND PROPERTY LINK_DEPENDS
    ${C960_ENGINE_DIR}/prelude.js ${CMAKE_CURRENT_SOURCE_DIR}/wasm/unlzma.js ${C960_ENGINE_DIR}/post.js)

  # ... packed into the one shipped file chess960-engine.js like chess960.js (scripts/pack-wasm.mjs:
  # the .wasm LZMA-compressed in base64, handed to the loader as wasmBinary: nothing is fetched).
  set(C960_ENGINE_OUT ${CMAKE_CURRENT_BINARY_DIR}/chess960-engine.js)
  add_custom_command(
    OUTPUT ${C960_ENGINE_OUT}
    COMMAND node ${CMAKE_CURRENT_SOURCE_DIR}/scripts/pack-wasm.mjs $<TARGET_FILE:chess960_engine_loader>
            ${CMAKE_CURRENT_BINARY_DIR}/chess960-engine-loader.wasm ${C960_ENGINE_OUT} --start engine
    DEPENDS chess960_engine_loader ${CMAKE_CURRENT_SOURCE_DIR}/scripts/pack-wasm.mjs
            ${CMAKE_CURRENT_SOURCE_DIR}/wasm/unlzma.js
    VERBATIM)
  add_custom_target(chess960_engine_wasm ALL DEPENDS ${C960_ENGINE_OUT})
endif()
