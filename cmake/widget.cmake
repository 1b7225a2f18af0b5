# The embeddable widget dist/chess960-widget.js: the numbering core only (c960_numbering on c960_base) with
# plain C exports (wasm/widget_exports.cpp, no Embind), the board renderer web/pieces.js and
# web/board.js, and the <chess960-position> element (wasm/widget/element.js), all in one IIFE.
set(C960_WIDGET_LINK_FLAGS
  -Oz
  -sMODULARIZE=1 -sEXPORT_NAME=Chess960WidgetModule -sSINGLE_FILE=1 -sDYNAMIC_EXECUTION=0
  -sENVIRONMENT=web -sFILESYSTEM=0 -sMALLOC=emmalloc -sASSERTIONS=0
  -sINITIAL_MEMORY=1048576 -sTOTAL_STACK=65536 -sALLOW_MEMORY_GROWTH=0
  -sINCOMING_MODULE_JS_API=[] -sEXPORTED_RUNTIME_METHODS=[] -sSUPPORT_ERRNO=0
  -sEXPORTED_FUNCTIONS=[_c960w_parse_number,_c960w_number_of_text,_c960w_position,_malloc])

set(C960_WIDGET_DIR ${CMAKE_CURRENT_SOURCE_DIR}/wasm/widget)
set(C960_WIDGET_POST_PARTS
  ${C960_WIDGET_DIR}/board-begin.js
  ${CMAKE_CURRENT_SOURCE_DIR}/web/board/pieces.js
  ${CMAKE_CURRENT_SOURCE_DIR}/web/board.js
  ${C960_WIDGET_DIR}/board-end.js
  ${C960_WIDGET_DIR}/element.js
  ${C960_WIDGET_DIR}/epilogue.js)
set(C960_WIDGET_POST_JS ${CMAKE_CURRENT_BINARY_DIR}/widget-post.js)
add_custom_command(
  OUTPUT ${C960_WIDGET_POST_JS}
  COMMAND node ${C960_WIDGET_DIR}/strip-js.js ${C960_WIDGET_POST_JS} ${C960_WIDGET_POST_PARTS}
  DEPENDS ${C960_WIDGET_POST_PARTS} ${C960_WIDGET_DIR}/strip-js.js
  VERBATIM)
add_custom_target(widget_post_js DEPENDS ${C960_WIDGET_POST_JS})

# The numbering core (the sources of c960_numbering and of the c960_base it uses) compiled once
# more for size instead of speed: -Oz makes the embedded WebAssembly about a third smaller.
get_target_property(C960_NUMBERING_SOURCES c960_numbering SOURCES)
get_target_property(C960_BASE_SOURCES c960_base SOURCES)
add_library(c960_numbering_small OBJECT ${C960_NUMBERING_SOURCES} ${C960_BASE_SOURCES})
target_include_directories(c960_numbering_small PUBLIC ${CMAKE_CURRENT_SOURCE_DIR}/core)
target_compile_options(c960_numbering_small PRIVATE -Oz -fno-exceptions -fno-rtti)

add_executable(chess960_widget wasm/widget_exports.cpp $<TARGET_OBJECTS:c960_numbering_small>)
set_target_properties(chess960_widget PROPERTIES OUTPUT_NAME chess960-widget SUFFIX ".js")
target_include_directories(chess960_widget PRIVATE ${CMAKE_CURRENT_SOURCE_DIR}/core)
target_compile_options(chess960_widget PRIVATE -Oz -fno-exceptions -fno-rtti)
add_dependencies(chess960_widget widget_post_js)
target_link_options(chess960_widget PRIVATE ${C960_WIDGET_LINK_FLAGS}
  "SHELL:--extern-pre-js ${C960_WIDGET_DIR}/prelude.js"
  "SHELL:--extern-post-js ${C960_WIDGET_POST_JS}")
set_property(TARGET chess960_widget APPEND PROPERTY LINK_DEPENDS
  ${C960_WIDGET_DIR}/prelude.js ${C960_WIDGET_POST_JS})
