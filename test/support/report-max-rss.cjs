// Preloaded (node -r) by tests that bound a process's memory: prints its
// peak resident memory in MiB to stderr at exit.
"use strict";
process.on("exit", () => process.stderr.write(`maxRSS ${Math.round(process.resourceUsage().maxRSS / 1024)}\n`));
