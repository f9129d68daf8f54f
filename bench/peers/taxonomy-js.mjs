// A plain-JavaScript implementation of the exception taxonomy (the same
// specification, the same data file): JavaScript RegExps for matching and
// extraction, fastest-levenshtein for the fuzzy step. Two modes:
// - "rules" (default): the same rules as analyzeError (whole-phrase exact
//   patterns, explained matches, specificity and type order for ties, the
//   fuzzy step, extraction on a window): the speed peer of bench/taxonomy.mjs;
// - "spec": the specification as written: only detectable_from, each
//   pattern a case-insensitive RegExp searched anywhere, 100 for a pattern
//   without regex operators and 80 for one with, the highest score wins, ties
//   to the earlier type, threshold 50, no fuzzy step: the baseline of
//   scripts/taxonomy-accuracy.mjs.
// Normalisation and the compile-time pattern analysis come from the package
// (pure JavaScript); the per-message work here is RegExps and the library.
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { distance } from "fastest-levenshtein";

const root = join(dirname(fileURLToPath(import.meta.url)), "..", "..");
const require = createRequire(import.meta.url);
const { normalizeMessage } = require(join(root, "dist", "cjs", "taxonomy", "normalize.js"));
const { isExact, literalRuns, containsPhrase } = require(join(root, "dist", "cjs", "taxonomy", "patterns.js"));
const { fieldOf, fieldValue } = require(join(root, "dist", "cjs", "taxonomy", "fields.js"));

const escape = (s) => s.replace(/[\\^$.*+?()[\]{}|/]/g, "\\$&");
const STOP = new Set("a an the to of in on at by for with from and or not no nor is are was were be been it its this that as if do does did can cannot will has have had you we i my your our".split(" "));

/** `(?i:...)` groups spelled out for a RegExp without modifiers (node 20): each letter a class of its two cases. */
function foldGroups(src) {
  let out = "";
  for (let i = 0; i < src.length; ) {
    if (!src.startsWith("(?i:", i)) {
      out += src[i++];
      continue;
    }
    out += "(?:";
    let depth = 1;
    for (i += 4; i < src.length && depth > 0; i++) {
      const c = src[i];
      if (c === "\\") {
        out += c + src[++i];
        continue;
      }
      if (c === "(") depth++;
      if (c === ")") depth--;
      out += /[a-z]/i.test(c) && !(c === "P" && src[i - 1] === "?") ? `[${c.toLowerCase()}${c.toUpperCase()}]` : c;
    }
  }
  return out;
}

