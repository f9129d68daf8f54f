#include "binding/text_arg.h"

#include "core/utf16.h"

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
  // The UTF-16 length comes without a pass over the string. One buffer holds
  // the UTF-16 copy (2 bytes a unit) and, after it, the UTF-8 (at most 3).
  size_t units = 0;
  NAPI_THROW_IF_FAILED(env, napi_get_value_string_utf16(env, value, nullptr, 0, &units),
                       std::string_view());
  char* base = scratch->Reserve(5 * units + 2);
  char16_t* wide = reinterpret_cast<char16_t*>(base);
  NAPI_THROW_IF_FAILED(env,
                       napi_get_value_string_utf16(env, value, wide, units + 1, &units),
                       std::string_view());
  char* out = base + 2 * units + 2;
  const size_t length = Utf16ToUtf8(wide, units, out);
  return std::string_view(out, length);
}

}  // namespace errclass
