/**
 * The one settings resolver: defaults < user file < repo file < env < flags (or action inputs),
 * for the local review, the action, `review --pr`, sweep, `config show` and `doctor` alike. The
 * callers only read the files (from disk, at a commit, over the API); which layer wins, which keys a
 * repository file may set (src/config/trust.ts) and where each value came from are decided here, so
 * that `config show` prints what a review then uses (issue 43 point 3).
 */
import { envName, layerFromEnv, layerFromStrings, type SettingsLayer } from './layers.js';
import { listOverrideNotes, type NamedLayer } from './list-override.js';
import { mergeLayers } from './merge.js';
import { SETTING_KEYS, type ReviewSettings, type SettingKey } from './schema.js';
import { withoutTrustKeys } from './trust.js';

/** A config file read and checked into a layer. */
export interface FileLayer {
  /** Where it was read: an absolute path, or a repository path at a commit. */
  file: string;
  /** How errors and notes name it: `.github/prlens.yml`, `.prlens.yml@1a2b3c4d5e6f`, a user path. */
  label: string;
  layer: SettingsLayer;
}

export interface SettingsSources {
  env: Record<string, string | undefined>;
  /** The user's own config file, read; null when there is none. */
  user: FileLayer | null;
  /** The repository's config file, read (from the working tree, a base commit or the API); null = none. */
  repo: FileLayer | null;
  /** Flags or action inputs as strings; empty strings mean unset. */
  flags?: Partial<Record<SettingKey, string>>;
  /** How a flag layer's errors name it: `flag --key` (the CLI) or `input key` (the action). */
  flagSource?: 'flag' | 'input';
  /** The repository file may set the trust keys: `repoFileMayRoute` (src/config/repo-trust.ts) decides. */
  repoMayRoute: boolean;
}

/** A key the repository file set and this run ignored (a trust key), and its value. */
interface DroppedSetting {
  key: SettingKey;
  value: unknown;
  /** The file's label. */
  file: string;
}

export interface ResolvedSettings {
  settings: ReviewSettings;
  /** Each key's layer: `default`, `user file …`, `repo file …`, `environment`, `flags` (or `inputs`). */
  from: Record<SettingKey, string>;
  /** Keys the repository file set that this run does not use, because it may not choose them. */
  dropped: DroppedSetting[];
  /** One sentence each: dropped keys, lists a flag replaced; for the log and the report. */
  warnings: string[];
  /** Files that contributed, in the order they were applied. */
  files: string[];
  /** The layers applied, lowest first, e.g. `defaults < repo .github/prlens.yml@1a2b3c4d5e6f < flags`. */
  layers: string;
  /** The file whose `instructions` won the merge: its instruction files are read from its side. */
  instructionsFrom: { label: string; side: 'user' | 'repo' } | null;
  /** The model key from the environment, if any. Never logged or stored. */
  apiKey?: string;
}

/** Merges every layer and says where each setting came from and what was ignored. */
export function resolveSettings(sources: SettingsSources): ResolvedSettings {
  const { user, repo } = sources;
  const named: Array<{ source: string; layer: SettingsLayer; list: NamedLayer['name'] | null }> = [];
  const names = ['defaults'];
  const warnings: string[] = [];
  let dropped: DroppedSetting[] = [];
  if (user) {
    named.push({ source: `user file ${user.label}`, layer: user.layer, list: () => `user ${user.label}` });
    names.push(`user ${user.label}`);
  }
  if (repo) {
    let layer = repo.layer;
    if (!sources.repoMayRoute) {
      const trusted = withoutTrustKeys(repo.layer, repo.label, user?.label ?? null);
      warnings.push(...trusted.warnings);
      dropped = trusted.dropped.map((key) => ({ key, value: repo.layer[key], file: repo.label }));
      layer = trusted.layer;
    }
    named.push({ source: `repo file ${repo.label}`, layer, list: () => `repo ${repo.label}` });
    names.push(`repo ${repo.label}`);
  }
  const env = layerFromEnv(sources.env);
  const flagSource = sources.flagSource ?? 'flag';
  const flags = layerFromStrings(flagSource, sources.flags ?? {});
  named.push({ source: 'environment', layer: env, list: null });
  named.push({ source: flagSource === 'flag' ? 'flags' : 'inputs', layer: flags, list: null });
  warnings.push(...listOverrideNotes(named.map(toNamedLayer)));
  if (Object.keys(env).length > 0) names.push('env');
  if (Object.keys(flags).length > 0) names.push(flagSource === 'flag' ? 'flags' : 'inputs');

  const settings = mergeLayers(named.map((n) => n.layer));
  const from = sourcesOf(named, dropped);
  const apiKey = firstNonEmpty(
    sources.env.PRLENS_API_KEY,
    sources.env.OPENAI_API_KEY,
    sources.env.ANTHROPIC_API_KEY,
  );
  const instructionsFrom =
    repo?.layer.instructions !== undefined
      ? { label: repo.label, side: 'repo' as const }
      : user?.layer.instructions !== undefined
        ? { label: user.label, side: 'user' as const }
        : null;
  return {
    settings,
    from,
    dropped,
    warnings,
    files: [user?.file, repo?.file].filter((f): f is string => f !== undefined),
    layers: names.join(' < '),
    instructionsFrom,
    ...(apiKey ? { apiKey } : {}),
  };
}

/** A layer for list-override's notes: files by their label, env by its variable, `--key` or `input key`. */
function toNamedLayer(n: {
  source: string;
  layer: SettingsLayer;
  list: NamedLayer['name'] | null;
}): NamedLayer {
  if (n.list) return { layer: n.layer, file: true, name: n.list };
  if (n.source === 'environment') return { layer: n.layer, file: false, name: (key) => envName(key) };
  // An action input is named as the workflow writes it, a flag as it is typed.
  if (n.source === 'inputs') return { layer: n.layer, file: false, name: (key) => `input ${key}` };
  return { layer: n.layer, file: false, name: (key) => `--${key}` };
}

/**
 * The layer each key's value came from. A dropped key whose value fell back to a lower layer says
 * so, so that `config show` never suggests the repository file chose it.
 */
function sourcesOf(
  named: ReadonlyArray<{ source: string; layer: SettingsLayer }>,
  dropped: readonly DroppedSetting[],
): Record<SettingKey, string> {
  const from = {} as Record<SettingKey, string>;
  for (const key of SETTING_KEYS) {
    const top = named.findLast((n) => n.layer[key] !== undefined);
    const ignored = dropped.find((d) => d.key === key);
    const base = top?.source ?? 'default';
    // An env var or a flag above the file chose the value itself: the file's wish is moot there.
    const below = top === undefined || top.source.startsWith('user file');
    from[key] =
      ignored && below
        ? `${base}; ${shown(ignored.value)} from repo file ${ignored.file} ignored: a repository file may ` +
          'not choose where your code is sent'
        : base;
  }
  return from;
}

function shown(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value);
}

function firstNonEmpty(...values: Array<string | undefined>): string | undefined {
  return values.find((value) => value !== undefined && value.trim() !== '')?.trim();
}
