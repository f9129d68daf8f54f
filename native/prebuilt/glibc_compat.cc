// Linked into the prebuilt binary only (EC_PREBUILT): glibc 2.29 gave log2 a
// new symbol version (without the errno wrapper), and a call compiled against
// a newer glibc binds to it, which alone would make the binary need glibc
// 2.29. The linker sends every log2 call here instead (-Wl,--wrap=log2),
// and this calls the version every x86-64 glibc has (GLIBC_2.2.5); the
// results are the same (the old entry point only differs in setting errno on
// a domain error; the engine's one call, a cost estimate in literal_scan.cc,
// passes a count of at least 1).
#include <cmath>  // defines __GLIBC__ on glibc

#if defined(__x86_64__) && defined(__GLIBC__)
extern "C" double ec_log2_glibc_2_2_5(double);
__asm__(".symver ec_log2_glibc_2_2_5,log2@GLIBC_2.2.5");
extern "C" __attribute__((visibility("hidden"))) double __wrap_log2(double x) { return ec_log2_glibc_2_2_5(x); }
#endif
