/**
 * Turns one source of settings (a YAML file, the environment, flags) into a checked partial
 * object. Every error names the source, the key, what was found and what to write instead.
 */
import { SECRET_KEYS, SETTING_KEYS, fieldOf, type SettingKey } from './schema.js';

export type Partial_ = Partial<Record<SettingKey, unknown>>;

/** A configuration mistake the user can fix; the message says how. */
export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}

/** Empty input means unset; booleans are strict; lists are comma-separated. */
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
      return value
        .split(',')
        .map((item) => item.trim())
        .filter((item) => item !== '');
    case 'string':
      return value;
  }
}

/** Checks one value against its field and returns it, or throws a ConfigError naming the fix. */
export function checkValue(source: string, key: SettingKey, value: unknown): unknown {
  const field = fieldOf(key);
  const input = field.kind === 'list' && typeof value === 'string' ? coerceString(key, value) : value;
  const result = field.schema.safeParse(input);
  if (result.success) return result.data;
  throw new ConfigError(`${source}: '${key}' must be ${field.accepts}; got ${JSON.stringify(value)}`);
}

/** Validates a parsed YAML document (or any object) as a layer of settings. */
export function layerFromObject(source: string, doc: unknown): Partial_ {
  if (doc === null || doc === undefined) return {};
  if (typeof doc !== 'object' || Array.isArray(doc)) {
    throw new ConfigError(`${source}: expected a mapping of settings (key: value), got ${describe(doc)}`);
  }
  const out: Partial_ = {};
  for (const [key, value] of Object.entries(doc as Record<string, unknown>)) {
    if ((SECRET_KEYS as readonly string[]).includes(key)) {
      throw new ConfigError(
        `${source}: '${key}' may not be stored in a config file; set it in the environment ` +
          `(PRLENS_API_KEY, OPENAI_API_KEY, ANTHROPIC_API_KEY) or pass the action's api-key input from a secret`,
      );
    }
    if (!isSettingKey(key)) {
      const hint = closest(key);
      throw new ConfigError(
        `${source}: unknown key '${key}'` +
          (hint ? `; did you mean '${hint}'?` : `; known keys: ${SETTING_KEYS.join(', ')}`),
      );
    }
    if (value === null) continue;
    out[key] = checkValue(source, key, value);
  }
  return out;
}

/** Reads `PRLENS_<KEY>` variables (e.g. PRLENS_MIN_SEVERITY) into a layer. */
export function layerFromEnv(env: Record<string, string | undefined>): Partial_ {
  const out: Partial_ = {};
  for (const key of SETTING_KEYS) {
    const name = envName(key);
    const raw = env[name];
    if (raw === undefined) continue;
    const value = coerceString(key, raw);
    if (value !== undefined) out[key] = checkValue(`environment variable ${name}`, key, value);
  }
  return out;
}

/** Reads string-valued flags or action inputs into a layer. */
export function layerFromStrings(source: string, values: Partial<Record<SettingKey, string>>): Partial_ {
  const out: Partial_ = {};
  for (const [key, raw] of Object.entries(values) as Array<[SettingKey, string | undefined]>) {
    if (raw === undefined) continue;
    const value = coerceString(key, raw);
    if (value !== undefined) out[key] = checkValue(`${source} ${key}`, key, value);
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

/** The known key nearest to a misspelt one, if it is close enough to be a likely typo. */
function closest(key: string): string | undefined {
  let best: { key: string; distance: number } | undefined;
  for (const candidate of SETTING_KEYS) {
    const distance = editDistance(key.toLowerCase().replace(/_/g, '-'), candidate);
    if (!best || distance < best.distance) best = { key: candidate, distance };
  }
  return best && best.distance <= Math.max(2, Math.floor(best.key.length / 3)) ? best.key : undefined;
}

function editDistance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    let previous = row[0]!;
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const current = row[j]!;
      row[j] = Math.min(row[j]! + 1, row[j - 1]! + 1, previous + (a[i - 1] === b[j - 1] ? 0 : 1));
      previous = current;
    }
  }
  return row[b.length]!;
}
