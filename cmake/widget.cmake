# The embeddable widget dist/chess960-widget.js: the numbering core only (c960_numbering on
# c960_base) with plain C exports (wasm/widget_exports.cpp, no Embind), packed like chess960.js
# (scripts/build-lib.mjs widget: the .wasm LZMA-compressed in base64 and handed to the loader as
# bytes, so the widget never fetches, not even a data: URL). One IIFE holds, in this order:
#   wasm/widget/prelude.js        opens the IIFE; returns at once when the element is defined
#   wasm/loader/unlzma.js         unpacks the module (its `export` taken off for this script)
#   the Emscripten loader
#   wasm/widget/board-begin.js … web/board/pieces.js, web/board/board.js, the back ranks
#     (written by scripts/write-back-ranks.mjs from chess960.js), web/shared/first-diagram.js
#     … board-end.js   (the diagram of a plain number is drawn before the module is unpacked)
#   wasm/widget/words-begin.js … web/shared/i18n.js, web/shared/strings.js,
#                                 web/shared/start-number.js, web/widget/strings.js … words-end.js
#   wasm/widget/core.js           the numbering module behind the start-number reader's interface
#   web/widget/style.js, web/widget/options.js, web/widget/element.js   the element (its UI)
#   wasm/widget/epilogue.js       closes the IIFE
set(C960_WIDGET_LINK_FLAGS
  -Oz
  -sMODULARIZE=1 -sEXPORT_NAME=Chess960WidgetModule -sSINGLE_FILE=0 -sDYNAMIC_EXECUTION=0
  -sENVIRONMENT=web -sFILESYSTEM=0 -sMALLOC=emmalloc -sASSERTIONS=0
  -sINITIAL_MEMORY=1048576 -sTOTAL_STACK=65536 -sALLOW_MEMORY_GROWTH=0
  -sINCOMING_MODULE_JS_API=[wasmBinary] -sEXPORTED_RUNTIME_METHODS=[] -sSUPPORT_ERRNO=0
  -sEXPORTED_FUNCTIONS=[_c960w_number,_c960w_number_of_text,_c960w_position,_malloc,_free])

set(C960_WIDGET_DIR ${CMAKE_CURRENT_SOURCE_DIR}/wasm/widget)
set(C960_WEB_DIR ${CMAKE_CURRENT_SOURCE_DIR}/web)
set(C960_WIDGET_POST_PARTS
  ${C960_WIDGET_DIR}/board-begin.js
  ${C960_WEB_DIR}/board/pieces.js
  ${C960_WEB_DIR}/board/board.js
  ${CMAKE_CURRENT_BINARY_DIR}/widget-back-ranks.js
  ${C960_WEB_DIR}/shared/first-diagram.js
  ${C960_WIDGET_DIR}/board-end.js
  ${C960_WIDGET_DIR}/words-begin.js
  ${C960_WEB_DIR}/shared/i18n.js
  ${C960_WEB_DIR}/shared/strings.js
  ${C960_WEB_DIR}/shared/start-number.js
  ${C960_WEB_DIR}/widget/strings.js
  ${C960_WIDGET_DIR}/words-end.js
  ${C960_WIDGET_DIR}/core.js
  ${C960_WEB_DIR}/widget/style.js
  ${C960_WEB_DIR}/widget/options.js
  ${C960_WEB_DIR}/widget/element.js
  ${C960_WIDGET_DIR}/epilogue.js)
# The 960 back ranks, asked of the full module (built first) so the widget draws what the core says.
add_custom_command(
  OUTPUT ${CMAKE_CURRENT_BINARY_DIR}/widget-back-ranks.js
  COMMAND node ${CMAKE_CURRENT_SOURCE_DIR}/scripts/write-back-ranks.mjs ${C960_LIB_DIR}/index.cjs
          ${CMAKE_CURRENT_BINARY_DIR}/widget-back-ranks.js
  DEPENDS chess960 ${C960_LIB_DIR}/index.cjs ${CMAKE_CURRENT_SOURCE_DIR}/scripts/write-back-ranks.mjs
  VERBATIM)
