/**
 * What a JavaScript package's manifest says about a file, as the static lens reads it: which version
 * of a dependency is installed (Dependabot and OSV-Scanner read manifests and lockfiles; Semgrep
 * Supply Chain gates a rule on a dependency's version range) and which files its `scripts` run.
 * Pure: the review's stage reads the files (static-lens/manifest-reads.ts) and hands the facts in.
 *
 * A manifest is input a pull request can edit. The lockfile, which decides what `npm ci` installs,
 * outranks the manifest's range; the scripts are read from the base side only (the static lens's
 * stage), like the base's `.gitattributes` in the select stage: a PR cannot make its own server a
 * maintainer's script by adding a line to `package.json`.
 */
import { normalizeRelative } from '../core/repo-path.js';
import { lockedVersion, type Lockfile } from './lockfile.js';
import { isRecord } from '../core/is-record.js';

/** One `package.json`, reduced to what the rules use. */
export interface PackageManifest {
  /** Repository path of the manifest's folder ('' at the root). */
  dir: string;
  /** Every declared dependency (dependencies, dev, optional, peer) and its version spec. */
  dependencies: ReadonlyMap<string, string>;
  /** The `scripts` entries: name → command. */
  scripts: ReadonlyMap<string, string>;
  /** Files the package ships as its entry points (`main`, `module`, `bin`), repository paths. */
  entries: ReadonlySet<string>;
  /** The electron-builder configuration in its `build` key, as written (build-hooks.ts reads it). */
  builderConfig?: unknown;
}

/** Which facts a file's findings need: the installed versions (heavier: the lockfile too) or only the scripts. */
export interface ManifestNeed {
  versions: boolean;
}

/** What the manifests say about one file; absent parts could not be read (over budget, unreadable). */
export interface ManifestFact {
  /** The manifests at the head, from the file's folder up to the root, nearest first. */
  chain: readonly PackageManifest[];
  /** Whether every folder up to the root was looked at (false: a read failed or the budget ran out). */
  complete: boolean;
  /** The lockfile nearest the file (beside a manifest of the chain), null when none was found. */
  lock: Lockfile | null;
  /**
   * What of the base side's nearest manifest runs the file as a maintainer's task, as the finding's
   * body says it: one of its scripts (`` `package.json` runs it as the script `gen: node gen.js` ``) or
   * a build hook its packager's configuration names (build-hooks.ts).
   */
  runBy?: string | undefined;
}

const DEPENDENCY_KEYS = ['dependencies', 'devDependencies', 'optionalDependencies', 'peerDependencies'];

/** Parses a `package.json` in folder `dir`; null when it is no JSON object (a broken manifest says nothing). */
export function parseManifest(text: string, dir: string): PackageManifest | null {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return null;
  }
  if (!isRecord(json)) return null;
  const dependencies = new Map<string, string>();
  for (const key of DEPENDENCY_KEYS) {
    const block = json[key];
    if (!isRecord(block)) continue;
    for (const [name, spec] of Object.entries(block))
      if (typeof spec === 'string' && !dependencies.has(name)) dependencies.set(name, spec);
  }
  const scripts = new Map<string, string>();
  if (isRecord(json.scripts))
    for (const [name, command] of Object.entries(json.scripts))
      if (typeof command === 'string') scripts.set(name, command);
  const bin = json.bin;
  const named = [json.main, json.module, ...(isRecord(bin) ? Object.values(bin) : [bin])];
  const entries = new Set(named.filter((n) => typeof n === 'string').map((n) => joinPath(dir, n)));
  return { dir, dependencies, scripts, entries, builderConfig: json.build };
}

/**
 * Whether the installed version of `name` is below `bound`, for a file whose manifests are `fact`:
 * `below` / `not-below` with the evidence, `absent` when no manifest of the chain declares it and the
 * lockfile does not hold it (not installed), `unknown` when nothing read can tell.
 */
