/**
 * Keys never live in a config file: a repo file is public to every reader of the repository, and a
 * user file gets copied into dotfile repos. These checks refuse key-like names and token-like values
 * wherever a config file is read, and mask them wherever settings are shown.
 */
import { SECRET_KEYS } from './schema.js';

/** Where a key belongs instead of a file; every refusal says so. */
export const SECRET_HOME =
  'set it in the environment (PRLENS_API_KEY, OPENAI_API_KEY or ANTHROPIC_API_KEY; GITHUB_TOKEN for GitHub) ' +
  "or pass the action's api-key / github-token input from a secret";

const SECRET_NAME = /(?:^|[-_])(?:api[-_]?key|key|keys|secret|secrets|password|passwd|credentials?)$|token/i;

/** Well-known token shapes (OpenAI, Anthropic, GitHub, Slack, AWS): refused as values anywhere. */
const SECRET_VALUE =
  /(?:^|[^A-Za-z0-9])(?:sk-(?:ant-|proj-)?[A-Za-z0-9_-]{16,}|gh[pousr]_[A-Za-z0-9]{30,}|github_pat_[A-Za-z0-9_]{20,}|xox[abprs]-[A-Za-z0-9-]{10,}|AKIA[0-9A-Z]{16})/;

/** True for a key name that holds (or looks like it holds) a secret, e.g. api-key, openai_token. */
export function isSecretKeyName(key: string): boolean {
  return (SECRET_KEYS as readonly string[]).includes(key) || SECRET_NAME.test(key);
}

/** True for text that contains a well-known token shape. */
export function looksLikeSecret(value: string): boolean {
  return SECRET_VALUE.test(value);
}

/** The path (e.g. ['instructions', 0, 'text']) of the first secret-looking string in a value. */
export function findSecretValue(
  value: unknown,
  at: Array<string | number> = [],
): Array<string | number> | null {
  if (typeof value === 'string') return looksLikeSecret(value) ? at : null;
  if (Array.isArray(value)) {
    for (const [i, item] of value.entries()) {
      const found = findSecretValue(item, [...at, i]);
      if (found) return found;
    }
    return null;
  }
  if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const found = findSecretValue(item, [...at, key]);
      if (found) return found;
    }
  }
  return null;
}

/** Replaces secret-looking substrings of a text with ***. */
export function maskSecrets(text: string): string {
  return text.replace(new RegExp(SECRET_VALUE.source, 'g'), (whole) => {
    const lead = /^[^A-Za-z0-9]/.test(whole) ? whole[0]! : '';
    return `${lead}***`;
  });
}
