# The game viewer dist/chess960-game.js (<chess960-game>): the rules module's loader and .wasm
# (those of chess960.js) bundled with the element's modules (scripts/build-lib.mjs viewer, entry
# web/viewer/main.js; wasm/viewer/core.js starts the loader): lib/chess960-game.js, the classic
# script, and lib/viewer.js, the package's module that runs it.
file(GLOB_RECURSE C960_VIEWER_JS CONFIGURE_DEPENDS ${CMAKE_CURRENT_SOURCE_DIR}/web/viewer/*.js
  ${CMAKE_CURRENT_SOURCE_DIR}/web/shared/*.js ${CMAKE_CURRENT_SOURCE_DIR}/web/board/*.js
  ${CMAKE_CURRENT_SOURCE_DIR}/web/components/move-list/*
  ${CMAKE_CURRENT_SOURCE_DIR}/web/play/comment-commands.js ${CMAKE_CURRENT_SOURCE_DIR}/web/play/names.js
  ${CMAKE_CURRENT_SOURCE_DIR}/web/lang/*.js ${CMAKE_CURRENT_SOURCE_DIR}/wasm/viewer/*.js)
list(APPEND C960_VIEWER_JS ${CMAKE_CURRENT_SOURCE_DIR}/scripts/widget-words.mjs)
set(C960_VIEWER_OUT ${C960_LIB_DIR}/chess960-game.js)
add_custom_command(
  OUTPUT ${C960_VIEWER_OUT} ${C960_LIB_DIR}/viewer.js
  COMMAND node ${C960_BUILD_LIB} viewer ${CMAKE_CURRENT_BINARY_DIR} ${C960_LIB_DIR}
  DEPENDS chess960_loader ${C960_LIB_DIR}/chess960.js ${C960_BUILD_LIB} ${C960_LIB_JS} ${C960_VIEWER_JS}
  VERBATIM)
add_custom_target(chess960_viewer ALL DEPENDS ${C960_VIEWER_OUT})
