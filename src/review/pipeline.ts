/**
 * The review pipeline shared by the CLI and the action: select → static lens and, when a model is
 * configured, the model lenses → verify anchors → dedupe → policy. It decides; callers wire ports.
 */
import { buildLineIndex, type LineIndex } from '../core/line-index.js';
import {
  noopObserver,
  type Clock,
  type Logger,
  type ModelClient,
  type Observer,
  type Workspace,
} from '../core/ports.js';
import { applyPolicy } from '../core/policy.js';
import type { ExcludedFile, FileDiff, Finding, Severity, Usage } from '../core/types.js';
import { emptyUsage } from '../core/types.js';
import { runStaticRules, staticCovers, type StaticFile } from '../static/run-static-rules.js';
import type { FindingRuleConfig } from '../config/structured.js';
import { dedupeFindings } from './exec/dedupe.js';
import { applyFindingRules, compileFindingRules, findingRuleWarnings } from './finding-rules.js';
import { runModelLenses, type ModelLensInput } from './model-lenses.js';
import type { OnProgress } from './progress.js';
import { selectFiles } from './select.js';

export interface PipelineInput {
  files: FileDiff[];
  workspace: Workspace;
  /** Revision at which post-change contents are read; null = the working tree. */
  headRef: string | null;
  settings: {
    include: string[];
    exclude: string[];
    maxFileChangedLines: number;
    minSeverity: Severity;
    minConfidence: number;
    /** Findings the team has dismissed: never reported again. */
    ignoredFingerprints?: readonly string[];
    /** Config rules that drop or re-grade findings (the `finding-rules` setting). */
    findingRules?: readonly FindingRuleConfig[];
  };
  /** The model and its settings; absent = static rules only. */
  model?:
    | {
        client: ModelClient;
        settings: ModelLensInput['settings'];
        background?: string | null;
        /** The run's usage so far, from the meter the client records into. */
        usage: () => Usage;
      }
    | undefined;
  clock: Clock;
  logger: Logger;
  /** Spans, metrics and the transcript of the model half; none when absent. */
  observer?: Observer | undefined;
  /** Progress for a display (files, lens calls); none when absent. */
  onProgress?: OnProgress | undefined;
}

export interface PipelineResult {
  kept: FileDiff[];
  excluded: ExcludedFile[];
  findings: Finding[];
  unanchored: Finding[];
  warnings: string[];
  lenses: string[];
  usage: Usage;
  incomplete: boolean;
}

/** The changed (added) lines of a file on the RIGHT side: what the static lens may flag. */
export function addedLines(file: FileDiff): Set<number> {
  const lines = new Set<number>();
  for (const hunk of file.hunks) {
    for (const line of hunk.lines) if (line.kind === 'add' && line.newLine !== null) lines.add(line.newLine);
  }
  return lines;
}

