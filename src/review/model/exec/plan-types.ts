/**
 * The plan's shapes the execution half passes around (src/review/plan/types.ts, context.ts),
 * re-exported for exec's own files. execute.ts and lens-coverage.ts also call plan functions
 * (splitting a unit, the floor lenses) directly: exec runs what plan built, so it depends on plan.
 */
export type { PromptContext } from '../plan/context.js';
export type { LensCall, LensSpec, ReviewUnit } from '../plan/types.js';
