// What a message costs the first time the process sees it, against the same
// message again. The engine's RE2 DFAs build their states lazily, as texts
// reach them, and keep them: a benchmark that classifies the same messages
// over and over (bench/compare.mjs, bench/provider-text.mjs) times only the
// second case. An agent runtime mostly meets wordings it has not seen.
// Each rule set and each peer runs in a fresh process over the distinct
// real messages of the corpus and the blind collections (up to 4 KB), in
// one fixed shuffled order: every message once (first sight), then every
// message again (seen). Prints the median, 90th percentile and mean in µs.
// Usage: node bench/first-sight.mjs [--messages N]   (after npm run build:ts)
import { execFileSync } from "node:child_process";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const here = fileURLToPath(import.meta.url);
const root = join(dirname(here), "..");
const require = createRequire(import.meta.url);

/** The distinct messages, shuffled with a fixed seed. */
async function messages(limit) {
  const { loadCorpus, loadJsonlDir, shuffled } = await import("../scripts/corpus.mjs");
  const all = [...loadCorpus(), ...loadJsonlDir(join(root, "test", "fixtures", "blind"))].map((r) => r.message);
  return shuffled([...new Set(all)].filter((m) => Buffer.byteLength(m) <= 4096), 2811).slice(0, limit);
}

/** The function a case times, built in the child. */
async function build(which) {
  const pkg = require(join(root, "dist", "cjs", "index.js"));
  const ext = require(join(root, "dist", "cjs", "extended.js"));
  const { plainTiers } = await import("./peers/plain.mjs");
  const tiersOf = (rules) => rules.tiers.map((t) => [t.category, t.patterns.map((p) => (typeof p === "string" ? p : p.pattern))]);
  switch (which) {
    case "extended classifyError": return ext.classifyError;
    case "classifyProviderError(string)": return (m) => pkg.classifyProviderError(m).type;
    case "spec classifyError": return pkg.classifyError;
    case "analyzeError": {
      const a = pkg.createAnalyzer(pkg.taxonomyRules, { providerAnswers: false });
      return (m) => a.analyze(m).exception_type;
    }
    case "plain RegExp loop, spec patterns": return plainTiers(tiersOf(pkg.specRules), "fatal");
    case "plain RegExp loop, extended patterns": {
      // As bench/compare.mjs builds its "plain RegExp loop" peer.
      const { splitConditional } = await import("./peers/conditions.mjs");
      const tiers = ext.extendedRules.tiers.map((t) => [t.category, [...t.patterns]]);
      return plainTiers(splitConditional(tiers), ext.extendedRules.defaultCategory);
    }
    default: throw new Error(`unknown case ${which}`);
  }
}

const stats = (xs) => {
  const s = xs.slice().sort((x, y) => x - y);
  const mean = xs.reduce((x, y) => x + y, 0) / xs.length;
  return { median: s[s.length >> 1], p90: s[Math.floor(0.9 * (s.length - 1))], mean };
};

async function child(which, limit) {
  const list = await messages(limit);
  const fn = await build(which);
  fn("warm up: compile the rule set before timing");
  const pass = () => list.map((m) => {
    const t = process.hrtime.bigint();
    fn(m);
    return Number(process.hrtime.bigint() - t) / 1000;
  });
  const first = pass();
  const seen = pass();
  // A peer must give our answers (on the text as extended reads it: JSON escapes undone).
  let differs = 0;
  if (which.startsWith("plain RegExp loop, extended")) {
    const ext = require(join(root, "dist", "cjs", "extended.js"));
    const { normalizeEscapes } = require(join(root, "dist", "cjs", "index.js"));
    for (const m of list) differs += fn(normalizeEscapes(m)) !== ext.classifyError(m);
  }
  process.stdout.write(JSON.stringify({ first: stats(first), seen: stats(seen), n: list.length, differs }));
}

const args = process.argv.slice(2);
if (args[0] === "--child") {
  await child(args[1], Number(args[2]));
} else {
  const i = args.indexOf("--messages");
  const limit = i >= 0 ? Number(args[i + 1]) : 3000;
  const cases = ["spec classifyError", "plain RegExp loop, spec patterns", "extended classifyError", "plain RegExp loop, extended patterns", "classifyProviderError(string)", "analyzeError"];
  console.log(`node ${process.version}; each case in a fresh process; µs per message`);
  console.log("| case | messages | first sight: median | p90 | mean | seen again: median | p90 | mean |");
  console.log("| --- | --- | --- | --- | --- | --- | --- | --- |");
  for (const c of cases) {
    const out = JSON.parse(execFileSync(process.execPath, [here, "--child", c, String(limit)], { encoding: "utf8", env: process.env }));
    const f = (x) => x.toFixed(1);
    if (out.differs) throw new Error(`${c} answered ${out.differs} messages otherwise than error-classifier`);
    console.log(`| ${c} | ${out.n} | ${f(out.first.median)} | ${f(out.first.p90)} | ${f(out.first.mean)} | ${f(out.seen.median)} | ${f(out.seen.p90)} | ${f(out.seen.mean)} |`);
  }
}
