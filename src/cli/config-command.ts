/**
 * `prlens config`: the user's own settings file ($XDG_CONFIG_HOME/prlens/config.yml). `init` writes a
 * commented starter, `set` edits one key in place (comments kept) after checking it exactly as a run
 * would, `get` and `show` print the effective settings (defaults < user file < repo file < env) with
 * where each came from. Keys are refused everywhere here and anything secret-looking is masked.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { isMap, parseDocument } from 'yaml';
import type { ConfigArgs } from './config-args.js';
import { schemaCommentFor } from '../config/json-schema.js';
import { ConfigError, checkValue, coerceString, isSettingKey } from '../config/layers.js';
import {
  defaultUserConfigPath,
  layerFromYaml,
  resolveLocalSettings,
  type LoadedConfig,
} from '../config/load.js';
import { SETTING_KEYS, fieldOf, type SettingKey } from '../config/schema.js';
import { SECRET_HOME, isSecretKeyName, looksLikeSecret, maskSecrets } from '../config/secrets.js';

import { findRepoRoot } from '../local/git.js';
import { nearest } from '../config/nearest.js';
import { shellMasker, type CliIO } from './io.js';

/** The starter file of `prlens config init` (after the schema line): valid as written, every line a hint. */
export const USER_CONFIG_TEMPLATE = `# prlens user settings: apply to every repository on this machine. A repository's
# .github/prlens.yml wins over this file; PRLENS_* environment variables and flags win over both.
# Keys never go here: set PRLENS_API_KEY (or OPENAI_API_KEY / ANTHROPIC_API_KEY) in the environment.
# Edit with \`prlens config set KEY VALUE\`; see every setting with \`prlens config show\`.

# provider: openai            # openai, anthropic, openai-compatible, ollama, none
# model: gpt-4.1-mini
# base-url: http://localhost:11434/v1
# preset: fast                # fast, full, deep
# min-severity: medium        # low, medium, high, critical
# language: en
`;

/** Runs one `prlens config` action; returns the exit code. */
export async function runConfigCommand(args: ConfigArgs, io: CliIO): Promise<number> {
  const file = defaultUserConfigPath(io.env);
  switch (args.action) {
    case 'path':
      io.stdout(`${file}\n`);
      return 0;
    case 'init':
      return init(file, args.force, io);
    case 'set':
      return set(file, args.key, args.value, io);
    case 'get':
    case 'show':
      return show(args, io);
  }
}

function init(file: string, force: boolean, io: CliIO): number {
  if (existsSync(file) && !force) {
    throw new ConfigError(
      `${file} already exists; edit it, use prlens config set, or pass --force to start over`,
    );
  }
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, schemaCommentFor(file) + USER_CONFIG_TEMPLATE, { mode: 0o600 });
  io.stderr(`prlens: wrote ${file}\n`);
  return 0;
}

/** A key a user may set with `config set`, or a ConfigError saying what to do instead. */
function settableKey(key: string): SettingKey {
  if (!isSettingKey(key)) {
    if (isSecretKeyName(key))
      throw new ConfigError(`'${key}' is never stored in a config file; ${SECRET_HOME}`);
    const hint = nearest(key, SETTING_KEYS);
    throw new ConfigError(
      `unknown key '${key}'` +
        (hint ? `; did you mean '${hint}'?` : '; see prlens config show for every key'),
    );
  }
  return key;
}

