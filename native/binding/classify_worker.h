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
  // with [tier, ...indices]. A string is copied (encoded to UTF-8) here, on
  // the calling thread; a typed array is read in place, and kept alive by a
  // reference until the work is done (as fs.write does, the caller must not
  // change its bytes meanwhile).
  static Napi::Promise Start(Napi::Env env, std::shared_ptr<const RuleSet> rules,
                             Napi::Value text);

 protected:
  void Execute() override;
  void OnOK() override;
  void OnError(const Napi::Error& error) override;

 private:
  ClassifyWorker(Napi::Env env, std::shared_ptr<const RuleSet> rules);

  std::shared_ptr<const RuleSet> rules_;
  Scratch owned_;               // a string's UTF-8 bytes
  Napi::ObjectReference bytes_;  // or the typed array read in place
  std::string_view text_;
  Match result_;
  Napi::Promise::Deferred deferred_;
};

}  // namespace errclass

#endif  // ERROR_CLASSIFIER_BINDING_CLASSIFY_WORKER_H_
