// Conversions between errclass::RuleSet and JavaScript values: the compiled
// rule set travels to JS as an External handle (plain module functions take
// it as their first argument: calls to them cost a fraction of a call to a
// method of a napi_define_class class, which matters at ~100 ns per call).

#ifndef ERROR_CLASSIFIER_BINDING_RULE_SET_JS_H_
#define ERROR_CLASSIFIER_BINDING_RULE_SET_JS_H_

#include <napi.h>

#include <memory>
#include <vector>

#include "core/rule_set.h"

namespace errclass {

// Reads the plain spec object that lib/native.ts documents (NativeSpec).
RuleSetSpec SpecFromJs(Napi::Object js);

// { kind, message, patterns: [{ tier, index, pattern, message }] }
Napi::Object CompileErrorToJs(Napi::Env env, const CompileError& error);

// An External owning a reference to rules.
Napi::Value NewHandle(Napi::Env env, std::shared_ptr<const RuleSet> rules);

// The rule set behind a handle made by NewHandle. Throws a TypeError for any
// other value.
const RuleSet& FromHandle(Napi::Value handle);
// As FromHandle, sharing ownership (for work that outlives the call).
std::shared_ptr<const RuleSet> SharedFromHandle(Napi::Value handle);

// [tier, ...indices]
Napi::Array MatchToJs(Napi::Env env, const Match& m);

// [[name, value | null], ...]
Napi::Array CapturesToJs(Napi::Env env, const std::vector<Capture>& groups);

}  // namespace errclass

#endif  // ERROR_CLASSIFIER_BINDING_RULE_SET_JS_H_
