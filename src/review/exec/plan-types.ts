/**
 * The planning half's shapes the execution half reads (src/review/plan): one place the executor
 * imports them from, so exec depends on plan's types, not on how the planner is laid out.
 */
export type { PromptContext } from '../plan/context.js';
export type { LensCall, LensSpec, ReviewUnit } from '../plan/types.js';
