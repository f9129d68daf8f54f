#include "binding/rule_set_js.h"

#include "binding/text_arg.h"

namespace errclass {
namespace {

// A pattern's UTF-8 bytes, encoded as texts are: a lone surrogate keeps its
// code point, so that the syntax can reject it or RE2 match it as itself.
std::string PatternArg(Napi::Value value) {
  Scratch scratch;
  return std::string(TextArg(value, &scratch));
}

}  // namespace

RuleSetSpec SpecFromJs(Napi::Object js) {
  RuleSetSpec spec;
  Napi::Array tiers = js.Get("tiers").As<Napi::Array>();
  for (uint32_t t = 0; t < tiers.Length(); ++t) {
    Napi::Object tier = tiers.Get(t).As<Napi::Object>();
    Tier out;
    out.category = tier.Get("category").As<Napi::String>().Utf8Value();
    Napi::Array patterns = tier.Get("patterns").As<Napi::Array>();
    for (uint32_t i = 0; i < patterns.Length(); ++i) {
      out.patterns.push_back(PatternArg(patterns.Get(i)));
    }
    if (tier.Has("conditions")) {
      Napi::Array conditions = tier.Get("conditions").As<Napi::Array>();
      for (uint32_t i = 0; i < conditions.Length(); ++i) {
        out.conditions.push_back(conditions.Get(i).As<Napi::String>().Utf8Value());
      }
    }
    spec.tiers.push_back(std::move(out));
  }
  spec.default_category = js.Get("defaultCategory").As<Napi::String>().Utf8Value();
  spec.case_insensitive = js.Get("caseInsensitive").As<Napi::Boolean>().Value();
  spec.syntax = js.Get("syntax").As<Napi::String>().Utf8Value() == "javascript"
                    ? Syntax::kJavaScript
                    : Syntax::kRE2;
  spec.max_mem = js.Get("maxMemory").As<Napi::Number>().Int64Value();
  spec.pattern_by_pattern = js.Get("patternByPattern").As<Napi::Boolean>().Value();
  spec.prefilter = js.Get("prefilter").As<Napi::Boolean>().Value();
  return spec;
}

Napi::Object CompileErrorToJs(Napi::Env env, const CompileError& error) {
  Napi::Object e = Napi::Object::New(env);
  e.Set("kind", CompileErrorKindName(error.kind));
  e.Set("message", error.message);
  Napi::Array patterns = Napi::Array::New(env, error.patterns.size());
  for (size_t i = 0; i < error.patterns.size(); ++i) {
    const PatternError& p = error.patterns[i];
    Napi::Object o = Napi::Object::New(env);
    o.Set("tier", static_cast<double>(p.tier));
    o.Set("index", static_cast<double>(p.index));
    o.Set("pattern", p.pattern);
    o.Set("message", p.message);
    o.Set("kind", PatternErrorKindName(p.kind));
    patterns.Set(static_cast<uint32_t>(i), o);
  }
  e.Set("patterns", patterns);
  return e;
}

Napi::Array ClassificationToJs(Napi::Env env, const Classification& m) {
  Napi::Array out = Napi::Array::New(env, m.indices.size() + 1);
  out.Set(uint32_t{0}, Napi::Number::New(env, m.tier));
  for (size_t i = 0; i < m.indices.size(); ++i) {
    out.Set(static_cast<uint32_t>(i + 1), Napi::Number::New(env, m.indices[i]));
  }
  return out;
}

Napi::Array CapturesToJs(Napi::Env env, const std::vector<Capture>& groups) {
  Napi::Array out = Napi::Array::New(env, groups.size());
  for (size_t i = 0; i < groups.size(); ++i) {
    Napi::Array pair = Napi::Array::New(env, 2);
    pair.Set(uint32_t{0}, Napi::String::New(env, groups[i].name));
    pair.Set(uint32_t{1}, groups[i].value
                              ? Napi::Value(Napi::String::New(env, *groups[i].value))
                              : env.Null());
    out.Set(static_cast<uint32_t>(i), pair);
  }
  return out;
}

}  // namespace errclass
