// The engine's C ABI for its WebAssembly build: what lib/backend/wasm.ts
// calls. Plain integers and pointers into the module's linear memory; no
// validation or policy (lib/ checks every argument first), no logic of its
// own beyond marshalling, as native/binding/ for Node-API.
//
// Strings go in as (pointer, length) of UTF-8 bytes, which the caller writes
// into memory it got from ec_scratch (or ec_alloc). Strings come out as a
// pointer whose length ec_length() then returns; they stay valid until the
// next call on the same context.
//
// Memory: every allocation this file makes itself (scratch, context, spec)
// is checked and reported as NULL or 0. An allocation that fails inside the
// engine or RE2 (compiling a huge rule set) aborts the module instance: the
// caller must then treat the instance as lost (lib/backend/wasm.ts does).

#ifndef ERROR_CLASSIFIER_WASM_EC_WASM_H_
#define ERROR_CLASSIFIER_WASM_EC_WASM_H_

#include <cstddef>
#include <cstdint>

extern "C" {

// Per module instance: a scratch buffer for texts, and the answers of the
// last call (match indices, captures, compile error, a string's length).
typedef struct ec_context ec_context;
// A rule set's spec under construction (core/rule_set.h RuleSetSpec).
typedef struct ec_spec ec_spec;
// A compiled rule set (core/rule_set.h RuleSet).
typedef struct ec_rule_set ec_rule_set;

// A new context, or NULL when out of memory. Freed by ec_context_free.
ec_context* ec_context_new(void);
void ec_context_free(ec_context* ctx);

// Returns room for size bytes, reused by every call (its contents are not
// kept when it grows), or NULL if memory cannot grow that far. Never
// zero-filled: the caller writes each byte once.
char* ec_scratch(ec_context* ctx, std::size_t size);

// The length of the string the last string-returning call returned.
std::size_t ec_length(const ec_context* ctx);

// Spec building, in the order of NativeSpec: ec_spec_new, then for each tier
// ec_spec_add_tier and its patterns (and, when the tier has conditions, one
// ec_spec_add_condition per pattern). NULL / 0 when out of memory.
// syntax: 0 for RE2, 1 for JavaScript. max_memory as a number of bytes,
// truncated toward zero as napi_get_value_int64 does (NaN: 0).
ec_spec* ec_spec_new(const char* default_category, std::size_t length, int case_insensitive,
                     int javascript, double max_memory, int pattern_by_pattern, int prefilter);
int ec_spec_add_tier(ec_spec* spec, const char* category, std::size_t length);
int ec_spec_add_pattern(ec_spec* spec, const char* pattern, std::size_t length);
int ec_spec_add_condition(ec_spec* spec, const char* condition, std::size_t length);
void ec_spec_free(ec_spec* spec);

// RuleSet::Compile. Returns the rule set, or NULL with the error in ctx
// (read with the ec_error_* calls until the next compile).
ec_rule_set* ec_compile(ec_context* ctx, const ec_spec* spec);
void ec_rule_set_free(ec_rule_set* rules);

// The last compile error: its kind's name (CompileErrorKindName), message,
// and each rejected pattern's tier, index, text and message.
const char* ec_error_kind(ec_context* ctx);
const char* ec_error_message(ec_context* ctx);
std::size_t ec_error_pattern_count(const ec_context* ctx);
std::size_t ec_error_pattern_tier(const ec_context* ctx, std::size_t i);
std::size_t ec_error_pattern_index(const ec_context* ctx, std::size_t i);
const char* ec_error_pattern_text(ec_context* ctx, std::size_t i);
const char* ec_error_pattern_message(ec_context* ctx, std::size_t i);
// Its kind's name (PatternErrorKindName): "syntax", "limit" or "condition".
const char* ec_error_pattern_kind(ec_context* ctx, std::size_t i);

// RuleSet::Category of the length bytes at text.
int32_t ec_category(const ec_rule_set* rules, const char* text, std::size_t length);

// RuleSet::Classify: returns the tier (-1 for none) and keeps the matching
// pattern indices, ascending, for ec_classify_indices / ec_classify_count.
int32_t ec_classify(ec_context* ctx, const ec_rule_set* rules, const char* text,
                    std::size_t length);
const int32_t* ec_classify_indices(const ec_context* ctx);
std::size_t ec_classify_count(const ec_context* ctx);

// RuleSet::Captures of pattern (tier, index), given as JavaScript numbers
// and truncated as the Node-API binding truncates them; one below 0, NaN,
// or beyond 32 bits names no pattern (as it names none natively). Returns
// 1 and keeps the groups (ec_capture_*), or 0 when the pattern does not
// match or does not exist.
int ec_captures(ec_context* ctx, const ec_rule_set* rules, double tier, double index,
                const char* text, std::size_t length);
std::size_t ec_capture_count(const ec_context* ctx);
const char* ec_capture_name(ec_context* ctx, std::size_t i);
// NULL when the group took no part in the match.
const char* ec_capture_value(ec_context* ctx, std::size_t i);

// RuleSet::fallback_count, as a double (exact up to 2^53).
double ec_fallback_count(const ec_rule_set* rules);

// The taxonomy engine (core/taxonomy.h). A spec is built in the order of
// NativeTaxonomySpec: ec_taxonomy_spec_new, then each pattern
// (ec_taxonomy_add_pattern, then its ec_taxonomy_add_explain calls and its
// fuzzy phrase with ec_taxonomy_add_fuzzy), each
// extractor (ec_taxonomy_add_extractor, then its ec_taxonomy_add_group
// calls), each type (ec_taxonomy_add_type, then its extractors with
// ec_taxonomy_add_type_extractor; unknown 1 for the unknown type's list).
// Calls that need a pattern, extractor or type before them return 0 without one.
typedef struct ec_taxonomy_spec ec_taxonomy_spec;
typedef struct ec_taxonomy ec_taxonomy;
ec_taxonomy_spec* ec_taxonomy_spec_new(int32_t threshold, int32_t window, double max_memory);
int ec_taxonomy_add_pattern(ec_taxonomy_spec* spec, const char* pattern, std::size_t length, int32_t type,
                            int32_t weight, int32_t specificity, int exact, const char* anchor,
                            std::size_t anchor_length);
int ec_taxonomy_add_explain(ec_taxonomy_spec* spec, int32_t pattern);
// Sets the last pattern's TaxonomyPattern::fuzzy (the length bytes at phrase).
int ec_taxonomy_add_fuzzy(ec_taxonomy_spec* spec, const char* phrase, std::size_t length);
// Sets TaxonomySpec::fuzzy_threshold and fuzzy_decides (0 or 1).
int ec_taxonomy_set_fuzzy(ec_taxonomy_spec* spec, double threshold, int decides);
int ec_taxonomy_add_extractor(ec_taxonomy_spec* spec, const char* pattern, std::size_t length);
int ec_taxonomy_add_group(ec_taxonomy_spec* spec, const char* name, std::size_t length, int32_t field);
int ec_taxonomy_add_type(ec_taxonomy_spec* spec, int unknown);
int ec_taxonomy_add_type_extractor(ec_taxonomy_spec* spec, int32_t extractor);
// Adds field to TaxonomySpec::final_fields.
int ec_taxonomy_add_final_field(ec_taxonomy_spec* spec, int32_t field);
void ec_taxonomy_spec_free(ec_taxonomy_spec* spec);

// Taxonomy::Compile: the taxonomy, or NULL with the error in ctx (the
// ec_error_* calls read it, as after ec_compile).
ec_taxonomy* ec_taxonomy_compile(ec_context* ctx, const ec_taxonomy_spec* spec);
void ec_taxonomy_free(ec_taxonomy* taxonomy);

// Taxonomy::Analyze of the length bytes at text, in the wire form of
// EncodeAnalysis: returns the ints (their count is the first), valid until
// the next call on ctx; ec_analysis_text then returns the string they
// index (its length from ec_length).
const int32_t* ec_analyze(ec_context* ctx, const ec_taxonomy* taxonomy, const char* text, std::size_t length);
const char* ec_analysis_text(ec_context* ctx);

// NormalizeMessage (core/normalize.h) of the length bytes at text, as
// valid UTF-8 (AppendValidUtf8): the string's
// pointer (its length from ec_length), valid until the next call on ctx.
const char* ec_normalize(ec_context* ctx, const char* text, std::size_t length);

}  // extern "C"

#endif  // ERROR_CLASSIFIER_WASM_EC_WASM_H_
