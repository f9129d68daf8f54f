// npm run bench: every benchmark table, printed as Markdown.
import { machine } from "../bench/harness.mjs";
import { run as specVsRegexp } from "../bench/spec-vs-regexp.mjs";

console.log(`Machine: ${machine()}`);
console.log(`Date: ${new Date().toISOString()}\n`);
specVsRegexp();
