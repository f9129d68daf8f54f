// The corpus's distinct real messages of 50–500 UTF-8 bytes, in file order:
// the inputs of the short-message benchmarks (bench/common.mjs) and of the
// profiled paths.
const fs = require("node:fs");
const path = require("node:path");

exports.shortMessages = function shortMessages() {
  const dir = path.join(__dirname, "..", "..", "test", "fixtures", "corpus");
  const messages = new Set();
  for (const file of fs.readdirSync(dir).filter((f) => f.endsWith(".jsonl")).sort()) {
    for (const line of fs.readFileSync(path.join(dir, file), "utf8").split("\n")) {
      if (!line.trim()) continue;
      const { message } = JSON.parse(line);
      const bytes = Buffer.byteLength(message);
      if (bytes >= 50 && bytes <= 500) messages.add(message);
    }
  }
  return [...messages];
};
