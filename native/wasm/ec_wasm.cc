#include "wasm/ec_wasm.h"

#include <cmath>
#include <cstdlib>
#include <memory>
#include <new>
#include <string>
#include <vector>

#include "core/normalize.h"
#include "core/rule_set.h"
#include "core/taxonomy.h"

struct ec_context {
  char* scratch = nullptr;
  std::size_t capacity = 0;
  std::size_t length = 0;  // of the last string returned
  errclass::CompileError error;
  errclass::Classification classification;
  std::vector<errclass::Capture> captures;
  errclass::Analysis analysis;
  std::vector<int32_t> ints;
  std::string text;
};

struct ec_taxonomy_spec {
  errclass::TaxonomySpec spec;
  std::vector<int>* type = nullptr;  // the list ec_taxonomy_add_type_extractor adds to
};

struct ec_taxonomy {
  std::unique_ptr<errclass::Taxonomy> taxonomy;
};

struct ec_spec {
  errclass::RuleSetSpec spec;
};

struct ec_rule_set {
  std::unique_ptr<errclass::RuleSet> rules;
};

namespace {

const char* Out(ec_context* ctx, const std::string& s) {
  ctx->length = s.size();
  return s.data();
}

std::string_view In(const char* text, std::size_t length) {
  return std::string_view(length ? text : "", length);
}

// A JavaScript number as napi_get_value_int64 reads it: NaN and infinities
// are 0, others truncated toward zero and saturated.
int64_t ToInt64(double v) {
  if (!std::isfinite(v)) return 0;
  if (v >= 9223372036854775807.0) return INT64_MAX;
  if (v <= -9223372036854775808.0) return INT64_MIN;
  return static_cast<int64_t>(v);
}

}  // namespace

