// Writes the README's list of report formats, between <!-- report-formats:start --> and
// <!-- report-formats:end -->, from the format table (src/report/formats.ts), so the docs list
// exactly the formats `--format` takes. The README is then formatted with prettier.
// Usage: tsx scripts/gen-format-docs.ts [--check]   (--check: exit 1 when README.md is out of date)
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as prettier from 'prettier';
import { formatDocsList } from '../src/report/formats.js';

const root = path.resolve(import.meta.dirname, '..');
const START = '<!-- report-formats:start -->';
const END = '<!-- report-formats:end -->';

/** README.md with its format list regenerated. */
export async function renderReadme(readme: string): Promise<string> {
  const start = readme.indexOf(START);
  const end = readme.indexOf(END);
  if (start < 0 || end < start) throw new Error(`README.md needs the markers ${START} and ${END}`);
  const section = [
    START,
    '<!-- generated from src/report/formats.ts by scripts/gen-format-docs.ts: edit the table, then run it -->',
    '',
    formatDocsList(),
    '',
    END,
  ].join('\n');
  const next = readme.slice(0, start) + section + readme.slice(end + END.length);
  const options = (await prettier.resolveConfig(path.join(root, 'README.md'))) ?? {};
  return prettier.format(next, { ...options, parser: 'markdown' });
}

const file = path.join(root, 'README.md');
const current = readFileSync(file, 'utf8');
const next = await renderReadme(current);
if (current === next) console.log('README.md format list is up to date');
else if (process.argv.includes('--check')) {
  console.error('README.md format list is stale: run npm run docs');
  process.exit(1);
} else {
  writeFileSync(file, next);
  console.log('wrote README.md format list');
}
