// LiteralScanner's construction (literal_scan.h): atoms grouped by
// fingerprint and spread over the eight buckets, the nibble tables and the
// fingerprint bitmap built, and the table cost estimated. The scan itself is
// in literal_scan.cc.

#include "core/literal_scan.h"

#include <algorithm>
#include <cmath>
#include <cstring>
#include <map>
#include <utility>

#include "core/fingerprints.h"

#if defined(__x86_64__)
#define EC_HAVE_X86 1
#endif

namespace errclass {

LiteralScanner::LiteralScanner(const std::vector<std::string>& atoms,
                               bool allow_simd)
    : buckets_(8) {
  const std::vector<uint32_t> offsets = ChooseFingerprints(atoms);
  std::map<std::pair<std::string, uint32_t>, uint32_t> group_of;
  for (uint32_t a = 0; a < atoms.size(); ++a) {
    const std::string& s = atoms[a];
    atoms_.push_back({s});
    auto key = std::make_pair(s.substr(offsets[a], 3), offsets[a]);
    auto [it, added] = group_of.emplace(key, static_cast<uint32_t>(groups_.size()));
    if (added) groups_.push_back({key.first, key.second, {}, {}});
    groups_[it->second].atoms.push_back(a);
  }
  for (Group& g : groups_) {
    std::sort(g.atoms.begin(), g.atoms.end(),
              [&](uint32_t x, uint32_t y) { return atoms_[x].bytes < atoms_[y].bytes; });
    // In sorted order an atom's prefixes come before it, and the chain of
    // prefixes of the atom before it is on the stack.
    std::vector<int32_t> chain;
    for (std::size_t k = 0; k < g.atoms.size(); ++k) {
      const std::string& bytes = atoms_[g.atoms[k]].bytes;
      while (!chain.empty() &&
             bytes.compare(0, atoms_[g.atoms[chain.back()]].bytes.size(),
                           atoms_[g.atoms[chain.back()]].bytes) != 0) {
        chain.pop_back();
      }
      g.parent.push_back(chain.empty() ? -1 : chain.back());
      chain.push_back(static_cast<int32_t>(k));
    }
  }
  // Groups with similar fingerprints share a bucket, so that a bucket's
  // nibble tables admit few other byte triples.
  std::vector<uint32_t> order(groups_.size());
  for (uint32_t g = 0; g < order.size(); ++g) order[g] = g;
  std::sort(order.begin(), order.end(),
            [&](uint32_t x, uint32_t y) { return groups_[x].fp < groups_[y].fp; });
  for (std::size_t k = 0; k < order.size(); ++k) {
    const unsigned b = static_cast<unsigned>(k * 8 / order.size());
    const Group& g = groups_[order[k]];
    if (g.atoms.size() > kLinearGroup) {
      buckets_[b].large.push_back(order[k]);
    } else {
      for (uint32_t a : g.atoms) {
        const std::string& bytes = atoms_[a].bytes;
        Entry e;
        e.offset = g.offset;
        e.size = static_cast<uint32_t>(bytes.size());
        e.atom = a;
        for (std::size_t i = 0; i < bytes.size() && i < 8; ++i) {
          const unsigned char c = static_cast<unsigned char>(bytes[i]);
          e.head |= uint64_t{c} << (8 * i);
          e.mask |= uint64_t{0xFF} << (8 * i);
          if (c >= 'a' && c <= 'z') e.fold |= uint64_t{0x20} << (8 * i);
        }
        buckets_[b].entries.push_back(e);
      }
    }
    const uint32_t h = TripleHash(reinterpret_cast<const unsigned char*>(groups_[order[k]].fp.data()));
    triples_[h >> 6] |= uint64_t{1} << (h & 63);
    for (int j = 0; j < 3; ++j) {
      unsigned char c = static_cast<unsigned char>(groups_[order[k]].fp[j]);
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
#if defined(__wasm_simd128__)
  simd128_ = allow_simd;
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
    double compares = 0;
    compares += static_cast<double>(buckets_[b].entries.size());
    for (uint32_t g : buckets_[b].large) compares += 2 + std::log2(static_cast<double>(groups_[g].atoms.size()));
    cost += admitted * compares;
  }
  return cost;
}

}  // namespace errclass
