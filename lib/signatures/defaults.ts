import { join } from "node:path";
import { deepFreeze } from "../data.js";
import { readDataFile } from "../load.js";
import { packageRoot } from "../native.js";
import { validateSignatureConfig, type SignatureConfig } from "./config.js";


/** Where the shipped default signatures live in the package. */
export const defaultSignaturesPath = join(packageRoot, "rules", "signatures", "default.toml");

/**
 * The shipped default signatures (rules/signatures/default.toml: cited
 * stderr patterns of claude-code, codex, gemini-cli, opencode, kimi,
 * qwen-code and aider), parsed, validated and deep-frozen, ready for
 * buildSignatureMap.
 */
export const defaultSignatures: SignatureConfig = deepFreeze(validateSignatureConfig(readDataFile(defaultSignaturesPath), defaultSignaturesPath));
