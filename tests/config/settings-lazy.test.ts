import { describe, expect, it, vi } from 'vitest';

/**
 * Building zod schemas is start-up work on every run (issue 48: the settings table built ~280 on
 * every `review --commit`). A run checks only the keys some layer sets, so only those are built.
 * Counted, never timed. Each test imports the modules fresh, so no other test's loads count.
 */
async function freshModules() {
  vi.resetModules();
  const schema = await import('../../src/config/schema.js');
  const { resolveSettings } = await import('../../src/config/resolve.js');
  const { layerFromYaml } = await import('../../src/config/load.js');
  return { ...schema, resolveSettings, layerFromYaml };
}

describe('the settings table builds a setting type only when a layer sets that key', () => {
  it('resolving with no file, no env and no flag builds no setting type', async () => {
    const { resolveSettings, settingTypesBuilt } = await freshModules();
    const { settings } = resolveSettings({ env: {}, user: null, repo: null, repoMayRoute: false });
    expect(settings.preset).toBe('fast');
    expect(settings['finding-rules']).toEqual([]);
    expect(settingTypesBuilt()).toEqual([]);
  });

  it('a repo file and an env var build the types of the keys they set, and no structured schema', async () => {
    const { resolveSettings, settingTypesBuilt, layerFromYaml } = await freshModules();
    const layer = layerFromYaml('preset: full\nexclude: [docs/**]\n', '.github/prlens.yml');
    const repo = { file: '.github/prlens.yml', label: '.github/prlens.yml', layer };
    const { settings } = resolveSettings({
      env: { PRLENS_MIN_SEVERITY: 'high' },
      user: null,
      repo,
      repoMayRoute: false,
    });
    expect(settings).toMatchObject({ preset: 'full', exclude: ['docs/**'], 'min-severity': 'high' });
    expect(settingTypesBuilt().sort()).toEqual(['exclude', 'min-severity', 'preset']);
  });

  it('hands each run its own copy of a default list, so one run cannot change the next', async () => {
    const { resolveSettings } = await freshModules();
    const first = resolveSettings({ env: {}, user: null, repo: null, repoMayRoute: false }).settings;
    first.exclude.push('leak/**');
    const second = resolveSettings({ env: {}, user: null, repo: null, repoMayRoute: false }).settings;
    expect(second.exclude).toEqual([]);
  });
});
