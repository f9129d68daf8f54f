// The addon's module functions (compile, compileTaxonomy, normalize) and its
// per-environment state.
// One instance per Node.js environment (main thread and each worker), owned
// by node through Napi::Addon; nothing of it lives in statics.

#ifndef ERROR_CLASSIFIER_BINDING_ADDON_H_
#define ERROR_CLASSIFIER_BINDING_ADDON_H_

#include <napi.h>

#include "binding/text_arg.h"

namespace errclass {

class Addon : public Napi::Addon<Addon> {
 public:
  Addon(Napi::Env env, Napi::Object exports);

 private:
  // compile(spec) -> { ruleSet: BindRuleSet(...) }
  //                | { error: { kind, message, patterns } }
  Napi::Value Compile(const Napi::CallbackInfo& info);
  // compileTaxonomy(spec) -> { taxonomy: BindTaxonomy(...) }
  //                        | { error: { kind, message, patterns } }
  Napi::Value CompileTaxonomy(const Napi::CallbackInfo& info);
  // normalize(text) -> NormalizeToJs(...)
  Napi::Value Normalize(const Napi::CallbackInfo& info);

  // Strings are encoded into this buffer, reused by every synchronous call
  // of this environment's rule sets.
  Scratch scratch_;
};

}  // namespace errclass

#endif  // ERROR_CLASSIFIER_BINDING_ADDON_H_
