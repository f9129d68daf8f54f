#include "binding/addon.h"

#include "binding/classify_worker.h"
#include "binding/rule_set_js.h"
#include "binding/text_arg.h"

namespace errclass {

Addon::Addon(Napi::Env /*env*/, Napi::Object exports) {
  DefineAddon(exports, {
                           InstanceMethod<&Addon::Compile>("compile"),
                           InstanceMethod<&Addon::Classify>("classify"),
                           InstanceMethod<&Addon::Match>("match"),
                           InstanceMethod<&Addon::MatchAsync>("matchAsync"),
                           InstanceMethod<&Addon::ClassifyMany>("classifyMany"),
                           InstanceMethod<&Addon::Captures>("captures"),
                           InstanceMethod<&Addon::FallbackCount>("fallbackCount"),
                       });
}

Napi::Value Addon::Compile(const Napi::CallbackInfo& info) {
  Napi::Env env = info.Env();
  RuleSetSpec spec = SpecFromJs(info[0].As<Napi::Object>());
  CompileError error;
  std::shared_ptr<const RuleSet> rules = RuleSet::Compile(spec, &error);
  Napi::Object result = Napi::Object::New(env);
  if (rules) {
    result.Set("handle", NewHandle(env, std::move(rules)));
  } else {
    result.Set("error", CompileErrorToJs(env, error));
  }
  return result;
}

Napi::Value Addon::Classify(const Napi::CallbackInfo& info) {
  const RuleSet& rules = FromHandle(info[0]);
  return Napi::Number::New(info.Env(), rules.CategoryTier(TextArg(info[1], &scratch_)));
}

Napi::Value Addon::Match(const Napi::CallbackInfo& info) {
  const RuleSet& rules = FromHandle(info[0]);
  return MatchToJs(info.Env(), rules.Classify(TextArg(info[1], &scratch_)));
}

Napi::Value Addon::MatchAsync(const Napi::CallbackInfo& info) {
  return ClassifyWorker::Start(info.Env(), SharedFromHandle(info[0]), info[1]);
}

Napi::Value Addon::ClassifyMany(const Napi::CallbackInfo& info) {
  const RuleSet& rules = FromHandle(info[0]);
  // The texts come as arguments, not as an array: node-addon-api receives
  // them all in one napi_get_cb_info, where reading an array costs a
  // napi_get_element (a property lookup) per text.
  const std::size_t n = info.Length() - 1;
  Napi::Int32Array out = Napi::Int32Array::New(info.Env(), n);
  int32_t* answers = out.Data();
  for (std::size_t i = 0; i < n; ++i) {
    answers[i] = rules.CategoryTier(TextArg(info[i + 1], &scratch_));
  }
  return out;
}

Napi::Value Addon::Captures(const Napi::CallbackInfo& info) {
  Napi::Env env = info.Env();
  const RuleSet& rules = FromHandle(info[0]);
  const double tier = info[1].As<Napi::Number>().DoubleValue();
  const double index = info[2].As<Napi::Number>().DoubleValue();
  std::vector<Capture> groups;
  if (!(tier >= 0) || !(index >= 0) ||
      !rules.Captures(static_cast<size_t>(tier), static_cast<size_t>(index),
                      TextArg(info[3], &scratch_), &groups)) {
    return env.Null();
  }
  return CapturesToJs(env, groups);
}

Napi::Value Addon::FallbackCount(const Napi::CallbackInfo& info) {
  return Napi::Number::New(info.Env(),
                           static_cast<double>(FromHandle(info[0]).fallback_count()));
}

}  // namespace errclass

using ErrorClassifierAddon = errclass::Addon;
NODE_API_ADDON(ErrorClassifierAddon)
