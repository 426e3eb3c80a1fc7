/** The plan stage's public face: what the model half of the pipeline (src/review/model-lenses.ts) imports. */
export type { LensCall, LensSpec, Preset, ReviewUnit } from './types.js';
export { createPromptContext, DEFAULT_PADDING_LINES } from './context.js';
export type { PromptContext, PromptContextInput } from './context.js';
export type { CustomLens } from './lenses.js';
export { BUILTIN_LENS_IDS, FAST_MERGE, builtinLenses, mergeForFast, resolveLenses } from './lenses.js';
export { buildSystem, buildUser, fixedOverheadTokens } from './prompt.js';
export { PADDING_MARK, renderFile, renderFiles } from './render.js';
export { fallbackGroups, groupFiles, validateGrouping, MAX_GROUP_SIZE } from './group.js';
export type { GroupOptions, Grouping } from './group.js';
export { DEFAULT_MAX_FILES_PER_UNIT, packUnits } from './batch.js';
export type { PackOptions, PackResult } from './batch.js';
export { checkCoverage } from './plan-coverage.js';
export type { CoverageGap } from './plan-coverage.js';
export {
  FAST_SINGLE_CALL_LINES,
  MERGED_UNIT_ID,
  buildCallForUnit,
  buildPlan,
  mergeUnits,
  splitUnit,
  unitChangedLines,
  unitTokens,
  withTokens,
} from './lens-plan.js';
export type { LensPlan } from './lens-plan.js';
