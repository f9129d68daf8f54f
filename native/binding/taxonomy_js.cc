#include "binding/taxonomy_js.h"

#include <algorithm>
#include <cstring>
#include <string>
#include <vector>

#include "binding/external_memory.h"
#include "core/normalize.h"

namespace errclass {
namespace {

std::string StringOf(Napi::Value v) {
  Scratch scratch;
  return std::string(TextArg(v, &scratch));
}

std::vector<int> IntsOf(Napi::Value v) {
  Napi::Array a = v.As<Napi::Array>();
  std::vector<int> out;
  for (uint32_t i = 0; i < a.Length(); ++i) out.push_back(a.Get(i).As<Napi::Number>().Int32Value());
  return out;
}

// What each function is bound to; the buffers are reused by every call
// (calls are synchronous: none starts while another runs).
struct Bound {
  std::shared_ptr<const Taxonomy> taxonomy;
  Scratch* scratch;
  std::shared_ptr<ExternalMemory> memory;  // reported while any function lives
  Analysis analysis;
  std::vector<int32_t> ints;
  std::string text;
};

// Writes the encoded analysis into out (as many ints as fit) and returns its string.
Napi::Value Answer(const Napi::CallbackInfo& info, Bound& b, Napi::Value out_arg) {
  EncodeAnalysis(b.analysis, &b.ints, &b.text);
  Napi::Int32Array out = out_arg.As<Napi::Int32Array>();
  const std::size_t n = std::min(out.ByteLength() / sizeof(int32_t), b.ints.size());
  if (n) std::memcpy(out.Data(), b.ints.data(), n * sizeof(int32_t));
  b.scratch->Trim();
  return Napi::String::New(info.Env(), b.text.data(), b.text.size());
}

Napi::Value AnalyzeFn(const Napi::CallbackInfo& info) {
  Bound& b = *static_cast<Bound*>(info.Data());
  b.taxonomy->Analyze(TextArg(info[0], b.scratch), &b.analysis);
  return Answer(info, b, info[1]);
}

// externalMemory() -> the bytes reported to V8 for this taxonomy
Napi::Value ExternalMemoryFn(const Napi::CallbackInfo& info) {
  const Bound& b = *static_cast<const Bound*>(info.Data());
  return Napi::Number::New(info.Env(), static_cast<double>(b.taxonomy->ApproximateMemory()));
}

template <Napi::Function::Callback F>
void Bind(Napi::Env env, Napi::Object out, const char* name, std::shared_ptr<const Taxonomy> taxonomy, Scratch* scratch,
          std::shared_ptr<ExternalMemory> memory) {
  auto bound = std::make_unique<Bound>();
  bound->taxonomy = std::move(taxonomy);
  bound->scratch = scratch;
  bound->memory = std::move(memory);
  Napi::Function fn = Napi::Function::New<F>(env, name, bound.get());
  fn.AddFinalizer([](Napi::Env, Bound* b) { delete b; }, bound.get());
  bound.release();  // the finalizer owns it now
  out.Set(name, fn);
}

}  // namespace

TaxonomySpec TaxonomySpecFromJs(Napi::Object js) {
  TaxonomySpec spec;
  Napi::Array patterns = js.Get("patterns").As<Napi::Array>();
  for (uint32_t i = 0; i < patterns.Length(); ++i) {
    Napi::Object p = patterns.Get(i).As<Napi::Object>();
    TaxonomyPattern out;
    out.pattern = StringOf(p.Get("pattern"));
    out.type = p.Get("type").As<Napi::Number>().Int32Value();
    out.weight = p.Get("weight").As<Napi::Number>().Int32Value();
    out.specificity = p.Get("specificity").As<Napi::Number>().Int32Value();
    out.exact = p.Get("exact").As<Napi::Boolean>().Value();
    out.anchor = StringOf(p.Get("anchor"));
    out.explains = IntsOf(p.Get("explains"));
    out.fuzzy = StringOf(p.Get("fuzzy"));
    spec.patterns.push_back(std::move(out));
  }
  Napi::Array extractors = js.Get("extractors").As<Napi::Array>();
  for (uint32_t i = 0; i < extractors.Length(); ++i) {
    Napi::Object e = extractors.Get(i).As<Napi::Object>();
    TaxonomyExtractor out;
    out.pattern = StringOf(e.Get("pattern"));
    Napi::Array groups = e.Get("groups").As<Napi::Array>();
    const std::vector<int> fields = IntsOf(e.Get("fields"));
    for (uint32_t g = 0; g < groups.Length() && g < fields.size(); ++g) {
      out.fields.emplace_back(StringOf(groups.Get(g)), fields[g]);
    }
    spec.extractors.push_back(std::move(out));
  }
  Napi::Array types = js.Get("types").As<Napi::Array>();
  for (uint32_t t = 0; t < types.Length(); ++t) spec.types.push_back(IntsOf(types.Get(t)));
  spec.unknown = IntsOf(js.Get("unknown"));
  spec.final_fields = IntsOf(js.Get("finalFields"));
  spec.threshold = js.Get("threshold").As<Napi::Number>().Int32Value();
  spec.window = js.Get("window").As<Napi::Number>().Int32Value();
  spec.fuzzy_threshold = js.Get("fuzzyThreshold").As<Napi::Number>().DoubleValue();
  spec.fuzzy_decides = js.Get("fuzzyDecides").As<Napi::Boolean>().Value();
  spec.max_mem = js.Get("maxMemory").As<Napi::Number>().Int64Value();
  return spec;
}

Napi::Object BindTaxonomy(Napi::Env env, std::shared_ptr<const Taxonomy> taxonomy, Scratch* scratch) {
  Napi::Object out = Napi::Object::New(env);
  auto memory = std::make_shared<ExternalMemory>(env, static_cast<int64_t>(taxonomy->ApproximateMemory()));
  Bind<AnalyzeFn>(env, out, "analyze", taxonomy, scratch, memory);
  Bind<ExternalMemoryFn>(env, out, "externalMemory", std::move(taxonomy), scratch, std::move(memory));
  return out;
}

Napi::Value NormalizeToJs(Napi::Env env, Napi::Value text, Scratch* scratch) {
  std::string normalized;
  NormalizeMessage(TextArg(text, scratch), &normalized);
  scratch->Trim();
  std::string out;
  AppendValidUtf8(normalized, &out);
  return Napi::String::New(env, out.data(), out.size());
}

}  // namespace errclass
