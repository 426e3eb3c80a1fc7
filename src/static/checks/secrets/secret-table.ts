/**
 * The one table of secret formats. The provider-token check flags them (provider-token-check.ts),
 * the prompt redactor hides them from the model (src/prompt/redact.ts), the session transcript
 * scrubs them (src/obs/scrub.ts, through the redactor) and every report excerpt shows only their
 * prefix (src/report/secret-excerpts.ts). Before, the redactor kept a shorter list of its own, so a
 * Stripe, npm or AWS secret key the check called critical still went to the model (issue 42, point 5).
 *
 * Each kind has a literal prefix, found in one pass of `PREFIX` over the text; its pattern runs only
 * where its prefix occurs. `pattern` is what the check reports (exact lengths, placeholders left
 * out); `loose`, where given, is what is hidden: redacting a near miss costs nothing, missing one
 * sends a key away. A kind without a rule is hidden but not flagged (an LLM key prefix is also a
 * common word part, and a JWT is often a test fixture).
 *
 * The formats follow secretlint's recommended preset (@secretlint/secretlint-rule-preset-recommend:
 * its github, aws, slack, npm, openai, anthropic and privatekey rules) and each provider's documented
 * format, linked per rule. secretlint itself is not adopted (issue 46 asked): it is a linter with its
 * own config loader, async per-file runner and a dozen packages, while prlens needs the patterns in
 * three synchronous places — a check, a per-line prompt redactor and a deep scrubber of transcripts —
 * anchored and masked the same way. The preset's rules are followed by hand instead.
 */
import type { CheckRule } from '../check.js';

const rule = (r: Omit<CheckRule, 'language' | 'category' | 'severity' | 'confidence'>): CheckRule => ({
  ...r,
  language: 'secrets',
  category: 'security',
  severity: 'critical',
  confidence: 0.9,
});

const REVOKE =
  'It is in the branch history now, so deleting the line is not enough: revoke or rotate it first, then load it from a secret store or the environment (for Actions, `${{ secrets.NAME }}`).';

export const GITHUB = rule({
  id: 'secret-github-token',
  message: 'GitHub token written into the file',
  note: `Anyone who can read the repository (or a fork, or a log) can act as its owner. ${REVOKE} Formats: https://docs.github.com/en/authentication/keeping-your-account-and-data-secure/about-authentication-to-github#githubs-token-formats`,
});
export const AWS = rule({
  id: 'secret-aws-access-key',
  message: 'AWS access key id written into the file',
  note: `A key id is half of a credential and is usually committed with its secret key. ${REVOKE} See https://docs.aws.amazon.com/IAM/latest/UserGuide/id_credentials_access-keys.html`,
});
export const AWS_SECRET = rule({
  id: 'secret-aws-secret-key',
  message: 'AWS secret access key written into the file',
  note: `With its key id it signs any request the key's user may make. ${REVOKE} See https://docs.aws.amazon.com/IAM/latest/UserGuide/id_credentials_access-keys.html`,
});
export const SLACK = rule({
  id: 'secret-slack-token',
  message: 'Slack token written into the file',
  note: `It posts and reads as the app or user it belongs to. ${REVOKE} See https://docs.slack.dev/authentication/tokens`,
});
export const STRIPE = rule({
  id: 'secret-stripe-live-key',
  message: 'Stripe live secret key written into the file',
  note: `A live key moves real money. ${REVOKE} See https://docs.stripe.com/keys`,
});
export const GOOGLE = rule({
  id: 'secret-google-api-key',
  message: 'Google API key written into the file',
  note: `Unrestricted keys are billed to the project for any use. ${REVOKE} Restrict it as in https://cloud.google.com/docs/authentication/api-keys`,
});
export const NPM = rule({
  id: 'secret-npm-token',
  message: 'npm access token written into the file',
  note: `It can publish packages as its owner. ${REVOKE} See https://docs.npmjs.com/about-access-tokens`,
});
export const PRIVATE_KEY = rule({
  id: 'secret-private-key',
  message: 'Private key written into the file',
  note: `Whoever reads it can sign, decrypt or log in as its owner. ${REVOKE} PEM format: https://www.rfc-editor.org/rfc/rfc7468`,
});

