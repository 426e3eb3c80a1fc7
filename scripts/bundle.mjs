#!/usr/bin/env node
// Bundles the action (dist/index.js) and the CLI (dist/cli.js) with @vercel/ncc, then adds what
// ncc cannot see: the native parts of every GitHub-hosted runner (native-parts.mjs: the ast-grep
// binding, loaded at runtime by src/static/napi.ts, and the grammars of the @ast-grep/lang-*
// packages, whose index.js uses __dirname, which fails inside an ESM bundle) and the static rules'
// catalog, parsed, validated and compiled once here (src/static/built-catalog.ts); and the libraries
// a run requires synchronously on first use (src/regex/vendored.ts), one CommonJS file each. Every
// entry and chunk is then reprinted as ASCII (ascii-source.mjs).
// Usage: bundle.mjs [OUT_DIR]
//
// tsc first compiles src/ to ESM JavaScript and ncc bundles that: given .ts entries, ncc's
// ts-loader path resolves packages with `require` conditions, which ESM-only packages such as
// @actions/core 3 and @octokit/rest 22 do not export.
import { execFileSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { asciiOnly } from './ascii-source.mjs';
import { copyNativeParts } from './native-parts.mjs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const out = path.resolve(root, process.argv[2] ?? 'dist');
const require = createRequire(path.join(root, 'package.json'));
const ENTRIES = [
  ['action.js', 'index.js'],
  ['cli.js', 'cli.js'],
];
const GRAMMARS = ['python', 'go', 'java', 'rust', 'yaml', 'dart'];

rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });
const tmp = path.join(os.tmpdir(), `prlens-bundle-${process.pid}`);
// The compiled tree sits inside the project so that package resolution and ncc's module ids
// (paths relative to the project) are the same on every machine.
const compiled = path.join(root, '.tmp', 'bundle-src');
rmSync(compiled, { recursive: true, force: true });
execFileSync(
  process.execPath,
  [require.resolve('typescript/bin/tsc'), '-p', 'tsconfig.build.json', '--outDir', compiled],
  {
    cwd: root,
    stdio: 'inherit',
  },
);
for (const [entry, name] of ENTRIES) {
  const dir = path.join(tmp, name);
  rmSync(dir, { recursive: true, force: true });
  execFileSync(
    process.execPath,
    [
      require.resolve('@vercel/ncc/dist/ncc/cli.js'),
      'build',
      path.join(compiled, entry),
      '-o',
      dir,
      '--quiet',
    ],
    { cwd: root, stdio: 'inherit' },
  );
  if (name === 'cli.js') renameChunks(dir, 'cli');
  for (const file of readdirSync(dir)) {
    if (file === 'package.json') continue;
    const target = path.join(out, file === 'index.js' ? name : file);
    // Native addons are named by module, so both bundles may emit the same file; that is only safe
    // when the two copies are identical. Asset folders (@grpc/grpc-js's .proto files) come from both
    // bundles too. Lazily loaded chunks cannot collide: the action's are `N.index.js`, the CLI's
    // `N.cli.js` (renameChunks). Most of each bundle is such chunks, to keep start-up cheap: the SDKs, the
    // tokenizer, OpenTelemetry/gRPC and every command's code load only when a run uses them
    // (tests/e2e/bundle-lazy.test.ts), so an entry file stays small and starts fast.
    if (existsSync(target)) {
      if (!sameTree(target, path.join(dir, file))) {
        throw new Error(`both bundles emit ${file} with different contents: give them separate folders`);
      }
      continue;
    }
    renameSync(path.join(dir, file), target);
  }
}
const { VENDORED } = await import(pathToFileURL(path.join(compiled, 'regex', 'vendored.js')).href);
bundleVendored(VENDORED, path.join(tmp, 'vendored'));
rmSync(tmp, { recursive: true, force: true });
// ASCII, so that V8 holds each loaded file one byte a character (ascii-source.mjs).
asciiOnly(out);
// The rule catalog, from the compiled sources: a malformed rule fails the build, naming its file.
const catalog = await import(pathToFileURL(path.join(compiled, 'static', 'built-catalog.js')).href);
const { processLanguages } = await import(pathToFileURL(path.join(compiled, 'static', 'languages.js')).href);
writeFileSync(
  path.join(out, catalog.CATALOG_FILE),
  await catalog.buildCatalog(path.join(root, 'rules'), root, processLanguages),
);
rmSync(compiled, { recursive: true, force: true });

/**
 * Writes `<out>/<name>.cjs` for each library src/regex/vendored.ts requires on first use: ncc bundles
 * the package's CommonJS entry (what `require` resolves) into one file that needs no node_modules.
 */
function bundleVendored(names, dir) {
  for (const name of names) {
    const build = path.join(dir, name);
    execFileSync(
      process.execPath,
      [
        require.resolve('@vercel/ncc/dist/ncc/cli.js'),
        'build',
        require.resolve(name),
        '-o',
        build,
        '--quiet',
      ],
      { cwd: root, stdio: 'inherit' },
    );
    const emitted = readdirSync(build).filter((f) => /^index\.c?js$/.test(f));
    if (emitted.length !== 1) throw new Error(`ncc emitted ${emitted.join(', ') || 'nothing'} for ${name}`);
    renameSync(path.join(build, emitted[0]), path.join(out, `${name}.cjs`));
  }
}

/** Whether two files, or two folders file by file, have the same contents. */
function sameTree(a, b) {
  const [sa, sb] = [statSync(a), statSync(b)];
  if (sa.isDirectory() !== sb.isDirectory()) return false;
  if (!sa.isDirectory()) return readFileSync(a).equals(readFileSync(b));
  const [la, lb] = [readdirSync(a).sort(), readdirSync(b).sort()];
  return (
    la.length === lb.length && la.every((f, i) => f === lb[i] && sameTree(path.join(a, f), path.join(b, f)))
  );
}

/**
 * Names one bundle's lazily loaded chunks `N.<suffix>.js` instead of ncc's `N.index.js`. webpack
 * numbers modules by a hash whose width grows with the module count, so the action bundle (more
 * modules) and the CLI bundle can emit the same chunk under one name with different module ids.
 */
function renameChunks(dir, suffix) {
  const entry = path.join(dir, 'index.js');
  const loader = 'return "" + chunkId + ".index.js";';
  const code = readFileSync(entry, 'utf8');
  const chunks = readdirSync(dir).filter((f) => /^\d+\.index\.js$/.test(f));
  if (chunks.length === 0) return;
  if (code.split(loader).length !== 2) throw new Error(`cannot find ncc's chunk loader in ${entry}`);
  writeFileSync(entry, code.replace(loader, `return "" + chunkId + ".${suffix}.js";`));
  for (const chunk of chunks)
    renameSync(path.join(dir, chunk), path.join(dir, chunk.replace('.index.js', `.${suffix}.js`)));
}
writeFileSync(path.join(out, 'package.json'), '{\n  "type": "module"\n}\n');

copyNativeParts(root, out, require, GRAMMARS);
console.log(`bundled into ${path.relative(root, out) || out}`);
