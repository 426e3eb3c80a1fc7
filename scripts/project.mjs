// The one place that names the repository prlens is published from: package.json's `repository`.
// The README's snippets, the examples/ workflows, the config schema URL and the release script all
// read it from here (scripts/gen-usage.mjs writes them; `npm run docs:check` fails when one is
// stale). `scripts/release-pin.json` holds the last release (version and full commit SHA) that
// the examples pin; scripts/release.mjs writes it after tagging.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

/** The placeholder owner of an unpublished fork: the release script refuses to publish under it. */
export const PLACEHOLDER_OWNER = 'OWNER';

/** `{ owner, name, slug }` from a `repository` field (`github:o/n`, `o/n`, or a GitHub URL). */
export function parseRepository(field) {
  const url = typeof field === 'string' ? field : field?.url;
  if (typeof url !== 'string')
    throw new Error('package.json needs a "repository" naming the GitHub repository');
  const m =
    /^(?:github:|git\+https:\/\/github\.com\/|https:\/\/github\.com\/|git@github\.com:)?([A-Za-z0-9-]+)\/([A-Za-z0-9._-]+?)(?:\.git)?\/?$/.exec(
      url.trim(),
    );
  if (!m) throw new Error(`package.json "repository" is not a GitHub repository: ${url}`);
  return { owner: m[1], name: m[2], slug: `${m[1]}/${m[2]}` };
}

/** The last release the examples pin, or null before the first one. */
export function readPin(dir = root) {
  const file = path.join(dir, 'scripts/release-pin.json');
  if (!existsSync(file)) return null;
  const pin = JSON.parse(readFileSync(file, 'utf8'));
  if (pin.version === null) return null;
  if (!/^\d+\.\d+\.\d+$/.test(pin.version) || !/^[0-9a-f]{40}$/.test(pin.sha)) {
    throw new Error(
      'scripts/release-pin.json needs {"version": "X.Y.Z", "sha": "<40 hex>"} or {"version": null}',
    );
  }
  return pin;
}

/** The repository and the pinned release, read from `dir` (the repository root). */
export function project(dir = root) {
  const pkg = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
  return { ...parseRepository(pkg.repository), version: pkg.version, pin: readPin(dir) };
}

/**
 * What a workflow writes to use prlens: the full SHA of the last release with its tag as a comment
 * (a tag can be moved, a SHA cannot; Dependabot and Renovate update both), or the major tag before
 * the first release.
 */
export function usesRef(p) {
  return p.pin ? `${p.slug}@${p.pin.sha} # v${p.pin.version}` : `${p.slug}@v1`;
}
