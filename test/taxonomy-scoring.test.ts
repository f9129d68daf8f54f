// analyzeError's scoring rules on both sides (exact, regex, tie-breaks,
// threshold, confidence) and the fuzzy step.
import { describe, expect, it } from "vitest";
import { quiet, analyze } from "./support/taxonomy";
import { createAnalyzer, taxonomyRules, type AnalysisRecord } from "error-classifier";

describe("scoring", () => {
  it("finds an exact pattern as a whole phrase only", () => {
    expect(analyze("Permission denied").exception_type).toBe("PERMISSION_DENIED");
    expect(analyze("unforbiddenness").exception_type).toBe("UNKNOWN_ERROR");
    expect(analyze("HTTP 4290").exception_type).toBe("UNKNOWN_ERROR");
    expect(analyze("HTTP 429").exception_type).toBe("RATE_LIMITED");
  });

  it("lets a pattern explain another type's exact phrase inside it, and only then", () => {
    // tool.*not found explains RESOURCE_NOT_FOUND's `not found`
    expect([analyze("Tool 'deploy' not found").exception_type, analyze("Tool 'deploy' not found").alternatives]).toEqual(["TOOL_NOT_FOUND", []]);
    // without the tool, `not found` decides
    expect(analyze("Page 'deploy' not found").exception_type).toBe("RESOURCE_NOT_FOUND");
    // `network timeout` explains TOOL_TIMEOUT's `timeout`; apart, they tie and NETWORK_ERROR wins on its longer phrase
    expect(analyze("Network timeout").alternatives).toEqual([]);
    const apart = analyze("timeout talking to the network");
    expect([apart.exception_type, apart.confidence, apart.alternatives]).toEqual(["TOOL_TIMEOUT", 0.95, [{ exception_type: "NETWORK_ERROR", score: 100, matched_patterns: ["network"] }]]);
  });

  const tiny = (patterns: [string[], string[]], scoring = {}) =>
    createAnalyzer(
      {
        scoring,
        types: [
          { type: "A", description: "a", classification: "c", severity: "low", root_cause: "r", recommended_recovery: ["x"], patterns: patterns[0] },
          { type: "B", description: "b", classification: "c", severity: "low", root_cause: "r", recommended_recovery: ["y"], patterns: patterns[1] },
        ],
        unknown: { type: "U", description: "u", classification: "c", severity: "low", root_cause: "r", recommended_recovery: ["z"] },
        severity_levels: { low: { escalate_immediately: false, retry_allowed: true, max_retries: 1 } },
      },
      quiet,
    );
  const pick = (r: AnalysisRecord) => [r.exception_type, r.score, r.confidence, r.matched_patterns, r.alternatives.map((a) => a.exception_type)];

  it("ranks by score first: exact 100 beats regex 80 whatever their length", () => {
    expect(pick(tiny([["red"], ["ball.*bounced"]]).analyze("the red ball bounced"))).toEqual(["A", 100, 1, ["red"], ["B"]]);
    // ...unless the regex holds the phrase: then it explains it
    expect(pick(tiny([["red"], ["red ball.*bounced"]]).analyze("the red ball bounced"))).toEqual(["B", 80, 0.8, ["red ball.*bounced"], []]);
  });

  it("breaks a tie of score by the longer literal text, then by more matching patterns, then by type order", () => {
    expect(pick(tiny([["ball"], ["bounced"]]).analyze("ball bounced"))).toEqual(["B", 100, 0.95, ["bounced"], ["A"]]);
    expect(pick(tiny([["ball"], ["lamp"]]).analyze("ball lamp"))).toEqual(["A", 100, 0.95, ["ball"], ["B"]]);
    expect(pick(tiny([["ball"], ["lamp"]]).analyze("lamp ball"))).toEqual(["A", 100, 0.95, ["ball"], ["B"]]);
    expect(pick(tiny([["ball"], ["lamp", "lamp.*on"]]).analyze("ball lamp on"))).toEqual(["B", 100, 0.95, ["lamp", "lamp.*on"], ["A"]]);
    expect(pick(tiny([["ball"], ["lamp", "on"]]).analyze("ball lamp on"))).toEqual(["B", 100, 0.95, ["lamp", "on"], ["A"]]);
  });

  it("takes no tie penalty when the runner-up scored less", () => {
    expect(pick(tiny([["ball"], ["la.p"]]).analyze("ball lamp"))).toEqual(["A", 100, 1, ["ball"], ["B"]]);
  });

  it("answers the unknown type below the threshold", () => {
    const low = tiny([["ball"], ["la.p"]], { exact_match: 40, regex_match: 30 });
    expect(pick(low.analyze("ball lamp"))).toEqual(["U", 40, 0, [], ["A", "B"]]);
    expect(pick(low.analyze("nothing"))).toEqual(["U", 0, 0, [], []]);
  });
});

describe("fuzzy matching (only when no pattern matched)", () => {
  it.each([
    ["permision denied", "PERMISSION_DENIED", "permission denied", "permision denied", 0.938],
    ["time out", "TOOL_TIMEOUT", "timeout", "time out", 1],
    ["conection refused", "NETWORK_ERROR", "connection refused", "conection refused", 0.941],
    ["request forbiden", "PERMISSION_DENIED", "forbidden", "forbiden", 0.889],
    ["the index was corupted", "STATE_ERROR", "corrupted", "corupted", 0.889],
  ])("finds %s", (message, type, pattern, text, similarity) => {
    const r = analyze(message);
    expect([r.exception_type, r.score, r.confidence, r.match_kind, r.matched_patterns, r.fuzzy_match]).toEqual([type, 60, 0.6, "fuzzy", [pattern], { pattern, text, similarity }]);
  });

  it("finds rate-limitted against the specification's `rate limit`, which the built-in regex already finds", () => {
    const specOnly = createAnalyzer({ ...taxonomyRules, types: taxonomyRules.types.map(({ patterns: _, ...t }) => t) }, quiet);
    expect(specOnly.analyze("rate-limitted").fuzzy_match).toEqual({ pattern: "rate limit", text: "rate limitted", similarity: 0.75 });
    expect(specOnly.analyze("rate-limitted").exception_type).toBe("RATE_LIMITED");
    expect([analyze("rate-limitted").exception_type, analyze("rate-limitted").match_kind]).toEqual(["RATE_LIMITED", "regex"]);
  });

  it.each([
    "permission granted", // a word of the phrase too far from its counterpart
    "it does not work", // `not work` ~ `network`, but `not` is a stop word
    "the build succeeded",
    "summarizer unexpectedly stopped", // one word for the two of `unexpected state` needs 0.8
    "config loaded", // `conflict` is not a detectable_from phrase
    "timed", // 0.57 from timeout
    "found it", // too short against `not found`
    "forgotten password",
  ])("does not find %s", (message) => {
    expect(analyze(message).exception_type).toBe("UNKNOWN_ERROR");
  });

  it("does not run when a pattern matched", () => {
    const r = analyze("permision denied: file not found");
    expect([r.exception_type, r.match_kind, r.fuzzy_match]).toEqual(["RESOURCE_NOT_FOUND", "exact", undefined]);
  });
});
