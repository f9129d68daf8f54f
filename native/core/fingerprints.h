// Choosing the three-byte window ("fingerprint") by which LiteralScanner
// knows each atom (core/literal_scan.h).

#ifndef ERROR_CLASSIFIER_CORE_FINGERPRINTS_H_
#define ERROR_CLASSIFIER_CORE_FINGERPRINTS_H_

#include <cstdint>
#include <string>
#include <vector>

namespace errclass {

// Returns, for each atom (each at least three bytes long, ASCII letters in
// lower case), where its fingerprint starts within it: a position from 0 to
// the atom's length minus 3. The choice affects speed only: the scanner
// finds every occurrence whatever it is. Up to kFewAtoms atoms, each is
// chosen alone; past that, atoms share windows where they can (how: the
// comment above ChooseFingerprints in fingerprints.cc).
inline constexpr std::size_t kFewAtoms = 64;
std::vector<uint32_t> ChooseFingerprints(const std::vector<std::string>& atoms);

}  // namespace errclass

#endif  // ERROR_CLASSIFIER_CORE_FINGERPRINTS_H_
