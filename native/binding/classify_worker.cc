#include "binding/classify_worker.h"

#include <cstring>

#include "binding/rule_set_js.h"
#include "binding/text_arg.h"

namespace errclass {

ClassifyWorker::ClassifyWorker(Napi::Env env, std::shared_ptr<const RuleSet> rules)
    : Napi::AsyncWorker(env, "error-classifier:classify"),
      rules_(std::move(rules)),
      deferred_(Napi::Promise::Deferred::New(env)) {}

Napi::Promise ClassifyWorker::Start(Napi::Env env, std::shared_ptr<const RuleSet> rules,
                                    Napi::Value text, bool sole_owner) {
  auto* worker = new ClassifyWorker(env, std::move(rules));
  std::string_view view = TextArg(text, &worker->owned_);  // a string: into owned_
  if (text.IsTypedArray() && sole_owner) {
    worker->held_ = Napi::Persistent(text.As<Napi::Object>());
  } else if (text.IsTypedArray()) {
    // Copied: Node-API cannot keep a typed array's backing store alive, and
    // the buffer may be detached (transferred, structuredClone'd) and freed
    // while the work runs; a reference keeps only the view object.
    char* copy = worker->owned_.Reserve(view.size() + 1);
    if (!view.empty()) std::memcpy(copy, view.data(), view.size());
    view = std::string_view(copy, view.size());
  }
  worker->text_ = view;
  Napi::Promise promise = worker->deferred_.Promise();
  worker->Queue();  // node-addon-api deletes the worker once it has settled
  return promise;
}

void ClassifyWorker::Execute() { result_ = rules_->Classify(text_); }

void ClassifyWorker::OnOK() { deferred_.Resolve(ClassificationToJs(Env(), result_)); }

void ClassifyWorker::OnError(const Napi::Error& error) { deferred_.Reject(error.Value()); }

}  // namespace errclass
