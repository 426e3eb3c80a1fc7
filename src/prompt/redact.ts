/**
 * Secret redaction for everything sent to a model (diff lines, padding, PR intent, reflection input).
 * A key committed by mistake must not also be copied to a third-party API. The patterns favour
 * well-known token formats (cheap, near-zero false positives) plus quoted assignments to secret-like
 * names; redacting a line may cost a finding its exact anchor, which is the lesser harm.
 * The secrets prlens was given (the model key, the GitHub token) are masked whatever their shape by
 * the model client itself, on every prompt and answer (src/llm/masked-model.ts); these patterns
 * catch the secrets it was never given.
 *
 * Token formats come from the one secret table (static/checks/secrets/secret-table.ts) that the
 * provider-token check flags from, so every token a finding calls critical is hidden here too; the
 * quoted and `.env` assignments and private key blocks below need a line's context and stay here.
 * `excerpt` is the form reports show: a token keeps its provider prefix (`npm_…`), as the finding
 * about it does, and everything else is `[REDACTED]`.
 */
import { hideSecrets } from '../static/checks/secrets/secret-table.js';

export const REDACTED = '[REDACTED]';

/** `prompt`: every secret becomes `[REDACTED]`; `excerpt`: a token shows its prefix (`sk_live_…`). */
export type RedactionForm = 'prompt' | 'excerpt';

/**
 * A secret-like name. The name characters around the keyword are bounded (32 before, 64 after):
 * with `*`, every start position in a long run of word characters rescanned the run, so one 150 kB
 * line took over 10 s a call (quadratic), with the event loop blocked and no deadline able to fire.
 * A longer name still matches from 32 characters before its keyword; only the kept prefix is shorter.
 */
const SECRET_NAME = String.raw`[A-Za-z0-9_.-]{0,32}(?:passw(?:or)?d|passwd|pwd|secret|token|api[_-]?key|access[_-]?key|private[_-]?key|credentials?)[A-Za-z0-9_.-]{0,64}`;

/** `password = "hunter2hunter2"`, `"apiKey": 'abc…'`, `db_secret: "…"` — quoted values of 8+ characters. */
const QUOTED_ASSIGNMENT = new RegExp(
  String.raw`(${SECRET_NAME}["']?\s*(?::=|=>|[:=])\s*)(["'\x60])([^"'\x60\s]{8,})\2`,
  'gi',
);

/** `.env`/shell style at the start of a line: `DB_PASSWORD=s3cr3t-value`. Unquoted, so names are upper case only. */
const ENV_ASSIGNMENT =
  /^(\s*(?:export\s+)?[A-Z0-9_]*(?:PASSWORD|PASSWD|SECRET|TOKEN|API_KEY|ACCESS_KEY|PRIVATE_KEY)[A-Z0-9_]*\s*=\s*)([^\s"'$`{(]{8,})\s*$/;

const KEY_BEGIN = /-----BEGIN [A-Z0-9 ]*PRIVATE KEY( BLOCK)?-----/;
const KEY_END = /-----END [A-Z0-9 ]*PRIVATE KEY( BLOCK)?-----/;
/** A whole key on one line, e.g. in JSON with `\n` escapes: keep the armour, drop the body. */
const INLINE_KEY =
  /(-----BEGIN [A-Z0-9 ]*PRIVATE KEY(?: BLOCK)?-----)(.*?)(-----END [A-Z0-9 ]*PRIVATE KEY(?: BLOCK)?-----|$)/g;

/** Redacts the secrets of one line that need no context from the lines around it. */
export function redactLine(line: string, form: RedactionForm = 'prompt'): string {
  let out = line.replace(INLINE_KEY, (_m, begin: string, body: string, end: string) =>
    body.length > 0 ? `${begin}${REDACTED}${end}` : `${begin}${end}`,
  );
  out = hideSecrets(out, form === 'prompt' ? REDACTED : null);
  out = out.replace(
    QUOTED_ASSIGNMENT,
    (_m, lhs: string, quote: string) => `${lhs}${quote}${REDACTED}${quote}`,
  );
  out = out.replace(ENV_ASSIGNMENT, (_m, lhs: string) => `${lhs}${REDACTED}`);
  return out;
}

/**
 * Redacts a sequence of lines (one file's diff or contents, in order). The body of a multi-line
 * private key block is replaced line by line, so line numbering is preserved.
 */
export function redactLines(lines: readonly string[], form: RedactionForm = 'prompt'): string[] {
  let inKey = false;
  return lines.map((line) => {
    if (inKey) {
      const end = line.search(KEY_END);
      if (end >= 0) {
        inKey = false;
        return end > 0 ? `${REDACTED}${line.slice(end)}` : line;
      }
      return REDACTED;
    }
    const redacted = redactLine(line, form);
    // An opening armour line whose END is not on the same line starts a block.
    if (KEY_BEGIN.test(line) && !KEY_END.test(line)) inKey = true;
    return redacted;
  });
}

/** Redacts a multi-line text (the PR description, a reflection prompt): every secret becomes `[REDACTED]`. */
export function redactSecrets(text: string, form: RedactionForm = 'prompt'): string {
  return redactLines(text.split('\n'), form).join('\n');
}
