// The short-message path under a profiler: classifyError over the corpus's
// real 50–500 B messages, `calls` times (argv[2], default 200,000).
// Run by bench/profile/callgrind.sh.
const path = require("node:path");
const { shortMessages } = require("./messages.cjs");

const root = path.join(__dirname, "..", "..");
const messages = shortMessages();
const { classifyError } = require(path.join(root, "dist", "cjs", "index.js"));
const calls = Number(process.argv[2] ?? 200_000);
let sink = 0;
for (let i = 0; i < calls; i++) sink += classifyError(messages[i % messages.length]).length;
console.log(`${calls} calls over ${messages.length} messages (${sink})`);
