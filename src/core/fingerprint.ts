import { createHash } from 'node:crypto';

/** Collapses an anchor so that re-indentation, diff markers and spacing do not change identity. */
export function normalizeAnchor(anchor: string): string {
  return anchor
    .replace(/^\s*[+-](?=\s|\S)/, '')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();
}

/**
 * A wording-free identity for a finding: the same problem on the same code gets the same
 * fingerprint across runs, lenses and rewordings of the title or body.
 */
export function fingerprint(input: { path: string; category: string; anchor: string }): string {
  const key = [input.path, input.category.trim().toLowerCase(), normalizeAnchor(input.anchor)].join('\u0000');
  return createHash('sha256').update(key).digest('hex').slice(0, 16);
}
