#include "core/fingerprints.h"

#include <cstring>
#include <queue>
#include <string_view>
#include <unordered_map>
#include <utility>

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

int WindowCommonness(std::string_view w) {
  return Commonness(static_cast<unsigned char>(w[0])) +
         Commonness(static_cast<unsigned char>(w[1])) +
         Commonness(static_cast<unsigned char>(w[2]));
}

uint32_t RarestWindow(const std::string& s) {
  uint32_t best = 0;
  int best_score = 1 << 30;
  for (uint32_t k = 0; k + 3 <= s.size(); ++k) {
    const int score = WindowCommonness(std::string_view(s).substr(k, 3));
    if (score < best_score) {
      best_score = score;
      best = k;
    }
  }
  return best;
}

}  // namespace

// A scan costs less the rarer the fingerprints are in text and the fewer
// distinct fingerprints there are (the scanner's tables admit more byte
// triples per distinct fingerprint). Up to kFewAtoms atoms, each atom gets
// its rarest window by a letter-frequency guess. Past that, windows shared
// by many atoms are preferred (greedily: the window that covers the most
// atoms not yet covered, weighted by rarity), so that a thousand signatures
// written from a few templates are known by a few fingerprints.
std::vector<uint32_t> ChooseFingerprints(const std::vector<std::string>& atoms) {
  std::vector<uint32_t> offsets(atoms.size(), 0);
  if (atoms.size() <= kFewAtoms) {
    for (std::size_t a = 0; a < atoms.size(); ++a) offsets[a] = RarestWindow(atoms[a]);
    return offsets;
  }
  // Each distinct window, with the atoms that contain it (first occurrence).
  struct Window {
    std::string_view bytes;
    std::vector<std::pair<uint32_t, uint32_t>> atoms;  // (atom, offset)
  };
  std::vector<Window> windows;
  std::unordered_map<std::string_view, uint32_t> index;
  for (uint32_t a = 0; a < atoms.size(); ++a) {
    const std::string_view s = atoms[a];
    for (uint32_t k = 0; k + 3 <= s.size(); ++k) {
      auto [it, added] = index.emplace(s.substr(k, 3), static_cast<uint32_t>(windows.size()));
      if (added) windows.push_back({s.substr(k, 3), {}});
      Window& w = windows[it->second];
      if (w.atoms.empty() || w.atoms.back().first != a) w.atoms.push_back({a, k});
    }
  }
  // Lazy greedy set cover: a window's count of uncovered atoms only falls,
  // so a popped window whose recounted score still tops the queue is best.
  std::vector<bool> covered(atoms.size(), false);
  auto score = [&](uint32_t w, std::size_t count) {
    return static_cast<double>(count) * 1000.0 / WindowCommonness(windows[w].bytes);
  };
  std::priority_queue<std::pair<double, uint32_t>> queue;
  for (uint32_t w = 0; w < windows.size(); ++w) queue.push({score(w, windows[w].atoms.size()), w});
  std::size_t left = atoms.size();
  while (left > 0 && !queue.empty()) {
    const uint32_t w = queue.top().second;
    queue.pop();
    std::size_t count = 0;
    for (const auto& [a, k] : windows[w].atoms) count += covered[a] ? 0 : 1;
    if (count == 0) continue;
    const double now = score(w, count);
    if (!queue.empty() && now < queue.top().first) {
      queue.push({now, w});
      continue;
    }
    for (const auto& [a, k] : windows[w].atoms) {
      if (covered[a]) continue;
      covered[a] = true;
      offsets[a] = k;
      --left;
    }
  }
  return offsets;
}

}  // namespace errclass
