#!/usr/bin/env node
"use strict";
require("../dist/cjs/cli.js")
  .main(process.argv.slice(2))
  .then((code) => {
    process.exitCode = code;
  })
  .catch((error) => {
    process.stderr.write(`error-classifier: ${error && error.message ? error.message : String(error)}\n`);
    process.exitCode = 1;
  });
