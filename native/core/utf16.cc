#include "core/utf16.h"

#include <cstdint>
#include <cstring>

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

namespace errclass {

std::size_t Utf16ToUtf8(const char16_t* in, std::size_t n, char* out) {
  unsigned char* o = reinterpret_cast<unsigned char*>(out);
  std::size_t i = 0;
  while (i < n) {
#if defined(__SSE2__)
    // Sixteen units at a time while they are ASCII; at the first that is
    // not, write the ASCII before it and go on with it one unit at a time.
    // (A 16-byte store always fits: 3 bytes remain per unit not yet read.)
    const __m128i high = _mm_set1_epi16(static_cast<short>(0xFF80));
    const __m128i zero = _mm_setzero_si128();
    while (i + 16 <= n) {
      __m128i a = _mm_loadu_si128(reinterpret_cast<const __m128i*>(in + i));
      __m128i b = _mm_loadu_si128(reinterpret_cast<const __m128i*>(in + i + 8));
      const uint32_t ascii =
          static_cast<uint32_t>(_mm_movemask_epi8(_mm_cmpeq_epi16(_mm_and_si128(a, high), zero))) |
          static_cast<uint32_t>(_mm_movemask_epi8(_mm_cmpeq_epi16(_mm_and_si128(b, high), zero))) << 16;
      _mm_storeu_si128(reinterpret_cast<__m128i*>(o), _mm_packus_epi16(a, b));
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
#endif
    uint32_t cp = in[i++];
    if (cp >= 0xD800 && cp <= 0xDBFF && i < n && in[i] >= 0xDC00 && in[i] <= 0xDFFF) {
      cp = 0x10000 + ((cp - 0xD800) << 10) + (in[i++] - 0xDC00);
    } else if (cp >= 0xD800 && cp <= 0xDFFF) {
      cp = 0xFFFD;  // a lone surrogate
    }
    o += EncodeUtf8(cp, reinterpret_cast<char*>(o));
  }
  return static_cast<std::size_t>(reinterpret_cast<char*>(o) - out);
}

}  // namespace errclass
