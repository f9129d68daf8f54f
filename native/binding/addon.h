// Per-environment state of the addon. One instance per Node.js environment
// (main thread and each worker), owned by node through Napi::Addon; nothing of
// it lives in statics.

#ifndef ERROR_CLASSIFIER_BINDING_ADDON_H_
#define ERROR_CLASSIFIER_BINDING_ADDON_H_

#include <napi.h>

#include <string>

namespace errclass {

class Addon : public Napi::Addon<Addon> {
 public:
  Addon(Napi::Env env, Napi::Object exports);

  // Constructor of NativeRuleSet in this environment.
  Napi::FunctionReference rule_set_ctor;
  // Scratch buffer that string arguments are encoded into, reused by every
  // synchronous call of this environment.
  std::string scratch;

 private:
  // compile(spec) -> { ruleSet } | { error: { kind, message, patterns } }
  Napi::Value Compile(const Napi::CallbackInfo& info);
};

}  // namespace errclass

#endif  // ERROR_CLASSIFIER_BINDING_ADDON_H_
