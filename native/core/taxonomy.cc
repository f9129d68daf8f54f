#include "core/taxonomy.h"

#include <algorithm>
#include <cstdint>
#include <cstring>
#include <map>
#include <utility>

#include "core/normalize.h"
#include "core/rule_set_internal.h"
#include "re2/re2.h"

namespace errclass {

struct Taxonomy::Extractor {
  std::unique_ptr<re2::RE2> re;
  std::vector<int> field_of_group;  // by group number; -1: not reported
  std::vector<int> fields;          // the fields it reports
};

namespace {

bool Continuation(unsigned char b) { return (b & 0xC0) == 0x80; }

// UTF-16 units of s, a JavaScript string's UTF-8 (a 4-byte character is a
// surrogate pair; any other character, and any stray byte, one unit).
std::size_t Units(std::string_view s) {
  std::size_t units = 0;
  for (unsigned char b : s) units += (Continuation(b) ? 0 : 1) + (b >= 0xF0 ? 1 : 0);
  return units;
}

// The byte offset in s after `units` UTF-16 units: one inside a surrogate
// pair moves to the character's end (up) or start (down).
std::size_t ByteAtUnits(std::string_view s, std::size_t units, bool up) {
  const auto* b = reinterpret_cast<const unsigned char*>(s.data());
  std::size_t pos = 0;
  std::size_t seen = 0;
  while (pos < s.size() && seen < units) {
    std::size_t len = 1;
    while (pos + len < s.size() && len < 4 && Continuation(b[pos + len])) ++len;
    const std::size_t u = b[pos] >= 0xF0 ? 2 : 1;
    if (seen + u > units) return up ? pos + len : pos;
    seen += u;
    pos += len;
  }
  return pos;
}

char Lower(char c) { return c >= 'A' && c <= 'Z' ? static_cast<char>(c + 32) : c; }

// Eight bytes a step: the high bits of their OR.
bool Ascii(std::string_view s) {
  uint64_t any = 0;
  std::size_t i = 0;
  for (; i + 8 <= s.size(); i += 8) {
    uint64_t w;
    std::memcpy(&w, s.data() + i, 8);
    any |= w;
  }
  for (; i < s.size(); ++i) any |= static_cast<unsigned char>(s[i]);
  return (any & 0x8080808080808080ULL) == 0;
}

// The first occurrence of anchor (ASCII, lower case) in text ignoring ASCII
// case, or npos. Candidates for its first character come eight bytes at a
// time: a byte b is one when (b | 0x20) is the character with 0x20 set.
std::size_t FindAscii(std::string_view text, std::string_view anchor) {
  if (anchor.empty() || anchor.size() > text.size()) return std::string_view::npos;
  const unsigned char key = static_cast<unsigned char>(anchor[0]) | 0x20;
  const uint64_t ones = 0x0101010101010101ULL;
  const uint64_t highs = 0x8080808080808080ULL;
  const uint64_t keys = ones * key;
  const std::size_t last = text.size() - anchor.size();
  const auto matches_at = [&](std::size_t i) {
    if ((static_cast<unsigned char>(text[i]) | 0x20) != key || Lower(text[i]) != anchor[0]) return false;
    std::size_t k = 1;
    while (k < anchor.size() && Lower(text[i + k]) == anchor[k]) ++k;
    return k == anchor.size();
  };
  std::size_t i = 0;
  for (; i + 8 <= last + 1; i += 8) {
    uint64_t w;
    std::memcpy(&w, text.data() + i, 8);
    const uint64_t x = (w | (ones * 0x20)) ^ keys;
    if (((x - ones) & ~x & highs) == 0) continue;  // no byte of w can start it
    for (std::size_t j = i; j < i + 8; ++j)
      if (matches_at(j)) return j;
  }
  for (; i <= last; ++i)
    if (matches_at(i)) return i;
  return std::string_view::npos;
}

// The first occurrence of anchor in text: ignoring ASCII case when anchor
// is ASCII, else ignoring case as RE2 folds it. npos if none.
std::size_t FindAnchor(std::string_view text, std::string_view anchor) {
  if (Ascii(anchor)) return FindAscii(text, anchor);
  re2::RE2::Options options;
  options.set_log_errors(false);
  options.set_case_sensitive(false);
  options.set_literal(true);
  re2::RE2 re(Piece(anchor), options);
  re2::StringPiece found;
  if (!re.ok() || !re.Match(Piece(text), 0, text.size(), re2::RE2::UNANCHORED, &found, 1)) {
    return std::string_view::npos;
  }
  return static_cast<std::size_t>(found.data() - text.data());
}

}  // namespace

Taxonomy::Taxonomy() = default;
Taxonomy::~Taxonomy() = default;

std::unique_ptr<Taxonomy> Taxonomy::Compile(const TaxonomySpec& spec, CompileError* error) {
  std::unique_ptr<Taxonomy> tx(new Taxonomy());
  tx->patterns_ = spec.patterns;
  tx->threshold_ = spec.threshold;
  tx->window_ = spec.window > 0 ? static_cast<std::size_t>(spec.window) : 0;
  tx->fuzzy_ = FuzzyMatcher(spec.fuzzy_threshold);
  tx->fuzzy_decides_ = spec.fuzzy_decides;
  for (std::size_t i = 0; i < spec.patterns.size(); ++i) {
    if (!spec.patterns[i].fuzzy.empty()) tx->fuzzy_.Add(static_cast<int>(i), spec.patterns[i].fuzzy);
  }

  RuleSetSpec match;
  match.default_category = "none";
  match.case_insensitive = true;
  match.max_mem = spec.max_mem;
  Tier tier;
  tier.category = "match";
  for (const TaxonomyPattern& p : spec.patterns) tier.patterns.push_back(p.pattern);
  match.tiers.push_back(std::move(tier));
  CompileError match_error;
  tx->match_ = RuleSet::Compile(match, &match_error);
  if (!tx->match_ && match_error.kind == CompileErrorKind::kTooLarge) {
    *error = std::move(match_error);
    return nullptr;
  }

  re2::RE2::Options options;
  options.set_encoding(re2::RE2::Options::EncodingUTF8);
  options.set_log_errors(false);
  options.set_max_mem(spec.max_mem > 0 ? spec.max_mem : kDefaultMaxMem);
  std::vector<PatternError> bad = std::move(match_error.patterns);
  for (std::size_t x = 0; x < spec.extractors.size(); ++x) {
    const TaxonomyExtractor& e = spec.extractors[x];
    auto out = std::make_unique<Extractor>();
    out->re = std::make_unique<re2::RE2>(Piece(e.pattern), options);
    if (!out->re->ok()) {
      bad.push_back({1, x, e.pattern, out->re->error()});
      continue;
    }
    out->field_of_group.assign(static_cast<std::size_t>(out->re->NumberOfCapturingGroups()) + 1, -1);
    const std::map<std::string, int>& groups = out->re->NamedCapturingGroups();
    for (const auto& [name, field] : e.fields) {
      auto it = groups.find(name);
      if (it == groups.end() || field < 0) continue;
      out->field_of_group[static_cast<std::size_t>(it->second)] = field;
      out->fields.push_back(field);
    }
    tx->extractors_.push_back(std::move(out));
  }
  if (!bad.empty()) {
    error->kind = CompileErrorKind::kBadPattern;
    error->message = std::to_string(bad.size()) + (bad.size() == 1 ? " pattern" : " patterns") + " rejected by RE2";
    error->patterns = std::move(bad);
    return nullptr;
  }
  for (int f : spec.final_fields) {
    if (f < 0 || f > 4096) continue;
    if (tx->final_.size() <= static_cast<std::size_t>(f)) tx->final_.resize(static_cast<std::size_t>(f) + 1, 0);
    tx->final_[static_cast<std::size_t>(f)] = 1;
  }
  std::vector<std::vector<int>> lists = spec.types;
  lists.push_back(spec.unknown);
  for (const std::vector<int>& given : lists) {
    ExtractorList list;
    list.set = std::make_unique<re2::RE2::Set>(options, re2::RE2::UNANCHORED);
    for (int x : given) {
      if (x < 0 || static_cast<std::size_t>(x) >= tx->extractors_.size()) continue;
      list.extractors.push_back(x);
      list.set->Add(Piece(spec.extractors[static_cast<std::size_t>(x)].pattern), nullptr);
    }
    if (!list.set->Compile()) {
      error->kind = CompileErrorKind::kTooLarge;
      error->message = "the extractors do not fit the RE2 memory budget";
      return nullptr;
    }
    tx->types_.push_back(std::move(list));
  }
  tx->EstimateMemory();
  return tx;
}

void Taxonomy::EstimateMemory() {
  const auto program_bytes = [](const re2::RE2& re) {
    return RuleSet::kBytesPerInstruction * static_cast<std::size_t>(std::max(0, re.ProgramSize()));
  };
  std::size_t bytes = match_->ApproximateMemory() + fuzzy_.ApproximateMemory();
  for (const TaxonomyPattern& p : patterns_) {
    bytes += sizeof(TaxonomyPattern) + p.pattern.size() + p.anchor.size() + p.fuzzy.size() + p.explains.size() * sizeof(int);
  }
  for (const auto& x : extractors_) bytes += RuleSet::kBytesPerPattern + program_bytes(*x->re);  // alone
  for (const ExtractorList& list : types_) {
    for (int x : list.extractors) bytes += program_bytes(*extractors_[static_cast<std::size_t>(x)]->re);  // in its type's set
  }
  approximate_memory_ = bytes;
}

void Taxonomy::Analyze(std::string_view text, Analysis* out) const {
  NormalizeMessage(text, &out->normalized);
  out->ranked.clear();
  out->fields.clear();
  out->winner = -1;
  out->exact = false;
  out->fuzzy.id = -1;
  const Classification m = match_->Classify(out->normalized);
  const std::size_t n = patterns_.size();
  std::vector<char> explained(n, 0);
  for (int i : m.indices)
    for (int j : patterns_[static_cast<std::size_t>(i)].explains)
      if (j >= 0 && static_cast<std::size_t>(j) < n) explained[static_cast<std::size_t>(j)] = 1;
  std::vector<int> anchor_of;  // by position in ranked: the best pattern
  for (int i : m.indices) {
    if (explained[static_cast<std::size_t>(i)]) continue;
    const TaxonomyPattern& p = patterns_[static_cast<std::size_t>(i)];
    auto it = std::find_if(out->ranked.begin(), out->ranked.end(), [&](const TypeScore& t) { return t.type == p.type; });
    if (it == out->ranked.end()) {
      out->ranked.push_back({p.type, p.weight, p.specificity, {i}});
      anchor_of.push_back(i);
      continue;
    }
    it->patterns.push_back(i);
    if (p.weight > it->score || (p.weight == it->score && p.specificity > it->specificity)) {
      it->score = p.weight;
      it->specificity = p.specificity;
      anchor_of[static_cast<std::size_t>(it - out->ranked.begin())] = i;
    }
  }
  std::vector<std::size_t> order(out->ranked.size());
  for (std::size_t k = 0; k < order.size(); ++k) order[k] = k;
  std::sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) {
    const TypeScore& x = out->ranked[a];
    const TypeScore& y = out->ranked[b];
    if (x.score != y.score) return x.score > y.score;
    if (x.specificity != y.specificity) return x.specificity > y.specificity;
    if (x.patterns.size() != y.patterns.size()) return x.patterns.size() > y.patterns.size();
    return x.type < y.type;
  });
  std::vector<TypeScore> ranked;
  ranked.reserve(order.size());
  for (std::size_t k : order) ranked.push_back(std::move(out->ranked[k]));
  std::string_view anchor;
  if (!ranked.empty() && ranked[0].score >= threshold_) {
    const TypeScore& best = ranked[0];
    out->winner = best.type;
    anchor = patterns_[static_cast<std::size_t>(anchor_of[order[0]])].anchor;
    for (int i : m.indices) {
      const TaxonomyPattern& p = patterns_[static_cast<std::size_t>(i)];
      if (p.type == best.type && p.weight == best.score) {
        out->exact = p.exact;
        break;
      }
    }
  }
  out->ranked = std::move(ranked);
  if (out->ranked.empty() && !fuzzy_.empty()) {
    // The fuzzy step reads the text as JavaScript would (fuzzy.h): ill-formed
    // sequences as U+FFFD, and so do the winner's extractors.
    std::string valid;
    const bool well_formed = WellFormedUtf8(out->normalized);
    if (!well_formed) AppendValidUtf8(out->normalized, &valid);
    if (fuzzy_.Find(well_formed ? std::string_view(out->normalized) : std::string_view(valid), &out->fuzzy) &&
        fuzzy_decides_) {
      if (!well_formed) out->normalized.swap(valid);
      out->winner = patterns_[static_cast<std::size_t>(out->fuzzy.id)].type;
      anchor = out->fuzzy.first_word;
    }
  }
  const std::size_t known = types_.size() - 1;
  const bool typed = out->winner >= 0 && static_cast<std::size_t>(out->winner) < known;
  Capture(types_[typed ? static_cast<std::size_t>(out->winner) : known], anchor, out);
}

