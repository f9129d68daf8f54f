import { describe, expect, it } from "vitest";
import {
  ArgumentTypeError,
  SignatureConfigError,
  UnknownProviderError,
  buildSignatureMap,
  classifyLines,
  classifyStderr,
  defaultSignatures,
  unknownDedupeKey,
  type SignatureConfig,
  type SignatureMap,
} from "error-classifier";
import { AGENTS, caught, provider } from "./support/signatures-helpers.js";

describe("buildSignatureMap and classifyStderr", () => {
  const map = buildSignatureMap(AGENTS);

  it("checks the shape before compiling", () => {
    const e = caught(SignatureConfigError, () => buildSignatureMap({ providers: [provider("a", ["(?<=x)"], [""])] }));
    expect(e.issues).toEqual([{ path: "providers[0].error_signatures.flake[0]", message: "an empty pattern would match every text" }]);
  });

  it("checks throttle before flake", () => {
    expect(classifyStderr(map, "claude-code", "ECONNRESET after rate limit")).toBe("throttle");
    expect(classifyStderr(map, "claude-code", "Overloaded (429)")).toBe("throttle");
    expect(classifyStderr(map, "codex", "502 Bad Gateway; too many requests")).toBe("throttle");
    const reversed = buildSignatureMap({ providers: [provider("p", ["quota"], ["quota|timeout"])] });
    expect(classifyStderr(reversed, "p", "quota timeout")).toBe("throttle");
    expect(classifyStderr(reversed, "p", "timeout")).toBe("flake");
  });

  it("searches the whole of multi-line stderr", () => {
    const stderr = "Starting agent...\n  at Object.<anonymous> (cli.js:12:7)\nError: socket hang up\n    at TLSSocket.emit\n";
    expect(classifyStderr(map, "claude-code", stderr)).toBe("flake");
    // A bare \b429\b (the issue's example) also hits a stack-trace position; the shipped patterns do not.
    const traced = stderr.replace("cli.js:12:7", "cli.js:429:12");
    expect(classifyStderr(map, "claude-code", traced)).toBe("throttle");
    expect(classifyStderr(buildSignatureMap(defaultSignatures), "claude-code", traced)).toBe("flake");
    expect(classifyStderr(map, "claude-code", "socket\nhang up")).toBe("unknown");
    expect(classifyStderr(map, "claude-code", "first line\r\nsecond line: usage limit reached\r\n")).toBe("throttle");
  });

  it("reads Buffer and Uint8Array bytes, invalid UTF-8 included", () => {
    expect(classifyStderr(map, "claude-code", Buffer.from("API Error: 429\n"))).toBe("throttle");
    expect(classifyStderr(map, "claude-code", new TextEncoder().encode("Überlastet — Overloaded"))).toBe("flake");
    expect(classifyStderr(map, "codex", Buffer.concat([Buffer.from([0xff, 0xfe, 0x80]), Buffer.from("stream disconnected")]))).toBe("flake");
    expect(classifyStderr(map, "codex", Buffer.alloc(0))).toBe("unknown");
  });

  it("raises UnknownProviderError naming the known ids", () => {
    const e = caught(UnknownProviderError, () => classifyStderr(map, "gemini", "429"));
    expect(e.code).toBe("ERR_UNKNOWN_PROVIDER");
    expect(e.provider).toBe("gemini");
    expect(e.knownProviders).toEqual(["claude-code", "codex", "silent"]);
    expect(e.message).toBe('Unknown provider "gemini"; the signatures know: "claude-code", "codex", "silent"');
    const none = caught(UnknownProviderError, () => classifyStderr(buildSignatureMap({ providers: [] }), "x", ""));
    expect(none.message).toBe('Unknown provider "x"; the signatures know: (none)');
  });

  it("checks argument types", () => {
    const cases: [() => unknown, string, string][] = [
      [() => classifyStderr({ providers: [], config: { providers: [] } }, "codex", "x"), "map", "Expected a SignatureMap (from buildSignatureMap) for map but received an object"],
      [() => classifyStderr(null as unknown as SignatureMap, "codex", "x"), "map", "Expected a SignatureMap (from buildSignatureMap) for map but received null"],
      [() => classifyStderr(map, 42 as unknown as string, "x"), "provider", "Expected a string for provider but received number 42"],
      [() => classifyStderr(map, "codex", 42 as unknown as string), "stderr", "Expected a string or Uint8Array for stderr but received number 42"],
      [() => classifyLines(map, "codex", "a\nb" as unknown as string[]), "lines", 'Expected an array of strings for lines but received string "a\\nb"'],
      [() => classifyLines(map, "codex", ["a", Buffer.from("b") as unknown as string]), "lines[1]", "Expected a string for lines[1] but received an instance of Buffer"],
      [() => unknownDedupeKey(undefined as unknown as string, "x"), "provider", "Expected a string for provider but received undefined"],
      [() => unknownDedupeKey("p", [] as unknown as string), "stderr", "Expected a string or Uint8Array for stderr but received an array of length 0"],
    ];
    for (const [fn, argument, message] of cases) {
      const e = caught(ArgumentTypeError, fn);
      expect([e.code, e.argument, e.message]).toEqual(["ERR_INVALID_ARG_TYPE", argument, message]);
    }
  });

  it("keeps its own frozen copy of the configuration", () => {
    const config = { providers: [provider("p", ["quota"], [])] };
    const own = buildSignatureMap(config);
    config.providers[0].error_signatures.throttle.push("timeout");
    config.providers[0].id = "q";
    expect(own.config).toEqual({ providers: [provider("p", ["quota"], [])] });
    expect(classifyStderr(own, "p", "timeout")).toBe("unknown");
    expect(Object.isFrozen(own)).toBe(true);
    expect(Object.isFrozen(own.config.providers[0].error_signatures.throttle)).toBe(true);
    expect(Object.isFrozen(own.providers)).toBe(true);
  });

  it("compiles 50 providers × 40 patterns once and classifies each provider exactly", () => {
    const ids = Array.from({ length: 50 }, (_, p) => `agent-${p}`);
    const big: SignatureConfig = {
      providers: ids.map((id, p) =>
        provider(
          id,
          Array.from({ length: 20 }, (_, i) => `quota exceeded for model-${p}-${i}\\b`),
          Array.from({ length: 20 }, (_, i) => `\\bE[A-Z]{4}N-${p}-${i}\\b`),
        ),
      ),
    };
    const bigMap = buildSignatureMap(big);
    expect(bigMap.providers).toEqual(ids);
    const throttleText = (p: number, i: number) => `Error: Quota exceeded for MODEL-${p}-${i}; retry tomorrow`;
    const flakeText = (p: number, i: number) => `read eabcdn-${p}-${i} while streaming`;
    const got: string[] = [];
    const want: string[] = [];
    for (let p = 0; p < 50; p++) {
      const other = (p + 1) % 50;
      for (let i = 0; i < 20; i++) {
        got.push(classifyStderr(bigMap, ids[p], throttleText(p, i)), classifyStderr(bigMap, ids[p], flakeText(p, i)));
        want.push("throttle", "flake");
        got.push(classifyStderr(bigMap, ids[p], throttleText(other, i)), classifyStderr(bigMap, ids[p], flakeText(other, i)));
        want.push("unknown", "unknown");
      }
      got.push(classifyStderr(bigMap, ids[p], `${flakeText(p, 19)}\n${throttleText(p, 0)}`));
      want.push("throttle");
      // `model-P-1\b` and `model-P-10\b` must not match `model-P-100`, nor `E....N-P-19\b` match `E....N-P-190`.
      got.push(classifyStderr(bigMap, ids[p], `quota exceeded for model-${p}-100 EABCDN-${p}-190`));
      want.push("unknown");
    }
    expect(got).toEqual(want);
    expect(got.length).toBe(50 * 82);
  });
});