function set(file: string, rawKey: string, raw: string, io: CliIO): number {
  const key = settableKey(rawKey);
  if (fieldOf(key).kind === 'structured') {
    throw new ConfigError(
      `'${key}' is ${fieldOf(key).accepts}: edit ${file} (or the repository's .github/prlens.yml) by hand`,
    );
  }
  if (looksLikeSecret(raw)) {
    throw new ConfigError(`the value for '${key}' looks like an API key or token; ${SECRET_HOME}`);
  }
  const value = coerceString(key, raw);
  const checked = value === undefined ? undefined : checkValue(`prlens config set ${key}`, key, value);

  const text = existsSync(file) ? readFileSync(file, 'utf8') : '';
  // Refuse to edit a file that is already broken: the error names its line.
  if (text !== '') layerFromYaml(text, file);
  const doc = parseDocument(text);
  if (doc.contents !== null && !isMap(doc.contents)) {
    throw new ConfigError(`${file}: expected a mapping of settings (key: value); fix or re-create it`);
  }
  if (checked === undefined) doc.delete(key);
  else doc.set(key, checked);
  mkdirSync(path.dirname(file), { recursive: true });
  const out = text === '' ? `${schemaCommentFor(file)}${doc.toString()}` : doc.toString();
  writeFileSync(file, out, { mode: 0o600 });
  io.stderr(`prlens: ${checked === undefined ? `removed ${key} from` : `set ${key} in`} ${file}\n`);
  return 0;
}

/**
 * The settings a local review here would use, from the one resolver: the same layers, the same
 * trust rule (a repository file's provider is shown as ignored, as the review ignores it).
 */
async function resolveHere(io: CliIO): Promise<LoadedConfig> {
  let root: string | null = null;
  try {
    root = await findRepoRoot(io.cwd);
  } catch {
    root = null; // Not inside a git repository: no repo file applies.
  }
  return resolveLocalSettings({
    root: root ?? io.cwd,
    env: io.env,
    ...(root === null ? { noRepoFile: true } : {}),
  });
}

/** A value as `config set` takes it: lists comma-joined, structured values as JSON. */
function render(key: SettingKey, value: unknown): string {
  if (value === undefined) return '';
  const kind = fieldOf(key).kind;
  if (kind === 'list' && Array.isArray(value)) return value.join(',');
  if (kind === 'structured' || typeof value === 'object') return JSON.stringify(value);
  return typeof value === 'string' ? value : JSON.stringify(value);
}

async function show(args: Extract<ConfigArgs, { action: 'get' | 'show' }>, io: CliIO): Promise<number> {
  const mask = shellMasker(io.env);
  const safe = (text: string) => maskSecrets(mask(text));
  if (args.action === 'get' && !isSettingKey(args.key)) {
    settableKey(args.key); // throws the right message (a key, or a typo)
  }
  const resolved = await resolveHere(io);
  const { settings } = resolved;
  const sourceOf = (key: SettingKey) => resolved.from[key];
  // What was ignored and why, as the review says it (stderr: stdout stays the table or the JSON).
  for (const warning of resolved.warnings) io.stderr(`prlens: ${safe(warning)}\n`);

  if (args.action === 'get') {
    const key = args.key as SettingKey;
    const value = render(key, settings[key]);
    io.stdout(value === '' ? '' : `${safe(value)}\n`);
    return 0;
  }
  const apiKey = ['PRLENS_API_KEY', 'OPENAI_API_KEY', 'ANTHROPIC_API_KEY'].find((name) =>
    io.env[name]?.trim(),
  );
  if (args.json) {
    const out = Object.fromEntries(
      SETTING_KEYS.map((key) => [key, { value: settings[key] ?? null, source: sourceOf(key) }]),
    );
    const json = JSON.stringify({ settings: out, 'api-key': apiKey ? `*** (${apiKey})` : null }, null, 2);
    io.stdout(`${safe(json)}\n`);
    return 0;
  }
  const width = Math.max(...SETTING_KEYS.map((k) => k.length));
  const lines = SETTING_KEYS.map((key) => {
    const value = settings[key];
    const shown = value === undefined ? '(unset)' : render(key, value) || '(empty)';
    return `${key.padEnd(width)}  ${shown}  [${sourceOf(key)}]`;
  });
  lines.push(
    `${'api-key'.padEnd(width)}  ${apiKey ? `*** [environment ${apiKey}]` : '(unset: set PRLENS_API_KEY)'}`,
  );
  io.stdout(`${safe(lines.join('\n'))}\n`);
  return 0;
}
