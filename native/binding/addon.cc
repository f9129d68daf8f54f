#include "binding/addon.h"

#include "binding/bound_rule_set.h"
#include "binding/rule_set_js.h"

namespace errclass {

Addon::Addon(Napi::Env /*env*/, Napi::Object exports) {
  DefineAddon(exports, {InstanceMethod<&Addon::Compile>("compile")});
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

}  // namespace errclass

using ErrorClassifierAddon = errclass::Addon;
NODE_API_ADDON(ErrorClassifierAddon)
