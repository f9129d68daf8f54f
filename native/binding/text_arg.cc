#include "binding/text_arg.h"

#include "core/utf16.h"

namespace errclass {

namespace {

// A string of up to this many UTF-16 units is read with one call.
constexpr std::size_t kShortUnits = 4096;

// The buffer's layout for a string of `units` units: the UTF-16 copy (2 bytes
// a unit and a terminator), then the UTF-8 (at most 3 bytes a unit).
constexpr std::size_t BytesFor(std::size_t units) { return 5 * units + 2; }

}  // namespace

std::string_view TextArg(Napi::Value value, Scratch* scratch) {
  napi_env env = value.Env();
  // Read as a string into room for kShortUnits units: most texts fit, and a
  // typed array answers napi_string_expected without a separate typeof.
  char* base = scratch->Reserve(BytesFor(kShortUnits));
  std::size_t room = (scratch->capacity() - 2) / 5;
  std::size_t units = 0;
  napi_status status =
      napi_get_value_string_utf16(env, value, reinterpret_cast<char16_t*>(base), room + 1, &units);
  if (status == napi_string_expected) {
    // A Uint8Array (Buffer included): viewed in place, one call.
    napi_typedarray_type kind;
    std::size_t length = 0;
    void* data = nullptr;
    NAPI_THROW_IF_FAILED(env,
                         napi_get_typedarray_info(env, value, &kind, &length, &data,
                                                  nullptr, nullptr),
                         std::string_view());
    return std::string_view(data ? static_cast<const char*>(data) : "", length);
  }
  NAPI_THROW_IF_FAILED(env, status, std::string_view());
  if (units == room) {
    // It filled the room: it may be longer. Its length, then a full read.
    NAPI_THROW_IF_FAILED(env, napi_get_value_string_utf16(env, value, nullptr, 0, &units),
                         std::string_view());
    if (units > room) {
      base = scratch->Reserve(BytesFor(units));
      NAPI_THROW_IF_FAILED(env,
                           napi_get_value_string_utf16(env, value, reinterpret_cast<char16_t*>(base),
                                                       units + 1, &units),
                           std::string_view());
    }
  }
  char* out = base + 2 * units + 2;
  const std::size_t length = Utf16ToUtf8(reinterpret_cast<const char16_t*>(base), units, out);
  return std::string_view(out, length);
}

}  // namespace errclass
