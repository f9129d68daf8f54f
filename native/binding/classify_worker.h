// ClassifyWorker: RuleSet::Classify on the libuv thread pool, for texts large
// enough that classifying them would hold up the event loop.

#ifndef ERROR_CLASSIFIER_BINDING_CLASSIFY_WORKER_H_
#define ERROR_CLASSIFIER_BINDING_CLASSIFY_WORKER_H_

#include <napi.h>

#include <memory>
#include <string>
#include <string_view>

#include "binding/text_arg.h"
#include "core/rule_set.h"

namespace errclass {

class ClassifyWorker : public Napi::AsyncWorker {
 public:
  // Classifies text off the main thread and settles the returned promise
  // with [tier, ...indices]. The text is copied here, on the calling thread:
  // a string encoded to UTF-8, a typed array's bytes as they are. So the
  // caller may change, transfer or detach a buffer as soon as this returns.
  // Except with sole_owner: then a typed array is read in place, kept alive
  // by a reference, and the caller promises that no code but its own can
  // reach the array or its buffer (one it allocated and never hands out),
  // so that nothing can detach or change it before the work is done.
  // Node-API cannot keep a backing store alive across a detach: a reference
  // keeps the view object alive, not its memory.
  static Napi::Promise Start(Napi::Env env, std::shared_ptr<const RuleSet> rules,
                             Napi::Value text, bool sole_owner);

 protected:
  void Execute() override;
  void OnOK() override;
  void OnError(const Napi::Error& error) override;

 private:
  ClassifyWorker(Napi::Env env, std::shared_ptr<const RuleSet> rules);

  std::shared_ptr<const RuleSet> rules_;
  Scratch owned_;               // the text's UTF-8 bytes, owned until the work is done
  Napi::ObjectReference held_;  // or the sole owner's typed array, read in place
  std::string_view text_;
  Classification result_;
  Napi::Promise::Deferred deferred_;
};

}  // namespace errclass

#endif  // ERROR_CLASSIFIER_BINDING_CLASSIFY_WORKER_H_
