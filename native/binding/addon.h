// The addon's module functions and its per-environment state. One instance
// per Node.js environment (main thread and each worker), owned by node
// through Napi::Addon; nothing of it lives in statics.

#ifndef ERROR_CLASSIFIER_BINDING_ADDON_H_
#define ERROR_CLASSIFIER_BINDING_ADDON_H_

#include <napi.h>

#include "binding/text_arg.h"

namespace errclass {

class Addon : public Napi::Addon<Addon> {
 public:
  Addon(Napi::Env env, Napi::Object exports);

 private:
  // compile(spec) -> { handle } | { error: { kind, message, patterns } }
  Napi::Value Compile(const Napi::CallbackInfo& info);
  // classify(handle, text) -> RuleSet::CategoryTier
  Napi::Value Classify(const Napi::CallbackInfo& info);
  // match(handle, text) -> [tier, ...matching pattern indices]
  Napi::Value Match(const Napi::CallbackInfo& info);
  // matchAsync(handle, text) -> Promise of match()'s answer, computed on the
  // libuv thread pool (ClassifyWorker)
  Napi::Value MatchAsync(const Napi::CallbackInfo& info);
  // classifyMany(handle, ...texts) -> Int32Array of CategoryTier answers
  Napi::Value ClassifyMany(const Napi::CallbackInfo& info);
  // captures(handle, tier, index, text) -> null | [name, value | null][]
  Napi::Value Captures(const Napi::CallbackInfo& info);
  // fallbackCount(handle) -> how many times a set's DFA failed
  Napi::Value FallbackCount(const Napi::CallbackInfo& info);

  // Strings are encoded into this buffer, reused by every synchronous call
  // of this environment.
  Scratch scratch_;
};

}  // namespace errclass

#endif  // ERROR_CLASSIFIER_BINDING_ADDON_H_
