#ifndef ERROR_CLASSIFIER_BINDING_EXTERNAL_MEMORY_H_
#define ERROR_CLASSIFIER_BINDING_EXTERNAL_MEMORY_H_

#include <node_api.h>

#include <cstdint>

namespace errclass {

// Native memory reported to V8 while this object lives
// (napi_adjust_external_memory), so that garbage collection weighs it:
// without this, thousands of unreachable rule sets or taxonomies of
// megabytes each look like a few kilobytes of functions to V8. Created and
// destroyed on the environment's thread (at binding, and in the bound
// functions' finalizers).
class ExternalMemory {
 public:
  ExternalMemory(napi_env env, int64_t bytes) : env_(env), bytes_(bytes) {
    int64_t total;
    napi_adjust_external_memory(env_, bytes_, &total);
  }
  ~ExternalMemory() {
    int64_t total;
    napi_adjust_external_memory(env_, -bytes_, &total);
  }
  ExternalMemory(const ExternalMemory&) = delete;
  ExternalMemory& operator=(const ExternalMemory&) = delete;

 private:
  napi_env env_;
  int64_t bytes_;
};

}  // namespace errclass

#endif  // ERROR_CLASSIFIER_BINDING_EXTERNAL_MEMORY_H_
