/**
 * Untrusted text (a diff, a PR description, a file, a model's earlier answer) reaches a model only
 * between delimiters that carry a per-run nonce the text cannot contain, so nothing in it can close
 * the fence and read as an instruction. Every prompt of prlens fences its data this way.
 */
import { createHash } from 'node:crypto';

/** The delimiters of one kind of data (`DIFF`, `INTENT`) for a nonce. */
export function delimiters(kind: string, nonce: string): { open: string; close: string } {
  return { open: `<<<${kind}-${nonce}`, close: `${kind}-${nonce}>>>` };
}

/**
 * Returns `nonce`, or when any text contains it (a random nonce cannot be ruled out, and a forced one
 * in tests can collide) a nonce derived from it that none contains. Deterministic, so every lens
 * call of one unit still gets a byte-identical system prompt.
 */
export function safeNonce(nonce: string, texts: readonly string[]): string {
  let candidate = nonce;
  while (texts.some((t) => t.includes(candidate))) {
    candidate = createHash('sha256').update(candidate).digest('hex').slice(0, Math.max(nonce.length, 12));
  }
  return candidate;
}
