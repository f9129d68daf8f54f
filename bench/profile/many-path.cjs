// classifyMany under a profiler: batches of the corpus's real 50–500 B
// messages through createClassifier(specRules).classifyMany, `calls`
// messages in all (argv[2]). Run by bench/profile/callgrind.sh many.
const path = require("node:path");
const { shortMessages } = require("./messages.cjs");

const root = path.join(__dirname, "..", "..");
const messages = shortMessages();
const { createClassifier, specRules } = require(path.join(root, "dist", "cjs", "index.js"));
const classifier = createClassifier(specRules);
const calls = Number(process.argv[2] ?? 200_000);
let sink = 0;
for (let done = 0; done < calls; done += messages.length) {
  const out = classifier.classifyMany(calls - done >= messages.length ? messages : messages.slice(0, calls - done));
  sink += out.length;
}
console.log(`${calls} messages in batches of ${messages.length} (${sink})`);