/** An RE2 extractor as a JavaScript RegExp (named groups renamed, (?i:) spelled out, (?m:^) as ^ with the m flag). */
function jsExtractor(patterns) {
  const src = foldGroups(patterns.map((p) => `(?:${p})`).join("|"));
  return new RegExp(src.replace(/\(\?P</g, "(?<").replace(/\(\?m:\^\)/g, "^"), "m");
}

export function makeJsAnalyzer(taxonomy, { mode = "rules" } = {}) {
  const spec = mode === "spec";
  const s = { exact_match: 100, regex_match: 80, fuzzy_match: 60, threshold: 50, fuzzy_match_threshold: 0.6, tie_penalty: 5, extraction_window: 160, ...taxonomy.scoring };
  const pats = [];
  taxonomy.types.forEach((t, ti) => {
    const list = spec ? t.detectable_from ?? [] : [...new Set([...(t.detectable_from ?? []), ...(t.patterns ?? [])])];
    const spec0 = new Set(t.detectable_from ?? []);
    for (const p of list) {
      const exact = isExact(p);
      const runs = literalRuns(p);
      const re = spec || !exact ? new RegExp(p.replace(/\(\?P</g, "(?<"), "i") : new RegExp(`${/\w/.test(p[0]) ? "\\b" : ""}${escape(p)}${/\w/.test(p.at(-1)) ? "\\b" : ""}`, "i");
      pats.push({ type: ti, text: p, re, exact, weight: exact ? s.exact_match : s.regex_match, specificity: runs.reduce((n, r) => n + r.length, 0), anchor: runs.reduce((a, r) => (r.length > a.length ? r : a), ""), runs, explains: [], fuzzy: spec0.has(p) });
    }
  });
  if (!spec) {
    for (const a of pats) {
      pats.forEach((b, bi) => {
        if (b.type !== a.type && b.exact && a.text.toLowerCase() !== b.text.toLowerCase() && a.runs.some((r) => containsPhrase(r, b.text.toLowerCase()))) a.explains.push(bi);
      });
    }
  }
  const fuzzy = spec
    ? []
    : pats
        .map((p, id) => ({ p, id }))
        .filter(({ p }) => p.exact && p.fuzzy && /^[a-z][a-z '_-]*[a-z]$/i.test(p.text))
        .map(({ p, id }) => {
          const words = p.text.toLowerCase().split(/[^a-z]+/).filter(Boolean);
          return { id, words, joined: words.join("") };
        })
        .filter((f) => f.joined.length >= 5);
  const extractors = Object.fromEntries(Object.entries(taxonomy.extractors ?? {}).map(([k, v]) => [k, jsExtractor(v)]));

  function bestFuzzy(words) {
    let best;
    for (let i = 0; i < words.length; i++) {
      if (STOP.has(words[i])) continue;
      for (const f of fuzzy) {
        if (f.joined[0] !== words[i][0]) continue;
        const k = f.words.length;
        for (let m = Math.max(1, k - 1); m <= k + 1 && i + m <= words.length; m++) {
          const run = words.slice(i, i + m);
          if (run.slice(1).some((w) => STOP.has(w))) break;
          const joined = run.join("");
          const longer = Math.max(joined.length, f.joined.length);
          if (Math.min(joined.length, f.joined.length) * 4 < longer * 3) continue;
          const sim = 1 - distance(joined, f.joined) / longer;
          if (sim < s.fuzzy_match_threshold || (m !== k && sim < 0.8)) continue;
          if (m === k && k > 1 && !run.every((w, j) => 1 - distance(w, f.words[j]) / Math.max(w.length, f.words[j].length) >= s.fuzzy_match_threshold)) continue;
          if (!best || sim > best.sim || (sim === best.sim && f.id < best.id)) best = { id: f.id, sim, text: run.join(" ") };
        }
      }
    }
    return best;
  }

  return function analyze(text) {
    const norm = normalizeMessage(text);
    const hit = [];
    pats.forEach((p, i) => {
      if (p.re.test(norm)) hit.push(i);
    });
    const explained = new Set(hit.flatMap((i) => pats[i].explains));
    const best = new Map();
    for (const i of hit) {
      if (explained.has(i)) continue;
      const p = pats[i];
      const b = best.get(p.type);
      if (!b) best.set(p.type, { score: p.weight, specificity: spec ? 0 : p.specificity, patterns: [p.text], anchor: p.anchor });
      else {
        b.patterns.push(p.text);
        if (p.weight > b.score || (!spec && p.weight === b.score && p.specificity > b.specificity)) Object.assign(b, { score: p.weight, specificity: p.specificity, anchor: p.anchor });
      }
    }
    const ranked = [...best.entries()].sort(([ta, a], [tb, b]) => b.score - a.score || b.specificity - a.specificity || (spec ? 0 : b.patterns.length - a.patterns.length) || ta - tb);
    let type;
    let score = 0;
    let anchor = "";
    let matched = [];
    if (ranked.length && ranked[0][1].score >= s.threshold) {
      [type, { score, anchor, patterns: matched }] = [ranked[0][0], ranked[0][1]];
    } else if (!ranked.length && fuzzy.length) {
      const f = bestFuzzy(norm.slice(0, 16384).toLowerCase().split(/[^a-z0-9]+/).filter(Boolean));
      if (f && s.fuzzy_match >= s.threshold) {
        type = pats[f.id].type;
        score = s.fuzzy_match;
        anchor = f.text.split(" ")[0];
        matched = [pats[f.id].text];
      }
    }
    const t = type === undefined ? taxonomy.unknown : taxonomy.types[type];
    const context = {};
    if (!spec) {
      const w = s.extraction_window;
      let win = norm;
      if (norm.length > 2 * w + anchor.length) {
        const at = anchor ? norm.toLowerCase().indexOf(anchor) : -1;
        win = norm.slice(at < 0 ? 0 : Math.max(0, at - w), (at < 0 ? 0 : at + anchor.length) + w);
      }
      for (const name of t.extract ?? []) {
        const m = extractors[name].exec(win);
        if (!m?.groups) continue;
        for (const [g, v] of Object.entries(m.groups)) {
          const f = v === undefined ? undefined : fieldOf(g);
          if (f && context[f] === undefined) {
            const value = fieldValue(f, v);
            if (value !== undefined) context[f] = value;
          }
        }
      }
    }
    const tied = type !== undefined && ranked.length > 1 && ranked[1][1].score === score;
    return { exception_type: t.type, severity: t.severity, confidence: type === undefined ? 0 : Math.min(1, (score - (tied ? s.tie_penalty : 0)) / 100), matched_patterns: matched, context };
  };
}
