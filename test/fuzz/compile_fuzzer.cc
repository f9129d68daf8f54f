// libFuzzer: rule sets from arbitrary pattern bytes, in both syntaxes, and
// a text. Input: one flags byte (bit 0 case-insensitive, bit 1 JavaScript
// syntax, bits 2-3 how patterns split into tiers, bit 4 all four compiled
// forms, not only the prefilter and the plain sets), then up to 8 patterns
// separated by '\n', then a 0 byte and the text. Compilation must not crash; every
// compiled form must answer the text (and the text around it) alike, and
// each pattern's analysis must be sound on it.
#include <cstddef>
#include <cstdint>

#include "fuzz_common.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, std::size_t size) {
  if (size < 1) return 0;
  const uint8_t flags = data[0];
  std::string_view rest(reinterpret_cast<const char*>(data) + 1, size - 1);
  const std::size_t zero = rest.find('\0');
  std::string_view patterns = rest.substr(0, zero);
  std::string_view text = zero == std::string_view::npos ? std::string_view() : rest.substr(zero + 1);
  if (patterns.size() > 4096 || text.size() > 1 << 16) return 0;

  errclass::RuleSetSpec spec;
  spec.case_insensitive = flags & 1;
  spec.syntax = flags & 2 ? errclass::Syntax::kJavaScript : errclass::Syntax::kRE2;
  spec.default_category = "none";
  const int per_tier = 1 + ((flags >> 2) & 3);
  std::vector<std::string> list;
  for (std::size_t start = 0; start <= patterns.size() && list.size() < 8;) {
    std::size_t end = patterns.find('\n', start);
    if (end == std::string_view::npos) end = patterns.size();
    if (end > start) list.emplace_back(patterns.substr(start, end - start));
    start = end + 1;
  }
  for (std::size_t i = 0; i < list.size(); ++i) {
    if (i % per_tier == 0) spec.tiers.push_back({"c" + std::to_string(spec.tiers.size() % 3), {}, {}});
    spec.tiers.back().patterns.push_back(list[i]);
  }
  fuzz::Forms forms = fuzz::CompileAll(spec, flags & 0x10);
  const std::string around[] = {std::string(text), "x " + std::string(text) + " y", std::string(300, 'q') + std::string(text)};
  for (const std::string& t : around) fuzz::CheckText(spec, forms, t);
  // The analysis of the first few (each costs an RE2 compilation).
  for (std::size_t i = 0; i < list.size() && i < 3; ++i) fuzz::CheckAnalysis(list[i], spec.case_insensitive, flags & 2, text);
  return 0;
}
