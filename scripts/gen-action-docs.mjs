#!/usr/bin/env node
// Writes the action's input and output tables into README.md, between
// <!-- action-inputs:start --> and <!-- action-inputs:end -->, from action.yml, so the docs cannot
// drift from the action. The README is then formatted with prettier, as `npm run format` would.
// Usage: gen-action-docs.mjs [--check]   (--check: exit 1 when README.md is out of date)
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as prettier from 'prettier';
import { parse } from 'yaml';

const root = path.resolve(import.meta.dirname, '..');
const START = '<!-- action-inputs:start -->';
const END = '<!-- action-inputs:end -->';

/** `Default: `x`.` at the end of a description: inputs the repo file may set keep `default: ''`. */
const DEFAULT_IN_TEXT = /\s*Default: (`[^`]*`)\.?\s*$/;

const cell = (text) => String(text).replace(/\s+/g, ' ').trim().replace(/\|/g, '\\|');

export function renderTables(actionYml) {
  const action = parse(actionYml);
  const inputs = Object.entries(action.inputs ?? {}).map(([name, spec]) => {
    let description = String(spec.description ?? '');
    let def = spec.default === undefined || spec.default === '' ? '' : `\`${spec.default}\``;
    const inText = DEFAULT_IN_TEXT.exec(description);
    if (inText) {
      description = description.slice(0, inText.index);
      def ||= inText[1];
    }
    return `| \`${name}\` | ${cell(description)} | ${cell(def || '_empty_')} |`;
  });
  const outputs = Object.entries(action.outputs ?? {}).map(
    ([name, spec]) => `| \`${name}\` | ${cell(spec.description ?? '')} |`,
  );
  return [
    START,
    '<!-- generated from action.yml by scripts/gen-action-docs.mjs: edit action.yml, then run it -->',
    '',
    '| input | description | default |',
    '| --- | --- | --- |',
    ...inputs,
    '',
    '| output | description |',
    '| --- | --- |',
    ...outputs,
    '',
    END,
  ].join('\n');
}

export async function renderReadme(readme, actionYml) {
  const start = readme.indexOf(START);
  const end = readme.indexOf(END);
  if (start < 0 || end < start) throw new Error(`README.md needs the markers ${START} and ${END}`);
  const next = readme.slice(0, start) + renderTables(actionYml) + readme.slice(end + END.length);
  const options = (await prettier.resolveConfig(path.join(root, 'README.md'))) ?? {};
  return prettier.format(next, { ...options, parser: 'markdown' });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const readmePath = path.join(root, 'README.md');
  const readme = readFileSync(readmePath, 'utf8');
  const next = await renderReadme(readme, readFileSync(path.join(root, 'action.yml'), 'utf8'));
  if (process.argv.includes('--check')) {
    if (next !== readme) {
      console.error('README.md is out of date with action.yml: run node scripts/gen-action-docs.mjs');
      process.exit(1);
    }
  } else if (next !== readme) {
    writeFileSync(readmePath, next);
    console.log('README.md: action inputs and outputs updated');
  }
}
