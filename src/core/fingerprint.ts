import { sha256Hex } from './sha256.js';

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
 * fingerprint across runs, lenses and rewordings of the title or body. The side is part of it: a
 * deleted line (LEFT) is gone from the head, so a finding on it is not the finding a thread on
 * the same text at the head recorded; were they one, a fixing push that deletes the flagged line
 * would keep that thread open. RIGHT adds nothing to the key, so the fingerprints earlier runs
 * posted (and teams ignored) stay as they were.
 */
export function fingerprint(input: {
  path: string;
  category: string;
  anchor: string;
  side?: 'RIGHT' | 'LEFT' | undefined;
}): string {
  const parts = [input.path, input.category.trim().toLowerCase(), normalizeAnchor(input.anchor)];
  if (input.side === 'LEFT') parts.push('LEFT');
  const key = parts.join('\u0000');
  // SHA-256 without node:crypto, whose loading cost more than the hashing (sha256.ts, issue 48).
  return sha256Hex(key).slice(0, 16);
}
