/** The shapes the planning half hands to the execution half (src/review/exec). */

export type Preset = 'fast' | 'full' | 'deep';

/** Which hunks a lens reads: all, or those a flag of route.ts's `HunkRoute` marks. */
export type LensRoute = 'all' | 'code' | 'test' | 'docs';

/**
 * How plan and deep code treat a lens: the columns of its row in `LENSES` (plan/lenses.ts). Code
 * reads these properties, never a lens's name.
 */
export interface LensTraits {
  /** The hunks it reads when the preset routes (the `lenses` input and custom lenses read all). */
  route: LensRoute;
  /** Reviews every hunk whatever the routing: the coverage check proves it for each floor lens. */
  floor: boolean;
  /** `fast` on a large unit: one call per group, in ascending order; null: a last call shared by the rest. */
  fastGroup: number | null;
  /**
   * How `full` calls it: `heavy` a call of its own; `light` one call shared by the routed light
   * lenses (unrouted, each has its own); `sensitive` a call of its own only on a unit with a
   * sensitive hunk, elsewhere it joins the call of the first heavy lens of its fast group.
   */
  weight: 'heavy' | 'light' | 'sensitive';
  /** In `full`, the light lenses join its call when it is routed to every hunk they are. */
  absorbsLight: boolean;
  /** Preset `deep`: the lens a finding without a usable label is filed under. */
  fallback: boolean;
}

/** A review lens: built in (a row of `LENSES` and prompts/<id>.md) or custom from config. */
export interface LensSpec {
  id: string;
  title: string;
  instructions: string;
  /** From the config's `custom-lenses`: never routed (its scope is the user's to say). */
  custom?: boolean;
  /** Its row's columns; without them, those of the built-in row of its id (see `traitsOf`). */
  traits?: LensTraits;
}

/** What one call reviews: whole files or, for a file too big for one call, some of its hunks. */
export interface ReviewUnit {
  id: string;
  /** `hunks` are indexes into the file's `FileDiff.hunks`, ascending. */
  files: Array<{ path: string; hunks: number[] }>;
  /** Tokens of the unit's system prompt (instructions + rendered diff), without the lens suffix. */
  estimatedTokens: number;
}

/** One model call: a unit seen through one or more lenses. */
export interface LensCall {
  id: string;
  unitId: string;
  /**
   * The unit of the packer this call belongs to (its own id, or the one a routed sub-unit was cut
   * from): the audit of a family starts once all its calls are in.
   */
  family?: string;
  lenses: string[];
  /** Cacheable prefix, byte-identical for every call on the same unit. */
  system: string;
  /** Lens-specific suffix, sent as the only user message. */
  user: string;
  /** Prompt tokens of system + user. */
  estimatedTokens: number;
  /** Of those, the tokens of the context pack in `system` (0 or absent: none). */
  packTokens?: number;
  /** Tokens of context the unit's pack cap left out of `system` (0 or absent: none). */
  packCutTokens?: number;
}
