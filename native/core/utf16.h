// UTF-16 to UTF-8, as JavaScript strings are read into the engine.

#ifndef ERROR_CLASSIFIER_CORE_UTF16_H_
#define ERROR_CLASSIFIER_CORE_UTF16_H_

#include <cstddef>

namespace errclass {

// Writes the UTF-8 encoding of the n UTF-16 units at in to out, which must
// have room for 3 * n bytes, and returns the number of bytes written. A
// surrogate pair becomes one 4-byte sequence; a lone surrogate becomes
// U+FFFD (EF BF BD), exactly as V8's String::WriteUtf8 with
// REPLACE_INVALID_UTF8 (napi_get_value_string_utf8) writes it. Runs of ASCII
// go 16 units at a time.
std::size_t Utf16ToUtf8(const char16_t* in, std::size_t n, char* out);

}  // namespace errclass

#endif  // ERROR_CLASSIFIER_CORE_UTF16_H_
