# The draw module chess960-draw.js (WebAssembly only): the physical draw methods of core/draw/
# (die, coins, bag, cards, Platonic dice, Northam's placement) step by step and their exact
# distributions, for the draw page and users of `chess960/draw`. A module of its own so that the
# rules module chess960.js, which most pages load, does not carry them (about 11 KB gzip). Linked
# for size like the rules module (-Oz, LTO, Embind without RTTI and with our built-in types), with
# the numbering it needs (a finished draw answers with its start position) and the heap figures
# of the memory tests (wasm/bind_debug.cpp). The tournament draw
# stays in the rules module: the event and verify pages draw an event's rounds with it.
set(C960_DRAW_DIR ${CMAKE_CURRENT_SOURCE_DIR}/wasm/draw)
set(C960_DRAW_BIND_SOURCES ${C960_DRAW_DIR}/bind_draw.cpp
  ${CMAKE_CURRENT_SOURCE_DIR}/wasm/bind_builtin_types.cpp
  ${CMAKE_CURRENT_SOURCE_DIR}/wasm/bind_debug.cpp
  ${CMAKE_CURRENT_SOURCE_DIR}/wasm/json_writer.cpp
  ${CMAKE_CURRENT_SOURCE_DIR}/wasm/start_position_json.cpp)
add_executable(chess960_draw_loader ${C960_DRAW_BIND_SOURCES})
set_target_properties(chess960_draw_loader PROPERTIES OUTPUT_NAME chess960-draw-loader SUFFIX ".js")
target_include_directories(chess960_draw_loader PRIVATE ${CMAKE_CURRENT_SOURCE_DIR}/wasm)
target_link_libraries(chess960_draw_loader PRIVATE c960_draw)
target_compile_options(chess960_draw_loader PRIVATE -Oz -flto -fno-exceptions ${C960_EMBIND_COMPILE_FLAGS})
target_link_options(chess960_draw_loader PRIVATE -flto -fno-exceptions ${C960_EMBIND_LINK_FLAGS}
  -sTEXTDECODER=2 -sSUPPORT_ERRNO=0 -sEXPORTED_RUNTIME_METHODS=[] -sEXPORT_NAME=Chess960DrawModule
  ${C960_WASM_LINK_FLAGS})

# ... and its JavaScript (scripts/build-lib.mjs, as the rules module): draw.js, draw.cjs,
# chess960-draw.js (the draw page's classic script), chess960-draw.wasm.
file(GLOB C960_DRAW_JS CONFIGURE_DEPENDS ${C960_DRAW_DIR}/*.js ${CMAKE_CURRENT_SOURCE_DIR}/wasm/loader/*.js ${CMAKE_CURRENT_SOURCE_DIR}/wasm/loader/*.c
  ${CMAKE_CURRENT_SOURCE_DIR}/scripts/unlzma-wasm.mjs
  ${CMAKE_CURRENT_SOURCE_DIR}/wasm/js/*.js)
set(C960_DRAW_OUT ${CMAKE_CURRENT_BINARY_DIR}/lib/chess960-draw.js)
add_custom_command(
  OUTPUT ${C960_DRAW_OUT} ${CMAKE_CURRENT_BINARY_DIR}/lib/draw.js ${CMAKE_CURRENT_BINARY_DIR}/lib/draw.cjs
  COMMAND node ${CMAKE_CURRENT_SOURCE_DIR}/scripts/build-lib.mjs draw ${CMAKE_CURRENT_BINARY_DIR}
          ${CMAKE_CURRENT_BINARY_DIR}/lib
  DEPENDS chess960_draw_loader ${CMAKE_CURRENT_SOURCE_DIR}/scripts/build-lib.mjs ${C960_DRAW_JS}
          chess960_errors_js ${CMAKE_CURRENT_BINARY_DIR}/lib/errors.js
  VERBATIM)
add_custom_target(chess960_draw_wasm ALL DEPENDS ${C960_DRAW_OUT})
