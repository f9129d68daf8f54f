#include "binding/bound_rule_set.h"

#include <string>
#include <vector>

#include "binding/classify_worker.h"
#include "binding/rule_set_js.h"

namespace errclass {
namespace {

// What each function is bound to.
struct Bound {
  std::shared_ptr<const RuleSet> rules;
  Scratch* scratch;
};

const Bound& BoundOf(const Napi::CallbackInfo& info) {
  return *static_cast<const Bound*>(info.Data());
}

// classify(text) -> RuleSet::CategoryTier
Napi::Value ClassifyFn(const Napi::CallbackInfo& info) {
  const Bound& b = BoundOf(info);
  napi_value out;
  NAPI_THROW_IF_FAILED(info.Env(),
                       napi_create_int32(info.Env(), b.rules->CategoryTier(TextArg(info[0], b.scratch)), &out),
                       Napi::Value());
  return Napi::Value(info.Env(), out);
}

// match(text) -> [tier, ...matching pattern indices]
Napi::Value MatchFn(const Napi::CallbackInfo& info) {
  const Bound& b = BoundOf(info);
  return MatchToJs(info.Env(), b.rules->Classify(TextArg(info[0], b.scratch)));
}

// matchAsync(text) -> Promise of match()'s answer, computed on the libuv
// thread pool (ClassifyWorker)
Napi::Value MatchAsyncFn(const Napi::CallbackInfo& info) {
  return ClassifyWorker::Start(info.Env(), BoundOf(info).rules, info[0]);
}

// classifyMany(...texts) -> Int32Array of CategoryTier answers. The texts
// come as arguments, not as an array: node-addon-api receives them all in
// one napi_get_cb_info, where reading an array costs a napi_get_element (a
// property lookup) per text.
Napi::Value ClassifyManyFn(const Napi::CallbackInfo& info) {
  const Bound& b = BoundOf(info);
  const std::size_t n = info.Length();
  Napi::Int32Array out = Napi::Int32Array::New(info.Env(), n);
  int32_t* answers = out.Data();
  for (std::size_t i = 0; i < n; ++i) {
    answers[i] = b.rules->CategoryTier(TextArg(info[i], b.scratch));
  }
  return out;
}

// captures(tier, index, text) -> null | [name, value | null][]
Napi::Value CapturesFn(const Napi::CallbackInfo& info) {
  const Bound& b = BoundOf(info);
  const double tier = info[0].As<Napi::Number>().DoubleValue();
  const double index = info[1].As<Napi::Number>().DoubleValue();
  std::vector<Capture> groups;
  if (!(tier >= 0) || !(index >= 0) ||
      !b.rules->Captures(static_cast<size_t>(tier), static_cast<size_t>(index),
                         TextArg(info[2], b.scratch), &groups)) {
    return info.Env().Null();
  }
  return CapturesToJs(info.Env(), groups);
}

// fallbackCount() -> how many times a set's DFA failed
Napi::Value FallbackCountFn(const Napi::CallbackInfo& info) {
  return Napi::Number::New(info.Env(), static_cast<double>(BoundOf(info).rules->fallback_count()));
}

template <Napi::Function::Callback F>
void Bind(Napi::Env env, Napi::Object out, const char* name,
          const std::shared_ptr<const RuleSet>& rules, Scratch* scratch) {
  auto bound = std::make_unique<Bound>(Bound{rules, scratch});
  Napi::Function fn = Napi::Function::New<F>(env, name, bound.get());
  fn.AddFinalizer([](Napi::Env, Bound* b) { delete b; }, bound.get());
  bound.release();  // the finalizer owns it now
  out.Set(name, fn);
}

}  // namespace

Napi::Object BindRuleSet(Napi::Env env, std::shared_ptr<const RuleSet> rules,
                         Scratch* scratch) {
  Napi::Object out = Napi::Object::New(env);
  Bind<ClassifyFn>(env, out, "classify", rules, scratch);
  Bind<MatchFn>(env, out, "match", rules, scratch);
  Bind<MatchAsyncFn>(env, out, "matchAsync", rules, scratch);
  Bind<ClassifyManyFn>(env, out, "classifyMany", rules, scratch);
  Bind<CapturesFn>(env, out, "captures", rules, scratch);
  Bind<FallbackCountFn>(env, out, "fallbackCount", rules, scratch);
  return out;
}

}  // namespace errclass
