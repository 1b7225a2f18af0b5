# The event module chess960-event.js (WebAssembly only): the tournament draw and the
# commit-and-reveal event draws of core/numbering/ (tournament.h, event.h), for the event, verify
# and draw pages, the CLI's draw and event commands and users of `chess960/event`. A module of
# its own so that the rules module chess960.js, which every page loads, does not carry them
# (docs/size.md). Linked for size like the rules module (-Oz, LTO, Embind without RTTI and with
# our built-in types), with the start positions a round is written with and the heap figures of
# the memory tests (wasm/bind_debug.cpp).
set(C960_EVENT_DIR ${CMAKE_CURRENT_SOURCE_DIR}/wasm/event)
set(C960_EVENT_BIND_SOURCES ${C960_EVENT_DIR}/bind_event.cpp ${C960_EVENT_DIR}/bind_tournament.cpp
  ${CMAKE_CURRENT_SOURCE_DIR}/wasm/bind_builtin_types.cpp
  ${CMAKE_CURRENT_SOURCE_DIR}/wasm/bind_debug.cpp
  ${CMAKE_CURRENT_SOURCE_DIR}/wasm/json_writer.cpp
  ${CMAKE_CURRENT_SOURCE_DIR}/wasm/start_position_json.cpp)
add_executable(chess960_event_loader ${C960_EVENT_BIND_SOURCES})
set_target_properties(chess960_event_loader PROPERTIES OUTPUT_NAME chess960-event-loader SUFFIX ".js")
target_include_directories(chess960_event_loader PRIVATE ${CMAKE_CURRENT_SOURCE_DIR}/wasm)
target_link_libraries(chess960_event_loader PRIVATE c960_numbering)
target_compile_options(chess960_event_loader PRIVATE -Oz -flto -fno-exceptions ${C960_EMBIND_COMPILE_FLAGS})
target_link_options(chess960_event_loader PRIVATE -flto -fno-exceptions ${C960_EMBIND_LINK_FLAGS}
  -sTEXTDECODER=2 -sSUPPORT_ERRNO=0 -sEXPORTED_RUNTIME_METHODS=[] -sEXPORT_NAME=Chess960EventModule
  ${C960_WASM_LINK_FLAGS})

# ... and its JavaScript (scripts/build-lib.mjs, as the rules module): event.js, event.cjs,
# chess960-event.js (the pages' classic script), chess960-event.wasm.
file(GLOB C960_EVENT_JS CONFIGURE_DEPENDS ${C960_EVENT_DIR}/*.js ${CMAKE_CURRENT_SOURCE_DIR}/wasm/loader/*.js
  ${CMAKE_CURRENT_SOURCE_DIR}/wasm/loader/*.c ${CMAKE_CURRENT_SOURCE_DIR}/scripts/unlzma-wasm.mjs
  ${CMAKE_CURRENT_SOURCE_DIR}/wasm/js/*.js)
set(C960_EVENT_OUT ${CMAKE_CURRENT_BINARY_DIR}/lib/chess960-event.js)
add_custom_command(
  OUTPUT ${C960_EVENT_OUT} ${CMAKE_CURRENT_BINARY_DIR}/lib/event.js ${CMAKE_CURRENT_BINARY_DIR}/lib/event.cjs
  COMMAND node ${CMAKE_CURRENT_SOURCE_DIR}/scripts/build-lib.mjs event ${CMAKE_CURRENT_BINARY_DIR}
          ${CMAKE_CURRENT_BINARY_DIR}/lib
  DEPENDS chess960_event_loader ${CMAKE_CURRENT_SOURCE_DIR}/scripts/build-lib.mjs ${C960_EVENT_JS}
          chess960_errors_js ${CMAKE_CURRENT_BINARY_DIR}/lib/errors.js
  VERBATIM)
add_custom_target(chess960_event_wasm ALL DEPENDS ${C960_EVENT_OUT})
