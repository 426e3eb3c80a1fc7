/**
 * Provider tokens written into a file: GitHub, AWS, Slack, Stripe, Google, npm and PEM private
 * keys, in every file the static lens reads (code, YAML) and in env and config files. Only the
 * kind and a masked prefix are reported: the title, the body and the flagged line never hold the
 * token, so neither the review nor a log nor a model prompt repeats it.
 *
 * The patterns follow secretlint's recommended preset (@secretlint/secretlint-rule-preset-recommend:
 * its github, aws, slack, npm and privatekey rules) and each provider's documented format, linked
 * per rule. secretlint itself is not used: it is a linter with its own config loader, reporter and a
 * dozen packages, and prlens needs only the patterns, anchored and masked like its other checks.
 *
 * Cost: one pass of `PREFIX` (literal alternatives) over the file; a provider's full pattern runs
 * only where its prefix occurs. Placeholders (`ghp_xxxx…`, AWS's `AKIAIOSFODNN7EXAMPLE`, runs like
 * `ABCDEF`, few distinct characters) are not reported: a random token has none of these.
 */
import type { CheckHit, CheckRule, FileCheck } from '../check.js';
import { grammarOf, targetsOf } from '../../languages.js';

const rule = (r: Omit<CheckRule, 'language' | 'category' | 'severity' | 'confidence'>): CheckRule => ({
  ...r,
  language: 'secrets',
  category: 'security',
  severity: 'critical',
  confidence: 0.9,
});

const REVOKE =
  'It is in the branch history now, so deleting the line is not enough: revoke or rotate it first, then load it from a secret store or the environment (for Actions, `${{ secrets.NAME }}`).';

const GITHUB = rule({
  id: 'secret-github-token',
  message: 'GitHub token written into the file',
  note: `Anyone who can read the repository (or a fork, or a log) can act as its owner. ${REVOKE} Formats: https://docs.github.com/en/authentication/keeping-your-account-and-data-secure/about-authentication-to-github#githubs-token-formats`,
});
const AWS = rule({
  id: 'secret-aws-access-key',
  message: 'AWS access key id written into the file',
  note: `A key id is half of a credential and is usually committed with its secret key. ${REVOKE} See https://docs.aws.amazon.com/IAM/latest/UserGuide/id_credentials_access-keys.html`,
});
const SLACK = rule({
  id: 'secret-slack-token',
  message: 'Slack token written into the file',
  note: `It posts and reads as the app or user it belongs to. ${REVOKE} See https://docs.slack.dev/authentication/tokens`,
});
const STRIPE = rule({
  id: 'secret-stripe-live-key',
  message: 'Stripe live secret key written into the file',
  note: `A live key moves real money. ${REVOKE} See https://docs.stripe.com/keys`,
});
const GOOGLE = rule({
  id: 'secret-google-api-key',
  message: 'Google API key written into the file',
  note: `Unrestricted keys are billed to the project for any use. ${REVOKE} Restrict it as in https://cloud.google.com/docs/authentication/api-keys`,
});
const NPM = rule({
  id: 'secret-npm-token',
  message: 'npm access token written into the file',
  note: `It can publish packages as its owner. ${REVOKE} See https://docs.npmjs.com/about-access-tokens`,
});
const PRIVATE_KEY = rule({
  id: 'secret-private-key',
  message: 'Private key written into the file',
  note: `Whoever reads it can sign, decrypt or log in as its owner. ${REVOKE} PEM format: https://www.rfc-editor.org/rfc/rfc7468`,
});

interface Kind {
  rule: CheckRule;
  name: string;
  /** Sticky: tried at the index where `PREFIX` matched. Group 1 is the part that must look random. */
  pattern: RegExp;
  /** Left to the JavaScript rules (js-aws-access-key, js-private-key) in JS and TS files. */
  jsRule?: boolean;
}

