#include "binding/text_arg.h"

namespace errclass {

std::string_view TextArg(Napi::Value value, std::string* scratch) {
  napi_env env = value.Env();
  napi_valuetype type;
  NAPI_THROW_IF_FAILED(env, napi_typeof(env, value, &type), std::string_view());
  if (type != napi_string) {
    // A Uint8Array (Buffer included): viewed in place, one call.
    napi_typedarray_type kind;
    size_t length = 0;
    void* data = nullptr;
    NAPI_THROW_IF_FAILED(env,
                         napi_get_typedarray_info(env, value, &kind, &length, &data,
                                                  nullptr, nullptr),
                         std::string_view());
    return std::string_view(data ? static_cast<const char*>(data) : "", length);
  }
  // One copy in the common case: into the buffer as it is. A result that
  // fills the buffer may have been cut short; then size it from the UTF-16
  // length (UTF-8 needs at most 3 bytes per unit) and copy again.
  if (scratch->size() < 4096) scratch->resize(4096);
  size_t length = 0;
  NAPI_THROW_IF_FAILED(env,
                       napi_get_value_string_utf8(env, value, scratch->data(),
                                                  scratch->size(), &length),
                       std::string_view());
  if (length + 4 >= scratch->size()) {
    size_t units = 0;
    NAPI_THROW_IF_FAILED(env, napi_get_value_string_utf16(env, value, nullptr, 0, &units),
                         std::string_view());
    if (scratch->size() < 3 * units + 1) scratch->resize(3 * units + 1);
    NAPI_THROW_IF_FAILED(env,
                         napi_get_value_string_utf8(env, value, scratch->data(),
                                                    scratch->size(), &length),
                         std::string_view());
  }
  return std::string_view(scratch->data(), length);
}

}  // namespace errclass
