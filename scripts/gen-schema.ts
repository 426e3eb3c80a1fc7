/**
 * Writes schema/prlens.schema.json from the zod settings (`npm run schema`), or with `--check`
 * fails when the committed file differs (`npm run schema:check`; tests/config/json-schema.test.ts
 * runs the same comparison).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { SCHEMA_FILE, renderJsonSchema } from '../src/config/json-schema.js';

const file = path.resolve(import.meta.dirname, '..', SCHEMA_FILE);
const text = renderJsonSchema();
if (process.argv.includes('--check')) {
  let committed = '';
  try {
    committed = readFileSync(file, 'utf8');
  } catch {
    // Missing counts as drift.
  }
  if (committed !== text) {
    console.error(`${SCHEMA_FILE} is out of date with src/config: run npm run schema and commit it`);
    process.exit(1);
  }
  console.log(`${SCHEMA_FILE} is up to date`);
} else {
  writeFileSync(file, text);
  console.log(`wrote ${SCHEMA_FILE}`);
}
