#include "binding/text_arg.h"

namespace errclass {

std::string_view TextArg(Napi::Value value, Scratch* scratch) {
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
  // The UTF-16 length comes without a pass over the string, and UTF-8 needs
  // at most 3 bytes per UTF-16 unit: one encoding pass suffices.
  size_t units = 0;
  NAPI_THROW_IF_FAILED(env, napi_get_value_string_utf16(env, value, nullptr, 0, &units),
                       std::string_view());
  char* out = scratch->Reserve(3 * units + 1);
  size_t length = 0;
  NAPI_THROW_IF_FAILED(env,
                       napi_get_value_string_utf8(env, value, out, 3 * units + 1, &length),
                       std::string_view());
  return std::string_view(out, length);
}

}  // namespace errclass
