#include "binding/addon.h"

#include <memory>

#include "binding/native_rule_set.h"
#include "core/rule_set.h"

namespace errclass {
namespace {

const char* KindName(CompileErrorKind kind) {
  switch (kind) {
    case CompileErrorKind::kBadPattern: return "bad_pattern";
    case CompileErrorKind::kTooLarge: return "too_large";
    case CompileErrorKind::kNone: break;
  }
  return "none";
}

// Reads the plain spec object that lib/native.ts documents.
RuleSetSpec ReadSpec(Napi::Object js) {
  RuleSetSpec spec;
  Napi::Array tiers = js.Get("tiers").As<Napi::Array>();
  for (uint32_t t = 0; t < tiers.Length(); ++t) {
    Napi::Object tier = tiers.Get(t).As<Napi::Object>();
    Tier out;
    out.category = tier.Get("category").As<Napi::String>().Utf8Value();
    Napi::Array patterns = tier.Get("patterns").As<Napi::Array>();
    for (uint32_t i = 0; i < patterns.Length(); ++i) {
      out.patterns.push_back(patterns.Get(i).As<Napi::String>().Utf8Value());
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
  return spec;
}

}  // namespace

Addon::Addon(Napi::Env env, Napi::Object exports) {
  rule_set_ctor = Napi::Persistent(NativeRuleSet::Define(env));
  DefineAddon(exports, {InstanceMethod<&Addon::Compile>("compile")});
}

Napi::Value Addon::Compile(const Napi::CallbackInfo& info) {
  Napi::Env env = info.Env();
  RuleSetSpec spec = ReadSpec(info[0].As<Napi::Object>());
  CompileError error;
  std::shared_ptr<const RuleSet> rules = RuleSet::Compile(spec, &error);
  Napi::Object result = Napi::Object::New(env);
  if (!rules) {
    Napi::Object e = Napi::Object::New(env);
    e.Set("kind", KindName(error.kind));
    e.Set("message", error.message);
    Napi::Array patterns = Napi::Array::New(env, error.patterns.size());
    for (size_t i = 0; i < error.patterns.size(); ++i) {
      const PatternError& p = error.patterns[i];
      Napi::Object o = Napi::Object::New(env);
      o.Set("tier", static_cast<double>(p.tier));
      o.Set("index", static_cast<double>(p.index));
      o.Set("pattern", p.pattern);
      o.Set("message", p.message);
      patterns.Set(static_cast<uint32_t>(i), o);
    }
    e.Set("patterns", patterns);
    result.Set("error", e);
    return result;
  }
  auto holder = Napi::External<std::shared_ptr<const RuleSet>>::New(
      env, new std::shared_ptr<const RuleSet>(std::move(rules)),
      [](Napi::Env, std::shared_ptr<const RuleSet>* p) { delete p; });
  result.Set("ruleSet", rule_set_ctor.New({holder}));
  return result;
}

}  // namespace errclass

using ErrorClassifierAddon = errclass::Addon;
NODE_API_ADDON(ErrorClassifierAddon)
