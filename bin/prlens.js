#!/usr/bin/env node
// The npm bin: runs the committed bundle, so `npx prlens` works right after `npm ci` with no build step.
import '../dist/cli.js';
