/**
 * Reading the post-change contents of the files a review uses, before the static rules and the
 * model need them. Over the API every file is one request, and GITHUB_TOKEN has 1,000 requests an
 * hour per repository (https://docs.github.com/en/rest/using-the-rest-api/rate-limits-for-the-rest-api),
 * so a 3,000-file PR cannot read them all: reads stop at `maxReads` and at the run's deadline, the
 * files left unread are named, and the run says it is incomplete instead of pretending.
 */
import type { Clock, Workspace } from '../../core/ports.js';
import type { FileDiff } from '../../core/types.js';

export interface PrefetchLimits {
  /** Most files read; Infinity (the default) for a local checkout, where a read costs no request. */
  maxReads?: number;
  /** Absolute time on `clock` after which no read starts (max-review-seconds); Infinity = none. */
  deadline?: number;
  clock: Clock;
  /** Reads in flight at once: enough to hide latency, few enough for the secondary rate limit. */
  concurrency?: number;
}

export interface PrefetchResult {
  /** Contents by path; null when the file could not be read (absent, binary, too large). */
  contents: Map<string, string | null>;
  /** Files not read, in the order they would have been, with why. */
  skipped: Array<{ path: string; reason: 'read-budget' | 'deadline' }>;
}

const DEFAULT_READ_CONCURRENCY = 8;

/** When max-review-seconds runs out for a run that started at `started` (on its clock); Infinity for 0. */
export function runDeadline(started: number, maxReviewSeconds: number): number {
  return maxReviewSeconds > 0 ? started + maxReviewSeconds * 1000 : Infinity;
}

/**
 * Reads `files` (most changed first, so the budget goes where the change is), within the limits.
 * Never throws for a limit: what was not read is in `skipped`.
 */
export async function prefetchContents(
  files: readonly FileDiff[],
  workspace: Workspace,
  ref: string | null,
  limits: PrefetchLimits,
): Promise<PrefetchResult> {
  const maxReads = limits.maxReads ?? Infinity;
  const deadline = limits.deadline ?? Infinity;
  const order = [...files].sort((a, b) => changed(b) - changed(a));
  const contents = new Map<string, string | null>();
  const skipped: PrefetchResult['skipped'] = [];
  let next = 0;
  let started = 0;
  const worker = async () => {
    while (next < order.length) {
      const file = order[next++]!;
      if (started >= maxReads) skipped.push({ path: file.path, reason: 'read-budget' });
      else if (limits.clock.now() >= deadline) skipped.push({ path: file.path, reason: 'deadline' });
      else {
        started++;
        contents.set(file.path, await workspace.readFile(file.path, ref));
      }
    }
  };
  const workers = Math.min(limits.concurrency ?? DEFAULT_READ_CONCURRENCY, order.length);
  await Promise.all(Array.from({ length: workers }, worker));
  return { contents, skipped };
}

/** One warning for what was not read, naming the first files and the limit that stopped the reads. */
export function prefetchWarning(
  skipped: PrefetchResult['skipped'],
  limits: { maxReads?: number; maxReviewSeconds?: number },
  hasModel: boolean,
): string | null {
  if (skipped.length === 0) return null;
  const budget = skipped.filter((s) => s.reason === 'read-budget').length;
  const why = [
    ...(budget > 0
      ? [`${budget} past the budget of ${limits.maxReads} file reads a run (GitHub's rate limit)`]
      : []),
    ...(budget < skipped.length
      ? [`${skipped.length - budget} after max-review-seconds (${limits.maxReviewSeconds}) ran out`]
      : []),
  ].join(', ');
  const shown = skipped.slice(0, 10).map((s) => s.path);
  const more = skipped.length > shown.length ? ` and ${skipped.length - shown.length} more` : '';
  const effect = hasModel
    ? 'the static rules did not run on them and the model saw only their diff'
    : 'they were not reviewed';
  return `${skipped.length} file(s) not read, so ${effect}: ${why}; ${shown.join(', ')}${more}`;
}

function changed(file: FileDiff): number {
  let lines = 0;
  for (const hunk of file.hunks) for (const line of hunk.lines) if (line.kind !== 'context') lines++;
  return lines;
}
