#include "binding/text_arg.h"

namespace errclass {

std::string_view TextArg(Napi::Value value, std::string* scratch) {
  napi_env env = value.Env();
  if (value.IsTypedArray()) {
    Napi::TypedArray array = value.As<Napi::TypedArray>();
    Napi::ArrayBuffer buffer = array.ArrayBuffer();
    const char* data = static_cast<const char*>(buffer.Data());
    return std::string_view(data ? data + array.ByteOffset() : "",
                            array.ByteLength());
  }
  size_t length = 0;
  napi_status status =
      napi_get_value_string_utf8(env, value, nullptr, 0, &length);
  NAPI_THROW_IF_FAILED(env, status, std::string_view());
  if (scratch->size() < length + 1) scratch->resize(length + 1);
  status = napi_get_value_string_utf8(env, value, scratch->data(), length + 1,
                                      &length);
  NAPI_THROW_IF_FAILED(env, status, std::string_view());
  return std::string_view(scratch->data(), length);
}

}  // namespace errclass
