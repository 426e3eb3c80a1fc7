/**
 * Untrusted text (a diff, a PR description, a file, a model's earlier answer) reaches a model only
 * between delimiters that carry a per-run nonce the text cannot contain, so nothing in it can close
 * the fence and read as an instruction. Every prompt of prlens fences its data this way.
 */
// node:crypto is loaded on first use (process.getBuiltinModule): this module sits on the path of a
// static-only review, which never fences a prompt (issue 48).
const crypto = () => process.getBuiltinModule('node:crypto');

/**
 * Nonces are decimal digits, 15 of them (48 random bits). A tokenizer cuts digits in runs of three
 * (o200k_base, cl100k_base), so every nonce costs the same 5 tokens wherever it appears; a hex nonce
 * of the same strength costs 5 to 9 depending on its letters, and a deep turn repeats it 8 times.
 */
const NONCE_DIGITS = 15;

/** The nonce spelled by `bytes` (6 random bytes give a 48-bit nonce): decimal, zero-padded. */
export function nonceOf(bytes: Uint8Array): string {
  const value = BigInt(`0x${Buffer.from(bytes).toString('hex') || '0'}`) % 10n ** BigInt(NONCE_DIGITS);
  return value.toString().padStart(NONCE_DIGITS, '0');
}

/** A fresh random nonce. */
export function randomNonce(): string {
  return nonceOf(crypto().randomBytes(6));
}

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
    candidate = nonceOf(crypto().createHash('sha256').update(candidate).digest().subarray(0, 6));
  }
  return candidate;
}
