import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import {
  ArgumentTypeError,
  SignatureCompileError,
  SignatureConfigError,
  classifyStderr,
  createSignatureStore,
  loadSignatureMap,
  readSignatureConfig,
  validateSignatureConfig,
} from "error-classifier";
import { AGENTS, caught, fixtures, provider } from "./support/signatures-helpers.js";

describe("loading signature files", () => {
  it("reads TOML and JSON of the same shape into the same configuration", () => {
    const toml = loadSignatureMap(join(fixtures, "agents.toml"));
    const json = loadSignatureMap(join(fixtures, "agents.json"));
    expect(toml.providers).toEqual(["claude-code", "codex", "silent"]);
    expect(toml.config).toEqual(AGENTS);
    expect(json.config).toEqual(AGENTS);
    expect(readSignatureConfig(join(fixtures, "agents.toml"))).toEqual(AGENTS);
  });

  it("classifies with the loaded signatures, case-insensitively, empty lists giving unknown", () => {
    const map = loadSignatureMap(join(fixtures, "agents.toml"));
    expect(classifyStderr(map, "claude-code", "API Error: 429 {...}")).toBe("throttle");
    expect(classifyStderr(map, "claude-code", "RATE_LIMIT hit")).toBe("throttle");
    expect(classifyStderr(map, "claude-code", "Unable to connect to API (econnreset)")).toBe("flake");
    expect(classifyStderr(map, "claude-code", "Request TIMEOUT")).toBe("flake");
    expect(classifyStderr(map, "claude-code", "API Error: 401 invalid x-api-key")).toBe("unknown");
    expect(classifyStderr(map, "codex", "unexpected status 503 Service Unavailable")).toBe("flake");
    expect(classifyStderr(map, "codex", "unexpected status 5030")).toBe("unknown");
    expect(classifyStderr(map, "codex", "rate limit")).toBe("unknown");
    expect(classifyStderr(map, "silent", "429 rate limit ECONNRESET")).toBe("unknown");
  });

  it("reports every shape problem of a TOML file at once, with the path of each bad field", () => {
    const file = join(fixtures, "bad-shape.toml");
    const e = caught(SignatureConfigError, () => loadSignatureMap(file));
    expect(e.code).toBe("ERR_SIGNATURES_INVALID");
    expect(e.name).toBe("SignatureConfigError");
    expect(e.issues).toEqual([
      { path: "providers[0].error_signatures.throtle", message: "unknown key" },
      { path: "providers[0].error_signatures.throttle", message: "expected an array of strings but received undefined" },
      { path: "providers[0].error_signatures.flake[1]", message: "an empty pattern would match every text" },
      { path: "providers[1].id", message: 'expected a non-empty string but received string ""' },
      { path: "providers[2].region", message: "unknown key" },
      { path: "providers[2].error_signatures.throttle[1]", message: "expected a string but received number 429" },
      { path: "providers[2].error_signatures.flake", message: 'expected an array of strings but received string "timeout"' },
      { path: "providers[3].id", message: 'duplicate provider id "claude-code" (first at providers[0])' },
    ]);
    expect(e.message.split("\n")).toEqual([
      `Invalid signature configuration in ${file}`,
      ...e.issues.map((i) => `  ${i.path}: ${i.message}`),
    ]);
  });

  it("reports every pattern RE2 rejects, across all providers, naming provider, list, index, pattern and RE2's message", () => {
    const e = caught(SignatureCompileError, () => loadSignatureMap(join(fixtures, "bad-patterns.toml")));
    expect(e.code).toBe("ERR_SIGNATURES_COMPILE");
    expect(e.name).toBe("SignatureCompileError");
    expect(e.issues).toEqual([
      {
        path: "providers[0].error_signatures.throttle[1]",
        message: 'provider "claude-code", throttle[1] "(?<=x)y": invalid perl operator: (?<',
        provider: "claude-code",
        list: "throttle",
        index: 1,
        pattern: "(?<=x)y",
        reason: "invalid perl operator: (?<",
      },
      {
        path: "providers[1].error_signatures.flake[0]",
        message: 'provider "gemini-cli", flake[0] "(a)\\\\1": invalid escape sequence: \\1',
        provider: "gemini-cli",
        list: "flake",
        index: 0,
        pattern: "(a)\\1",
        reason: "invalid escape sequence: \\1",
      },
      {
        path: "providers[1].error_signatures.flake[2]",
        message: 'provider "gemini-cli", flake[2] "[z-a]": invalid character class range: z-a',
        provider: "gemini-cli",
        list: "flake",
        index: 2,
        pattern: "[z-a]",
        reason: "invalid character class range: z-a",
      },
    ]);
    expect(e.message.split("\n")[0]).toBe("3 signature patterns rejected by RE2");
  });

  it("turns unreadable, unparsable and unknown-extension files into SignatureConfigError", () => {
    const broken = caught(SignatureConfigError, () => loadSignatureMap(join(fixtures, "broken.toml")));
    const brokenFile = join(fixtures, "broken.toml");
    expect([broken.code, broken.issues]).toEqual([
      "ERR_SIGNATURES_INVALID",
      [{ path: "", file: brokenFile, line: 2, column: 18, message: "Invalid TOML document: control characters are not allowed in strings" }],
    ]);
    expect(broken.message).toBe(`${brokenFile} is not valid TOML\n  ${brokenFile}:2:18: Invalid TOML document: control characters are not allowed in strings`);
    expect((broken.cause as object).constructor.name).toBe("TomlError");
    const missing = caught(SignatureConfigError, () => loadSignatureMap(join(fixtures, "missing.toml")));
    const missingFile = join(fixtures, "missing.toml");
    expect(missing.issues).toEqual([{ path: "", file: missingFile, message: `ENOENT: no such file or directory, open '${missingFile}'` }]);
    expect(missing.message).toBe(`Cannot read ${missingFile}\n  ${missingFile}: ENOENT: no such file or directory, open '${missingFile}'`);
    const yaml = caught(SignatureConfigError, () => loadSignatureMap("signatures.yaml"));
    expect(yaml.message).toBe('Expected a .json or .toml file but received "signatures.yaml"\n  signatures.yaml: expected a .json or .toml file');
    const notPath = caught(ArgumentTypeError, () => loadSignatureMap(42 as unknown as string));
    expect([notPath.code, notPath.message]).toEqual(["ERR_INVALID_ARG_TYPE", "Expected a file path string for path but received number 42"]);
  });
});

