// NativeRuleSet: a compiled errclass::RuleSet held by a JS object.

#ifndef ERROR_CLASSIFIER_BINDING_NATIVE_RULE_SET_H_
#define ERROR_CLASSIFIER_BINDING_NATIVE_RULE_SET_H_

#include <napi.h>

#include <memory>

#include "core/rule_set.h"

namespace errclass {

class NativeRuleSet : public Napi::ObjectWrap<NativeRuleSet> {
 public:
  static Napi::Function Define(Napi::Env env);

  // Called by JS only through Addon::Compile, with an External holding the
  // compiled rule set.
  explicit NativeRuleSet(const Napi::CallbackInfo& info);

 private:
  // classify(text) -> first matching tier, or -1
  Napi::Value Classify(const Napi::CallbackInfo& info);
  // match(text) -> [tier, ...matching pattern indices]; [-1] for no match
  Napi::Value Match(const Napi::CallbackInfo& info);
  // classifyMany(texts[]) -> Int32Array of tiers (-1 for no match)
  Napi::Value ClassifyMany(const Napi::CallbackInfo& info);
  // captures(tier, index, text) -> null | [name, value | null][]
  Napi::Value Captures(const Napi::CallbackInfo& info);
  // fallbackCount() -> how many times a set's DFA failed
  Napi::Value FallbackCount(const Napi::CallbackInfo& info);

  std::string& Scratch(Napi::Env env);

  std::shared_ptr<const RuleSet> rules_;
};

}  // namespace errclass

#endif  // ERROR_CLASSIFIER_BINDING_NATIVE_RULE_SET_H_