function dependencyBelow(
  fact: ManifestFact | undefined,
  name: string,
  bound: string,
): { state: 'below' | 'not-below' | 'absent' | 'unknown'; evidence: string } {
  const unknown = { state: 'unknown' as const, evidence: `no readable \`package.json\` declares ${name}` };
  if (!fact) return unknown;
  const declaring = fact.chain.find((m) => m.dependencies.has(name));
  const dir = declaring?.dir ?? fact.chain[0]?.dir ?? '';
  const locked = fact.lock
    ? lockedVersion(fact.lock, name, dir, declaring?.dependencies.get(name))
    : undefined;
  if (typeof locked === 'string') {
    const below = compareVersions(locked, bound) < 0;
    return {
      state: below ? 'below' : 'not-below',
      evidence: `${fact.lock?.path} installs ${name} ${locked}`,
    };
  }
  // A lockfile that cannot tell (an entry whose tarball names another version, an importer it lacks)
  // is no reason to trust the manifest's range instead.
  if (fact.lock && locked === undefined)
    return { state: 'unknown', evidence: `${fact.lock.path} does not say which ${name} it installs` };
  if (!declaring) {
    // Declared nowhere and held by no lockfile that lists every installed package: not installed.
    if (locked === null && fact.complete) return { state: 'absent', evidence: `${name} is not installed` };
    return unknown;
  }
  const spec = declaring.dependencies.get(name) ?? '';
  const lowest = lowestVersion(spec);
  const where = `${joinPath(declaring.dir, 'package.json')} asks for ${name} \`${spec}\``;
  if (lowest === null) return { state: 'unknown', evidence: where };
  // The range admits a version below the bound: an install may pick it (a stale cache, a pinned registry).
  return { state: compareVersions(lowest, bound) < 0 ? 'below' : 'not-below', evidence: where };
}

// npm runs these with the app itself: what they start serves users, never a maintainer's script.
const APP_SCRIPT =
  /(?:^|[:_-])(?:pre|post)?(?:start|serve|server|dev|develop|preview|prod|production|worker|daemon|app)(?:$|[:_-])/i;
// Commands that run a JavaScript or TypeScript file named next: node, tsx, ts-node, babel-node, bun ...
const RUNNERS = new Set([
  'node',
  'tsx',
  'ts-node',
  'ts-node-esm',
  'babel-node',
  'bun',
  'esno',
  'vite-node',
  'zx',
]);
// Runner flags that take the next word as their value (`node -r dotenv/config x.js`).
const VALUED_FLAGS = new Set(['-r', '--require', '--loader', '--import', '-e', '--eval', '--env-file']);
const SCRIPT_FILE = /\.[cm]?[jt]s$/;

/**
 * The script of `manifest` that runs `path` (`lint: node Makefile.js lint`), or undefined: none does,
 * or a script that starts the app (`start`, `dev`, `serve`, …) does, or the package ships it as an
 * entry point (`main`, `bin`): then it is the app or a CLI its users run, not a maintainer's script.
 */
export function scriptRunning(manifest: PackageManifest, path: string): string | undefined {
  if (manifest.entries.has(path)) return undefined;
  let found: string | undefined;
  for (const [name, command] of manifest.scripts) {
    if (!filesRunBy(command).some((file) => joinPath(manifest.dir, file) === path)) continue;
    if (APP_SCRIPT.test(name)) return undefined;
    found ??= `${name}: ${command}`;
  }
  return found;
}

