export { classifyError, specRules, makeClassifyError, type ErrorCategory, type ClassifiedCategory } from "./classify-error.js";
export {
  createClassifier,
  type Classifier,
  type ClassifierOptions,
  type Classification,
  type Extraction,
  type PatternExtraction,
  type PatternMatch,
  type Text,
} from "./classifier.js";
export type { ConditionalPattern, RuleSet, Tier } from "./rule-set.js";
export { loadRuleSet } from "./load.js";
export { normalizeEscapes } from "./normalize.js";
export { builtinRuleSets } from "./registry.js";
export { ArgumentTypeError } from "./errors/ArgumentTypeError.js";
export { AddonLoadError, type AddonLoadAttempt } from "./errors/AddonLoadError.js";
export { WasmBackendError, type WasmBackendErrorCode } from "./errors/WasmBackendError.js";
export { backend } from "./native.js";
export type { BackendName } from "./backend/select.js";
export { TextDetachedError } from "./errors/TextDetachedError.js";
export { RuleSetError, type RuleSetErrorCode, type RuleSetIssue } from "./errors/RuleSetError.js";
export type { Issue } from "./issues.js";
export * from "./signatures/index.js";
export * from "./provider/index.js";
export { extendedRules, extendedVersion, classifyError as classifyErrorExtended } from "./extended.js";
export * from "./taxonomy/index.js";
