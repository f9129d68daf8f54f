#include "binding/native_rule_set.h"

#include "binding/addon.h"
#include "binding/text_arg.h"

namespace errclass {

Napi::Function NativeRuleSet::Define(Napi::Env env) {
  return DefineClass(
      env, "NativeRuleSet",
      {
          InstanceMethod<&NativeRuleSet::Classify>("classify"),
          InstanceMethod<&NativeRuleSet::Match>("match"),
          InstanceMethod<&NativeRuleSet::ClassifyMany>("classifyMany"),
          InstanceMethod<&NativeRuleSet::Captures>("captures"),
          InstanceMethod<&NativeRuleSet::FallbackCount>("fallbackCount"),
      });
}

NativeRuleSet::NativeRuleSet(const Napi::CallbackInfo& info)
    : Napi::ObjectWrap<NativeRuleSet>(info) {
  if (info.Length() != 1 || !info[0].IsExternal()) {
    throw Napi::TypeError::New(info.Env(),
                               "NativeRuleSet is created by compile()");
  }
  rules_ = *info[0].As<Napi::External<std::shared_ptr<const RuleSet>>>().Data();
}

std::string& NativeRuleSet::Scratch(Napi::Env env) {
  return env.GetInstanceData<Addon>()->scratch;
}

Napi::Value NativeRuleSet::Classify(const Napi::CallbackInfo& info) {
  std::string_view text = TextArg(info[0], &Scratch(info.Env()));
  return Napi::Number::New(info.Env(), rules_->ClassifyTier(text));
}

Napi::Value NativeRuleSet::Match(const Napi::CallbackInfo& info) {
  Napi::Env env = info.Env();
  errclass::Match m = rules_->Classify(TextArg(info[0], &Scratch(env)));
  Napi::Array out = Napi::Array::New(env, m.indices.size() + 1);
  out.Set(uint32_t{0}, Napi::Number::New(env, m.tier));
  for (size_t i = 0; i < m.indices.size(); ++i) {
    out.Set(static_cast<uint32_t>(i + 1), Napi::Number::New(env, m.indices[i]));
  }
  return out;
}

Napi::Value NativeRuleSet::ClassifyMany(const Napi::CallbackInfo& info) {
  Napi::Env env = info.Env();
  Napi::Array texts = info[0].As<Napi::Array>();
  const uint32_t n = texts.Length();
  Napi::Int32Array out = Napi::Int32Array::New(env, n);
  std::string& scratch = Scratch(env);
  for (uint32_t i = 0; i < n; ++i) {
    out[i] = rules_->ClassifyTier(TextArg(texts.Get(i), &scratch));
  }
  return out;
}

Napi::Value NativeRuleSet::Captures(const Napi::CallbackInfo& info) {
  Napi::Env env = info.Env();
  std::vector<Capture> groups;
  const double tier = info[0].As<Napi::Number>().DoubleValue();
  const double index = info[1].As<Napi::Number>().DoubleValue();
  if (!(tier >= 0) || !(index >= 0) ||
      !rules_->Captures(static_cast<size_t>(tier), static_cast<size_t>(index),
                        TextArg(info[2], &Scratch(env)), &groups)) {
    return env.Null();
  }
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

Napi::Value NativeRuleSet::FallbackCount(const Napi::CallbackInfo& info) {
  return Napi::Number::New(info.Env(),
                           static_cast<double>(rules_->fallback_count()));
}

}  // namespace errclass