extern "C" {

ec_context* ec_context_new(void) { return new (std::nothrow) ec_context(); }

void ec_context_free(ec_context* ctx) {
  if (!ctx) return;
  std::free(ctx->scratch);
  delete ctx;
}

char* ec_scratch(ec_context* ctx, std::size_t size) {
  if (size == 0) size = 1;
  if (size <= ctx->capacity) return ctx->scratch;
  // Doubling, or just the size asked when memory has no room for double.
  const std::size_t doubled = ctx->capacity * 2;
  std::free(ctx->scratch);
  ctx->scratch = nullptr;
  ctx->capacity = 0;
  for (std::size_t want : {doubled > size ? doubled : size, size}) {
    ctx->scratch = static_cast<char*>(std::malloc(want));
    if (ctx->scratch) {
      ctx->capacity = want;
      break;
    }
  }
  return ctx->scratch;
}

std::size_t ec_length(const ec_context* ctx) { return ctx->length; }

ec_spec* ec_spec_new(const char* default_category, std::size_t length, int case_insensitive,
                     int javascript, double max_memory, int pattern_by_pattern, int prefilter) {
  auto* s = new (std::nothrow) ec_spec();
  if (!s) return nullptr;
  s->spec.default_category.assign(In(default_category, length));
  s->spec.case_insensitive = case_insensitive != 0;
  s->spec.syntax = javascript ? errclass::Syntax::kJavaScript : errclass::Syntax::kRE2;
  s->spec.max_mem = ToInt64(max_memory);
  s->spec.pattern_by_pattern = pattern_by_pattern != 0;
  s->spec.prefilter = prefilter != 0;
  return s;
}

int ec_spec_add_tier(ec_spec* spec, const char* category, std::size_t length) {
  errclass::Tier tier;
  tier.category.assign(In(category, length));
  spec->spec.tiers.push_back(std::move(tier));
  return 1;
}

int ec_spec_add_pattern(ec_spec* spec, const char* pattern, std::size_t length) {
  if (spec->spec.tiers.empty()) return 0;
  spec->spec.tiers.back().patterns.emplace_back(In(pattern, length));
  return 1;
}

int ec_spec_add_condition(ec_spec* spec, const char* condition, std::size_t length) {
  if (spec->spec.tiers.empty()) return 0;
  spec->spec.tiers.back().conditions.emplace_back(In(condition, length));
  return 1;
}

void ec_spec_free(ec_spec* spec) { delete spec; }

ec_rule_set* ec_compile(ec_context* ctx, const ec_spec* spec) {
  ctx->error = errclass::CompileError();
  std::unique_ptr<errclass::RuleSet> rules = errclass::RuleSet::Compile(spec->spec, &ctx->error);
  if (!rules) return nullptr;
  auto* out = new (std::nothrow) ec_rule_set();
  if (out) out->rules = std::move(rules);
  return out;
}

void ec_rule_set_free(ec_rule_set* rules) { delete rules; }

const char* ec_error_kind(ec_context* ctx) {
  const char* name = errclass::CompileErrorKindName(ctx->error.kind);
  ctx->length = std::char_traits<char>::length(name);
  return name;
}

const char* ec_error_message(ec_context* ctx) { return Out(ctx, ctx->error.message); }

std::size_t ec_error_pattern_count(const ec_context* ctx) { return ctx->error.patterns.size(); }

std::size_t ec_error_pattern_tier(const ec_context* ctx, std::size_t i) {
  return ctx->error.patterns[i].tier;
}

std::size_t ec_error_pattern_index(const ec_context* ctx, std::size_t i) {
  return ctx->error.patterns[i].index;
}

const char* ec_error_pattern_text(ec_context* ctx, std::size_t i) {
  return Out(ctx, ctx->error.patterns[i].pattern);
}

const char* ec_error_pattern_message(ec_context* ctx, std::size_t i) {
  return Out(ctx, ctx->error.patterns[i].message);
}

const char* ec_error_pattern_kind(ec_context* ctx, std::size_t i) {
  return Out(ctx, PatternErrorKindName(ctx->error.patterns[i].kind));
}

int32_t ec_category(const ec_rule_set* rules, const char* text, std::size_t length) {
  return rules->rules->Category(In(text, length));
}

int32_t ec_classify(ec_context* ctx, const ec_rule_set* rules, const char* text,
                    std::size_t length) {
  ctx->classification = rules->rules->Classify(In(text, length));
  return ctx->classification.tier;
}

const int32_t* ec_classify_indices(const ec_context* ctx) { return ctx->classification.indices.data(); }

std::size_t ec_classify_count(const ec_context* ctx) { return ctx->classification.indices.size(); }

int ec_captures(ec_context* ctx, const ec_rule_set* rules, double tier, double index,
                const char* text, std::size_t length) {
  ctx->captures.clear();
  std::size_t t = 0;
  std::size_t i = 0;
  if (!rules->rules->PatternAt(tier, index, &t, &i)) return 0;
  return rules->rules->Captures(t, i, In(text, length), &ctx->captures) ? 1 : 0;
}

std::size_t ec_capture_count(const ec_context* ctx) { return ctx->captures.size(); }

const char* ec_capture_name(ec_context* ctx, std::size_t i) {
  return Out(ctx, ctx->captures[i].name);
}

const char* ec_capture_value(ec_context* ctx, std::size_t i) {
  const std::optional<std::string>& v = ctx->captures[i].value;
  if (!v) {
    ctx->length = 0;
    return nullptr;
  }
  return Out(ctx, *v);
}

double ec_fallback_count(const ec_rule_set* rules) {
  return static_cast<double>(rules->rules->fallback_count());
}

ec_taxonomy_spec* ec_taxonomy_spec_new(int32_t threshold, int32_t window, double max_memory) {
  auto* s = new (std::nothrow) ec_taxonomy_spec();
  if (!s) return nullptr;
  s->spec.threshold = threshold;
  s->spec.window = window;
  s->spec.max_mem = ToInt64(max_memory);
  return s;
}

int ec_taxonomy_add_pattern(ec_taxonomy_spec* spec, const char* pattern, std::size_t length, int32_t type,
                            int32_t weight, int32_t specificity, int exact, const char* anchor,
                            std::size_t anchor_length) {
  errclass::TaxonomyPattern p;
  p.pattern.assign(In(pattern, length));
  p.type = type;
  p.weight = weight;
  p.specificity = specificity;
  p.exact = exact != 0;
  p.anchor.assign(In(anchor, anchor_length));
  spec->spec.patterns.push_back(std::move(p));
  return 1;
}

int ec_taxonomy_add_explain(ec_taxonomy_spec* spec, int32_t pattern) {
  if (spec->spec.patterns.empty()) return 0;
  spec->spec.patterns.back().explains.push_back(pattern);
  return 1;
}

int ec_taxonomy_add_fuzzy(ec_taxonomy_spec* spec, const char* phrase, std::size_t length) {
  if (spec->spec.patterns.empty()) return 0;
  spec->spec.patterns.back().fuzzy.assign(In(phrase, length));
  return 1;
}

int ec_taxonomy_set_fuzzy(ec_taxonomy_spec* spec, double threshold, int decides) {
  spec->spec.fuzzy_threshold = threshold;
  spec->spec.fuzzy_decides = decides != 0;
  return 1;
}

int ec_taxonomy_add_extractor(ec_taxonomy_spec* spec, const char* pattern, std::size_t length) {
  errclass::TaxonomyExtractor e;
  e.pattern.assign(In(pattern, length));
  spec->spec.extractors.push_back(std::move(e));
  return 1;
}

int ec_taxonomy_add_group(ec_taxonomy_spec* spec, const char* name, std::size_t length, int32_t field) {
  if (spec->spec.extractors.empty()) return 0;
  spec->spec.extractors.back().fields.emplace_back(std::string(In(name, length)), field);
  return 1;
}

int ec_taxonomy_add_type(ec_taxonomy_spec* spec, int unknown) {
  if (unknown) {
    spec->type = &spec->spec.unknown;
  } else {
    spec->spec.types.emplace_back();
    spec->type = &spec->spec.types.back();
  }
  return 1;
}

int ec_taxonomy_add_type_extractor(ec_taxonomy_spec* spec, int32_t extractor) {
  if (!spec->type) return 0;
  spec->type->push_back(extractor);
  return 1;
}

int ec_taxonomy_add_final_field(ec_taxonomy_spec* spec, int32_t field) {
  spec->spec.final_fields.push_back(field);
  return 1;
}

void ec_taxonomy_spec_free(ec_taxonomy_spec* spec) { delete spec; }

ec_taxonomy* ec_taxonomy_compile(ec_context* ctx, const ec_taxonomy_spec* spec) {
  ctx->error = errclass::CompileError();
  std::unique_ptr<errclass::Taxonomy> taxonomy = errclass::Taxonomy::Compile(spec->spec, &ctx->error);
  if (!taxonomy) return nullptr;
  auto* out = new (std::nothrow) ec_taxonomy();
  if (out) out->taxonomy = std::move(taxonomy);
  return out;
}

void ec_taxonomy_free(ec_taxonomy* taxonomy) { delete taxonomy; }

const int32_t* ec_analyze(ec_context* ctx, const ec_taxonomy* taxonomy, const char* text, std::size_t length) {
  taxonomy->taxonomy->Analyze(In(text, length), &ctx->analysis);
  errclass::EncodeAnalysis(ctx->analysis, &ctx->ints, &ctx->text);
  return ctx->ints.data();
}

const char* ec_analysis_text(ec_context* ctx) { return Out(ctx, ctx->text); }

const char* ec_normalize(ec_context* ctx, const char* text, std::size_t length) {
  std::string normalized;
  errclass::NormalizeMessage(In(text, length), &normalized);
  ctx->text.clear();
  errclass::AppendValidUtf8(normalized, &ctx->text);
  return Out(ctx, ctx->text);
}

}  // extern "C"
