// The functions compile() returns for one compiled rule set. Each is a plain
// Node-API function whose callback data is the rule set, so a call finds it
// in its callback info: no handle argument to look up and check (an
// External's type-tag check alone cost about 20 ns, a sixth of a short call).

#ifndef ERROR_CLASSIFIER_BINDING_BOUND_RULE_SET_H_
#define ERROR_CLASSIFIER_BINDING_BOUND_RULE_SET_H_

#include <napi.h>

#include <memory>

#include "binding/text_arg.h"
#include "core/rule_set.h"

namespace errclass {

// { category, classify, classifyAsync, classifyMany, captures, fallbackCount,
// externalMemory }, each sharing ownership of rules until it is collected,
// and encoding strings into *scratch (the environment's buffer, which
// outlives them; each synchronous call trims it, see Scratch::Trim). The
// rule set's ApproximateMemory() is reported to V8 as external memory
// until the last of the functions is collected. captures answers null for
// a tier or index that is not a whole number naming a pattern.
// lib/native.ts declares what each takes and returns (NativeRuleSet).
Napi::Object BindRuleSet(Napi::Env env, std::shared_ptr<const RuleSet> rules,
                         Scratch* scratch);

}  // namespace errclass

#endif  // ERROR_CLASSIFIER_BINDING_BOUND_RULE_SET_H_
