#!/usr/bin/env node
"use strict";
// A reader that goes away (`| head -1`) ends the run quietly, as grep does.
process.stdout.on("error", (error) => {
  if (error && error.code === "EPIPE") process.exit(0);
  process.stderr.write(`error-classifier: ${error && error.message ? error.message : String(error)}\n`);
  process.exit(1);
});
require("../dist/cjs/cli.js")
  .main(process.argv.slice(2))
  .then((code) => {
    process.exitCode = code;
  })
  .catch((error) => {
    process.stderr.write(`error-classifier: ${error && error.message ? error.message : String(error)}\n`);
    process.exitCode = 1;
  });
