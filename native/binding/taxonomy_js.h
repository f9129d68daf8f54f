// The taxonomy engine (core/taxonomy.h, core/normalize.h) for JavaScript:
// its spec read from the plain object lib/native.ts documents
// (NativeTaxonomySpec), and the functions bound to one compiled taxonomy.

#ifndef ERROR_CLASSIFIER_BINDING_TAXONOMY_JS_H_
#define ERROR_CLASSIFIER_BINDING_TAXONOMY_JS_H_

#include <napi.h>

#include <memory>

#include "binding/text_arg.h"
#include "core/taxonomy.h"

namespace errclass {

// Reads NativeTaxonomySpec.
TaxonomySpec TaxonomySpecFromJs(Napi::Object js);

// { analyze }, sharing ownership of taxonomy until it is
// collected and encoding strings into *scratch (the environment's buffer):
//   analyze(text, out: Int32Array) -> string: Taxonomy::Analyze, in the
//     wire form of EncodeAnalysis: as many ints as fit are written to out
//     (out[0] is how many there are: a caller whose out is shorter calls
//     again with a longer one); returns the string the offsets index.
Napi::Object BindTaxonomy(Napi::Env env, std::shared_ptr<const Taxonomy> taxonomy, Scratch* scratch);

// normalize(text) -> string: NormalizeMessage (core/normalize.h), as valid
// UTF-16 (a lone surrogate, kept through the engine's UTF-8, comes back as U+FFFD).
Napi::Value NormalizeToJs(Napi::Env env, Napi::Value text, Scratch* scratch);

}  // namespace errclass

#endif  // ERROR_CLASSIFIER_BINDING_TAXONOMY_JS_H_
