/**
 * What a long run reports while it works, for a progress display. The pipeline and the commands
 * emit these through an optional callback; they know nothing about terminals.
 */
export type ProgressEvent =
  | { phase: 'diff' }
  | { phase: 'files'; files: number; excluded: number }
  | { phase: 'calls'; done: number; total: number; tokens: number }
  /** Preset deep: group conversations done of all, with the tokens spent so far. */
  | { phase: 'groups'; done: number; total: number; tokens: number }
  | { phase: 'posting' };

export type OnProgress = (event: ProgressEvent) => void;
