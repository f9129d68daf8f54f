// The short-message path under a profiler: classifyError over the corpus's
// real 50–500 B messages, `calls` times (argv[2], default 200,000).
// Run by bench/profile/callgrind.sh.
const fs = require("node:fs");
const path = require("node:path");

const root = path.join(__dirname, "..", "..");
const dir = path.join(root, "test", "fixtures", "corpus");
const messages = [];
for (const file of fs.readdirSync(dir).filter((f) => f.endsWith(".jsonl")).sort()) {
  for (const line of fs.readFileSync(path.join(dir, file), "utf8").split("\n")) {
    if (!line.trim()) continue;
    const { message } = JSON.parse(line);
    const bytes = Buffer.byteLength(message);
    if (bytes >= 50 && bytes <= 500 && !messages.includes(message)) messages.push(message);
  }
}
const { classifyError } = require(path.join(root, "dist", "cjs", "index.js"));
const calls = Number(process.argv[2] ?? 200_000);
let sink = 0;
for (let i = 0; i < calls; i++) sink += classifyError(messages[i % messages.length]).length;
console.log(`${calls} calls over ${messages.length} messages (${sink})`);
