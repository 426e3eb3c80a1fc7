#!/usr/bin/env node
// Bundles the action (dist/index.js) and the CLI (dist/cli.js) with @vercel/ncc, then copies what
// ncc cannot see: the ast-grep grammars of the @ast-grep/lang-* packages (their index.js uses
// __dirname, which fails inside an ESM bundle) and the static rules. Usage: bundle.mjs [OUT_DIR]
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const out = path.resolve(root, process.argv[2] ?? 'dist');
const require = createRequire(path.join(root, 'package.json'));
const ENTRIES = [
  ['src/action.ts', 'index.js'],
  ['src/cli.ts', 'cli.js'],
];
const GRAMMARS = ['python', 'go', 'java', 'rust'];

rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });
const tmp = path.join(os.tmpdir(), `prlens-bundle-${process.pid}`);
for (const [entry, name] of ENTRIES) {
  const dir = path.join(tmp, name);
  rmSync(dir, { recursive: true, force: true });
  execFileSync(
    process.execPath,
    [
      require.resolve('@vercel/ncc/dist/ncc/cli.js'),
      'build',
      path.join(root, entry),
      '-o',
      dir,
      '--transpile-only',
      '--quiet',
    ],
    { cwd: root, stdio: 'inherit' },
  );
  for (const file of readdirSync(dir)) {
    if (file === 'package.json') continue;
    // Native addons are shared by both bundles under the same name; the last copy wins, they are identical.
    renameSync(path.join(dir, file), path.join(out, file === 'index.js' ? name : file));
  }
}
rmSync(tmp, { recursive: true, force: true });
writeFileSync(path.join(out, 'package.json'), '{\n  "type": "module"\n}\n');

// GitHub's hosted runners are Linux x64: ship that prebuild of each grammar.
mkdirSync(path.join(out, 'grammars'), { recursive: true });
for (const lang of GRAMMARS) {
  const pkgDir = path.dirname(require.resolve(`@ast-grep/lang-${lang}/package.json`));
  const so = path.join(pkgDir, 'prebuilds', 'prebuild-Linux-X64', 'parser.so');
  if (!existsSync(so)) throw new Error(`missing grammar ${so}: run npm ci`);
  cpSync(so, path.join(out, 'grammars', `${lang}.so`));
}
cpSync(path.join(root, 'rules'), path.join(out, 'rules'), {
  recursive: true,
  filter: (f) => !f.endsWith('.md'),
});
console.log(`bundled into ${path.relative(root, out) || out}`);
