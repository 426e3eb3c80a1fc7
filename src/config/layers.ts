/**
 * Turns one source of settings (a YAML file, the environment, flags) into a checked partial
 * object. Every error names the source, the key, what was found and what to write instead.
 */
import { ConfigError } from './config-error.js';
import { formatPath, issueMessage, type DocPath } from './issues.js';
import { nearest } from './nearest.js';
import { SETTING_KEYS, fieldOf, type SettingKey } from './schema.js';
import { SECRET_HOME, findSecretValue, isSecretKeyName } from './secrets.js';
import { splitList } from './split-list.js';

export { type DocPath };
/** Finds the line of a path in the source text, when the source has lines (a YAML file). */
export type Locate = (path: DocPath) => number | undefined;

export type SettingsLayer = Partial<Record<SettingKey, unknown>>;

export { ConfigError } from './config-error.js';

/** Empty input means unset; booleans are strict; lists split on newlines and on commas outside braces. */
export function coerceString(key: SettingKey, raw: string): unknown {
  const value = raw.trim();
  if (value === '') return undefined;
  switch (fieldOf(key).kind) {
    case 'bool':
      if (/^true$/i.test(value)) return true;
      if (/^false$/i.test(value)) return false;
      return value;
    case 'int':
      return /^-?\d+$/.test(value) ? Number(value) : value;
    case 'number':
      return Number.isFinite(Number(value)) ? Number(value) : value;
    case 'list':
      return splitList(value);
    case 'string':
    case 'structured':
      return value;
  }
}

/** Refuses a structured setting given as a string (env, flag, input): it has no string form. */
function refuseStructured(source: string, key: SettingKey): void {
  if (fieldOf(key).kind !== 'structured') return;
  throw new ConfigError(
    `${source}: '${key}' can only be set in a config file (.github/prlens.yml, .prlens.yml or the user ` +
      `config file), as ${fieldOf(key).accepts}; it has no environment-variable, flag or input form`,
  );
}

/** Checks one value against its field and returns it, or throws a ConfigError naming the fix. */
export function checkValue(source: string, key: SettingKey, value: unknown, locate?: Locate): unknown {
  const field = fieldOf(key);
  const input = field.kind === 'list' && typeof value === 'string' ? coerceString(key, value) : value;
  const result = field.schema.safeParse(input, { reportInput: true });
  if (result.success) return result.data;
  if (field.kind !== 'structured') {
    // A refinement's own message (a glob that cannot be matched in linear time) says why.
    const why = result.error.issues.find((issue) => issue.code === 'custom')?.message;
    throw new ConfigError(
      `${source}: '${key}' must be ${field.accepts}; got ${JSON.stringify(value)}${why ? `: ${why}` : ''}${at(locate, [key])}`,
    );
  }
  // Structured values: one line per problem, each naming its place, e.g. finding-rules[2].match.path.
  const issues = result.error.issues;
  const lines = issues.slice(0, MAX_ISSUES_SHOWN).map((issue) => {
    const path: DocPath = [key, ...issue.path.map((p) => (typeof p === 'symbol' ? String(p) : p))];
    // An unknown key is found on its own line, not on the line of the mapping that holds it.
    const line = issue.code === 'unrecognized_keys' ? [...path, issue.keys[0] ?? ''] : path;
    return `${source}: ${formatPath(path)}: ${issueMessage(field.schema, issue)}${at(locate, line)}`;
  });
  if (issues.length > MAX_ISSUES_SHOWN) lines.push(`(and ${issues.length - MAX_ISSUES_SHOWN} more problems)`);
  if (issues.some((issue) => issue.path.length === 0)) lines.push(`'${key}' must be ${field.accepts}`);
  throw new ConfigError(lines.join('\n'));
}

const MAX_ISSUES_SHOWN = 5;

function at(locate: Locate | undefined, path: DocPath): string {
  const line = locate?.(path);
  return line === undefined ? '' : ` (line ${line})`;
}

/** Validates a parsed YAML document (or any object) as a layer of settings. */
export function layerFromObject(source: string, doc: unknown, locate?: Locate): SettingsLayer {
  if (doc === null || doc === undefined) return {};
  if (typeof doc !== 'object' || Array.isArray(doc)) {
    throw new ConfigError(`${source}: expected a mapping of settings (key: value), got ${describe(doc)}`);
  }
  const out: SettingsLayer = {};
  for (const [key, value] of Object.entries(doc as Record<string, unknown>)) {
    if (!isSettingKey(key) && isSecretKeyName(key)) {
      throw new ConfigError(
        `${source}: '${key}' may not be stored in a config file${at(locate, [key])}; ${SECRET_HOME}`,
      );
    }
    if (!isSettingKey(key)) {
      const hint = nearest(key, SETTING_KEYS);
      throw new ConfigError(
        `${source}: unknown key '${key}'` +
          (hint ? `; did you mean '${hint}'?` : `; known keys: ${SETTING_KEYS.join(', ')}`) +
          at(locate, [key]),
      );
    }
    const secret = findSecretValue(value, [key]);
    if (secret) {
      // The value itself is never echoed: the message must not leak what it refuses.
      throw new ConfigError(
        `${source}: ${formatPath(secret)} looks like an API key or token${at(locate, secret)}; ` +
          `keys may not be stored in a config file; ${SECRET_HOME}`,
      );
    }
    if (value === null) continue;
    out[key] = checkValue(source, key, value, locate);
  }
  return out;
}

/** Reads `PRLENS_<KEY>` variables (e.g. PRLENS_MIN_SEVERITY) into a layer. */
export function layerFromEnv(env: Record<string, string | undefined>): SettingsLayer {
  const out: SettingsLayer = {};
  for (const key of SETTING_KEYS) {
    const name = envName(key);
    const raw = key === 'telemetry' ? telemetrySwitch(env[name]) : env[name];
    if (raw === undefined) continue;
    if (raw.trim() !== '') refuseStructured(`environment variable ${name}`, key);
    const value = coerceString(key, raw);
    if (value !== undefined) out[key] = checkValue(`environment variable ${name}`, key, value);
  }
  return out;
}

/** PRLENS_TELEMETRY=1 (and 0) is the documented switch, beside true and false. */
function telemetrySwitch(raw: string | undefined): string | undefined {
  const value = raw?.trim();
  return value === '1' ? 'true' : value === '0' ? 'false' : raw;
}

/** Reads string-valued flags or action inputs into a layer. */
export function layerFromStrings(source: string, values: Partial<Record<SettingKey, string>>): SettingsLayer {
  const out: SettingsLayer = {};
  for (const [key, raw] of Object.entries(values) as Array<[SettingKey, string | undefined]>) {
    if (raw === undefined) continue;
    // Flags are named as typed (`flag --fail-on`), inputs by their name (`input fail-on`).
    const name = source === 'flag' ? `flag --${key}` : `${source} ${key}`;
    if (raw.trim() !== '') refuseStructured(name, key);
    const value = coerceString(key, raw);
    if (value !== undefined) out[key] = checkValue(name, key, value);
  }
  return out;
}

/** The environment variable that sets a key. */
export function envName(key: SettingKey): string {
  return `PRLENS_${key.toUpperCase().replace(/-/g, '_')}`;
}

export function isSettingKey(key: string): key is SettingKey {
  return (SETTING_KEYS as string[]).includes(key);
}

function describe(value: unknown): string {
  if (Array.isArray(value)) return 'a list';
  return typeof value === 'string' ? `the text ${JSON.stringify(value)}` : typeof value;
}
