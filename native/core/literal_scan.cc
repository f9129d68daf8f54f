#include "core/literal_scan.h"

#include <algorithm>
#include <cstring>

#if defined(__x86_64__)
#include <immintrin.h>
#define EC_HAVE_X86 1
#endif

namespace errclass {
namespace {

// A guess at how common a (lower-cased) byte is in English log text; lower
// is rarer. Used only to pick fingerprints, never for correctness.
int Commonness(unsigned char c) {
  static const char kOrder[] = " etaoinsrhldcumfpgwybvkxjqz";  // most first
  const char* at = std::strchr(kOrder, c);
  if (c != 0 && at) return 40 - static_cast<int>(at - kOrder);
  // Log lines are full of digits, dashes, colons and dots (timestamps, ids).
  if ((c >= '0' && c <= '9') || c == '-' || c == ':' || c == '.' || c == '/') return 30;
  return 4;  // other punctuation, control and non-ASCII bytes
}

}  // namespace

LiteralScanner::LiteralScanner(const std::vector<std::string>& atoms,
                               bool allow_simd)
    : buckets_(8) {
  for (const std::string& s : atoms) {
    uint32_t best = 0;
    int best_score = 1 << 30;
    for (uint32_t k = 0; k + 3 <= s.size(); ++k) {
      int score = 0;
      for (uint32_t j = 0; j < 3; ++j) score += Commonness(static_cast<unsigned char>(s[k + j]));
      if (score < best_score) {
        best_score = score;
        best = k;
      }
    }
    Atom atom{s, best};
    for (std::size_t i = 0; i < s.size() && i < 8; ++i) {
      const unsigned char c = static_cast<unsigned char>(s[i]);
      atom.head |= uint64_t{c} << (8 * i);
      atom.mask |= uint64_t{0xFF} << (8 * i);
      if (c >= 'a' && c <= 'z') atom.fold |= uint64_t{0x20} << (8 * i);
    }
    atoms_.push_back(std::move(atom));
  }
  // Atoms with similar fingerprints share a bucket, so that a bucket's
  // nibble tables admit few other byte triples.
  std::vector<uint32_t> order(atoms_.size());
  for (uint32_t a = 0; a < order.size(); ++a) order[a] = a;
  auto fp = [&](uint32_t a) { return atoms_[a].bytes.substr(atoms_[a].offset, 3); };
  std::sort(order.begin(), order.end(), [&](uint32_t x, uint32_t y) { return fp(x) < fp(y); });
  for (std::size_t k = 0; k < order.size(); ++k) {
    const uint32_t a = order[k];
    const unsigned b = static_cast<unsigned>(k * 8 / order.size());
    buckets_[b].push_back(a);
    const std::string f = fp(a);
    for (int j = 0; j < 3; ++j) {
      unsigned char c = static_cast<unsigned char>(f[j]);
      uint8_t bit = static_cast<uint8_t>(1u << b);
      lo_[j][c & 15] |= bit;
      hi_[j][c >> 4] |= bit;
    }
  }
  cost_per_byte_ = TableCost();
  // Case folding lives in the tables: a lower-case letter's bucket bits also
  // go to its upper case's high nibble (same low nibble), so the scan never
  // lowers text bytes. Every byte so admitted besides the letter's two cases
  // only adds candidates, which Verify rejects.
  for (int j = 0; j < 3; ++j) {
    for (unsigned h = 6; h <= 7; ++h) hi_[j][h - 2] |= hi_[j][h];
  }
  for (int j = 0; j < 3; ++j) {
    std::memcpy(lo_[j] + 16, lo_[j], 16);
    std::memcpy(hi_[j] + 16, hi_[j], 16);
  }
#ifdef EC_HAVE_X86
  avx2_ = allow_simd && __builtin_cpu_supports("avx2");
#endif
}

double LiteralScanner::TableCost() const {
  double cost = 0;
  for (unsigned b = 0; b < 8; ++b) {
    double admitted = 1;
    for (int j = 0; j < 3; ++j) {
      int lo = 0, hi = 0;
      for (int k = 0; k < 16; ++k) {
        lo += (lo_[j][k] >> b) & 1;
        hi += (hi_[j][k] >> b) & 1;
      }
      admitted *= lo * hi / 256.0;
    }
    cost += admitted * static_cast<double>(buckets_[b].size());
  }
  return cost;
}

bool LiteralScanner::Verify(std::string_view text, std::size_t fp,
                            uint32_t buckets, OnHit on_hit,
                            void* context) const {
  for (; buckets; buckets &= buckets - 1) {
    for (uint32_t a : buckets_[__builtin_ctz(buckets)]) {
      const Atom& atom = atoms_[a];
      if (fp < atom.offset) continue;
      const std::size_t start = fp - atom.offset;
      const std::size_t size = atom.bytes.size();
      if (size > text.size() - start) continue;
      std::size_t i = 0;
      if (text.size() - start >= 8) {
        // The first eight bytes in one comparison (bytes past a short atom
        // are masked out); the rest, if any, one by one.
        uint64_t word;
        std::memcpy(&word, text.data() + start, 8);
        if (((word | atom.fold) & atom.mask) != atom.head) continue;
        i = size < 8 ? size : 8;
      }
      bool equal = true;
      for (; i < size && equal; ++i) {
        equal = Lower(static_cast<unsigned char>(text[start + i])) ==
                static_cast<unsigned char>(atom.bytes[i]);
      }
      if (equal && !on_hit(context, a, start)) return false;
    }
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
// Byte i: the buckets whose tables admit the three bytes at q + i.
__attribute__((target("avx2"), always_inline)) inline __m256i Block(
    const unsigned char* q, const __m256i* lo, const __m256i* hi) {
  const __m256i nib = _mm256_set1_epi8(0x0F);
  __m256i acc = _mm256_set1_epi8(static_cast<char>(0xFF));
  for (int j = 0; j < 3; ++j) {
    const __m256i v = _mm256_loadu_si256(reinterpret_cast<const __m256i*>(q + j));
    __m256i l = _mm256_shuffle_epi8(lo[j], _mm256_and_si256(v, nib));
    __m256i h = _mm256_shuffle_epi8(hi[j], _mm256_and_si256(_mm256_srli_epi16(v, 4), nib));
    acc = _mm256_and_si256(acc, _mm256_and_si256(l, h));
  }
  return acc;
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
  __m256i lo[3], hi[3];
  for (int j = 0; j < 3; ++j) {
    lo[j] = _mm256_load_si256(reinterpret_cast<const __m256i*>(lo_[j]));
    hi[j] = _mm256_load_si256(reinterpret_cast<const __m256i*>(hi_[j]));
  }
  alignas(32) uint8_t buckets[32];
  std::size_t i = 0;
  for (; i + 34 <= n; i += 32) {
    const __m256i acc = Block(p + i, lo, hi);
    uint32_t bits = Candidates(acc);
    if (!bits) continue;
    _mm256_store_si256(reinterpret_cast<__m256i*>(buckets), acc);
    for (; bits; bits &= bits - 1) {
      const unsigned k = static_cast<unsigned>(__builtin_ctz(bits));
      if (!Verify(text, i + k, buckets[k], on_hit, context)) return false;
    }
  }
  if (i + 3 > n) return true;
  // The tail, through a zero-padded copy; positions whose three bytes run
  // past the end are not candidates.
  alignas(32) unsigned char tail[66] = {};
  std::memcpy(tail, p + i, n - i);
  const __m256i acc = Block(tail, lo, hi);
  _mm256_store_si256(reinterpret_cast<__m256i*>(buckets), acc);
  for (uint32_t bits = Candidates(acc); bits; bits &= bits - 1) {
    const unsigned k = static_cast<unsigned>(__builtin_ctz(bits));
    if (i + k + 3 > n) break;
    if (!Verify(text, i + k, buckets[k], on_hit, context)) return false;
  }
  return true;
}
#endif

bool LiteralScanner::Scan(std::string_view text, OnHit on_hit,
                          void* context) const {
  if (atoms_.empty() || text.size() < 3) return true;
#ifdef EC_HAVE_X86
  if (avx2_) return ScanAvx2(text, on_hit, context);
#endif
  return ScanScalar(text, 0, on_hit, context);
}

}  // namespace errclass