/** Runs selection and the static lens over a parsed change. */
export async function runPipeline(input: PipelineInput): Promise<PipelineResult> {
  const { logger } = input;
  const warnings: string[] = [];
  const { kept, excluded } = selectFiles(input.files, {
    include: input.settings.include,
    exclude: input.settings.exclude,
    maxFileChangedLines: input.settings.maxFileChangedLines,
  });
  logger.info(`${kept.length} file(s) to review, ${excluded.length} excluded`);
  input.onProgress?.({ phase: 'files', files: kept.length, excluded: excluded.length });

  // Post-change contents, read once: the static rules parse them and the model sees them as padding.
  // Only files someone will use are read (over the API each read is a request), a few at a time.
  const needed = kept.filter(
    (f) =>
      f.status !== 'deleted' && f.hunks.length > 0 && (input.model !== undefined || staticCovers(f.path)),
  );
  const contents = await readContents(needed, input.workspace, input.headRef);
  for (const [path, content] of contents) {
    if (content === null) warnings.push(`could not read ${path} at ${input.headRef ?? 'the working tree'}`);
  }

  const staticFiles: StaticFile[] = [];
  for (const file of kept) {
    const changedLines = addedLines(file);
    const content = contents.get(file.path);
    if (changedLines.size > 0 && content) staticFiles.push({ path: file.path, content, changedLines });
  }
  const staticResult = await runStaticRules(staticFiles);
  for (const skip of staticResult.skipped) logger.debug(`static rules skipped ${skip.path}: ${skip.reason}`);

  const lenses = ['static'];
  const raw: Finding[] = [...staticResult.findings];
  let incomplete = false;
  let modelUnanchored: Finding[] = [];
  if (input.model && kept.length > 0) {
    const model = await runModelLenses({
      files: kept,
      contents,
      model: input.model.client,
      workspace: input.workspace,
      headRef: input.headRef,
      settings: input.model.settings,
      background: input.model.background ?? null,
      clock: input.clock,
      logger,
      observer: input.observer ?? noopObserver,
      onProgress: input.onProgress,
    });
    raw.push(...model.findings);
    modelUnanchored = model.unanchored;
    warnings.push(...model.warnings);
    incomplete = model.incomplete;
    lenses.push(...model.lenses);
  }

  const indexes = new Map(kept.map((file) => [file.path, buildLineIndex(file)]));
  const verified = verifyAnchors(raw, indexes);
  // Finding rules re-grade before the severity floor, so a rule can lift a finding above it or sink it below.
  const rules = compileFindingRules(input.settings.findingRules ?? []);
  const ruled = applyFindingRules(dedupeFindings(verified.anchored, lenses), rules);
  const ruledUnanchored = applyFindingRules(
    dedupeFindings([...verified.unanchored, ...modelUnanchored], lenses),
    rules,
  );
  warnings.push(
    ...findingRuleWarnings(
      {
        dropped: [...ruled.dropped, ...ruledUnanchored.dropped],
        regraded: [...ruled.regraded, ...ruledUnanchored.regraded],
      },
      rules,
    ),
  );
  const floors = {
    minSeverity: input.settings.minSeverity,
    minConfidence: input.settings.minConfidence,
    ignoredFingerprints: new Set(input.settings.ignoredFingerprints ?? []),
  };
  const policy = applyPolicy(ruled.kept, floors);
  const unanchoredKept = applyPolicy(ruledUnanchored.kept, floors);

  return {
    kept,
    excluded,
    findings: policy.kept,
    unanchored: unanchoredKept.kept,
    warnings,
    lenses,
    usage: input.model ? input.model.usage() : emptyUsage(),
    incomplete,
  };
}

/** How many file reads are in flight at once: enough to hide latency, few enough for rate limits. */
const READ_CONCURRENCY = 8;

/** Reads the post-change contents of `files`, READ_CONCURRENCY at a time. */
async function readContents(
  files: readonly FileDiff[],
  workspace: Workspace,
  ref: string | null,
): Promise<Map<string, string | null>> {
  const contents = new Map<string, string | null>();
  let next = 0;
  const worker = async () => {
    while (next < files.length) {
      const file = files[next++]!;
      contents.set(file.path, await workspace.readFile(file.path, ref));
    }
  };
  await Promise.all(Array.from({ length: Math.min(READ_CONCURRENCY, files.length) }, worker));
  return contents;
}

/**
 * Re-checks every finding's location against the line index: whatever produced it, a finding is
 * only reported inline when GitHub would accept a comment there. The rest is kept as unanchored.
 */
export function verifyAnchors(
  findings: readonly Finding[],
  indexes: ReadonlyMap<string, LineIndex>,
): { anchored: Finding[]; unanchored: Finding[] } {
  const anchored: Finding[] = [];
  const unanchored: Finding[] = [];
  for (const finding of findings) {
    const index = indexes.get(finding.path);
    const check = index?.check({ side: finding.side, line: finding.line, start_line: finding.start_line });
    if (check?.ok) anchored.push({ ...finding, anchored: true });
    else unanchored.push({ ...finding, anchored: false });
  }
  return { anchored, unanchored };
}
