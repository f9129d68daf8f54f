import { type SignatureConfig } from "./config.js";
/** Where the shipped default signatures live in the package. */
export declare const defaultSignaturesPath: string;
/**
 * The shipped default signatures (rules/signatures/default.toml: cited
 * stderr patterns of claude-code, codex, gemini-cli, opencode, kimi,
 * qwen-code and aider), parsed, validated and deep-frozen, ready for
 * buildSignatureMap.
 */
export declare const defaultSignatures: SignatureConfig;
