# The embeddable widget dist/chess960-widget.js: the numbering core only (c960_numbering on
# c960_base) with plain C exports (wasm/widget_exports.cpp, no Embind). Emscripten links only the
# loader and the .wasm, as for the library's other modules; scripts/build-lib.mjs widget bundles
# the element's ES modules (entry web/widget/main.js; wasm/widget/core.js starts the loader) with
# the .wasm LZMA-compressed in base64 and handed to the loader as bytes, so the widget never
# fetches, not even a data: URL.
set(C960_WIDGET_LINK_FLAGS
  -Oz
  -sMODULARIZE=1 -sEXPORT_NAME=Chess960WidgetModule -sSINGLE_FILE=0 -sDYNAMIC_EXECUTION=0
  -sENVIRONMENT=web,worker -sFILESYSTEM=0 -sMALLOC=emmalloc -sASSERTIONS=0
  -sINITIAL_MEMORY=1048576 -sTOTAL_STACK=65536 -sALLOW_MEMORY_GROWTH=0
  -sINCOMING_MODULE_JS_API=[wasmBinary] -sEXPORTED_RUNTIME_METHODS=[] -sSUPPORT_ERRNO=0
  -sEXPORTED_FUNCTIONS=[_c960w_number,_c960w_number_of_text,_c960w_position,_malloc,_free])

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
target_link_options(chess960_widget_loader PRIVATE ${C960_WIDGET_LINK_FLAGS})

# ... bundled with the element's modules (scripts/build-lib.mjs widget): lib/chess960-widget.js,
# the classic script, and lib/widget.js, the package's module that runs it. The widget's
# 'chess960/numbering' is the package's entry, its tables asked of the rules module (lib/index.cjs).
file(GLOB_RECURSE C960_WIDGET_JS CONFIGURE_DEPENDS ${CMAKE_CURRENT_SOURCE_DIR}/web/widget/*.js
  ${CMAKE_CURRENT_SOURCE_DIR}/web/shared/*.js ${CMAKE_CURRENT_SOURCE_DIR}/web/board/*.js
  ${CMAKE_CURRENT_SOURCE_DIR}/web/lang/*.js ${CMAKE_CURRENT_SOURCE_DIR}/wasm/widget/*.js
  ${CMAKE_CURRENT_SOURCE_DIR}/wasm/numbering/*.js)
list(APPEND C960_WIDGET_JS ${CMAKE_CURRENT_SOURCE_DIR}/scripts/widget-words.mjs)
set(C960_WIDGET_OUT ${C960_LIB_DIR}/chess960-widget.js)
add_custom_command(
  OUTPUT ${C960_WIDGET_OUT} ${C960_LIB_DIR}/widget.js
  COMMAND node ${C960_BUILD_LIB} widget ${CMAKE_CURRENT_BINARY_DIR} ${C960_LIB_DIR}
  DEPENDS chess960_widget_loader chess960 ${C960_LIB_DIR}/index.cjs ${C960_BUILD_LIB} ${C960_LIB_JS}
          ${C960_WIDGET_JS}
  VERBATIM)
add_custom_target(chess960_widget ALL DEPENDS ${C960_WIDGET_OUT})