describe("validateSignatureConfig", () => {
  const issuesOf = (value: unknown) => caught(SignatureConfigError, () => validateSignatureConfig(value)).issues;

  it("accepts empty lists and no providers, and returns a copy without extra data", () => {
    expect(validateSignatureConfig({ $schema: "x.json", providers: [provider("a", [], [])] })).toEqual({ providers: [provider("a", [], [])] });
    expect(validateSignatureConfig({ providers: [] })).toEqual({ providers: [] });
  });

  it("reports a wrong top level with its path", () => {
    expect(issuesOf(null)).toEqual([{ path: "", message: "expected an object with a providers list but received null" }]);
    expect(issuesOf([])).toEqual([{ path: "", message: "expected an object with a providers list but received an array of length 0" }]);
    expect(issuesOf({})).toEqual([{ path: "providers", message: "expected an array of providers but received undefined" }]);
    expect(issuesOf({ provider: [], $schema: 1, providers: {} })).toEqual([
      { path: "provider", message: "unknown key" },
      { path: "$schema", message: "expected a string but received number 1" },
      { path: "providers", message: "expected an array of providers but received an object" },
    ]);
  });

  it("reports the exact path of a bad pattern in the third provider's throttle list", () => {
    const config = { providers: [provider("a", [], []), provider("b", [], []), provider("c", ["ok", false as unknown as string], [])] };
    expect(issuesOf(config)).toEqual([{ path: "providers[2].error_signatures.throttle[1]", message: "expected a string but received boolean false" }]);
  });

  it("reports odd keys and missing objects", () => {
    expect(issuesOf({ providers: ["codex", { id: 7, "error signatures": {} }, { id: "x", error_signatures: { throttle: [], flake: [], "retry-after": [] } }] })).toEqual([
      { path: "providers[0]", message: 'expected an object but received string "codex"' },
      { path: 'providers[1]["error signatures"]', message: "unknown key" },
      { path: "providers[1].id", message: "expected a non-empty string but received number 7" },
      { path: "providers[1].error_signatures", message: "expected an object with throttle and flake lists but received undefined" },
      { path: "providers[2].error_signatures.retry-after", message: "unknown key" },
    ]);
  });

  it("keeps aliases, and reports a bad or taken alias with its path", () => {
    const a = { ...provider("opencode", ["q"], []), aliases: ["opencode-go"] };
    expect(validateSignatureConfig({ providers: [a] })).toEqual({ providers: [a] });
    expect(issuesOf({ providers: [a, { ...provider("kimi", [], []), aliases: ["kimi", "", "opencode-go", 3] }, { ...provider("x", [], []), aliases: "y" }] })).toEqual([
      { path: "providers[1].aliases[0]", message: 'duplicate provider id "kimi" (first at providers[1])' },
      { path: "providers[1].aliases[1]", message: 'expected a non-empty string but received string ""' },
      { path: "providers[1].aliases[2]", message: 'duplicate provider id "opencode-go" (first at providers[0])' },
      { path: "providers[1].aliases[3]", message: "expected a non-empty string but received number 3" },
      { path: "providers[2].aliases", message: 'expected an array of strings but received string "y"' },
    ]);
  });

  it("names the source in the message when given", () => {
    const e = caught(SignatureConfigError, () => validateSignatureConfig({}, "ops.toml"));
    expect(e.message).toBe("Invalid signature configuration in ops.toml\n  providers: expected an array of providers but received undefined");
  });
});

