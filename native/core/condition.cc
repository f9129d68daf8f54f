#include "core/condition.h"

#include <algorithm>
#include <map>
#include <vector>

namespace errclass {

namespace {

bool IsSpace(char c) { return c == ' ' || c == '\t'; }
bool IsDigit(char c) { return c >= '0' && c <= '9'; }
bool IsWordStart(char c) {
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_';
}
bool IsWord(char c) { return IsWordStart(c) || IsDigit(c); }

// Reads a group name or an integer at text[*pos], skipping spaces first.
std::string Operand(const std::string& text, std::size_t* pos) {
  while (*pos < text.size() && IsSpace(text[*pos])) ++*pos;
  const std::size_t start = *pos;
  if (*pos < text.size() && IsWordStart(text[*pos])) {
    while (*pos < text.size() && IsWord(text[*pos])) ++*pos;
  } else {
    while (*pos < text.size() && IsDigit(text[*pos])) ++*pos;
  }
  return text.substr(start, *pos - start);
}

bool ReadOp(const std::string& text, std::size_t* pos, Condition::Op* op) {
  while (*pos < text.size() && IsSpace(text[*pos])) ++*pos;
  static const std::pair<const char*, Condition::Op> kOps[] = {
      {"<=", Condition::Op::kLessEqual}, {">=", Condition::Op::kGreaterEqual},
      {"==", Condition::Op::kEqual},     {"!=", Condition::Op::kNotEqual},
      {"<", Condition::Op::kLess},       {">", Condition::Op::kGreater},
  };
  for (const auto& [spelling, value] : kOps) {
    const std::string s = spelling;
    if (text.compare(*pos, s.size(), s) == 0) {
      *pos += s.size();
      *op = value;
      return true;
    }
  }
  return false;
}

std::string StripZeros(std::string digits) {
  const std::size_t nz = digits.find_first_not_of('0');
  return nz == std::string::npos ? "0" : digits.substr(nz);
}

// The digits of a whole number ("262,144" -> "262144"), or "" if value is not one.
std::string Digits(std::string_view value) {
  std::string out;
  for (std::size_t i = 0; i < value.size(); ++i) {
    const char c = value[i];
    if (IsDigit(c)) {
      out.push_back(c);
    } else if ((c == ',' || c == '_') && !out.empty() && i + 1 < value.size() &&
               IsDigit(value[i + 1])) {
      continue;
    } else {
      return "";
    }
  }
  return out.empty() ? out : StripZeros(out);
}

// -1, 0 or 1 as a is less than, equal to or greater than b (no leading zeros).
int Compare(const std::string& a, const std::string& b) {
  if (a.size() != b.size()) return a.size() < b.size() ? -1 : 1;
  const int c = a.compare(b);
  return c < 0 ? -1 : (c > 0 ? 1 : 0);
}

}  // namespace

bool ParseCondition(const std::string& text, const re2::RE2& re,
                    Condition* out, std::string* error) {
  const std::string form =
      "condition \"" + text +
      "\" should read <group> <op> <group or integer>, op one of < <= > >= == !=";
  std::size_t pos = 0;
  const std::string lhs = Operand(text, &pos);
  Condition c;
  if (lhs.empty() || !IsWordStart(lhs[0]) || !ReadOp(text, &pos, &c.op)) {
    *error = form;
    return false;
  }
  const std::string rhs = Operand(text, &pos);
  while (pos < text.size() && IsSpace(text[pos])) ++pos;
  if (rhs.empty() || pos != text.size()) {
    *error = form;
    return false;
  }
  const std::map<std::string, int>& groups = re.NamedCapturingGroups();
  auto group = [&](const std::string& name, int* index) {
    auto it = groups.find(name);
    if (it == groups.end()) {
      *error = "condition \"" + text + "\" names a group the pattern does not have: " + name;
      return false;
    }
    *index = it->second;
    return true;
  };
  if (!group(lhs, &c.lhs)) return false;
  if (IsWordStart(rhs[0])) {
    if (!group(rhs, &c.rhs)) return false;
  } else {
    c.literal = StripZeros(rhs);
  }
  *out = std::move(c);
  return true;
}

bool ConditionHolds(const Condition& c, const re2::RE2& re,
                    std::string_view text) {
  // Only the groups the condition reads: fewer submatches, faster engines.
  const int groups = std::max(c.lhs, c.rhs);
  std::vector<re2::StringPiece> sub(static_cast<std::size_t>(groups) + 1);
  if (!re.Match(re2::StringPiece(text.data(), text.size()), 0, text.size(),
                re2::RE2::UNANCHORED, sub.data(), groups + 1)) {
    return false;
  }
  auto value = [&](int g) -> std::string {
    if (g < 1 || g > groups || sub[g].data() == nullptr) return "";
    return Digits(std::string_view(sub[g].data(), sub[g].size()));
  };
  const std::string a = value(c.lhs);
  const std::string b = c.rhs > 0 ? value(c.rhs) : c.literal;
  if (a.empty() || b.empty()) return false;
  const int cmp = Compare(a, b);
  switch (c.op) {
    case Condition::Op::kLess: return cmp < 0;
    case Condition::Op::kLessEqual: return cmp <= 0;
    case Condition::Op::kGreater: return cmp > 0;
    case Condition::Op::kGreaterEqual: return cmp >= 0;
    case Condition::Op::kEqual: return cmp == 0;
    case Condition::Op::kNotEqual: return cmp != 0;
  }
  return false;
}

}  // namespace errclass
