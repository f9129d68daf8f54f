// Catch2 v2's single header, for the Catch2 v3 of newer distributions
// (Debian 13): CMakeLists.txt puts this folder first on the include path when
// it finds Catch2 3, so the tests compile unchanged against either.
#pragma once
#include <catch2/catch_all.hpp>

#ifdef CATCH_CONFIG_MAIN
int main(int argc, char* argv[]) { return Catch::Session().run(argc, argv); }
#endif