describe("createSignatureStore", () => {
  const toml = (throttle: string[], flake: string[]) =>
    `[[providers]]\nid = "codex"\n[providers.error_signatures]\nthrottle = [${throttle.map((p) => `'${p}'`).join(", ")}]\nflake = [${flake.map((p) => `'${p}'`).join(", ")}]\n`;

  it("swaps in a changed file and keeps the old map in force when the new file fails", () => {
    const dir = mkdtempSync(join(tmpdir(), "ec-signatures-"));
    const file = join(dir, "signatures.toml");
    try {
      writeFileSync(file, toml(["quota exceeded"], []));
      const store = createSignatureStore(file);
      expect(store.path).toBe(file);
      const first = store.map;
      expect(classifyStderr(store.map, "codex", "Quota exceeded")).toBe("throttle");
      expect(classifyStderr(store.map, "codex", "stream disconnected")).toBe("unknown");

      writeFileSync(file, toml(["quota exceeded"], ["stream disconnected"]));
      const second = store.reload();
      expect(second).not.toBe(first);
      expect(store.map).toBe(second);
      expect(classifyStderr(store.map, "codex", "stream disconnected")).toBe("flake");
      expect(classifyStderr(first, "codex", "stream disconnected")).toBe("unknown");

      writeFileSync(file, toml(["quota exceeded", "(?<!x)y"], ["stream disconnected", "[z-a]"]));
      const bad = caught(SignatureCompileError, () => store.reload());
      expect(bad.issues.map((i) => [i.path, i.reason])).toEqual([
        ["providers[0].error_signatures.throttle[1]", "invalid perl operator: (?<"],
        ["providers[0].error_signatures.flake[1]", "invalid character class range: z-a"],
      ]);
      expect(store.map).toBe(second);
      expect(classifyStderr(store.map, "codex", "stream disconnected")).toBe("flake");

      writeFileSync(file, toml(["quota exceeded"], []).replace("throttle", "throtle"));
      const typo = caught(SignatureConfigError, () => store.reload());
      expect(typo.issues).toEqual([
        { path: "providers[0].error_signatures.throtle", message: "unknown key" },
        { path: "providers[0].error_signatures.throttle", message: "expected an array of strings but received undefined" },
      ]);
      expect(store.map).toBe(second);

      writeFileSync(file, "[[providers]\n");
      expect(caught(SignatureConfigError, () => store.reload()).message.split("\n")[0]).toBe(`${file} is not valid TOML`);
      rmSync(file);
      expect(caught(SignatureConfigError, () => store.reload()).message.startsWith(`Cannot read ${file}\n  ${file}: ENOENT`)).toBe(true);
      expect(store.map).toBe(second);

      writeFileSync(file, toml([], ["quota exceeded"]));
      expect(classifyStderr(store.reload(), "codex", "quota exceeded")).toBe("flake");
      expect(classifyStderr(store.map, "codex", "quota exceeded")).toBe("flake");
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("throws when the first load fails", () => {
    expect(caught(SignatureCompileError, () => createSignatureStore(join(fixtures, "bad-patterns.toml"))).issues.length).toBe(3);
  });
});

describe("schema/signatures.schema.json", () => {
  it("describes the same keys the validator accepts", () => {
    const schema = JSON.parse(readFileSync(join(__dirname, "..", "schema", "signatures.schema.json"), "utf8"));
    const item = schema.properties.providers.items;
    const lists = item.properties.error_signatures;
    expect([schema.additionalProperties, item.additionalProperties, lists.additionalProperties]).toEqual([false, false, false]);
    expect([Object.keys(schema.properties), schema.required]).toEqual([["$schema", "providers"], ["providers"]]);
    expect([Object.keys(item.properties), item.required]).toEqual([["id", "aliases", "error_signatures"], ["id", "error_signatures"]]);
    expect([Object.keys(lists.properties), lists.required]).toEqual([["throttle", "flake"], ["throttle", "flake"]]);
    expect([item.properties.id.minLength, schema.$defs.pattern.minLength]).toEqual([1, 1]);
  });
});
