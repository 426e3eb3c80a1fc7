// The native parts the bundle carries for every GitHub-hosted runner (issue 46, point 1): the
// ast-grep binding of each platform and each grammar's prebuild. The action runs from its
// committed dist/ with no node_modules, so it cannot use the platform package npm would install.
//
// The binding of another platform is not installed here (npm skips optional dependencies whose
// `os`/`cpu` do not match), so its tarball is fetched with `npm pack` into .tmp/native-packs/ once
// and checked against the integrity package-lock.json records for it.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';

/** GitHub-hosted runners: `<platform>-<arch>` as Node names them, the napi package, the grammar prebuild. */
export const RUNNER_PLATFORMS = [
  { key: 'linux-x64', napi: 'linux-x64-gnu', prebuild: 'prebuild-Linux-X64' },
  { key: 'linux-arm64', napi: 'linux-arm64-gnu', prebuild: 'prebuild-Linux-ARM64' },
  { key: 'darwin-arm64', napi: 'darwin-arm64', prebuild: 'prebuild-macOS-ARM64' },
  { key: 'darwin-x64', napi: 'darwin-x64', prebuild: 'prebuild-macOS-X64' },
  { key: 'win32-x64', napi: 'win32-x64-msvc', prebuild: 'prebuild-Windows-X64' },
];

/** The `.node` file of `@ast-grep/napi-<napi>`: the installed package, else a verified `npm pack`. */
function napiBinary(root, napi) {
  const name = `@ast-grep/napi-${napi}`;
  const file = `ast-grep-napi.${napi}.node`;
  const installed = path.join(root, 'node_modules', name, file);
  if (existsSync(installed)) return installed;
  const lock = JSON.parse(readFileSync(path.join(root, 'package-lock.json'), 'utf8'));
  const entry = lock.packages?.[`node_modules/${name}`];
  if (!entry?.integrity) throw new Error(`package-lock.json has no integrity for ${name}: run npm install`);
  const cache = path.join(root, '.tmp', 'native-packs', `${napi}-${entry.version}`);
  const unpacked = path.join(cache, 'package', file);
  if (existsSync(unpacked)) return unpacked;
  mkdirSync(cache, { recursive: true });
  execFileSync('npm', ['pack', `${name}@${entry.version}`, '--silent'], { cwd: cache, stdio: 'ignore' });
  const tarball = readdirSync(cache).find((f) => f.endsWith('.tgz'));
  if (!tarball) throw new Error(`npm pack ${name}@${entry.version} wrote no tarball (offline?)`);
  const [algorithm, expected] = entry.integrity.split('-');
  const actual = createHash(algorithm)
    .update(readFileSync(path.join(cache, tarball)))
    .digest('base64');
  if (actual !== expected) throw new Error(`${tarball} does not match package-lock.json's integrity`);
  execFileSync('tar', ['-xzf', tarball], { cwd: cache });
  if (!existsSync(unpacked)) throw new Error(`${tarball} has no ${file}`);
  return unpacked;
}

/** Copies each runner's binding to `<out>/native/<key>/` and grammars to `<out>/grammars/<prebuild>/`. */
export function copyNativeParts(root, out, require, grammars) {
  for (const platform of RUNNER_PLATFORMS) {
    const dir = path.join(out, 'native', platform.key);
    mkdirSync(dir, { recursive: true });
    cpSync(napiBinary(root, platform.napi), path.join(dir, 'ast-grep-napi.node'));
    mkdirSync(path.join(out, 'grammars', platform.prebuild), { recursive: true });
    for (const lang of grammars) {
      const pkgDir = path.dirname(require.resolve(`@ast-grep/lang-${lang}/package.json`));
      const so = path.join(pkgDir, 'prebuilds', platform.prebuild, 'parser.so');
      if (!existsSync(so)) throw new Error(`missing grammar ${so}: run npm ci`);
      cpSync(so, path.join(out, 'grammars', platform.prebuild, `${lang}.so`));
    }
  }
}
