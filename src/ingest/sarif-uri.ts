/**
 * Where a result's file is, as a path. Tools write it many ways: a relative URI with a `uriBaseId`
 * (`%SRCROOT%`, `PROJECTROOT`) that `originalUriBaseIds` may define as an absolute `file://` URI or
 * leave undefined (then it is the checkout root, §3.14.14); an absolute `file:///home/runner/work/…`
 * URI (ESLint's formatter); a bare absolute path; or a path relative to the checkout. `repoPath`
 * strips the checkout's own prefixes (GITHUB_WORKSPACE, the repository root) so what is left can be
 * compared with the PR's file names.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export type UriBases = Record<string, { uri: string | undefined; uriBaseId: string | undefined }>;

/** Bases may chain to other bases; a cycle is cut after a few steps. */
const MAX_BASE_CHAIN = 8;

/** The URI joined to its base (recursively), as an absolute path, a `file:` URI or a relative path. */
export function resolveArtifactUri(uri: string, baseId: string | undefined, bases: UriBases): string {
  let resolved = uri;
  let id = baseId;
  for (let step = 0; id !== undefined && step < MAX_BASE_CHAIN; step++) {
    const base = bases[id];
    if (!base?.uri) break;
    if (isAbsoluteUri(resolved)) break;
    resolved = joinUri(base.uri, resolved);
    id = base.uriBaseId;
  }
  return resolved;
}

function isAbsoluteUri(uri: string): boolean {
  return /^[a-z][a-z0-9+.-]*:/i.test(uri) || uri.startsWith('/');
}

function joinUri(base: string, relative: string): string {
  const withSlash = base.endsWith('/') ? base : `${base}/`;
  if (/^[a-z][a-z0-9+.-]*:/i.test(withSlash)) return new URL(relative, withSlash).href;
  return `${withSlash}${relative}`;
}

/**
 * The path inside the repository, or null for a file outside every root (another checkout, a
 * library in the tool cache). Roots are absolute directories; the longest matching one wins.
 */
export function repoPath(uri: string, roots: readonly string[]): string | null {
  let file: string;
  if (/^file:/i.test(uri)) {
    try {
      file = fileURLToPath(uri);
    } catch {
      return null;
    }
  } else if (/^[a-z][a-z0-9+.-]+:/i.test(uri)) {
    return null; // http:, and other schemes, name no file of the checkout
  } else {
    file = safeDecode(uri);
  }
  if (!path.isAbsolute(file)) return clean(file);
  const sorted = [...roots].map((r) => path.resolve(r)).sort((a, b) => b.length - a.length);
  for (const root of sorted) {
    const rel = path.relative(root, file);
    if (rel !== '' && !rel.startsWith('..') && !path.isAbsolute(rel)) return clean(rel);
  }
  return null;
}

function clean(rel: string): string | null {
  const normal = path.posix.normalize(rel.split(path.sep).join('/')).replace(/^(\.\/)+/, '');
  return normal.startsWith('../') || normal === '..' || normal === '.' ? null : normal;
}

function safeDecode(uri: string): string {
  try {
    return decodeURIComponent(uri);
  } catch {
    return uri;
  }
}
