/**
 * The one mapping from the kebab-case settings (files, env, inputs, flags) to the camelCase
 * options the engine takes. Every use case (the local review, the review of a PR, the model
 * factory) reads its options from here, so a setting added to the engine is wired in one place
 * and the CLI and the action cannot pass it differently.
 */
import { toPathInstructions } from '../config/instructions.js';
import type { ReviewSettings } from '../config/schema.js';

/** Concurrency when `max-concurrency` is unset: local servers serve one request at a time. */
const CLOUD_CONCURRENCY = 8;
const LOCAL_CONCURRENCY = 1;

/** The engine's options of one run, grouped by the part that takes them. */
export function engineSettings(settings: ReviewSettings) {
  const selection = {
    include: settings.include,
    exclude: settings.exclude,
    maxFileChangedLines: settings['max-file-changed-lines'],
    includeGenerated: settings['include-generated'],
  };
  return {
    /** Which files are read (also the preview's selection). */
    selection,
    /** runPipeline's `settings`: the selection plus what is reported. */
    pipeline: {
      ...selection,
      minSeverity: settings['min-severity'],
      minConfidence: settings['min-confidence'],
      maxMinorFindings: settings['max-minor-findings'],
      maxFindings: settings['max-findings'],
      failOn: settings['fail-on'],
      ignoredFingerprints: settings['ignored-fingerprints'],
      findingRules: settings['finding-rules'],
      staticBaseline: settings['static-baseline'],
    },
    /** The model client's options (createModelClient), beside the provider and the key. */
    client: {
      model: settings.model,
      baseUrl: settings['base-url'],
      timeoutMs:
        settings['model-timeout-seconds'] === undefined
          ? undefined
          : settings['model-timeout-seconds'] * 1000,
    },
    /** The lenses' options; `local` = a local server (Ollama, vLLM), which queues parallel calls. */
    model: (local: boolean) => ({
      preset: settings.preset,
      lenses: settings.lenses,
      customLenses: settings['custom-lenses'],
      pathInstructions: toPathInstructions(settings.instructions),
      language: settings.language,
      reflect: settings.reflect,
      maxConcurrency: settings['max-concurrency'] ?? (local ? LOCAL_CONCURRENCY : CLOUD_CONCURRENCY),
      maxInputTokens: settings['max-input-tokens'],
      maxReviewTokens: settings['max-review-tokens'],
      maxReviewSeconds: settings['max-review-seconds'],
      effort: settings.effort,
      repoContext: settings['repo-context'],
    }),
  };
}