set(C960_WIDGET_POST_JS ${CMAKE_CURRENT_BINARY_DIR}/widget-post.js)
add_custom_command(
  OUTPUT ${C960_WIDGET_POST_JS}
  COMMAND cat ${C960_WIDGET_POST_PARTS} > ${C960_WIDGET_POST_JS}
  DEPENDS ${C960_WIDGET_POST_PARTS}
  VERBATIM)
# The LZMA decoder as a part of this one script (the module's `export` taken off).
set(C960_WIDGET_UNLZMA ${CMAKE_CURRENT_BINARY_DIR}/widget-unlzma.js)
add_custom_command(
  OUTPUT ${C960_WIDGET_UNLZMA}
  COMMAND sed "s/^export //" ${CMAKE_CURRENT_SOURCE_DIR}/wasm/loader/unlzma.js > ${C960_WIDGET_UNLZMA}
  DEPENDS ${CMAKE_CURRENT_SOURCE_DIR}/wasm/loader/unlzma.js
  VERBATIM)
add_custom_target(widget_post_js DEPENDS ${C960_WIDGET_POST_JS} ${C960_WIDGET_UNLZMA})

# The numbering core (the sources of c960_numbering and of the c960_base it uses) compiled once
# more for size instead of speed: -Oz makes the embedded WebAssembly about a third smaller.
get_target_property(C960_NUMBERING_SOURCES c960_numbering SOURCES)
get_target_property(C960_BASE_SOURCES c960_base SOURCES)
add_library(c960_numbering_small OBJECT ${C960_NUMBERING_SOURCES} ${C960_BASE_SOURCES})
target_include_directories(c960_numbering_small PUBLIC ${CMAKE_CURRENT_SOURCE_DIR}/core)
target_compile_options(c960_numbering_small PRIVATE -Oz -fno-exceptions -fno-rtti)

# The Emscripten loader and its .wasm (chess960-widget-loader.js/.wasm) ...
add_executable(chess960_widget_loader wasm/widget_exports.cpp $<TARGET_OBJECTS:c960_numbering_small>)
set_target_properties(chess960_widget_loader PROPERTIES OUTPUT_NAME chess960-widget-loader SUFFIX ".js")
target_include_directories(chess960_widget_loader PRIVATE ${CMAKE_CURRENT_SOURCE_DIR}/core)
target_compile_options(chess960_widget_loader PRIVATE -Oz -fno-exceptions -fno-rtti)
add_dependencies(chess960_widget_loader widget_post_js)
target_link_options(chess960_widget_loader PRIVATE ${C960_WIDGET_LINK_FLAGS}
  "SHELL:--extern-pre-js ${C960_WIDGET_DIR}/prelude.js"
  "SHELL:--extern-pre-js ${C960_WIDGET_UNLZMA}"
  "SHELL:--extern-post-js ${C960_WIDGET_POST_JS}")
set_property(TARGET chess960_widget_loader APPEND PROPERTY LINK_DEPENDS
  ${C960_WIDGET_DIR}/prelude.js ${C960_WIDGET_UNLZMA} ${C960_WIDGET_POST_JS})

# ... packed into the one shipped file (scripts/build-lib.mjs widget): lib/chess960-widget.js, the
# classic script, and lib/widget.js, the same code as the package's side-effect module.
set(C960_WIDGET_OUT ${C960_LIB_DIR}/chess960-widget.js)
add_custom_command(
  OUTPUT ${C960_WIDGET_OUT} ${C960_LIB_DIR}/widget.js
  COMMAND node ${C960_BUILD_LIB} widget ${CMAKE_CURRENT_BINARY_DIR} ${C960_LIB_DIR}
  DEPENDS chess960_widget_loader ${C960_BUILD_LIB}
  VERBATIM)
add_custom_target(chess960_widget ALL DEPENDS ${C960_WIDGET_OUT})
