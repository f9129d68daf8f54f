#include "core/utf16.h"

#include <cstdint>
#include <cstring>

#if defined(__x86_64__)
#include <immintrin.h>
#define EC_HAVE_X86 1
#endif

namespace errclass {
namespace {

#ifdef EC_HAVE_X86
// Bit 2k and 2k+1 set: unit k of the 16 at p is ASCII. The 16 units,
// narrowed to bytes (non-ASCII ones garbled), go to *packed.
inline uint32_t Ascii16(const char16_t* p, __m128i* packed) {
  const __m128i high = _mm_set1_epi16(static_cast<short>(0xFF80));
  const __m128i zero = _mm_setzero_si128();
  const __m128i a = _mm_loadu_si128(reinterpret_cast<const __m128i*>(p));
  const __m128i b = _mm_loadu_si128(reinterpret_cast<const __m128i*>(p + 8));
  *packed = _mm_packus_epi16(a, b);
  return static_cast<uint32_t>(_mm_movemask_epi8(_mm_cmpeq_epi16(_mm_and_si128(a, high), zero))) |
         static_cast<uint32_t>(_mm_movemask_epi8(_mm_cmpeq_epi16(_mm_and_si128(b, high), zero)))
             << 16;
}

// Copies whole blocks of 32 ASCII units as bytes, from in + *i to *o, and
// stops before the first block that is not all ASCII or not whole.
__attribute__((target("avx2"))) void AsciiBlocksAvx2(const char16_t* in, std::size_t n,
                                                     std::size_t* i, unsigned char** o) {
  const __m256i high = _mm256_set1_epi16(static_cast<short>(0xFF80));
  std::size_t k = *i;
  unsigned char* out = *o;
  for (; k + 32 <= n; k += 32, out += 32) {
    const __m256i a = _mm256_loadu_si256(reinterpret_cast<const __m256i*>(in + k));
    const __m256i b = _mm256_loadu_si256(reinterpret_cast<const __m256i*>(in + k + 16));
    if (!_mm256_testz_si256(_mm256_or_si256(a, b), high)) break;
    // packus interleaves the two inputs' 128-bit lanes; the permute restores order.
    const __m256i bytes = _mm256_permute4x64_epi64(_mm256_packus_epi16(a, b), 0xD8);
    _mm256_storeu_si256(reinterpret_cast<__m256i*>(out), bytes);
  }
  *i = k;
  *o = out;
}
#endif

}  // namespace

std::size_t Utf16ToUtf8(const char16_t* in, std::size_t n, char* out) {
  unsigned char* o = reinterpret_cast<unsigned char*>(out);
  std::size_t i = 0;
#ifdef EC_HAVE_X86
  const bool avx2 = __builtin_cpu_supports("avx2");
#endif
  while (i < n) {
#ifdef EC_HAVE_X86
    if (avx2 && i + 32 <= n) AsciiBlocksAvx2(in, n, &i, &o);
    // Sixteen units at a time while they are ASCII; at the first that is
    // not, keep the ASCII before it and go on with it one unit at a time.
    // (A 16-byte store always fits: 3 bytes remain per unit not yet read.)
    while (i + 16 <= n) {
      __m128i bytes;
      const uint32_t ascii = Ascii16(in + i, &bytes);
      _mm_storeu_si128(reinterpret_cast<__m128i*>(o), bytes);
      if (ascii == 0xFFFFFFFFu) {
        o += 16;
        i += 16;
        continue;
      }
      const std::size_t run = static_cast<std::size_t>(__builtin_ctz(~ascii)) / 2;
      o += run;
      i += run;
      break;
    }
    if (i >= n) break;
    // Fewer than 16 units left: if the last 16 are ASCII, those before i
    // among them were written as one byte each just before o; write all 16
    // over the end of what is there, in one store.
    if (i + 16 > n && n >= 16) {
      __m128i bytes;
      if (Ascii16(in + n - 16, &bytes) == 0xFFFFFFFFu) {
        o -= 16 - (n - i);
        _mm_storeu_si128(reinterpret_cast<__m128i*>(o), bytes);
        o += 16;
        break;
      }
    }
#endif
    uint32_t cp = in[i++];
    if (cp >= 0xD800 && cp <= 0xDBFF && i < n && in[i] >= 0xDC00 && in[i] <= 0xDFFF) {
      cp = 0x10000 + ((cp - 0xD800) << 10) + (in[i++] - 0xDC00);
    }
    // A lone surrogate keeps its code point (3 bytes, ED A0 80 to ED BF BF).
    o += EncodeUtf8(cp, reinterpret_cast<char*>(o));
  }
  return static_cast<std::size_t>(reinterpret_cast<char*>(o) - out);
}

}  // namespace errclass
