/**
 * The review pipeline shared by the CLI and the action: one ordered list of stages over one finding
 * set (src/review/types.ts). Each stage is a function of the set the previous one returned; each
 * decision about which findings survive is made once, in its stage. It decides; callers wire ports.
 */
import { emptyUsage } from '../core/types.js';
import { buildResult } from './pipeline-result.js';
import { NO_PATH_FILTER } from './select/path-filter.js';
import type { PipelineInput, PipelineResult } from './pipeline-types.js';
import { checkSuggestions } from './stages/check-suggestions/suggestions-stage.js';
import { floors } from './stages/floors/floors.js';
import { imported } from './stages/imported/import-stage.js';
import { lookalikeFiles } from './stages/lookalike-files/lookalike-files.js';
import { dedupe } from './stages/merge/dedupe-stage.js';
import { mergeSameProblem } from './stages/merge/merge-stage.js';
import { modelLenses } from './stages/model-lenses/model-stage.js';
import { select } from './stages/select/select-stage.js';
import { staticLens } from './stages/static-lens/static-lens.js';
import { suppress } from './stages/suppress/suppress.js';
import { verifyAnchors } from './stages/verify-anchors/verify-anchors.js';
import type { FindingSet, Stage, StageContext } from './types.js';

export type { PipelineInput, PipelineResult } from './pipeline-types.js';

/** A stage with the name the docs, logs and tests call it by. */
export interface NamedStage {
  name: string;
  run: Stage;
}

/** The stages in order; `imported` and `modelLenses` take their own inputs. */
export function stagesFor(input: Pick<PipelineInput, 'imported' | 'model'>): NamedStage[] {
  return [
    { name: 'select', run: select },
    { name: 'staticLens', run: staticLens },
    { name: 'imported', run: imported(input.imported) },
    { name: 'modelLenses', run: modelLenses(input.model) },
    { name: 'lookalikeFiles', run: lookalikeFiles },
    { name: 'dedupe', run: dedupe },
    { name: 'verifyAnchors', run: verifyAnchors },
    { name: 'suppress', run: suppress },
    { name: 'mergeSameProblem', run: mergeSameProblem },
    { name: 'floors', run: floors },
    { name: 'checkSuggestions', run: checkSuggestions },
  ];
}

/** Runs the stages over a parsed change and reports what they decided. */
export async function runPipeline(
  input: PipelineInput,
  stages: readonly NamedStage[] = stagesFor(input),
): Promise<PipelineResult> {
  const run = stageContext(input);
  let set = emptySet();
  for (const stage of stages) set = await stage.run(set, run);
  return buildResult(set, {
    settings: input.settings,
    withModel: input.model !== undefined,
    usage: input.model ? input.model.usage() : emptyUsage(),
  });
}

/** What every stage reads, from the pipeline's input. */
function stageContext(input: PipelineInput): StageContext {
  const limits = input.limits ?? {};
  return {
    context: input.context,
    change: input.change,
    baseRef: input.baseRef ?? null,
    settings: input.settings,
    withModel: input.model !== undefined,
    deadline: limits.deadline ?? Infinity,
    maxReviewSeconds: limits.maxReviewSeconds,
    maxFileReads: limits.maxFileReads ?? Infinity,
  };
}

/** The set before the first stage: nothing selected, nothing found. */
function emptySet(): FindingSet {
  return {
    files: {
      kept: [],
      excluded: [],
      classes: new Map(),
      contents: new Map(),
      unconfirmed: [],
      pathFilter: NO_PATH_FILTER,
    },
    findings: [],
    unanchored: [],
    hidden: [],
    droppedByAudit: [],
    auditDuplicates: new Map(),
    merges: [],
    lenses: [],
    warnings: [],
    incomplete: false,
    reach: { staticScanned: [], staticRules: 0, suppressedInline: 0, modelFiles: [] },
  };
}