/** The files a script command runs with a JavaScript runner (`node x.js && tsx y.ts`). */
export function filesRunBy(command: string): string[] {
  const files: string[] = [];
  for (const step of command.split(/&&|\|\||[;|]/)) {
    const words = step.trim().split(/\s+/);
    let at = words.findIndex((w) => RUNNERS.has(w));
    if (at < 0) continue;
    if (words[at + 1] === 'run') at++;
    for (let i = at + 1; i < words.length; i++) {
      const word = words[i] ?? '';
      if (VALUED_FLAGS.has(word)) i++;
      else if (!word.startsWith('-')) {
        if (SCRIPT_FILE.test(word)) files.push(word.replace(/^["']|["']$/g, ''));
        break;
      }
    }
  }
  return files;
}

/**
 * The lowest version a spec admits (`^4.1.0` → 4.1.0, `>=3 <5 || ^6` → 3.0.0, `4.x` → 4.0.0); null for
 * a spec that is no version range (`latest`, a git URL, `workspace:*`, `file:`, an `npm:` alias).
 */
export function lowestVersion(spec: string): string | null {
  const lows: string[] = [];
  for (const set of spec.split('||')) {
    const text = set.trim();
    if (text === '' || text === '*' || /^[xX]$/.test(text)) {
      lows.push('0.0.0');
      continue;
    }
    const hyphen = /^(\S+)\s+-\s+\S+$/.exec(text);
    const comparators = hyphen ? [hyphen[1] ?? ''] : text.split(/\s+/);
    let low = '0.0.0';
    for (const comparator of comparators) {
      const m = /^(>=|>|\^|~>?|=|<=?)?\s*v?(\d+)(?:\.(\d+|[xX*]))?(?:\.(\d+|[xX*]))?(-[\w.]+)?$/.exec(
        comparator,
      );
      if (!m) return null;
      if (m[1]?.startsWith('<')) continue;
      const version = [m[2], m[3], m[4]].map((p) => (p && /^\d+$/.test(p) ? p : '0')).join('.');
      if (compareVersions(version, low) > 0) low = version;
    }
    lows.push(low);
  }
  if (lows.length === 0) return null;
  return lows.reduce((a, b) => (compareVersions(a, b) <= 0 ? a : b));
}

/** Compares two versions numerically (`4.2.0(peer)` and `v3` read as 4.2.0 and 3.0.0); a pre-release sorts first. */
export function compareVersions(a: string, b: string): number {
  const parse = (v: string) => {
    const m = /^v?(\d+)(?:\.(\d+))?(?:\.(\d+))?(-[^(+]*)?/.exec(v.trim());
    return { parts: [m?.[1], m?.[2], m?.[3]].map((p) => Number(p ?? 0)), pre: m?.[4] !== undefined };
  };
  const x = parse(a);
  const y = parse(b);
  for (let i = 0; i < 3; i++) {
    const d = (x.parts[i] ?? 0) - (y.parts[i] ?? 0);
    if (d !== 0) return d;
  }
  return Number(y.pre) - Number(x.pre);
}

/**
 * `dir/file` normalised (`./x.js` → x.js); '' is the root folder. A path that climbs out of the
 * repository keeps its `..` (core/repo-path.ts), so it names no file of the repository.
 */
export function joinPath(dir: string, file: string): string {
  const joined = normalizeRelative(dir === '' ? file : `${dir}/${file}`);
  return joined === '.' ? '' : joined;
}

/**
 * What a rule with `metadata.dependency` does with a match, given the file's manifests: `drop` when
 * the installed version is at or above the bound or the package is not installed; else keep it with
 * the sentence its body gets (the evidence, or that the version could not be checked).
 */
export function dependencyGate(
  dependency: { name: string; below: string },
  fact: ManifestFact | undefined,
): { drop: true } | { drop: false; note: string } {
  const { state, evidence } = dependencyBelow(fact, dependency.name, dependency.below);
  if (state === 'not-below' || state === 'absent') return { drop: true };
  if (state === 'below') return { drop: false, note: `${evidence}, below ${dependency.below}.` };
  return {
    drop: false,
    note: `The installed version of ${dependency.name} could not be checked (${evidence}): this holds only below ${dependency.name} ${dependency.below}.`,
  };
}

/**
 * What a rule with `metadata.needs-package` does with a match: `drop` when the file's manifests show
 * none of `names` installed (declared nowhere, absent from a lockfile that lists every installed
 * package), else keep it, also where nothing read can tell.
 */
export function packageGate(names: readonly string[], fact: ManifestFact | undefined): { drop: boolean } {
  // `absent` is decided before any version is compared, so the bound asked for does not matter.
  return { drop: names.every((name) => dependencyBelow(fact, name, '0').state === 'absent') };
}
