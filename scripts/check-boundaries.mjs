#!/usr/bin/env node
// The import boundaries of src/ (README, "Layout"), checked in `npm run lint`:
// - src/core is the pure centre: it imports only itself, zod and node:crypto, never an adapter;
// - the two edges never import each other: src/cli never imports src/action, nor src/action src/cli;
// - src/app holds the use cases both edges share: it imports neither edge, nor src/github (it talks to
//   the forge through the Forge port of src/core/forge.ts; the edges build the GitHub implementation);
// - everything below (review, github, report, llm, static, diff, local, config, obs, prompt, log,
//   i18n, regex) imports neither app nor an edge: the engine and the adapters know no use case;
// - no module imports itself through others (a circle, type-only imports included);
// - inside src/review, the stages (src/review/stages/<stage>/) are a list, not a web: no stage
//   imports another stage's folder; from the review root a stage imports only the shared types
//   (types.ts, run-context.ts); and only the pipeline (src/review/pipeline*.ts) imports the stages
//   from inside src/review, so the model half (src/review/model: plan, exec, deep, reflect, anchor) cannot run one itself.
// A dynamic `import('…')` with a string literal counts like a static import: loading a module late
// does not make a forbidden dependency allowed.
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
  app: ['action', 'cli', 'github'],
};
const LOWER = [
  'review',
  'github',
  'report',
  'llm',
  'static',
  'diff',
  'local',
  'config',
  'obs',
  'prompt',
  'ingest',
  'context',
];
for (const folder of [...LOWER, 'log', 'i18n', 'regex']) FORBIDDEN[folder] = ['app', ...EDGES];
const CORE_ALLOWED = new Set(['zod', 'node:crypto']);
/** What a stage may import from the root of src/review: the shapes every stage shares. */
const REVIEW_SHARED = new Set(['types.ts', 'run-context.ts']);

/** Why an import inside src/review breaks the stage rules, or null (paths relative to src/review). */
function reviewProblem(from, to) {
  const stageOf = (parts) => (parts[0] === 'stages' && parts.length > 2 ? parts[1] : null);
  const [fromStage, toStage] = [stageOf(from), stageOf(to)];
  if (fromStage !== null && toStage !== null && fromStage !== toStage)
    return `stage ${fromStage} must not import stage ${toStage}: share through src/review/types.ts`;
  if (fromStage !== null && to.length === 1 && !REVIEW_SHARED.has(to[0]))
    return `a stage imports only the shared types from the review root (${[...REVIEW_SHARED].join(', ')})`;
  if (fromStage === null && toStage !== null && !(from.length === 1 && from[0].startsWith('pipeline')))
    return 'only the pipeline (src/review/pipeline*.ts) runs the stages';
  return null;
}

function* sources(dir) {
  for (const name of readdirSync(dir)) {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) yield* sources(file);
    else if (name.endsWith('.ts') && !name.endsWith('.test.ts')) yield file;
  }
}

/** Specifiers of a module's static imports and re-exports and of its string-literal `import()` calls. */
function specifiers(text) {
  const found = [];
  for (const m of text.matchAll(/(?:^|\n)\s*(?:import|export)[^'";]*?from\s+['"]([^'"]+)['"]/g))
    found.push(m[1]);
  for (const m of text.matchAll(/\bimport\(\s*['"]([^'"]+)['"]\s*[,)]/g)) found.push(m[1]);
  return found;
}

const problems = [];
/** src-relative module → the src-relative modules it imports, for the circle check. */
const graph = new Map();
for (const file of sources(src)) {
  const rel = path.relative(src, file).split(path.sep);
  const folder = rel.length > 1 ? rel[0] : null;
  const where = `src/${rel.join('/')}`;
  const edges = [];
  graph.set(where, edges);
  for (const spec of specifiers(readFileSync(file, 'utf8'))) {
    if (!spec.startsWith('.')) {
      if (folder === 'core' && !CORE_ALLOWED.has(spec))
        problems.push(`${where} imports '${spec}' (core: only zod, node:crypto)`);
      continue;
    }
    const resolved = path.resolve(path.dirname(file), spec);
    edges.push(`src/${path.relative(src, resolved).split(path.sep).join('/').replace(/\.js$/, '.ts')}`);
    const target = path.relative(src, resolved).split(path.sep);
    const into = target.length > 1 ? target[0] : null;
    if (folder === 'core' && into !== 'core')
      problems.push(`${where} imports '${spec}' (core imports only itself)`);
    if (folder !== null && into !== null && (FORBIDDEN[folder] ?? []).includes(into))
      problems.push(`${where} imports '${spec}' (src/${folder} must not import src/${into})`);
    const module = target.slice(1).map((p, i, all) => (i === all.length - 1 ? p.replace(/\.js$/, '.ts') : p));
    const review = folder === 'review' && into === 'review' && reviewProblem(rel.slice(1), module);
    if (review) problems.push(`${where} imports '${spec}' (${review})`);
  }
}
problems.push(
  ...circles(graph).map((c) => `import circle: ${c.join(' → ')} (move what they share below both)`),
);

/** Each circle of the import graph once, as the modules along it, its first module repeated last. */
function circles(edges) {
  const found = [];
  const state = new Map();
  const stack = [];
  const visit = (node) => {
    state.set(node, 'open');
    stack.push(node);
    for (const next of edges.get(node) ?? []) {
      if (!edges.has(next)) continue;
      if (state.get(next) === 'open') found.push([...stack.slice(stack.indexOf(next)), next]);
      else if (!state.has(next)) visit(next);
    }
    stack.pop();
    state.set(node, 'done');
  };
  for (const node of edges.keys()) if (!state.has(node)) visit(node);
  return found;
}
if (problems.length > 0) {
  console.error(`import boundaries broken (see scripts/check-boundaries.mjs):\n${problems.join('\n')}`);
  process.exit(1);
}
console.log(
  'import boundaries hold: core is pure, the edges (action, cli) stay apart, app and below import no edge, ' +
    'app sees GitHub only through the Forge port, review stages import no other stage',
);
