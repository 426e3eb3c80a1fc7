/**
 * Secret masking: every text that leaves the process (logs, reports, comments, prompts) passes
 * through a masker built from the secrets read at start-up — the model key and the GitHub token,
 * whatever their shape (a key-shaped pattern would miss a gateway key or an old 40-hex token).
 *
 * A secret is masked as written and in the forms a renderer turns it into before the text is seen:
 * a JSON string (a report, a model's structured answer: `"` becomes `\"`), HTML entities (`<`
 * becomes `&lt;`) and a URL component, and its base64 (standard and URL-safe, with and without
 * padding: a Basic auth header, a data URL, a config blob echoed by a tool). Masking a rendered text is still the last line of defence;
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
 * Standard and URL-safe base64 of the secret, each with and without its `=` padding. Only the secret
 * encoded on its own is found: inside a longer encoded text (`user:secret`) its bytes shift to another
 * alignment, and those forms depend on what precedes it.
 */
function base64Forms(secret: string): string[] {
  const bytes = Buffer.from(secret, 'utf8');
  const standard = bytes.toString('base64');
  const url = bytes.toString('base64url');
  return [standard, standard.replace(/=+$/, ''), url, `${url}${'='.repeat((4 - (url.length % 4)) % 4)}`];
}

/** Deeper than any report or request; stops a cycle or a runaway structure. */
const MAX_DEPTH = 24;

/**
 * A deep copy of `value` with every string (object keys too) masked; numbers, booleans and null
 * are kept. For data about to be rendered (a report, a request's parameters), so the secret is
 * gone before any renderer escapes it into a form the string masker cannot see.
 */
export function maskDeep<T>(value: T, mask: Masker): T {
  const walk = (v: unknown, depth: number): unknown => {
    if (typeof v === 'string') return mask(v);
    if (v === null || typeof v !== 'object' || depth >= MAX_DEPTH) return v;
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
