# The core: one static library per folder of core/, each linking only the libraries below it.
#
#   c960_base       core/*.cpp       error codes, text helpers, piece letters   (no dependencies)
#   c960_numbering  core/numbering/  start positions, seeded draws, tournament  -> base
#   c960_rules      core/rules/      board, move generation, perft              -> base
#   c960_notation   core/notation/   FEN, UCI, SAN                              -> rules
#   c960_game       core/game/       games, PGN                                 -> notation, numbering
#   c960_draw       core/draw/       the physical draw methods                  -> numbering
#   c960_search     core/search/     the engine's search and evaluation         -> rules
#
# The direction is enforced twice: natively, layer_check_<name> links each library whole
# (every object file) against only the libraries it names here, so a call upward fails the
# build; and tests/js/layers.test.mjs checks every #include "folder/..." against the same
# table, which CMake writes to core-layers.json in the build folder.
set(C960_CORE_DIR ${CMAKE_CURRENT_SOURCE_DIR}/core)
set(C960_CORE_LIBRARIES "")
set(C960_CORE_SOURCES "")
set(C960_CORE_LAYERS_JSON "")

# Adds the library c960_<name> from core/<folder>/*.cpp, linking the given c960_ libraries.
function(c960_core_library name folder)
  file(GLOB sources CONFIGURE_DEPENDS ${C960_CORE_DIR}/${folder}/*.cpp)
  add_library(c960_${name} STATIC ${sources})
  target_include_directories(c960_${name} PUBLIC ${C960_CORE_DIR})
  set(deps "")
  set(names "")
  foreach(dep ${ARGN})
    list(APPEND deps c960_${dep})
    list(APPEND names "\"${dep}\"")
  endforeach()
  target_link_libraries(c960_${name} PUBLIC ${deps})
  if(NOT EMSCRIPTEN)
    target_compile_options(c960_${name} PRIVATE -Wall -Wextra)
  endif()
  string(REPLACE ";" ", " names "${names}")
  set(C960_CORE_LIBRARIES ${C960_CORE_LIBRARIES} c960_${name} PARENT_SCOPE)
  set(C960_CORE_SOURCES ${C960_CORE_SOURCES} ${sources} PARENT_SCOPE)
  set(C960_CORE_LAYERS_JSON "${C960_CORE_LAYERS_JSON}  \"${name}\": { \"folder\": \"${folder}\", \"uses\": [${names}] },\n"
      PARENT_SCOPE)
endfunction()

c960_core_library(base .)
c960_core_library(numbering numbering base)
c960_core_library(rules rules base)
c960_core_library(notation notation rules)
c960_core_library(game game notation numbering)
c960_core_library(draw draw numbering)
c960_core_library(search search rules)

# Everything at once, for the test suites and tools that use the whole core.
add_library(c960_core INTERFACE)
target_link_libraries(c960_core INTERFACE ${C960_CORE_LIBRARIES})

string(REGEX REPLACE ",\n$" "\n" C960_CORE_LAYERS_JSON "${C960_CORE_LAYERS_JSON}")
file(WRITE ${CMAKE_BINARY_DIR}/core-layers.json "{\n${C960_CORE_LAYERS_JSON}}\n")

if(NOT EMSCRIPTEN)
  # Hardware popcount (x86-64 since 2008) speeds up native move generation by about 40%.
  if(CMAKE_SYSTEM_PROCESSOR MATCHES "x86_64|AMD64")
    target_compile_options(c960_rules PUBLIC -mpopcnt)
  endif()
  foreach(lib ${C960_CORE_LIBRARIES})
    get_target_property(lib_sources ${lib} SOURCES)
    if(NOT lib_sources)
      continue()
    endif()
    string(REPLACE "c960_" "layer_check_" check ${lib})
    add_executable(${check} ${CMAKE_CURRENT_SOURCE_DIR}/cmake/layer_check.cpp)
    target_link_libraries(${check} PRIVATE "$<LINK_LIBRARY:WHOLE_ARCHIVE,${lib}>")
  endforeach()
endif()