void Taxonomy::Capture(const ExtractorList& list, std::string_view anchor, Analysis* out) const {
  const std::string_view text = out->normalized;
  if (list.extractors.empty() || text.empty()) return;
  // The window, in UTF-16 units as JavaScript slices, then in bytes.
  const bool ascii = Ascii(text) && Ascii(anchor);
  const std::size_t total = ascii ? text.size() : Units(text);
  const std::size_t anchor_units = ascii ? anchor.size() : Units(anchor);
  std::string_view window = text;
  if (total > 2 * window_ + anchor_units) {
    const std::size_t at_byte = FindAnchor(text, anchor);
    const bool found = at_byte != std::string_view::npos;
    const std::size_t at = !found ? 0 : ascii ? at_byte : Units(text.substr(0, at_byte));
    const std::size_t from = found && at > window_ ? at - window_ : 0;
    const std::size_t to = std::min(total, (found ? at + anchor_units : 0) + window_);
    const std::size_t from_byte = ascii ? from : ByteAtUnits(text, from, false);
    const std::size_t to_byte = ascii ? to : ByteAtUnits(text, to, true);
    window = text.substr(from_byte, to_byte > from_byte ? to_byte - from_byte : 0);
  }
  // One pass of the type's extractors finds those that match; each of
  // those then runs alone for its groups. A set that fails (DFA out of
  // memory) leaves every extractor to run.
  std::vector<int> matched;
  re2::RE2::Set::ErrorInfo info{re2::RE2::Set::kNoError};
  const bool some = list.set->Match(Piece(window), &matched, &info);
  const bool all = !some && info.kind != re2::RE2::Set::kNoError;
  if (!some && !all) return;
  std::vector<char> run(list.extractors.size(), all ? 1 : 0);
  for (int k : matched) run[static_cast<std::size_t>(k)] = 1;
  std::vector<char> captured(final_.size(), 0);
  std::vector<re2::StringPiece> sub;
  for (std::size_t k = 0; k < list.extractors.size(); ++k) {
    if (!run[k]) continue;
    const Extractor& e = *extractors_[static_cast<std::size_t>(list.extractors[k])];
    bool needed = false;
    for (int f : e.fields) {
      const auto i = static_cast<std::size_t>(f);
      if (i >= final_.size() || !final_[i] || !captured[i]) needed = true;
    }
    if (!needed) continue;
    const int groups = static_cast<int>(e.field_of_group.size()) - 1;
    sub.assign(e.field_of_group.size(), re2::StringPiece());
    if (!e.re->Match(Piece(window), 0, window.size(), re2::RE2::UNANCHORED, sub.data(), groups + 1)) continue;
    for (int g = 1; g <= groups; ++g) {
      const int field = e.field_of_group[static_cast<std::size_t>(g)];
      const re2::StringPiece& v = sub[static_cast<std::size_t>(g)];
      if (field < 0 || v.data() == nullptr) continue;
      if (static_cast<std::size_t>(field) < captured.size()) captured[static_cast<std::size_t>(field)] = 1;
      const std::size_t begin = static_cast<std::size_t>(v.data() - text.data());
      out->fields.push_back({field, begin, begin + v.size()});
    }
  }
}

}  // namespace errclass
