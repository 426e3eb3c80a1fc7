/**
 * What the review of a PR takes (its request, its collaborators), what its steps hand on (the
 * decision before the pipeline, the reviewed result) and what it returns.
 */
import type { ReviewSettings } from '../config/schema.js';
import type { OpenFinding } from '../core/gate.js';
import type { Masker } from '../core/mask.js';
import type { Clock, Logger } from '../core/ports.js';
import type { FileDiff, ReviewReport } from '../core/types.js';
import type { Forge } from '../core/forge.js';
import type { Identity, PlannedComment, PullRequestRef, ReviewThread } from '../core/forge-types.js';
import type { RunObservability } from '../obs/setup.js';
import type { TimelineCall } from '../report/index.js';
import type { OpenState } from '../report/open-state.js';
import type { ReviewModel } from './model.js';
import type { Teaching } from './review-pr-steps.js';
import type { RunInputs } from './run-inputs.js';

export interface ReviewDeps {
  /** The code host the PR lives on (GitHub: src/github/forge.ts, built by the edge). */
  forge: Forge;
  logger: Logger;
  clock: Clock;
  env: Record<string, string | undefined>;
  /** Session transcript and telemetry; configured here once the repository's settings are read. */
  observability?: RunObservability | undefined;
  /**
   * Who the token posts as, when the caller already learned it (a sweep learns it once for all its
   * PRs); undefined: learned here. Null: unknown, so no existing comment is trusted.
   */
  identity?: Identity | null | undefined;
  /** The run's masker (GitHub token, model key): applied to the report before anything renders it. */
  mask?: Masker | undefined;
}

export interface ReviewRequest {
  pr: PullRequestRef;
  /** The event's action (`synchronize` allows an incremental review); null for other events. */
  action: string | null;
  /**
   * `incremental`: review only what changed since the last complete review, whatever the event
   * (`/review`); `full`: the whole PR (`/review full`); unset: incremental only on a push.
   */
  scope?: 'incremental' | 'full' | undefined;
  inputs: RunInputs;
  /** The label a `labeled` event put on (the fork gate reviews on its safe-to-review label). */
  label?: string | undefined;
  /** The run is for a push to the PR: the fork gate takes its safe-to-review label off. */
  pushed?: boolean;
  /** Someone trusted asked for this very review (a /review command, the CLI's user): no fork gate. */
  vouched?: boolean;
}

export type ReviewOutcome =
  | { kind: 'skipped'; reason: string }
  | {
      kind: 'reviewed';
      report: ReviewReport;
      settings: ReviewSettings;
      /** Inline comments that landed in this run's review. */
      posted: number;
      reviewId: number | null;
      /** Comments that would have been posted (dry run, read-only token), for the job summary. */
      planned: PlannedComment[];
      /** The summary comment's body as rendered (also the job summary on a read-only token). */
      summary: string;
      readOnly: boolean;
      dryRun: boolean;
      staticOnly: boolean;
      /**
       * What the merge gate counts beyond `report`: earlier findings still open on files this run
       * did not review again. `open`: every finding the gate counts (this run's and those).
       */
      gate: { carried: OpenFinding[]; open: number };
      /** One notice per feature that degraded (a missing permission), for publish to show. */
      notices?: string[];
      /** What the HTML report shows beyond the JSON one: the reviewed diff and the model calls. */
      page?: { files: FileDiff[]; timeline: TimelineCall[]; language: string };
    };

/** Which files this run reviews, and why (a note for the log and the report). */
export interface Scope {
  files: FileDiff[];
  incremental: boolean;
  note: string | null;
}

/** What the review decided before the pipeline ran: what the last run left, the scope, the reviewer. */
export interface Decision {
  /** The head the last complete review covered, from our own summary. */
  watermark: string | null;
  recorded: OpenState | null;
  scope: Scope;
  teaching: Teaching;
  /** Our review threads nobody else edited, read before the review. */
  threads: ReviewThread[];
  /** The model client and its lens settings; undefined: static rules only. */
  reviewer: ReviewModel | undefined;
  /** Why the reviewer is missing or degraded, for the report's warnings. */
  warnings: string[];
  /** The author's stated intent, given to the model; null without one. */
  background: string | null;
}

/** What the pipeline found, masked and ready to post. */
export interface Reviewed {
  report: ReviewReport;
  /** Findings held back because the team rejected them. */
  suppressed: number;
  /** Merged finding's fingerprint → its members', written in its comment (a 👎 rejects them all). */
  members: ReadonlyMap<string, readonly string[]>;
}