export interface SecretKind {
  /** The check's rule; null for a kind that is hidden but never flagged. */
  rule: CheckRule | null;
  name: string;
  /** A regular expression source of the literal start, without capture groups. */
  prefix: string;
  /** Sticky, tried where the prefix was found. Group 1 is the part that must look random. */
  pattern: RegExp;
  /** Sticky, what redaction hides there; defaults to `pattern`. Group 1, when `valueOnly`, is the value. */
  loose?: RegExp;
  /** Hide only group 1 (a value after its name, `aws_secret_access_key = …`), not the whole match. */
  valueOnly?: boolean;
  /** A name, not a token: a word character may precede it (`prod_aws_secret_access_key`). */
  named?: boolean;
  /** Left to the JavaScript rules (js-aws-access-key, js-private-key) in JS and TS files. */
  jsRule?: boolean;
}

// secretlint's aws rule: `(?:AWS|aws|Aws)?_?(?:SECRET|secret|Secret)_?(?:ACCESS|access|Access)_?(?:KEY|key|Key)`.
const AWS_SECRET_NAME =
  '(?:AWS|aws|Aws)?_?(?:SECRET|secret|Secret)_?(?:ACCESS|access|Access)_?(?:KEY|key|Key)';

/** Every kind, in the order their prefixes are tried at one position. */
const SECRET_KINDS: readonly SecretKind[] = [
  {
    rule: GITHUB,
    name: 'GitHub fine-grained token',
    prefix: 'github_pat_',
    pattern: /github_pat_([A-Za-z0-9]{22}_[A-Za-z0-9]{59})(?![A-Za-z0-9_])/y,
    loose: /github_pat_([A-Za-z0-9_]{22,})/y,
  },
  {
    rule: GITHUB,
    name: 'GitHub token',
    prefix: 'gh[pousr]_',
    pattern: /gh[pousr]_([A-Za-z0-9]{36})(?![A-Za-z0-9_])/y,
    loose: /gh[pousr]_([A-Za-z0-9]{30,})/y,
  },
  {
    rule: GOOGLE,
    name: 'Google API key',
    prefix: 'AIza',
    pattern: /AIza([0-9A-Za-z_-]{35})(?![0-9A-Za-z_-])/y,
  },
  {
    rule: AWS,
    name: 'AWS access key id',
    prefix: 'A[KS]IA',
    pattern: /A[KS]IA([A-Z0-9]{16})(?![A-Za-z0-9])/y,
    jsRule: true,
  },
  {
    rule: AWS_SECRET,
    name: 'AWS secret access key',
    prefix: AWS_SECRET_NAME,
    pattern: new RegExp(
      `${AWS_SECRET_NAME}["']?[ \\t]*(?::|=>|=)[ \\t]*["']?([A-Za-z0-9/+=]{40})(?![A-Za-z0-9/+=])`,
      'y',
    ),
    valueOnly: true,
    named: true,
  },
  {
    rule: SLACK,
    name: 'Slack token',
    prefix: 'xox[abposr]-',
    pattern: /xox[baprs]-((?:\d+-)+[A-Za-z0-9]{6,})/y,
    loose: /xox[abposr]-([A-Za-z0-9-]{10,})/y,
  },
  {
    rule: STRIPE,
    name: 'Stripe live key',
    prefix: '[sr]k_live_',
    pattern: /[sr]k_live_([0-9A-Za-z]{24,247})(?![0-9A-Za-z])/y,
  },
  { rule: NPM, name: 'npm token', prefix: 'npm_', pattern: /npm_([A-Za-z0-9]{36})(?![A-Za-z0-9_])/y },
  {
    rule: PRIVATE_KEY,
    name: 'PEM private key',
    prefix: '-----BEGIN ',
    // The header followed by key material (or an encrypted key's headers), not a header alone
    // in code that looks for keys; `\n` escapes and string concatenation may sit between. The
    // redactor hides a key's body line by line (redact.ts), so this kind is for the check only.
    pattern:
      /-----BEGIN (?:(?:RSA|EC|DSA|OPENSSH|ENCRYPTED|PGP) )?PRIVATE KEY(?: BLOCK)?-----(?:\\[rn]|[\s"'`+,]){1,40}(Proc-Type:|[A-Za-z0-9+/]{32})/y,
    loose: /(?!)/y,
    jsRule: true,
  },
  // OpenAI (sk-, sk-proj-) and Anthropic (sk-ant-) keys: hidden, not flagged.
  { rule: null, name: 'OpenAI or Anthropic key', prefix: 'sk-', pattern: /sk-([A-Za-z0-9_-]{20,})/y },
  // JWTs: three base64url parts, the first two JSON objects (`eyJ` = `{"`).
  {
    rule: null,
    name: 'JWT',
    prefix: 'eyJ',
    pattern: /eyJ([A-Za-z0-9_-]{8,}\.eyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,})/y,
  },
];

/** One pass finds every kind's start; group i+1 is SECRET_KINDS[i]'s. */
const PREFIX = new RegExp(SECRET_KINDS.map((k) => `(${k.prefix})`).join('|'), 'g');
const WORD_BEFORE = /[A-Za-z0-9_]/;
const PLACEHOLDER = /example|sample|dummy|fake|your|placeholder|redacted|x{5}|0{5}|\*{3}|\.{3}/i;

/** Whether the random-looking part of a match is a stand-in: a word, a run, or too few symbols. */
export function looksLikePlaceholder(body: string): boolean {
  if (PLACEHOLDER.test(body)) return true;
  if (new Set(body).size < Math.min(10, body.length / 3)) return true;
  let run = 1;
  for (let i = 1; i < body.length; i++) {
    run = body.charCodeAt(i) === body.charCodeAt(i - 1) + 1 ? run + 1 : 1;
    if (run >= 6) return true;
  }
  return false;
}

/**
 * Whether the PEM block starting at `at` is cut short with an ellipsis (`...` or `…`) before its END
 * line: an example that shows a key's first line and elides the rest (a help text, a test's
 * placeholder), no key (issue 45 point 3). Base64 holds no dot, so a real key's body never has one;
 * but a whole key with dots added is still a key, so the base64 before the ellipsis must also be
 * less than the whole: fewer bytes than the DER sequence it opens declares (`30 82 LL LL …`), or,
 * when it opens none (an OpenSSH key), one PEM line at most.
 */
function truncatedKey(text: string, at: number): boolean {
  // The body runs from the header's closing dashes to the next dashes (its END line, or the next
  // block's header when it has none), so each block is read once.
  const body = text.indexOf('-----', at + 11) + 5;
  const end = text.indexOf('-----', body);
  const inner = text.slice(body, end < 0 ? text.length : end);
  const dots = /\.\.\.|…/.exec(inner);
  if (!dots) return false;
  const shown = inner.slice(0, dots.index).replace(/[^A-Za-z0-9+/=]/g, '');
  return partOfSequence(Buffer.from(shown, 'base64')) ?? shown.length <= 64;
}

/** True when `der` opens a DER sequence longer than itself, false when it holds it whole, else undefined. */
function partOfSequence(der: Buffer): boolean | undefined {
  if (der.length < 2 || der[0] !== 0x30) return undefined;
  const first = der[1] ?? 0;
  if (first < 0x80) return der.length < 2 + first;
  const size = first & 0x7f;
  if (size === 0 || size > 4 || der.length < 2 + size) return undefined;
  const length = [...der.subarray(2, 2 + size)].reduce((n, byte) => n * 256 + byte, 0);
  return der.length < 2 + size + length;
}

// A Firebase web app's config (`firebaseConfig = { apiKey, authDomain, projectId, … }`), the object
// the Firebase console hands out for the client to ship: its `apiKey` only names the project to
// Google, "not a secret" (https://firebase.google.com/docs/projects/api-keys). Told by the object's
// own members, so a Google key anywhere else (a server call's `key=`, another object) still reports.
const FIREBASE_DOMAIN = /["']?authDomain["']?\s*:/;
const FIREBASE_PROJECT = /["']?(projectId|appId|messagingSenderId)["']?\s*:/;

/** Whether the Google key at `at` is the `apiKey` member of an object that is a Firebase web config. */
function inFirebaseWebConfig(text: string, at: number): boolean {
  if (!/["']?apiKey["']?\s*:\s*["'`]?$/.test(text.slice(Math.max(0, at - 40), at))) return false;
  const object = enclosingObject(text, at);
  return object !== undefined && FIREBASE_DOMAIN.test(object) && FIREBASE_PROJECT.test(object);
}

/** The innermost `{…}` around `at`, or undefined; 1,500 characters each side at most (a config is a few lines). */
function enclosingObject(text: string, at: number): string | undefined {
  let depth = 0;
  let open = -1;
  for (let i = at - 1; i >= Math.max(0, at - 1500); i--) {
    const c = text[i];
    if (c === '}') depth++;
    else if (c === '{' && depth-- === 0) {
      open = i;
      break;
    }
  }
  if (open < 0) return undefined;
  depth = 0;
  for (let i = at; i < Math.min(text.length, at + 1500); i++) {
    const c = text[i];
    if (c === '{') depth++;
    else if (c === '}' && depth-- === 0) return text.slice(open, i + 1);
  }
  return undefined;
}

export interface SecretMatch {
  kind: SecretKind;
  /** Where the matched text starts and ends in the scanned text. */
  start: number;
  end: number;
  /** Where the hidden part starts: `start`, or the value's start for a `valueOnly` kind. */
  hideFrom: number;
  /** All of it that may be shown: the provider prefix and an ellipsis (`npm_…`), or `…`. */
  shown: string;
  /** The random-looking part (group 1). */
  body: string;
}

/**
 * Every secret in `text`, in order. `report`: what the check flags (exact formats, placeholders left
 * out); `hide`: what redaction hides (the loose formats, placeholders included).
 */
export function scanSecrets(text: string, purpose: 'report' | 'hide'): SecretMatch[] {
  const found: SecretMatch[] = [];
  for (const hit of text.matchAll(PREFIX)) {
    const index = hit.slice(1).findIndex((g) => g !== undefined);
    const kind = SECRET_KINDS[index];
    const at = hit.index;
    if (kind === undefined || (!kind.named && at > 0 && WORD_BEFORE.test(text[at - 1]!))) continue;
    if (purpose === 'report' && kind.rule === null) continue;
    const pattern = purpose === 'hide' ? (kind.loose ?? kind.pattern) : kind.pattern;
    pattern.lastIndex = at;
    const match = pattern.exec(text);
    const body = match?.[1];
    if (!match || body === undefined) continue;
    if (purpose === 'report' && looksLikePlaceholder(body)) continue;
    if (purpose === 'report' && kind.rule === PRIVATE_KEY && truncatedKey(text, at)) continue;
    if (purpose === 'report' && kind.rule === GOOGLE && inFirebaseWebConfig(text, at)) continue;
    const end = at + match[0].length;
    const valueAt = kind.valueOnly ? match[0].lastIndexOf(body) + at : at;
    const shown = kind.valueOnly ? '…' : `${match[0].slice(0, match[0].length - body.length)}…`;
    found.push({ kind, start: at, end, hideFrom: valueAt, shown, body });
  }
  return found;
}

/**
 * `text` with every secret replaced: by `replacement` (the prompt's `[REDACTED]`), or, when it is
 * null, by the part that may be shown (`sk_live_…`), as report excerpts and findings show it.
 */
export function hideSecrets(text: string, replacement: string | null): string {
  const secrets = scanSecrets(text, 'hide');
  if (secrets.length === 0) return text;
  let out = '';
  let from = 0;
  for (const s of secrets) {
    if (s.start < from) continue;
    out += `${text.slice(from, s.hideFrom)}${replacement ?? s.shown}`;
    from = s.end;
  }
  return out + text.slice(from);
}
