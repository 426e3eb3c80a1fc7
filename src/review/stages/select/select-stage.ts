/**
 * The select stage: which changed files are reviewed, and their post-change contents, read once (the
 * static rules parse them, the model sees them as padding). Only files someone will use are read
 * (over the API each read is a request), within the run's read budget and deadline.
 */
import type { FileDiff } from '../../../core/types.js';
import { staticChecks, staticCovers } from '../../../static/run-static-rules.js';
import { prefetchWarning } from '../../select/prefetch.js';
import { selectChange } from '../../select/select-change.js';
import type { FindingSet, StageContext } from '../../types.js';

/** Selects the files of the change and reads their contents into the set. */
export async function select(set: FindingSet, run: StageContext): Promise<FindingSet> {
  const { context, change, settings } = run;
  const prefetched = await selectChange({
    files: change.files,
    workspace: change.workspace,
    headRef: change.headRef,
    baseRef: run.baseRef,
    options: {
      include: settings.include,
      exclude: settings.exclude,
      maxFileChangedLines: settings.maxFileChangedLines,
      includeGenerated: settings.includeGenerated ?? false,
    },
    wanted: readFor(run.withModel),
    prefetch: { clock: context.clock, maxReads: run.maxFileReads, deadline: run.deadline },
  });
  const { classes, contents } = prefetched;
  const warnings: string[] = [];
  // A file the static rules check is named by the static lens, with what is missing; the rest here.
  const checked = new Set(prefetched.kept.filter(staticChecks).map((f) => f.path));
  for (const [path, content] of contents) {
    if (content === null && !checked.has(path)) {
      const why = change.workspace.unreadReason?.(path, change.headRef);
      warnings.push(
        `could not read ${path} at ${change.headRef ?? 'the working tree'}${why === undefined ? '' : `: ${why}`}`,
      );
    }
  }
  // What was not read is said, and the run is incomplete: a file no one looked at is not clean.
  const unread = prefetchWarning(
    prefetched.skipped,
    { maxReads: run.maxFileReads, maxReviewSeconds: run.maxReviewSeconds ?? 0 },
    run.withModel,
  );
  if (unread) warnings.push(unread);
  // A failed read is not an absent file: the selection itself may be wrong, so the run says so.
  warnings.push(...prefetched.warnings);
  // Without a model the static rules only read what was fetched: the rest is excluded, with why.
  const dropUnread = unread !== null && !run.withModel;
  const skipped = new Set(dropUnread ? prefetched.skipped.map((s) => s.path) : []);
  const kept = prefetched.kept.filter((f) => !skipped.has(f.path));
  const excluded = [
    ...prefetched.excluded,
    ...(dropUnread ? prefetched.skipped.map((s) => ({ path: s.path, reason: skipReason(s.reason) })) : []),
  ];
  context.logger.info(`${kept.length} file(s) to review, ${excluded.length} excluded`);
  context.onProgress?.({ phase: 'files', files: kept.length, excluded: excluded.length });
  // Said only of what is reviewed: a file the read budget then left out is not.
  const reviewed = new Set(kept.map((f) => f.path));
  return {
    ...set,
    files: {
      kept,
      excluded,
      classes,
      contents,
      unconfirmed: prefetched.unconfirmed.filter((u) => reviewed.has(u.path)),
      pathFilter: prefetched.pathFilter,
    },
    warnings: [...set.warnings, ...warnings],
    incomplete: set.incomplete || unread !== null || prefetched.warnings.length > 0,
  };
}

/**
 * The kept files someone will read: every changed file for the model, else those the static rules
 * cover. `--preview` selects with the same predicate, so a generated header outside every hunk
 * excludes the same files in both (only a read file can show one).
 */
export function readFor(withModel: boolean): (file: FileDiff) => boolean {
  return (f) => f.status !== 'deleted' && f.hunks.length > 0 && (withModel || staticCovers(f.path));
}

function skipReason(reason: 'read-budget' | 'deadline'): string {
  return reason === 'read-budget'
    ? 'not read: over the file-read budget of the run (GitHub rate limit)'
    : 'not read: max-review-seconds ran out';
}
