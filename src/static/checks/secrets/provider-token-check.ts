/**
 * Provider tokens written into a file: GitHub, AWS (key ids and secret keys), Slack, Stripe,
 * Google, npm and PEM private keys, in every file the static lens reads (code, YAML) and in env and
 * config files. Only the kind and a masked prefix are reported: the title, the body and the flagged
 * line never hold the token, so neither the review nor a log nor a model prompt repeats it.
 *
 * The formats live in one table (secret-table.ts) that the prompt redactor, the transcript scrubber
 * and the report excerpts read too, so whatever this check flags never reaches a model, a session
 * file or a page whole. Cost: one pass of the table's prefixes over the file; a provider's full
 * pattern runs only where its prefix occurs. Placeholders (`ghp_xxxx…`, AWS's `AKIAIOSFODNN7EXAMPLE`,
 * runs like `ABCDEF`, few distinct characters) are not reported: a random token has none of these;
 * nor is a private key in the example of an OpenAPI or JSON Schema document (api-example.ts), a
 * private key cut short with an ellipsis, or the `apiKey` of a Firebase web config (secret-table.ts).
 */
import type { CheckHit, FileCheck } from '../check.js';
import { grammarOf, targetsOf } from '../../languages.js';
import {
  AWS,
  AWS_SECRET,
  GITHUB,
  GOOGLE,
  NPM,
  PRIVATE_KEY,
  SLACK,
  STRIPE,
  scanSecrets,
  type SecretKind,
} from './secret-table.js';

import { inApiExample } from './api-example.js';

export { looksLikePlaceholder } from './secret-table.js';

const JS_FILES = new Set<string>(targetsOf('javascript'));

interface Token {
  kind: SecretKind;
  /** The text hidden from the finding. */
  text: string;
  /** All of the token a finding shows: the provider prefix and an ellipsis. */
  shown: string;
  /** The characters of the whole token (for a secret key: of the value). */
  length: number;
  line: number;
}

/** Every provider token in `content` with its line, placeholders left out. */
function scanTokens(content: string, path: string): Token[] {
  const tokens: Token[] = [];
  const inJs = JS_FILES.has(grammarOf(path) ?? '');
  let line = 1;
  let counted = 0;
  for (const found of scanSecrets(content, 'report')) {
    const { kind, start } = found;
    if (inJs && kind.jsRule) continue;
    // An API description's example (api-example.ts) shows a key's shape, as docs do.
    if (kind.rule === PRIVATE_KEY && inApiExample(content, path, start)) continue;
    for (let i = counted; i < start; i++) if (content.charCodeAt(i) === 10) line++;
    counted = start;
    const matched = content.slice(found.hideFrom, found.end);
    if (kind.rule === PRIVATE_KEY) {
      const text = matched.slice(0, matched.indexOf('-----', 5) + 5);
      tokens.push({ kind, text, shown: '-----BEGIN … PRIVATE KEY-----', length: text.length, line });
    } else tokens.push({ kind, text: matched, shown: found.shown, length: matched.length, line });
  }
  return tokens;
}

/** Every provider token in `content`, each on its line, with every token of that line masked. */
export function findProviderTokens(content: string, path = ''): CheckHit[] {
  const tokens = scanTokens(content, path);
  if (tokens.length === 0) return [];
  const lines = content.split('\n');
  return tokens.flatMap(({ kind, shown, length, line }) => {
    if (kind.rule === null) return [];
    let anchor = (lines[line - 1] ?? '').replace(/\r$/, '');
    for (const other of tokens) if (other.line === line) anchor = anchor.split(other.text).join(other.shown);
    const what = /^[aeiou]/i.test(kind.name) ? `An ${kind.name}` : `A ${kind.name}`;
    const only = kind.valueOnly ? 'its value is not shown here' : 'only its prefix is shown here';
    return [
      {
        rule: kind.rule,
        lines: [line],
        anchor,
        detail: `${what} (\`${shown}\`, ${length} characters) is on this line; ${only}.`,
      },
    ];
  });
}

// Env and config files hold most committed tokens; lock files are generated and hold none.
const CONFIG =
  /(^|\/)(\.env(\.[\w.-]+)?|\.npmrc|\.pypirc|\.netrc|Dockerfile|Containerfile)$|\.(env|json|jsonc|toml|ini|cfg|conf|properties|tf|tfvars|hcl|sh|bash|xml|gradle)$/i;
const LOCK = /(^|\/)[^/]*-lock\.json$|(^|\/)npm-shrinkwrap\.json$/;

/** The provider-token check: every file with a grammar, and env and config files. */
export const providerTokenCheck: FileCheck = {
  language: 'secrets',
  rules: [GITHUB, AWS, AWS_SECRET, SLACK, STRIPE, GOOGLE, NPM, PRIVATE_KEY],
  covers: (path) => !LOCK.test(path) && (grammarOf(path) !== undefined || CONFIG.test(path)),
  run: (content, path) => findProviderTokens(content, path),
};
