/** The shapes the planning half hands to the execution half (src/review/exec). */

export type Preset = 'fast' | 'full' | 'deep';

/** A review lens: built in (prompts/*.md) or custom from config. */
export interface LensSpec {
  id: string;
  title: string;
  instructions: string;
  /** From the config's `custom-lenses`: never routed (its scope is the user's to say). */
  custom?: boolean;
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
}
