/**
 * What every stage of one review shares, built once by the use case and handed down whole: the
 * run's ports (`RunContext`) and the change under review (`ChangeUnderReview`). A stage's input is
 * `{ context, change, <its own few fields> }`, so a port added here reaches every stage without
 * being copied field by field through eight input types.
 *
 * Budgets are not here: each stage gets its own slice (the model lenses get what is left of the
 * run's time), so they stay fields of the stage that spends them.
 */
import { noopObserver, type Clock, type Logger, type Observer, type Workspace } from '../core/ports.js';
import type { FileDiff } from '../core/types.js';
import type { OnProgress } from './progress.js';
import type { PathFilter } from './select/path-filter.js';

export interface RunContext {
  clock: Clock;
  logger: Logger;
  /** Spans, metrics and the transcript; `noopObserver` when the run records nothing. */
  observer: Observer;
  /** Progress for a display (files, lens calls, groups); none when absent. */
  onProgress?: OnProgress | undefined;
}

/** The change a stage reviews; not core's `ReviewTarget`, which names it in the report. */
export interface ChangeUnderReview {
  /** The files of this stage: the whole parsed diff before select, the kept files after it. */
  files: FileDiff[];
  workspace: Workspace;
  /** Revision at which post-change contents are read; null = the working tree. */
  headRef: string | null;
}

/** The change once select has read it: post-change contents by path (null when unreadable). */
export interface SelectedChange extends ChangeUnderReview {
  contents: ReadonlyMap<string, string | null>;
  /**
   * Why the model may not read a path as context (select's exclusions: the user's `exclude`,
   * generated, vendored, ...), or null; absent = every path may be read.
   */
  pathFilter?: PathFilter | undefined;
}

/** A run context from the ports a caller has; an absent observer records nothing. */
export function runContext(ports: {
  clock: Clock;
  logger: Logger;
  observer?: Observer | undefined;
  onProgress?: OnProgress | undefined;
}): RunContext {
  return {
    clock: ports.clock,
    logger: ports.logger,
    observer: ports.observer ?? noopObserver,
    ...(ports.onProgress ? { onProgress: ports.onProgress } : {}),
  };
}
