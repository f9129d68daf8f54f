// Reading a text argument (a JS string, or a Buffer / Uint8Array of UTF-8
// bytes) as bytes, without validation: the TypeScript layer has checked it.

#ifndef ERROR_CLASSIFIER_BINDING_TEXT_ARG_H_
#define ERROR_CLASSIFIER_BINDING_TEXT_ARG_H_

#include <napi.h>

#include <string>
#include <string_view>

namespace errclass {

// Returns the UTF-8 bytes of value. A string is encoded into *scratch (lone
// surrogates become U+FFFD, as TextEncoder does) and the view points there;
// a typed array is viewed in place. The view is valid until *scratch is
// written again or value is collected.
std::string_view TextArg(Napi::Value value, std::string* scratch);

}  // namespace errclass

#endif  // ERROR_CLASSIFIER_BINDING_TEXT_ARG_H_
