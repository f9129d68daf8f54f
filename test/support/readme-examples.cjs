// The README's examples and docs/guide/rules.md's (the ops rule set), run
// against the installed package; prints one JSON object with their answers
// and the backend that gave them (the packaging test runs it with the native
// addon made unloadable).
const { backend, classifyError, createClassifier } = require("error-classifier");
const extended = require("error-classifier/extended");

const ops = createClassifier({
  name: "ops",
  version: "1.0.0",
  syntax: "re2",
  caseInsensitive: true,
  defaultCategory: "unknown",
  tiers: [
    { category: "disk", patterns: ["no space left on device", "\\bENOSPC\\b"] },
    { category: "oom", patterns: ["out of memory", "(?P<signal>SIGKILL|OOMKilled)"] },
  ],
});

ops.classifyAsync(Buffer.from("x".repeat(1 << 20) + " OOMKilled")).then((huge) => {
  console.log(
    JSON.stringify({
      backend: backend(),
      spec: ["429 Too Many Requests", "context_length_exceeded", "401 Unauthorized", "segfault"].map((m) => classifyError(m)),
      extended: [
        "429 You exceeded your current quota, please check your plan",
        "prompt is too long: 208000 tokens > 200000 maximum",
        "TypeError: fetch failed",
      ].map((m) => extended.classifyError(m)),
      classify: ops.classify("container OOMKilled"),
      category: ops.category(Buffer.from("ENOSPC")),
      many: ops.classifyMany(["disk full: ENOSPC", "fine"]),
      groups: ops.extract("OOMKilled").matches[0].groups,
      huge: huge.category,
    }),
  );
});
