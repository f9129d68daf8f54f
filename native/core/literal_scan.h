// A multi-literal scanner: finds every occurrence of a set of byte strings
// ("atoms") in a text, ASCII letters compared case-insensitively, with AVX2
// where the CPU has it and a scalar path elsewhere; both find the same
// occurrences. How it works (Teddy-style fingerprints and buckets): the top
// of literal_scan.cc.

#ifndef ERROR_CLASSIFIER_CORE_LITERAL_SCAN_H_
#define ERROR_CLASSIFIER_CORE_LITERAL_SCAN_H_

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <type_traits>
#include <vector>

namespace errclass {

class LiteralScanner {
 public:
  static constexpr std::size_t kMinAtomLen = 3;

  // atoms: byte strings of at least kMinAtomLen bytes, ASCII letters in lower
  // case. An atom occurs at a text position if each of its bytes equals the
  // text's byte there, with ASCII upper-case letters of the text lowered.
  // With allow_simd false, the scalar path runs even where AVX2 (or, in the
  // WebAssembly build, SIMD128) exists (for tests: both paths must find the
  // same occurrences).
  explicit LiteralScanner(const std::vector<std::string>& atoms,
                          bool allow_simd = true);

  // Called for an occurrence of an atom; returning false stops the scan.
  using OnHit = bool (*)(void* context, uint32_t atom, std::size_t position);

  // Calls on_hit for every occurrence of every atom in text (in no
  // particular order), until it returns false. Returns false if on_hit
  // stopped the scan, true otherwise.
  bool Scan(std::string_view text, OnHit on_hit, void* context) const;

  template <class F>
  bool Scan(std::string_view text, F&& f) const {
    return Scan(
        text,
        [](void* c, uint32_t atom, std::size_t pos) {
          return (*static_cast<std::remove_reference_t<F>*>(c))(atom, pos);
        },
        &f);
  }

  std::size_t num_atoms() const { return atoms_.size(); }

  // c with an ASCII upper-case letter lowered: how text bytes are compared
  // with atoms.
  static unsigned char Lower(unsigned char c) {
    return static_cast<unsigned char>(static_cast<unsigned>(c - 'A') < 26u ? c + 32 : c);
  }

  // The share of random byte triples that some bucket's nibble tables admit
  // (an upper bound, summed over buckets), times the comparisons made at
  // each: the expected number of atom comparisons per text byte. Many
  // distinct fingerprints fill the tables; past a few hundredths a scan
  // costs more than a DFA pass.
  double CostPerByte() const { return cost_per_byte_; }

 private:
  struct Atom {
    std::string bytes;
  };
  // The atoms whose fingerprint is `fp` at `offset`, sorted by their bytes;
  // parent[k]: the position in `atoms` of the longest atom that is a proper
  // prefix of atoms[k], or -1.
  struct Group {
    std::string fp;
    uint32_t offset = 0;
    std::vector<uint32_t> atoms;
    std::vector<int32_t> parent;
  };
  // An atom of a small group, laid out for Verify's inner loop: its first
  // min(8, size) bytes as a little-endian word, the bits that ASCII case
  // folding may set in them (0x20 in each letter byte), and the bytes that
  // count: a text word w is a match there if ((w | fold) & mask) == head.
  struct Entry {
    uint64_t head = 0, fold = 0, mask = 0;
    uint32_t offset = 0;  // where its fingerprint starts within it
    uint32_t size = 0;
    uint32_t atom = 0;
  };
  // A bucket's atoms: those of its small groups one by one, and its large
  // groups (over kLinearGroup atoms) by binary search.
  struct Bucket {
    std::vector<Entry> entries;
    std::vector<uint32_t> large;  // group indices
  };
  static constexpr std::size_t kLinearGroup = 8;

  // Reports the atoms of g that occur at `start`.
  bool VerifyGroup(const Group& g, std::string_view text, std::size_t start,
                   OnHit on_hit, void* context) const;
  bool EntryAt(const Entry& e, std::string_view text, std::size_t start) const;
  bool ScanScalar(std::string_view text, std::size_t from, OnHit on_hit,
                  void* context) const;
  bool ScanAvx2(std::string_view text, OnHit on_hit, void* context) const;
  // The WebAssembly build's (-msimd128): 16 positions a block.
  bool ScanSimd128(std::string_view text, OnHit on_hit, void* context) const;
  // Reports the atoms of `buckets` whose fingerprint starts at fp.
  bool Verify(std::string_view text, std::size_t fp, uint32_t buckets,
              OnHit on_hit, void* context) const;
  // Verify at base + k for each bit k of bits, with the buckets of
  // buckets[k]: the candidates of one SIMD block.
  bool VerifyBlock(std::string_view text, std::size_t base, const uint8_t* buckets,
                   uint32_t bits, OnHit on_hit, void* context) const;
  // The buckets whose tables admit the three bytes at p (the tables hold
  // both cases of each letter).
  uint8_t MaskAt(const unsigned char* p) const {
    unsigned char a = p[0], b = p[1], c = p[2];
    return lo_[0][a & 15] & hi_[0][a >> 4] & lo_[1][b & 15] & hi_[1][b >> 4] &
           lo_[2][c & 15] & hi_[2][c >> 4];
  }

  // A hash of the three bytes at p with bit 5 set in each (ASCII letters
  // folded; a few other bytes meet, which only adds candidates).
  static uint32_t TripleHash(const unsigned char* p) {
    const uint32_t w = (p[0] | uint32_t{p[1]} << 8 | uint32_t{p[2]} << 16) | 0x202020u;
    return (w * 0x9E3779B1u) >> (32 - kTripleBits);
  }
  // Whether some fingerprint may start at p: the nibble tables admit many
  // byte triples besides the fingerprints; this one bit rejects most of
  // those before any atom is compared.
  bool TripleMayMatch(const unsigned char* p) const {
    const uint32_t h = TripleHash(p);
    return (triples_[h >> 6] >> (h & 63)) & 1;
  }

  // CostPerByte() of the tables before case folding was added to them.
  double TableCost() const;

  std::vector<Atom> atoms_;
  std::vector<Group> groups_;
  std::vector<Bucket> buckets_;  // 8
  alignas(32) uint8_t lo_[3][32] = {};  // nibble tables, 16 entries twice
  alignas(32) uint8_t hi_[3][32] = {};
  static constexpr unsigned kTripleBits = 12;
  uint64_t triples_[(1u << kTripleBits) / 64] = {};  // TripleHash of each fingerprint
  double cost_per_byte_ = 0;
  bool avx2_ = false;
  bool simd128_ = false;
};

}  // namespace errclass

#endif  // ERROR_CLASSIFIER_CORE_LITERAL_SCAN_H_
