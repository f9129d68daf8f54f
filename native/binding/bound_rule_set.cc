#include "binding/bound_rule_set.h"

#include <cmath>
#include <string>
#include <vector>

#include "binding/classify_worker.h"
#include "binding/external_memory.h"
#include "binding/rule_set_js.h"

namespace errclass {
namespace {

// What each function is bound to.
struct Bound {
  std::shared_ptr<const RuleSet> rules;
  Scratch* scratch;
  std::shared_ptr<ExternalMemory> memory;
};

// Gives back the scratch buffer's memory at the end of a call that grew it
// past Scratch::kKeep (the text views into it are dead by then).
class TrimAfter {
 public:
  explicit TrimAfter(Scratch* scratch) : scratch_(scratch) {}
  ~TrimAfter() { scratch_->Trim(); }
  TrimAfter(const TrimAfter&) = delete;
  TrimAfter& operator=(const TrimAfter&) = delete;

 private:
  Scratch* scratch_;
};

const Bound& BoundOf(const Napi::CallbackInfo& info) {
  return *static_cast<const Bound*>(info.Data());
}

// category(text) -> RuleSet::Category
Napi::Value CategoryFn(const Napi::CallbackInfo& info) {
  const Bound& b = BoundOf(info);
  TrimAfter trim(b.scratch);
  napi_value out;
  NAPI_THROW_IF_FAILED(info.Env(),
                       napi_create_int32(info.Env(), b.rules->Category(TextArg(info[0], b.scratch)), &out),
                       Napi::Value());
  return Napi::Value(info.Env(), out);
}

// classify(text) -> RuleSet::Classify as [tier, ...matching pattern indices]
Napi::Value ClassifyFn(const Napi::CallbackInfo& info) {
  const Bound& b = BoundOf(info);
  TrimAfter trim(b.scratch);
  return ClassificationToJs(info.Env(), b.rules->Classify(TextArg(info[0], b.scratch)));
}

// classifyAsync(text, soleOwner) -> Promise of classify()'s answer, computed on
// the libuv thread pool (ClassifyWorker) on a copy of text, or on a typed
// array in place when soleOwner is true
Napi::Value ClassifyAsyncFn(const Napi::CallbackInfo& info) {
  const bool sole_owner = info[1].IsBoolean() && info[1].As<Napi::Boolean>().Value();
  return ClassifyWorker::Start(info.Env(), BoundOf(info).rules, info[0], sole_owner);
}

// classifyMany(...texts) -> Int32Array of RuleSet::Category answers. The texts
// come as arguments, not as an array: node-addon-api receives them all in
// one napi_get_cb_info, where reading an array costs a napi_get_element (a
// property lookup) per text.
Napi::Value ClassifyManyFn(const Napi::CallbackInfo& info) {
  const Bound& b = BoundOf(info);
  TrimAfter trim(b.scratch);
  const std::size_t n = info.Length();
  Napi::Int32Array out = Napi::Int32Array::New(info.Env(), n);
  int32_t* answers = out.Data();
  for (std::size_t i = 0; i < n; ++i) {
    answers[i] = b.rules->Category(TextArg(info[i], b.scratch));
  }
  return out;
}

// captures(tier, index, text) -> null | [name, value | null][]
Napi::Value CapturesFn(const Napi::CallbackInfo& info) {
  const Bound& b = BoundOf(info);
  TrimAfter trim(b.scratch);
  const double tier = info[0].As<Napi::Number>().DoubleValue();
  const double index = info[1].As<Napi::Number>().DoubleValue();
  std::vector<Capture> groups;
  std::size_t t = 0;
  std::size_t i = 0;
  if (!b.rules->PatternAt(tier, index, &t, &i) ||
      !b.rules->Captures(t, i, TextArg(info[2], b.scratch), &groups)) {
    return info.Env().Null();
  }
  return CapturesToJs(info.Env(), groups);
}

// fallbackCount() -> how many times a set's DFA failed
Napi::Value FallbackCountFn(const Napi::CallbackInfo& info) {
  return Napi::Number::New(info.Env(), static_cast<double>(BoundOf(info).rules->fallback_count()));
}

// externalMemory() -> the bytes reported to V8 for this rule set
Napi::Value ExternalMemoryFn(const Napi::CallbackInfo& info) {
  return Napi::Number::New(info.Env(), static_cast<double>(BoundOf(info).rules->ApproximateMemory()));
}

template <Napi::Function::Callback F>
void Bind(Napi::Env env, Napi::Object out, const char* name, const Bound& with) {
  auto bound = std::make_unique<Bound>(with);
  Napi::Function fn = Napi::Function::New<F>(env, name, bound.get());
  fn.AddFinalizer([](Napi::Env, Bound* b) { delete b; }, bound.get());
  bound.release();  // the finalizer owns it now
  out.Set(name, fn);
}

}  // namespace

Napi::Object BindRuleSet(Napi::Env env, std::shared_ptr<const RuleSet> rules,
                         Scratch* scratch) {
  Napi::Object out = Napi::Object::New(env);
  const auto bytes = static_cast<int64_t>(rules->ApproximateMemory());
  const Bound with{std::move(rules), scratch, std::make_shared<ExternalMemory>(env, bytes)};
  Bind<CategoryFn>(env, out, "category", with);
  Bind<ClassifyFn>(env, out, "classify", with);
  Bind<ClassifyAsyncFn>(env, out, "classifyAsync", with);
  Bind<ClassifyManyFn>(env, out, "classifyMany", with);
  Bind<CapturesFn>(env, out, "captures", with);
  Bind<FallbackCountFn>(env, out, "fallbackCount", with);
  Bind<ExternalMemoryFn>(env, out, "externalMemory", with);
  return out;
}

}  // namespace errclass
