// Choosing the three-byte window ("fingerprint") by which LiteralScanner
// knows each atom (core/literal_scan.h).

#ifndef ERROR_CLASSIFIER_CORE_FINGERPRINTS_H_
#define ERROR_CLASSIFIER_CORE_FINGERPRINTS_H_

#include <cstdint>
#include <string>
#include <vector>

namespace errclass {

// Returns, for each atom (each at least three bytes long, ASCII letters in
// lower case), where its fingerprint starts within it.
//
// A scan costs less the rarer the fingerprints are in text and the fewer
// distinct fingerprints there are (the scanner's tables admit more byte
// triples per distinct fingerprint). Up to kFewAtoms atoms, each atom gets
// its rarest window by a letter-frequency guess. Past that, windows shared
// by many atoms are preferred (greedily: the window that covers the most
// atoms not yet covered, weighted by rarity), so that a thousand signatures
// written from a few templates are known by a few fingerprints. The choice
// affects speed only: the scanner finds every occurrence whatever it is.
inline constexpr std::size_t kFewAtoms = 64;
std::vector<uint32_t> ChooseFingerprints(const std::vector<std::string>& atoms);

}  // namespace errclass

#endif  // ERROR_CLASSIFIER_CORE_FINGERPRINTS_H_
