/**
 * Secret masking: every text that leaves the process (logs, reports, comments, prompts) passes
 * through a masker built from the secrets read at start-up — the model key and the GitHub token,
 * whatever their shape (a key-shaped pattern would miss a gateway key or an old 40-hex token).
 *
 * A secret is masked as written and in the forms a renderer turns it into before the text is seen:
 * a JSON string (a report, a model's structured answer: `"` becomes `\"`), HTML entities (`<`
 * becomes `&lt;`) and a URL component, and its base64 (standard and URL-safe, with and without
 * padding, alone or inside a longer encoded text: a Basic auth header of `user:secret`, a data URL,
 * a config blob echoed by a tool). Masking a rendered text is still the last line of defence;
 * the first is `maskDeep` on the data before it is rendered, so no escaping can hide a secret.
 */

/** Secrets shorter than this are not masked: masking "a" would garble every message. */
const MIN_SECRET_LENGTH = 6;

const MASK = '***';

export type Masker = (text: string) => string;

/** Returns a function that replaces every occurrence of the given secrets with `***`. */
export function createMasker(secrets: ReadonlyArray<string | undefined | null>): Masker {
  const raw = secrets.filter((s): s is string => !!s && s.trim().length >= MIN_SECRET_LENGTH);
  const values = [...new Set(raw.flatMap(renderedForms))]
    // Longest first so a secret that contains another (or its own escaped form) is masked whole.
    .sort((a, b) => b.length - a.length);
  if (values.length === 0) return (text) => text;
  return (text) => {
    let out = text;
    for (const value of values) if (out.includes(value)) out = out.split(value).join(MASK);
    return out;
  };
}

/** Runs `text` through every masker in turn (a run's masker, a client's own token, …). */
export function chainMaskers(...maskers: ReadonlyArray<Masker | undefined>): Masker {
  const list = maskers.filter((m): m is Masker => m !== undefined);
  return (text) => list.reduce((out, mask) => mask(out), text);
}

/** The secret as written, as a JSON string body, with HTML entities, as a URL component and in base64. */
function renderedForms(secret: string): string[] {
  const json = JSON.stringify(secret).slice(1, -1);
  const html = secret
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
  return [secret, json, html, encodeURIComponent(secret), ...base64Forms(secret)];
}

/**
 * Standard and URL-safe base64 of the secret, each with and without its `=` padding, and the part of
 * its encoding that does not depend on its neighbours at each of base64's three byte alignments:
 * inside a longer encoded text (`Basic base64(user:secret)`) the secret's bytes start 0, 1 or 2 bytes
 * into a 3-byte group, and only the characters at its edges mix in bits of what surrounds it.
 */
function base64Forms(secret: string): string[] {
  const bytes = Buffer.from(secret, 'utf8');
  const standard = bytes.toString('base64');
  const url = bytes.toString('base64url');
  const forms = [
    standard,
    standard.replace(/=+$/, ''),
    url,
    `${url}${'='.repeat((4 - (url.length % 4)) % 4)}`,
  ];
  for (let shift = 0; shift < 3; shift++) {
    const shifted = Buffer.concat([Buffer.alloc(shift), bytes]);
    // Characters wholly inside the secret's bits: from the first after the shift's bits to the
    // last one before the bits of whatever follows.
    const from = Math.ceil((shift * 8) / 6);
    const to = Math.floor((shifted.length * 8) / 6);
    if (to - from < MIN_SECRET_LENGTH) continue;
    forms.push(shifted.toString('base64').slice(from, to), shifted.toString('base64url').slice(from, to));
  }
  return forms;
}

/** Deeper than any report or request; stops a cycle or a runaway structure. */
export const MAX_MASK_DEPTH = 24;

/** What stands for data nested past MAX_MASK_DEPTH: it is dropped, never passed on unmasked. */
export const TOO_DEEP = '[not shown: nested too deep to mask]';

/**
 * A deep copy of `value` with every string (object keys too) masked; numbers, booleans and null
 * are kept. For data about to be rendered (a report, a request's parameters), so the secret is
 * gone before any renderer escapes it into a form the string masker cannot see.
 */
export function maskDeep<T>(value: T, mask: Masker): T {
  const walk = (v: unknown, depth: number): unknown => {
    if (typeof v === 'string') return mask(v);
    if (v === null || typeof v !== 'object') return v;
    // Fail closed: past the limit nothing is copied, so nothing unmasked can slip through.
    if (depth >= MAX_MASK_DEPTH) return TOO_DEEP;
    if (Array.isArray(v)) return v.map((item) => walk(item, depth + 1));
    // Only plain data: class instances (a signal, a buffer) are passed through untouched.
    const proto = Object.getPrototypeOf(v) as unknown;
    if (proto !== Object.prototype && proto !== null) return v;
    const out: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(v)) out[mask(key)] = walk(item, depth + 1);
    return out;
  };
  return walk(value, 0) as T;
}
