// LiteralScanner (literal_scan.h), Teddy-style: each atom is known by a
// three-byte fingerprint (ChooseFingerprints, core/fingerprints.h); atoms
// with the same fingerprint at the same offset form a group, and groups are
// spread over eight buckets; nibble tables find the places where some
// bucket's fingerprints may occur, a bitmap of hashed fingerprints drops
// most places the tables admit by accident, and only there are the groups'
// atoms compared (a large group by binary search, so that thousands of
// atoms that share a few fingerprints cost a few comparisons per candidate
// place). The scanner is built in literal_scan_build.cc.

#include "core/literal_scan.h"

#include <cstring>

#if defined(__x86_64__)
#include <immintrin.h>
#define EC_HAVE_X86 1
#endif
#if defined(__wasm_simd128__)
#include <wasm_simd128.h>
#endif

namespace errclass {


inline bool LiteralScanner::EntryAt(const Entry& e, std::string_view text,
                                   std::size_t start) const {
  if (e.size > text.size() - start) return false;
  std::size_t i = 0;
  if (text.size() - start >= 8) {
    // The first eight bytes in one comparison (bytes past a short atom are
    // masked out); the rest, if any, one by one.
    uint64_t word;
    std::memcpy(&word, text.data() + start, 8);
    if (((word | e.fold) & e.mask) != e.head) return false;
    if (e.size <= 8) return true;
    i = 8;
  }
  const std::string& bytes = atoms_[e.atom].bytes;
  for (; i < e.size; ++i) {
    if (Lower(static_cast<unsigned char>(text[start + i])) != static_cast<unsigned char>(bytes[i])) {
      return false;
    }
  }
  return true;
}

bool LiteralScanner::VerifyGroup(const Group& g, std::string_view text,
                                 std::size_t start, OnHit on_hit,
                                 void* context) const {
  // The atoms that occur at start are the prefixes of the text from start:
  // the last atom not above that text, if it is one, and its chain of
  // prefix atoms, cut to the bytes it shares with the text.
  const unsigned char* t = reinterpret_cast<const unsigned char*>(text.data()) + start;
  const std::size_t rest = text.size() - start;
  auto shared = [&](const std::string& atom) {  // common prefix length
    std::size_t l = 0;
    while (l < atom.size() && l < rest &&
           Lower(t[l]) == static_cast<unsigned char>(atom[l])) {
      ++l;
    }
    return l;
  };
  std::size_t lo = 0, hi = g.atoms.size();  // first atom above the text
  while (lo < hi) {
    const std::size_t mid = (lo + hi) / 2;
    const std::string& atom = atoms_[g.atoms[mid]].bytes;
    const std::size_t l = shared(atom);
    const bool not_above = l == atom.size() || (l < rest && static_cast<unsigned char>(atom[l]) < Lower(t[l]));
    if (not_above) {
      lo = mid + 1;
    } else {
      hi = mid;
    }
  }
  if (lo == 0) return true;
  int32_t k = static_cast<int32_t>(lo - 1);
  const std::size_t l = shared(atoms_[g.atoms[k]].bytes);
  for (; k >= 0; k = g.parent[k]) {
    const uint32_t a = g.atoms[k];
    if (atoms_[a].bytes.size() <= l && !on_hit(context, a, start)) return false;
  }
  return true;
}

inline bool LiteralScanner::Verify(std::string_view text, std::size_t fp,
                                   uint32_t buckets, OnHit on_hit,
                                   void* context) const {
  if (!TripleMayMatch(reinterpret_cast<const unsigned char*>(text.data()) + fp)) return true;
  for (; buckets; buckets &= buckets - 1) {
    const Bucket& bucket = buckets_[__builtin_ctz(buckets)];
    for (const Entry& e : bucket.entries) {
      if (fp < e.offset || !EntryAt(e, text, fp - e.offset)) continue;
      if (!on_hit(context, e.atom, fp - e.offset)) return false;
    }
    for (uint32_t gi : bucket.large) {
      const Group& g = groups_[gi];
      if (fp >= g.offset && !VerifyGroup(g, text, fp - g.offset, on_hit, context)) return false;
    }
  }
  return true;
}

inline bool LiteralScanner::VerifyBlock(std::string_view text, std::size_t base,
                                        const uint8_t* buckets, uint32_t bits,
                                        OnHit on_hit, void* context) const {
  for (; bits; bits &= bits - 1) {
    const unsigned k = static_cast<unsigned>(__builtin_ctz(bits));
    if (!Verify(text, base + k, buckets[k], on_hit, context)) return false;
  }
  return true;
}

bool LiteralScanner::ScanScalar(std::string_view text, std::size_t from,
                                OnHit on_hit, void* context) const {
  const unsigned char* p = reinterpret_cast<const unsigned char*>(text.data());
  for (std::size_t i = from; i + 3 <= text.size(); ++i) {
    uint8_t m = MaskAt(p + i);
    if (m && !Verify(text, i, m, on_hit, context)) return false;
  }
  return true;
}

#ifdef EC_HAVE_X86
namespace {
// The nibble tables, held in registers for a whole scan. (Loaded into an
// array, they went through the stack in halves and were read back whole: a
// failed store-to-load forwarding on every call.)
struct Tables {
  __m256i lo0, lo1, lo2, hi0, hi1, hi2;
};

__attribute__((target("avx2"), always_inline)) inline Tables LoadTables(
    const uint8_t (&lo)[3][32], const uint8_t (&hi)[3][32]) {
  auto table = [](const uint8_t* t) { return reinterpret_cast<const __m256i*>(t); };
  return {_mm256_load_si256(table(lo[0])), _mm256_load_si256(table(lo[1])),
          _mm256_load_si256(table(lo[2])), _mm256_load_si256(table(hi[0])),
          _mm256_load_si256(table(hi[1])), _mm256_load_si256(table(hi[2]))};
}

// Byte i: the buckets whose tables for position j of a fingerprint admit
// byte i of v.
__attribute__((target("avx2"), always_inline)) inline __m256i Nibbles(
    __m256i v, __m256i lo, __m256i hi) {
  const __m256i nib = _mm256_set1_epi8(0x0F);
  return _mm256_and_si256(_mm256_shuffle_epi8(lo, _mm256_and_si256(v, nib)),
                          _mm256_shuffle_epi8(hi, _mm256_and_si256(_mm256_srli_epi16(v, 4), nib)));
}

// Byte i: the buckets whose tables admit the three bytes v0[i], v1[i],
// v2[i] (the text at i, i + 1 and i + 2).
__attribute__((target("avx2"), always_inline)) inline __m256i Block(
    __m256i v0, __m256i v1, __m256i v2, const Tables& t) {
  return _mm256_and_si256(Nibbles(v0, t.lo0, t.hi0),
                          _mm256_and_si256(Nibbles(v1, t.lo1, t.hi1), Nibbles(v2, t.lo2, t.hi2)));
}

// Byte i: the buckets whose tables admit the three bytes at q + i.
__attribute__((target("avx2"), always_inline)) inline __m256i Block(
    const unsigned char* q, const Tables& t) {
  return Block(_mm256_loadu_si256(reinterpret_cast<const __m256i*>(q)),
               _mm256_loadu_si256(reinterpret_cast<const __m256i*>(q + 1)),
               _mm256_loadu_si256(reinterpret_cast<const __m256i*>(q + 2)), t);
}

// Bytes [0, n) of a vector, 3 <= n <= 32, from p, without reading past p + n
// and without going through memory: a vector loaded from bytes just stored
// narrower would wait for the stores (failed store-to-load forwarding),
// which cost a short text more than its whole scan. Bytes from n on are 0.
inline uint64_t Load64(const unsigned char* p) {
  uint64_t w;
  std::memcpy(&w, p, 8);
  return w;
}
__attribute__((target("avx2"), always_inline)) inline __m256i LoadShort(
    const unsigned char* p, std::size_t n) {
  // Four words in registers (no array: it would live on the stack).
  uint64_t w0 = 0, w1 = 0, w2 = 0, w3 = 0;
  if (n >= 8) {
    // Word k: bytes [8k, 8k + 8); the one the end cuts is the text's last
    // eight bytes shifted down into place.
    auto word = [p, n](std::size_t k) -> uint64_t {
      if (8 * k + 8 <= n) return Load64(p + 8 * k);
      if (8 * k < n) return Load64(p + n - 8) >> (8 * (8 * k + 8 - n));
      return 0;
    };
    w0 = Load64(p);
    w1 = word(1);
    w2 = word(2);
    w3 = word(3);
  } else if (n >= 4) {  // two 4-byte loads that overlap
    uint32_t lo, hi;
    std::memcpy(&lo, p, 4);
    std::memcpy(&hi, p + n - 4, 4);
    w0 = lo | uint64_t{hi} << (8 * (n - 4));
  } else {  // n == 3
    w0 = p[0] | uint64_t{p[1]} << 8 | uint64_t{p[2]} << 16;
  }
  return _mm256_set_epi64x(static_cast<long long>(w3), static_cast<long long>(w2),
                           static_cast<long long>(w1), static_cast<long long>(w0));
}

// v's bytes moved down by one (byte i becomes byte i - 1), 0 coming in.
__attribute__((target("avx2"), always_inline)) inline __m256i ShiftDown1(__m256i v) {
  return _mm256_alignr_epi8(_mm256_permute2x128_si256(v, v, 0x81), v, 1);
}

// Bit i set: byte i of acc names some bucket.
__attribute__((target("avx2"), always_inline)) inline uint32_t Candidates(__m256i acc) {
  return ~static_cast<uint32_t>(
      _mm256_movemask_epi8(_mm256_cmpeq_epi8(acc, _mm256_setzero_si256())));
}
}  // namespace

__attribute__((target("avx2"))) bool LiteralScanner::ScanAvx2(
    std::string_view text, OnHit on_hit, void* context) const {
  const unsigned char* p = reinterpret_cast<const unsigned char*>(text.data());
  const std::size_t n = text.size();
  const Tables tables = LoadTables(lo_, hi_);
  alignas(32) uint8_t buckets[32];
  std::size_t i = 0;
  while (i + 34 <= n) {
    // Blocks without candidates in a tight loop (no call in it, so the
    // tables stay in registers); then the candidates of one block.
    __m256i acc = Block(p + i, tables);
    uint32_t bits = Candidates(acc);
    while (!bits && i + 66 <= n) {
      i += 32;
      acc = Block(p + i, tables);
      bits = Candidates(acc);
    }
    if (bits) {
      _mm256_store_si256(reinterpret_cast<__m256i*>(buckets), acc);
      if (!VerifyBlock(text, i, buckets, bits, on_hit, context)) return false;
    }
    i += 32;
  }
  if (i + 3 > n) return true;
  if (n >= 34) {
    // The tail, as the last full block: its positions below i were scanned.
    const std::size_t last = n - 34;
    const __m256i acc = Block(p + last, tables);
    _mm256_store_si256(reinterpret_cast<__m256i*>(buckets), acc);
    const uint32_t bits = Candidates(acc) & ~uint32_t{0} << (i - last);  // i - last < 32
    return VerifyBlock(text, last, buckets, bits, on_hit, context);
  }
  // A short text (3 to 33 bytes): its at most 31 positions in one block
  // built in registers; positions whose three bytes run past the end are not
  // candidates. A 33rd byte goes in at the top of the block shifted by one.
  const __m256i v0 = LoadShort(p, n < 32 ? n : 32);
  __m256i v1 = ShiftDown1(v0);
  if (n == 33) v1 = _mm256_insert_epi8(v1, static_cast<char>(p[32]), 31);
  const __m256i acc = Block(v0, v1, ShiftDown1(v1), tables);
  _mm256_store_si256(reinterpret_cast<__m256i*>(buckets), acc);
  const uint32_t whole = (uint32_t{1} << (n - 2)) - 1;  // positions k + 3 <= n
  return VerifyBlock(text, 0, buckets, Candidates(acc) & whole, on_hit, context);
}
#endif

#if defined(__wasm_simd128__)
// ScanAvx2's loop on 16 positions a block (i8x16.swizzle looks the nibbles
// up as pshufb does); the last positions, and a text under 18 bytes, go to
// ScanScalar.
bool LiteralScanner::ScanSimd128(std::string_view text, OnHit on_hit,
                                 void* context) const {
  const unsigned char* p = reinterpret_cast<const unsigned char*>(text.data());
  const std::size_t n = text.size();
  const v128_t lo0 = wasm_v128_load(lo_[0]), lo1 = wasm_v128_load(lo_[1]),
               lo2 = wasm_v128_load(lo_[2]);
  const v128_t hi0 = wasm_v128_load(hi_[0]), hi1 = wasm_v128_load(hi_[1]),
               hi2 = wasm_v128_load(hi_[2]);
  const v128_t nib = wasm_i8x16_splat(0x0F);
  const v128_t zero = wasm_i8x16_splat(0);
  auto nibbles = [nib](v128_t v, v128_t lo, v128_t hi) {
    return wasm_v128_and(wasm_i8x16_swizzle(lo, wasm_v128_and(v, nib)),
                         wasm_i8x16_swizzle(hi, wasm_u8x16_shr(v, 4)));
  };
  alignas(16) uint8_t buckets[16];
  std::size_t i = 0;
  for (; i + 18 <= n; i += 16) {
    // Byte k: the buckets whose tables admit the three bytes at p + i + k.
    const v128_t acc = wasm_v128_and(
        nibbles(wasm_v128_load(p + i), lo0, hi0),
        wasm_v128_and(nibbles(wasm_v128_load(p + i + 1), lo1, hi1),
                      nibbles(wasm_v128_load(p + i + 2), lo2, hi2)));
    const uint32_t bits = static_cast<uint32_t>(wasm_i8x16_bitmask(wasm_i8x16_ne(acc, zero)));
    if (bits) {
      wasm_v128_store(buckets, acc);
      if (!VerifyBlock(text, i, buckets, bits, on_hit, context)) return false;
    }
  }
  return ScanScalar(text, i, on_hit, context);
}
#endif

bool LiteralScanner::Scan(std::string_view text, OnHit on_hit,
                          void* context) const {
  if (atoms_.empty() || text.size() < 3) return true;
#ifdef EC_HAVE_X86
  if (avx2_) return ScanAvx2(text, on_hit, context);
#endif
#if defined(__wasm_simd128__)
  if (simd128_) return ScanSimd128(text, on_hit, context);
#endif
  return ScanScalar(text, 0, on_hit, context);
}

}  // namespace errclass
