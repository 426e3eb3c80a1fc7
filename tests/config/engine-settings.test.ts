import { describe, expect, it } from 'vitest';
import { engineSettings } from '../../src/app/engine-settings.js';
import { layerFromStrings } from '../../src/config/layers.js';
import { mergeLayers } from '../../src/config/load.js';
import { SETTING_KEYS, Settings, fieldOf } from '../../src/config/schema.js';

describe('the settings table', () => {
  it('gives every key the default its row documents, and leaves keys without one unset', () => {
    const defaults = Settings.parse({});
    for (const key of SETTING_KEYS) expect(defaults[key], key).toEqual(fieldOf(key).default);
    expect(defaults.provider).toBeUndefined();
    expect(defaults['max-concurrency']).toBeUndefined();
    expect(defaults.preset).toBe('fast');
  });

  it('refuses a key it does not know when layers are merged', () => {
    expect(() => mergeLayers([{ ['max-tokens' as 'preset']: 5 }])).toThrow(/max-tokens/);
  });
});

describe('engineSettings', () => {
  const settings = mergeLayers([
    layerFromStrings('flag', {
      include: 'vendor/keep.js',
      exclude: '*.snap',
      'max-file-changed-lines': '40',
      'include-generated': 'true',
      'static-baseline': 'all',
      'min-severity': 'high',
      'min-confidence': '0.8',
      'max-minor-findings': '5',
      'max-findings': '4',
      'ignored-fingerprints': '0123456789abcdef',
      'model-timeout-seconds': '30',
      model: 'm-1',
      'base-url': 'http://127.0.0.1:9/v1',
      preset: 'deep',
      lenses: 'security',
      language: 'de',
      reflect: 'false',
      'max-input-tokens': '2000',
      'max-review-tokens': '7',
      'max-review-seconds': '9',
      effort: '3',
      'repo-context': 'pack',
    }),
  ]);

  it('maps each kebab-case setting to the engine option of the same meaning', () => {
    const engine = engineSettings(settings);
    expect(engine.pipeline).toEqual({
      include: ['vendor/keep.js'],
      exclude: ['*.snap'],
      maxFileChangedLines: 40,
      includeGenerated: true,
      minSeverity: 'high',
      minConfidence: 0.8,
      maxMinorFindings: 5,
      maxFindings: 4,
      failOn: [],
      ignoredFingerprints: ['0123456789abcdef'],
      findingRules: [],
      staticBaseline: 'all',
    });
    expect(engine.selection).toEqual({
      include: ['vendor/keep.js'],
      exclude: ['*.snap'],
      maxFileChangedLines: 40,
      includeGenerated: true,
    });
    expect(engine.client).toEqual({ model: 'm-1', baseUrl: 'http://127.0.0.1:9/v1', timeoutMs: 30_000 });
    expect(engine.model(false)).toEqual({
      preset: 'deep',
      lenses: ['security'],
      customLenses: [],
      pathInstructions: [],
      language: 'de',
      reflect: false,
      maxConcurrency: 8,
      maxInputTokens: 2000,
      maxReviewTokens: 7,
      maxReviewSeconds: 9,
      effort: 3,
      repoContext: 'pack',
    });
  });

  it('runs one model call at a time on a local server unless max-concurrency says otherwise', () => {
    expect(engineSettings(settings).model(true).maxConcurrency).toBe(1);
    const four = mergeLayers([layerFromStrings('flag', { 'max-concurrency': '4' })]);
    expect(engineSettings(four).model(true).maxConcurrency).toBe(4);
    expect(engineSettings(four).client.timeoutMs).toBeUndefined();
  });
});
