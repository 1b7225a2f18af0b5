// Catch2 entry point for the core suite (native and em++ builds).
#define CATCH_CONFIG_MAIN
#include <catch2/catch.hpp>
