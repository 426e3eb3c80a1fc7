/**
 * The version of a package a lockfile installs for one folder of the repository: npm's
 * `package-lock.json` (v1 to v3), pnpm's `pnpm-lock.yaml` (v5 to v9) and Yarn's `yarn.lock` (classic
 * and Berry). Read line by line or as JSON, without a YAML parser: only one package's entry is wanted.
 */
import { isRecord } from '../core/is-record.js';

/** A lockfile read from the repository. */
export interface Lockfile {
  /** Repository path of the lockfile. */
  path: string;
  text: string;
}

/** The lockfile names, in the order they are looked for beside a manifest. */
export const LOCKFILE_NAMES = ['package-lock.json', 'pnpm-lock.yaml', 'yarn.lock'] as const;

/**
 * The version of `name` the lockfile installs for code in folder `dir` (a repository path), given the
 * spec that folder's manifest declares: a version; null when the lockfile lists every installed package
 * and not this one; undefined when it cannot tell (an unknown format, several candidates).
 */
export function lockedVersion(
  lock: Lockfile,
  name: string,
  dir: string,
  spec?: string,
): string | null | undefined {
  const lockDir = lock.path.includes('/') ? lock.path.slice(0, lock.path.lastIndexOf('/')) : '';
  const inside =
    lockDir === ''
      ? dir
      : dir === lockDir
        ? ''
        : dir.startsWith(`${lockDir}/`)
          ? dir.slice(lockDir.length + 1)
          : null;
  if (inside === null) return undefined;
  const file = lock.path.slice(lock.path.lastIndexOf('/') + 1);
  if (file === 'package-lock.json') return npmLocked(lock, name, inside);
  if (file === 'pnpm-lock.yaml') return pnpmLocked(lock.text, name, inside);
  if (file === 'yarn.lock') return yarnLocked(lock.text, name, spec);
  return undefined;
}

const parsedNpm = new WeakMap<Lockfile, unknown>();

/** npm: the `node_modules/<name>` entry Node's resolution finds first from `dir` upward (v2, v3); v1's top level. */
function npmLocked(lock: Lockfile, name: string, dir: string): string | null | undefined {
  let json = parsedNpm.get(lock);
  if (json === undefined) {
    try {
      json = JSON.parse(lock.text) as unknown;
    } catch {
      json = null;
    }
    parsedNpm.set(lock, json);
  }
  if (!isRecord(json)) return undefined;
  const packages = json.packages;
  if (isRecord(packages)) {
    const parts = dir === '' ? [] : dir.split('/');
    for (let depth = parts.length; depth >= 0; depth--) {
      const prefix = parts.slice(0, depth).join('/');
      const entry = packages[`${prefix === '' ? '' : `${prefix}/`}node_modules/${name}`];
      if (isRecord(entry) && typeof entry.version === 'string') return checked(entry.version, entry.resolved);
    }
    return null;
  }
  const dependencies = json.dependencies;
  if (!isRecord(dependencies)) return undefined;
  const entry = dependencies[name];
  return isRecord(entry) && typeof entry.version === 'string' ? checked(entry.version, entry.resolved) : null;
}

/**
 * The version, unless the tarball the entry resolves to names another one: what gets installed is the
 * `resolved` tarball (its integrity is checked against it, not against `version`), so a lockfile
 * edited to say 4.1.0 while resolving js-yaml-3.14.1.tgz tells nothing.
 */
function checked(version: string, resolved: unknown): string | undefined {
  if (typeof resolved !== 'string') return version;
  const tarball = /\/-\/[^/]+?-(\d[^/#?]*)\.tgz(?:[#?]|$)/.exec(resolved);
  return tarball && tarball[1] !== version ? undefined : version;
}

/** pnpm: the version under the importer of `dir` (`importers:` since v5.3), else the top level (v5). */
function pnpmLocked(text: string, name: string, dir: string): string | null | undefined {
  const lines = text.split('\n').map((l) => l.replace(/\r$/, ''));
  const key = (line: string) =>
    line
      .trim()
      .replace(/:.*$/, '')
      .replace(/^['"]|['"]$/g, '');
  const depth = (line: string) => line.length - line.trimStart().length;
  const importers = lines.indexOf('importers:');
  let from = 0;
  let to = lines.length;
  let indent = 0;
  if (importers >= 0) {
    const importer = dir === '' ? '.' : dir;
    const head = lines.findIndex((l, i) => i > importers && depth(l) === 2 && key(l) === importer);
    if (head < 0) return undefined;
    const end = lines.findIndex((l, i) => i > head && l.trim() !== '' && depth(l) <= 2);
    [from, to, indent] = [head + 1, end < 0 ? lines.length : end, 4];
  } else if (dir !== '') return undefined;
  for (let i = from; i < to; i++) {
    const line = lines[i] ?? '';
    if (
      depth(line) !== indent ||
      !/^(?:dependencies|devDependencies|optionalDependencies):$/.test(line.trim())
    )
      continue;
    for (let j = i + 1; j < to; j++) {
      const entry = lines[j] ?? '';
      if (entry.trim() === '') continue;
      if (depth(entry) <= indent) break;
      if (depth(entry) !== indent + 2 || key(entry) !== name) continue;
      // pnpm 5: `js-yaml: 4.1.0`; pnpm 6 to 9: `specifier:` and `version:` lines below the name.
      const inline = /:\s*(\S+)$/.exec(entry.trim());
      if (inline?.[1]) return inline[1].replace(/^['"]|['"]$/g, '');
      for (let k = j + 1; k < to && depth(lines[k] ?? '') > indent + 2; k++) {
        const version = /^\s*version:\s*['"]?([^'"\s]+)/.exec(lines[k] ?? '');
        if (version) return version[1];
      }
      return undefined;
    }
  }
  return null;
}

/** Yarn: the entry whose header names `name@spec` (`name@npm:spec` in Berry); without a spec, the only entry. */
function yarnLocked(text: string, name: string, spec: string | undefined): string | null | undefined {
  const lines = text.split('\n').map((l) => l.replace(/\r$/, ''));
  const candidates: Array<{ specs: string[]; version: string | undefined }> = [];
  for (const [i, line] of lines.entries()) {
    if (line.startsWith(' ') || !line.endsWith(':') || line.startsWith('#')) continue;
    const specs = line
      .slice(0, -1)
      .split(',')
      .map((s) => s.trim().replace(/^"|"$/g, ''))
      .filter((s) => s.startsWith(`${name}@`))
      .map((s) => s.slice(name.length + 1).replace(/^npm:/, ''));
    if (specs.length === 0) continue;
    let version: string | undefined;
    let resolved: string | undefined;
    for (let j = i + 1; j < lines.length && (lines[j] ?? '').startsWith(' '); j++) {
      version ??= /^\s+version:?\s+"?([^"\s]+)"?/.exec(lines[j] ?? '')?.[1];
      resolved ??= /^\s+resolved:?\s+"?([^"\s]+)"?/.exec(lines[j] ?? '')?.[1];
    }
    candidates.push({ specs, version: version === undefined ? undefined : checked(version, resolved) });
  }
  if (candidates.length === 0) return null;
  if (spec !== undefined) return candidates.find((c) => c.specs.includes(spec))?.version;
  return candidates.length === 1 ? candidates[0]?.version : undefined;
}
