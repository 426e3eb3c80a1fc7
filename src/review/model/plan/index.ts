/** The plan stage's public face: what the model half of the pipeline (src/review/stages/model-lenses/model-lenses.ts) imports. */
export type { LensSpec, Preset } from './types.js';
export { createPromptContext } from './context.js';
export type { PromptContext } from './context.js';
export type { CustomLens } from './lenses.js';
export { resolveLenses } from './lenses.js';
export { buildUser } from './prompt.js';
export { groupFiles } from './group.js';
export type { Grouping } from './group.js';
export { packUnits } from './batch.js';
export { prFileParser, unitGroups } from './unit-groups.js';
export { proveCoverage } from './plan-coverage.js';
export type { CoverageGap } from './plan-coverage.js';
export { buildPlan } from './lens-plan.js';
export type { LensPlan } from './lens-plan.js';
