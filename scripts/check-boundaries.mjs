#!/usr/bin/env node
// The import boundaries of src/ (README, "Layout"), checked in `npm run lint`:
// - src/core is the pure centre: it imports only itself, zod and node:crypto, never an adapter;
// - the two edges never import each other: src/cli never imports src/action, nor src/action src/cli;
// - src/app holds the use cases both edges share: it imports neither edge;
// - everything below (review, github, report, llm, static, diff, local, config, obs, prompt, log,
//   i18n, regex) imports neither app nor an edge: the engine and the adapters know no use case.
// `--root DIR` checks another tree (the script's own test points it at a temporary one).
import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const args = process.argv.slice(2);
const at = args.indexOf('--root');
const root = at >= 0 ? path.resolve(args[at + 1]) : path.resolve(import.meta.dirname, '..');
const src = path.join(root, 'src');

const EDGES = ['action', 'cli'];
/** Folder of src → the folders of src it must not import. */
const FORBIDDEN = {
  action: ['cli'],
  cli: ['action'],
  app: ['action', 'cli'],
};
const LOWER = ['review', 'github', 'report', 'llm', 'static', 'diff', 'local', 'config', 'obs', 'prompt'];
for (const folder of [...LOWER, 'log', 'i18n', 'regex']) FORBIDDEN[folder] = ['app', ...EDGES];
const CORE_ALLOWED = new Set(['zod', 'node:crypto']);

function* sources(dir) {
  for (const name of readdirSync(dir)) {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) yield* sources(file);
    else if (name.endsWith('.ts') && !name.endsWith('.test.ts')) yield file;
  }
}

const problems = [];
for (const file of sources(src)) {
  const rel = path.relative(src, file).split(path.sep);
  const folder = rel.length > 1 ? rel[0] : null;
  const text = readFileSync(file, 'utf8');
  for (const match of text.matchAll(/(?:^|\n)\s*(?:import|export)[^'";]*?from\s+['"]([^'"]+)['"]/g)) {
    const spec = match[1];
    const where = `src/${rel.join('/')}`;
    if (!spec.startsWith('.')) {
      if (folder === 'core' && !CORE_ALLOWED.has(spec))
        problems.push(`${where} imports '${spec}' (core: only zod, node:crypto)`);
      continue;
    }
    const target = path.relative(src, path.resolve(path.dirname(file), spec)).split(path.sep);
    const into = target.length > 1 ? target[0] : null;
    if (folder === 'core' && into !== 'core')
      problems.push(`${where} imports '${spec}' (core imports only itself)`);
    if (folder !== null && into !== null && (FORBIDDEN[folder] ?? []).includes(into))
      problems.push(`${where} imports '${spec}' (src/${folder} must not import src/${into})`);
  }
}
if (problems.length > 0) {
  console.error(`import boundaries broken (see scripts/check-boundaries.mjs):\n${problems.join('\n')}`);
  process.exit(1);
}
console.log(
  'import boundaries hold: core is pure, the edges (action, cli) stay apart, app and below import no edge',
);
