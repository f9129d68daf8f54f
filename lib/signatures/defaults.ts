import { readFileSync } from "node:fs";
import { join } from "node:path";
import { deepFreeze } from "../data.js";
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
export const defaultSignatures: SignatureConfig = deepFreeze(
  // dist/default-signatures.json: that file parsed at build time (scripts/build-ts.mjs).
  validateSignatureConfig(JSON.parse(readFileSync(join(packageRoot, "dist", "default-signatures.json"), "utf8")), defaultSignaturesPath),
);
