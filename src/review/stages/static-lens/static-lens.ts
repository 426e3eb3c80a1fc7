/**
 * The static lens stage: prlens's own rules over the added lines of every kept file that could be
 * read. With `static-baseline: new` (the default), a finding the base version already had is held
 * back as pre-existing: counted in the report, not posted.
 */
import { isSamplePath } from '../../../core/code-paths.js';
import type { FileDiff } from '../../../core/types.js';
import { looksCopied } from '../../select/copied-library.js';
import { runStaticRules, staticChecks } from '../../../static/run-static-rules.js';
import type { StaticFile, StaticResult } from '../../../static/static-file.js';
import type { FindingSet, Hidden, StageContext } from '../../types.js';
import { manifestReader, manifestReadBudget } from './manifest-reads.js';
import { goPackageReader, packageReadBudget } from './package-reads.js';
import { callerReader, callerReadBudget } from './caller-reads.js';
import { splitPreExisting } from './static-baseline.js';
import { staticLensWarnings, unreadWarnings } from './static-warnings.js';

/** Runs the static rules and adds their new findings to the set. */
export async function staticLens(set: FindingSet, run: StageContext): Promise<FindingSet> {
  const { clock, logger } = run.context;
  const { kept, classes, contents } = set.files;
  const roleOf = (path: string) => (classes.get(path) === 'test' ? ('test' as const) : ('source' as const));
  const staticFiles: StaticFile[] = [];
  // Read, with added lines, yet no text: a failed read (a 404, a body that never came), not a clean file.
  const unchecked: { path: string; reason: string | undefined }[] = [];
  for (const file of kept) {
    const changedLines = addedLines(file);
    const content = contents.get(file.path);
    if (contents.has(file.path) && !content && staticChecks(file))
      unchecked.push({
        path: file.path,
        reason: run.change.workspace.unreadReason?.(file.path, run.change.headRef),
      });
    if (changedLines.size > 0 && content)
      staticFiles.push({
        path: file.path,
        content,
        changedLines,
        role: roleOf(file.path),
        sample: isSamplePath(file.path),
        copy: looksCopied(file.path, content),
      });
  }
  const { manifests, packages, callers } = readersFor(run, contents.size);
  const result = await runStaticRules(staticFiles, {
    deadline: Number.isFinite(run.deadline) ? { at: run.deadline, clock } : undefined,
    manifests: manifests.factFor,
    goPackage: packages.packageOf,
    callers: callers.filesNaming,
  });
  if (manifests.reads() > 0) logger.debug(`static rules read ${manifests.reads()} manifest(s)`);
  if (packages.reads() > 0) logger.debug(`static rules read ${packages.reads()} file(s) of Go packages`);
  if (callers.searches() > 0)
    logger.debug(
      `static rules searched ${callers.searches()} name(s) and read ${callers.reads()} file(s) for callers`,
    );
  const cut = [...unreadWarnings(unchecked), ...staticLensWarnings(result, run.maxReviewSeconds)];
  for (const skip of result.skipped) logger.debug(`static rules skipped ${skip.path}: ${skip.reason}`);
  for (const s of result.suppressed)
    logger.debug(`${s.rule} at ${s.path}:${s.line} suppressed by ${s.marker}`);
  const baseline = await baselineOf(result, set, run);
  return {
    ...set,
    findings: [...set.findings, ...baseline.fresh],
    hidden: [
      ...set.hidden,
      ...baseline.preExisting.map((finding): Hidden => ({ finding, why: 'pre-existing' })),
    ],
    lenses: [...set.lenses, 'static'],
    warnings: [...set.warnings, ...cut, ...baseline.warnings],
    incomplete: set.incomplete || cut.length > 0,
    reach: {
      ...set.reach,
      staticScanned: result.scanned,
      staticRules: result.rulesRun.length,
      suppressedInline: result.suppressed.length,
    },
  };
}

/**
 * The readers of what a file's findings may need besides the file, each within its share of the
 * run's reads: the manifests, a Go package's files, an exported function's callers. Each reads only
 * for the files whose findings it could change.
 */
function readersFor(run: StageContext, readSoFar: number) {
  const manifestReads = manifestReadBudget(run.maxFileReads, readSoFar);
  const packageReads = packageReadBudget(run.maxFileReads, readSoFar + manifestReads);
  const { workspace, headRef } = run.change;
  const logger = run.context.logger;
  return {
    manifests: manifestReader({ workspace, headRef, baseRef: run.baseRef, maxReads: manifestReads, logger }),
    packages: goPackageReader({ workspace, headRef, maxReads: packageReads, logger }),
    callers: callerReader({
      workspace,
      headRef,
      maxReads: callerReadBudget(run.maxFileReads, readSoFar + manifestReads + packageReads),
      logger,
    }),
  };
}

/** Splits the static findings into new ones and those the base version already had. */
async function baselineOf(
  result: StaticResult,
  set: FindingSet,
  run: StageContext,
): Promise<{ fresh: StaticResult['findings']; preExisting: StaticResult['findings']; warnings: string[] }> {
  if ((run.settings.staticBaseline ?? 'new') === 'all' || result.findings.length === 0)
    return { fresh: result.findings, preExisting: [], warnings: [] };
  const { kept, classes, contents } = set.files;
  const split = await splitPreExisting(result.findings, kept, contents, (path) =>
    classes.get(path) === 'test' ? 'test' : 'source',
  );
  const warnings =
    split.unreadBase.length > 0
      ? [
          `could not rebuild the base version of ${split.unreadBase.join(', ')} from the diff: all their static findings are reported as new`,
        ]
      : [];
  return { fresh: split.fresh, preExisting: split.preExisting, warnings };
}

/** The changed (added) lines of a file on the RIGHT side: what the static lens may flag. */
function addedLines(file: FileDiff): Set<number> {
  const lines = new Set<number>();
  for (const hunk of file.hunks) {
    for (const line of hunk.lines) if (line.kind === 'add' && line.newLine !== null) lines.add(line.newLine);
  }
  return lines;
}
