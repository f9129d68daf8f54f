// Conversions between the engine's plain structs (core/rule_set.h) and
// JavaScript values.

#ifndef ERROR_CLASSIFIER_BINDING_RULE_SET_JS_H_
#define ERROR_CLASSIFIER_BINDING_RULE_SET_JS_H_

#include <napi.h>

#include <memory>
#include <vector>

#include "core/rule_set.h"

namespace errclass {

// Reads the plain spec object that lib/native.ts documents (NativeSpec).
RuleSetSpec SpecFromJs(Napi::Object js);

// { kind, message, patterns: [{ tier, index, pattern, message, kind }] }
Napi::Object CompileErrorToJs(Napi::Env env, const CompileError& error);

// [tier, ...indices]
Napi::Array ClassificationToJs(Napi::Env env, const Classification& m);

// [[name, value | null], ...]
Napi::Array CapturesToJs(Napi::Env env, const std::vector<Capture>& groups);

}  // namespace errclass

#endif  // ERROR_CLASSIFIER_BINDING_RULE_SET_JS_H_
