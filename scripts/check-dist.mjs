#!/usr/bin/env node
// Rebuilds the bundle into a temporary folder and fails when it differs from the committed dist/.
import { execFileSync } from 'node:child_process';
import { readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const fresh = path.join(os.tmpdir(), `prlens-check-dist-${process.pid}`);
execFileSync(process.execPath, [path.join(root, 'scripts/bundle.mjs'), fresh], {
  cwd: root,
  stdio: 'inherit',
});

function list(dir, prefix = '') {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? list(full, `${prefix}${name}/`) : [`${prefix}${name}`];
  });
}
const committed = path.join(root, 'dist');
const a = new Set(list(committed));
const b = new Set(list(fresh));
const problems = [];
for (const f of b) if (!a.has(f)) problems.push(`missing from dist/: ${f}`);
for (const f of a) if (!b.has(f)) problems.push(`stale in dist/: ${f}`);
for (const f of b) {
  if (a.has(f) && !readFileSync(path.join(committed, f)).equals(readFileSync(path.join(fresh, f)))) {
    problems.push(`differs: dist/${f}`);
  }
}
rmSync(fresh, { recursive: true, force: true });
if (problems.length > 0) {
  console.error(
    `dist/ does not match the source. Run \`npm run build\` and commit dist/.\n${problems.join('\n')}`,
  );
  process.exit(1);
}
console.log('dist/ matches the source');
