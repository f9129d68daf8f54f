#include "binding/addon.h"

#include "binding/bound_rule_set.h"
#include "binding/rule_set_js.h"
#include "binding/taxonomy_js.h"

namespace errclass {

Addon::Addon(Napi::Env /*env*/, Napi::Object exports) {
  DefineAddon(exports, {InstanceMethod<&Addon::Compile>("compile"),
                        InstanceMethod<&Addon::CompileTaxonomy>("compileTaxonomy"),
                        InstanceMethod<&Addon::Normalize>("normalize")});
}

Napi::Value Addon::Compile(const Napi::CallbackInfo& info) {
  Napi::Env env = info.Env();
  RuleSetSpec spec = SpecFromJs(info[0].As<Napi::Object>());
  CompileError error;
  std::shared_ptr<const RuleSet> rules = RuleSet::Compile(spec, &error);
  Napi::Object result = Napi::Object::New(env);
  if (rules) {
    result.Set("ruleSet", BindRuleSet(env, std::move(rules), &scratch_));
  } else {
    result.Set("error", CompileErrorToJs(env, error));
  }
  return result;
}

Napi::Value Addon::CompileTaxonomy(const Napi::CallbackInfo& info) {
  Napi::Env env = info.Env();
  TaxonomySpec spec = TaxonomySpecFromJs(info[0].As<Napi::Object>());
  CompileError error;
  std::shared_ptr<const Taxonomy> taxonomy = Taxonomy::Compile(spec, &error);
  Napi::Object result = Napi::Object::New(env);
  if (taxonomy) {
    result.Set("taxonomy", BindTaxonomy(env, std::move(taxonomy), &scratch_));
  } else {
    result.Set("error", CompileErrorToJs(env, error));
  }
  return result;
}

Napi::Value Addon::Normalize(const Napi::CallbackInfo& info) {
  return NormalizeToJs(info.Env(), info[0], &scratch_);
}

}  // namespace errclass

using ErrorClassifierAddon = errclass::Addon;
NODE_API_ADDON(ErrorClassifierAddon)
