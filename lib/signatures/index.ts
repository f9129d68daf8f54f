// Per-provider stderr signatures: throttle / flake / unknown.
export {
  validateSignatureConfig,
  type SignatureCategory,
  type SignatureConfig,
  type ProviderSignatures,
  type ErrorSignatures,
} from "./config.js";
export type { SignatureIssue } from "../issues.js";
export { buildSignatureMap, canonicalProvider, type SignatureMap } from "./map.js";
export { loadSignatureMap, readSignatureConfig, createSignatureStore, type SignatureStore } from "./load.js";
export { classifyStderr, classifyLines } from "./classify.js";
export { unknownDedupeKey } from "./dedupe.js";
export { defaultSignatures, defaultSignaturesPath } from "./defaults.js";
export { SignatureConfigError } from "../errors/SignatureConfigError.js";
export { SignatureCompileError, type SignatureCompileIssue } from "../errors/SignatureCompileError.js";
export { UnknownProviderError } from "../errors/UnknownProviderError.js";