describe("classifyLines", () => {
  const map = buildSignatureMap({ providers: [provider("codex", ["usage limit"], ["stream\\s+disconnected", "^error sending request$"])] });

  it("joins the lines with \\n before classifying", () => {
    expect(classifyLines(map, "codex", ["thinking...", "stream", "disconnected before completion"])).toBe("flake");
    expect(classifyLines(map, "codex", ["usage", "limit"])).toBe("unknown");
    expect(classifyLines(map, "codex", ["You've hit your usage limit.", "stream disconnected"])).toBe("throttle");
    expect(classifyLines(map, "codex", [])).toBe("unknown");
  });

  it("matches ^ and $ at the ends of the whole text, not of each line", () => {
    expect(classifyLines(map, "codex", ["error sending request"])).toBe("flake");
    expect(classifyLines(map, "codex", ["retrying", "error sending request"])).toBe("unknown");
  });

  it("raises UnknownProviderError for an unknown provider", () => {
    expect(caught(UnknownProviderError, () => classifyLines(map, "claude-code", ["x"])).knownProviders).toEqual(["codex"]);
  });
});

describe("unknownDedupeKey", () => {
  it("gives one key to inputs differing only in case, surrounding whitespace or suffix", () => {
    const keys = [
      "Rate limit hit for model X",
      "RATE LIMIT HIT FOR MODEL Y   \n",
      "\n\t  rate limit hit for m",
      "rate limit hit for m\r\n",
    ].map((s) => unknownDedupeKey("claude-code", s));
    expect(keys).toEqual(Array(4).fill("claude-code:rate limit hit for m"));
    expect(unknownDedupeKey("p", "  Timeout \r\n\t")).toBe("p:timeout");
    expect(unknownDedupeKey("p", "Error: 401 invalid x-api-key (request req_1)")).toBe(unknownDedupeKey("p", "error: 401 invalid x-API-KEY (request req_2)"));
    expect(unknownDedupeKey("p", "Error: 401 invalid x-api-key")).toBe("p:error: 401 invalid x");
    expect(unknownDedupeKey("p", "Error: 401 invalid")).not.toBe(unknownDedupeKey("p", "Error: 403 invalid"));
    expect(unknownDedupeKey("q", "x")).toBe("q:x");
    expect(unknownDedupeKey("p", " \n ")).toBe("p:");
  });

  it("counts Unicode code points, never splitting a surrogate pair", () => {
    const emoji = "\u{1F525}"; // 🔥, two UTF-16 code units
    expect(unknownDedupeKey("p", `${"a".repeat(19)}${emoji}tail`)).toBe(`p:${"a".repeat(19)}${emoji}`);
    expect(unknownDedupeKey("p", `${"a".repeat(20)}${emoji}tail`)).toBe(`p:${"a".repeat(20)}`);
    expect(unknownDedupeKey("p", `${"a".repeat(18)}${emoji}${emoji}${emoji}`)).toBe(`p:${"a".repeat(18)}${emoji}${emoji}`);
    expect(unknownDedupeKey("p", emoji.repeat(25))).toBe(`p:${emoji.repeat(20)}`);
    expect(unknownDedupeKey("p", emoji.repeat(25)).length).toBe(2 + 40);
  });

  it("lower-cases non-ASCII text without a locale", () => {
    expect(unknownDedupeKey("kimi", "Ошибка: ПРЕВЫШЕН ЛИМИТ запросов")).toBe("kimi:ошибка: превышен лим");
    expect(unknownDedupeKey("claude-code", "  模型不存在，请检查模型代码。Error code: 1211")).toBe("claude-code:模型不存在，请检查模型代码。error ");
    expect(unknownDedupeKey("p", "ÉCHEC DE LA CONNEXION AU SERVEUR")).toBe("p:échec de la connexio");
    // İ lower-cases to i + U+0307 whatever the locale (after the cut, so the key may exceed 20 code points).
    expect(unknownDedupeKey("p", "İSTANBUL")).toBe("p:i\u0307stanbul");
  });

  it("decodes bytes as UTF-8, invalid sequences as U+FFFD", () => {
    const text = "  Rate LIMIT \u{1F525} hit — tür\n";
    expect(unknownDedupeKey("p", Buffer.from(text))).toBe(unknownDedupeKey("p", text));
    expect(unknownDedupeKey("p", Buffer.from(text))).toBe("p:rate limit \u{1F525} hit — t");
    expect(unknownDedupeKey("p", new Uint8Array([0xff, 0x41, 0x42]))).toBe("p:\ufffdab");
  });
});