const KINDS: Record<string, Kind> = {
  gh: { rule: GITHUB, name: 'GitHub token', pattern: /gh[pousr]_([A-Za-z0-9]{36})(?![A-Za-z0-9_])/y },
  github_pat_: {
    rule: GITHUB,
    name: 'GitHub fine-grained token',
    pattern: /github_pat_([A-Za-z0-9]{22}_[A-Za-z0-9]{59})(?![A-Za-z0-9_])/y,
  },
  A: { rule: AWS, name: 'AWS access key id', pattern: /A[KS]IA([A-Z0-9]{16})(?![A-Za-z0-9])/y, jsRule: true },
  AIza: { rule: GOOGLE, name: 'Google API key', pattern: /AIza([0-9A-Za-z_-]{35})(?![0-9A-Za-z_-])/y },
  xox: { rule: SLACK, name: 'Slack token', pattern: /xox[baprs]-((?:\d+-)+[A-Za-z0-9]{6,})/y },
  k_live_: {
    rule: STRIPE,
    name: 'Stripe live key',
    pattern: /[sr]k_live_([0-9A-Za-z]{24,247})(?![0-9A-Za-z])/y,
  },
  npm_: { rule: NPM, name: 'npm token', pattern: /npm_([A-Za-z0-9]{36})(?![A-Za-z0-9_])/y },
  '-----BEGIN': {
    rule: PRIVATE_KEY,
    name: 'PEM private key',
    // The header followed by key material (or an encrypted key's headers), not a header alone
    // in code that looks for keys; `\n` escapes and string concatenation may sit between.
    pattern:
      /-----BEGIN (?:(?:RSA|EC|DSA|OPENSSH|ENCRYPTED|PGP) )?PRIVATE KEY(?: BLOCK)?-----(?:\\[rn]|[\s"'`+,]){1,40}(Proc-Type:|[A-Za-z0-9+/]{32})/y,
    jsRule: true,
  },
};

const PREFIX = /gh[pousr]_|github_pat_|A[KS]IA|AIza|xox[baprs]-|[sr]k_live_|npm_|-----BEGIN /g;
const WORD_BEFORE = /[A-Za-z0-9_]/;
const PLACEHOLDER = /example|sample|dummy|fake|your|placeholder|redacted|x{5}|0{5}|\*{3}|\.{3}/i;

function kindAt(found: string): Kind {
  if (found.startsWith('github_pat_')) return KINDS.github_pat_!;
  if (found.startsWith('gh')) return KINDS.gh!;
  if (found === 'AIza') return KINDS.AIza!;
  if (found.startsWith('A')) return KINDS.A!;
  if (found.startsWith('xox')) return KINDS.xox!;
  if (found.endsWith('k_live_')) return KINDS.k_live_!;
  if (found === 'npm_') return KINDS.npm_!;
  return KINDS['-----BEGIN']!;
}

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

const JS_FILES = new Set<string>(targetsOf('javascript'));

interface Token {
  kind: Kind;
  text: string;
  /** The provider prefix and an ellipsis: all of the token a finding shows. */
  shown: string;
  line: number;
}

/** Every provider token in `content` with its line, placeholders left out. */
function scanTokens(content: string, path: string): Token[] {
  const tokens: Token[] = [];
  const inJs = JS_FILES.has(grammarOf(path) ?? '');
  let line = 1;
  let counted = 0;
  for (const found of content.matchAll(PREFIX)) {
    const at = found.index;
    if (at > 0 && WORD_BEFORE.test(content[at - 1]!)) continue;
    const kind = kindAt(found[0]);
    if (inJs && kind.jsRule) continue;
    kind.pattern.lastIndex = at;
    const match = kind.pattern.exec(content);
    if (!match || looksLikePlaceholder(match[1]!)) continue;
    for (let i = counted; i < at; i++) if (content.charCodeAt(i) === 10) line++;
    counted = at;
    const pem = kind.rule === PRIVATE_KEY;
    const text = pem ? match[0].slice(0, match[0].indexOf('-----', 5) + 5) : match[0];
    const shown = pem ? '-----BEGIN … PRIVATE KEY-----' : `${text.slice(0, text.length - match[1]!.length)}…`;
    tokens.push({ kind, text, shown, line });
  }
  return tokens;
}

/** Every provider token in `content`, each on its line, with every token of that line masked. */
export function findProviderTokens(content: string, path = ''): CheckHit[] {
  const tokens = scanTokens(content, path);
  if (tokens.length === 0) return [];
  const lines = content.split('\n');
  return tokens.map(({ kind, text, shown, line }) => {
    let anchor = (lines[line - 1] ?? '').replace(/\r$/, '');
    for (const other of tokens) if (other.line === line) anchor = anchor.split(other.text).join(other.shown);
    return {
      rule: kind.rule,
      lines: [line],
      anchor,
      detail: `A ${kind.name} (\`${shown}\`, ${text.length} characters) is on this line; only its prefix is shown here.`,
    };
  });
}

// Env and config files hold most committed tokens; lock files are generated and hold none.
const CONFIG =
  /(^|\/)(\.env(\.[\w.-]+)?|\.npmrc|\.pypirc|\.netrc|Dockerfile|Containerfile)$|\.(env|json|jsonc|toml|ini|cfg|conf|properties|tf|tfvars|hcl|sh|bash|xml|gradle)$/i;
const LOCK = /(^|\/)[^/]*-lock\.json$|(^|\/)npm-shrinkwrap\.json$/;

/** The provider-token check: every file with a grammar, and env and config files. */
export const providerTokenCheck: FileCheck = {
  language: 'secrets',
  rules: [GITHUB, AWS, SLACK, STRIPE, GOOGLE, NPM, PRIVATE_KEY],
  covers: (path) => !LOCK.test(path) && (grammarOf(path) !== undefined || CONFIG.test(path)),
  run: (content, path) => findProviderTokens(content, path),
};
