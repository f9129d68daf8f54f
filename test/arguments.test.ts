// Hostile arguments get our own errors, with a code: objects that fake a
// typed array, Proxies (revoked too), typed arrays from another realm, and
// bad conditions named as conditions.
import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";
import { ArgumentTypeError, classifyError, createClassifier, RuleSetError, specRules } from "error-classifier";

const c = createClassifier(specRules);

function caught(fn: () => unknown): unknown {
  try {
    fn();
  } catch (e) {
    return e;
  }
  throw new Error("expected a throw");
}

const described = (e: unknown) => [(e as Error).constructor.name, (e as { code?: string }).code, (e as Error).message];

describe("hostile arguments", () => {
  it("rejects objects that fake a Uint8Array with ArgumentTypeError, in every call", () => {
    const fakes: [unknown, string][] = [
      [Object.create(Uint8Array.prototype), "an object inheriting from Uint8Array.prototype that is not a Uint8Array"],
      [new Proxy(new Uint8Array(4), {}), "a Proxy"],
      [new Proxy(Buffer.from("429"), {}), "a Proxy"],
    ];
    for (const [fake, description] of fakes) {
      const message = `Expected a string or Uint8Array for text but received ${description}`;
      for (const call of [() => c.category(fake as string), () => c.classify(fake as string), () => c.extract(fake as string)]) {
        expect(described(caught(call))).toEqual(["ArgumentTypeError", "ERR_INVALID_ARG_TYPE", message]);
      }
      expect(described(caught(() => c.classifyMany(["429", fake as string])))).toEqual([
        "ArgumentTypeError",
        "ERR_INVALID_ARG_TYPE",
        `Expected a string or Uint8Array for texts[1] but received ${description}`,
      ]);
    }
  });

  it("rejects a fake in classifyAsync with a rejected promise of ArgumentTypeError", async () => {
    const e = await c.classifyAsync(Object.create(Uint8Array.prototype)).catch((x: unknown) => x);
    expect(e).toBeInstanceOf(ArgumentTypeError);
  });

  it("describes a revoked Proxy without throwing from its own description", () => {
    const { proxy, revoke } = Proxy.revocable({}, {});
    revoke();
    expect(described(caught(() => classifyError(proxy as unknown as string)))).toEqual([
      "ArgumentTypeError",
      "ERR_INVALID_ARG_TYPE",
      "Expected a string or a value convertible with String() for message but received a Proxy",
    ]);
    expect(described(caught(() => c.category(proxy as unknown as string)))).toEqual([
      "ArgumentTypeError",
      "ERR_INVALID_ARG_TYPE",
      "Expected a string or Uint8Array for text but received a Proxy",
    ]);
    const revokedFn = Proxy.revocable(() => 1, {});
    revokedFn.revoke();
    expect(described(caught(() => c.category(revokedFn.proxy as unknown as string)))).toEqual([
      "ArgumentTypeError",
      "ERR_INVALID_ARG_TYPE",
      "Expected a string or Uint8Array for text but received a Proxy",
    ]);
    expect(described(caught(() => createClassifier(proxy as never)))).toEqual([
      "RuleSetError",
      "ERR_RULESET_INVALID",
      "Expected a rule set object but received a Proxy",
    ]);
  });

  it("reads a Uint8Array from another realm as the bytes it is", async () => {
    const foreign = runInNewContext("new Uint8Array([52, 50, 57, 32, 116, 111, 111, 32, 109, 97, 110, 121])") as Uint8Array;
    expect(foreign instanceof Uint8Array).toBe(false);
    expect([c.category(foreign), c.classifyMany([foreign]), (await c.classifyAsync(foreign)).category]).toEqual([
      "retryable",
      ["retryable"],
      "retryable",
    ]);
    expect(c.extract(foreign).matches.map((m) => m.pattern)).toEqual(["429"]);
  });

  it("names a bad condition as a condition, apart from the patterns RE2 rejects", () => {
    const e = caught(() =>
      createClassifier({
        defaultCategory: "x",
        tiers: [{ category: "a", patterns: ["ok", { pattern: "limit (?P<n>\\d+)", when: "m > 1" }, "(?<=x)y", { pattern: "(?P<n>\\d+)", when: "n >< 2" }] }],
      }),
    ) as RuleSetError;
    expect(e).toBeInstanceOf(RuleSetError);
    expect([e.code, e.message.split("\n")[0], e.issues.map((i) => i.path)]).toEqual([
      "ERR_RULESET_PATTERN",
      "1 pattern rejected by RE2, 2 conditions rejected",
      ["tiers[0].patterns[1].when", "tiers[0].patterns[2]", "tiers[0].patterns[3].when"],
    ]);
  });
});
