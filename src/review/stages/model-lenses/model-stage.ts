/**
 * The model lenses as one stage: plan, call, relocate and audit per family inside (src/review/plan,
 * exec, deep, reflect); what comes out joins the set as candidates for the verify and dedupe stages.
 */
import type { ModelClient } from '../../../core/ports.js';
import type { Usage } from '../../../core/types.js';
import { knownFindings } from '../../known/known-prompt.js';
import type { FindingSet, Stage, StageContext } from '../../types.js';
import type { ModelLensInput } from './model-lenses.js';

/** The model a review runs with; absent = static rules only. */
export interface ReviewModel {
  client: ModelClient;
  settings: ModelLensInput['settings'];
  background?: string | null;
  /** The run's usage so far, from the meter the client records into. */
  usage: () => Usage;
}

/** The stage that runs the model lenses in what is left of the run's time (none without a model). */
export function modelLenses(model: ReviewModel | undefined): Stage {
  return async (set: FindingSet, run: StageContext): Promise<FindingSet> => {
    // A new file that only looks generated or vendored is reviewed by the static rules and counts for
    // the gate, but is not sent to the model: a PR that vendors a dependency would otherwise send all
    // of it (README "Security model"). The base's .gitattributes is how a repository says otherwise.
    const lookalikes = new Set(set.files.unconfirmed.map((u) => u.path));
    const forModel = set.files.kept.filter((f) => !lookalikes.has(f.path));
    if (!model || forModel.length === 0) return set;
    // Given to the model even when its time is gone: the report says what was planned for it.
    const given = { ...set, reach: { ...set.reach, modelFiles: forModel.filter((f) => f.hunks.length > 0) } };
    if (run.context.clock.now() >= run.deadline) {
      const warning = `max-review-seconds (${run.maxReviewSeconds}) ran out before the model lenses: only the static rules ran`;
      return { ...given, warnings: [...set.warnings, warning], incomplete: true };
    }
    // Loaded here, not at the top: a static-only run (a pre-commit hook) never loads the model half
    // (plan, exec, reflect, the deep agent), about a third of the engine's code (issue 48).
    const { runModelLenses } = await import('./model-lenses.js');
    const result = await runModelLenses({
      context: run.context,
      change: {
        ...run.change,
        files: forModel,
        contents: set.files.contents,
        // What select left out stays out of the context too; so does a file that only looks generated.
        pathFilter: (path) =>
          lookalikes.has(path)
            ? 'looks generated or vendored (a new file: not sent to the model)'
            : set.files.pathFilter(path),
      },
      model: model.client,
      settings: model.settings,
      background: model.background ?? null,
      // The model gets what is left of the run's time, not a fresh max-review-seconds of its own.
      ...(Number.isFinite(run.deadline) ? { deadline: run.deadline } : {}),
      known: knownFindings(set.findings.filter((f) => f.anchored)),
      inlineFloor: run.settings.minSeverity,
      findingsBudget: {
        max: { minor: run.settings.maxMinorFindings ?? 0, all: run.settings.maxFindings ?? 0 },
        gate: run.settings.failOn ?? [],
      },
    });
    return {
      ...given,
      ...(result.packTokens === null
        ? {}
        : {
            reach: {
              ...given.reach,
              contextPackTokens: result.packTokens,
              contextPackCutTokens: result.packCutTokens ?? 0,
            },
          }),
      // Unplaced ones too: the verify stage decides, for every lens at once, what is inline.
      findings: [...set.findings, ...result.findings, ...result.unanchored],
      droppedByAudit: [...set.droppedByAudit, ...result.droppedByAudit],
      auditDuplicates: new Map([...set.auditDuplicates, ...result.duplicates]),
      lenses: [...set.lenses, ...result.lenses],
      warnings: [...set.warnings, ...result.warnings],
      incomplete: set.incomplete || result.incomplete,
    };
  };
}
