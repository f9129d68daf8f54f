// Reading a text argument (a JS string, or a Buffer / Uint8Array of UTF-8
// bytes) as bytes, without validation: the TypeScript layer has checked it.

#ifndef ERROR_CLASSIFIER_BINDING_TEXT_ARG_H_
#define ERROR_CLASSIFIER_BINDING_TEXT_ARG_H_

#include <napi.h>

#include <cstddef>
#include <memory>
#include <string_view>

namespace errclass {

// A growable byte buffer that is never zero-filled: encoding a 100 MB string
// writes each byte once.
class Scratch {
 public:
  // The most capacity Trim() keeps: the buffer of a string of up to about
  // 3.3 million UTF-16 units (BytesFor in text_arg.cc) stays for the next
  // call; a larger one is given back to the system.
  static constexpr std::size_t kKeep = std::size_t{16} << 20;

  char* Reserve(std::size_t size) {
    if (size > capacity_) {
      std::size_t grown = capacity_ * 2 > size ? capacity_ * 2 : size;
      data_.reset(new char[grown]);
      capacity_ = grown;
    }
    return data_.get();
  }
  std::size_t capacity() const { return capacity_; }
  // Frees the buffer if it has grown past kKeep, so that one large input
  // does not pin its memory for the life of the environment.
  void Trim() {
    if (capacity_ > kKeep) {
      data_.reset();
      capacity_ = 0;
    }
  }

 private:
  std::unique_ptr<char[]> data_;
  std::size_t capacity_ = 0;
};

// Returns the UTF-8 bytes of value. A string is copied out of V8 as UTF-16
// and encoded by Utf16ToUtf8 (core/utf16.h) into *scratch (a lone surrogate
// keeps its code point, so that it never matches U+FFFD), and the view
// points there; a typed
// array is viewed in place. The view is valid until *scratch is written
// again or value is collected.
//
// Why not napi_get_value_string_utf8: V8 encodes one-byte strings with
// non-ASCII characters and two-byte strings to UTF-8 at about 1.7 GB/s of
// input, and copies any string out as UTF-16 at over 20 GB/s; the copy plus
// our encoder is up to 10 times faster there, and as fast on ASCII.
std::string_view TextArg(Napi::Value value, Scratch* scratch);

}  // namespace errclass

#endif  // ERROR_CLASSIFIER_BINDING_TEXT_ARG_H_
