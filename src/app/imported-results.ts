/**
 * Reads the other tools' result files a run was given (the action's `sarif` globs inside the
 * workspace, the CLI's `--sarif` paths) and turns them, with the `sarif-*` settings, into the
 * pipeline's imported input. Nothing given: undefined, and the pipeline has no imported stage.
 */
import type { ReviewSettings } from '../config/schema.js';
import type { Logger } from '../core/ports.js';
import type { ImportedInput } from '../review/stages/imported/import-stage.js';
import { toolId, type ImportOptions } from '../review/stages/imported/imported-findings.js';

/** Which result files to read: globs in the workspace (the action) or paths (the CLI). */
export type ResultSource =
  { globs: readonly string[]; root: string } | { paths: readonly string[]; cwd: string };

/** The imported input of a run; `roots` are the absolute prefixes a tool's paths may carry. */
export async function loadImported(
  source: ResultSource | undefined,
  settings: ReviewSettings,
  roots: readonly string[],
  logger: Logger,
): Promise<ImportedInput | undefined> {
  if (!source) return undefined;
  // The SARIF, checkstyle (an XML parser) and rdjson readers load only when a run was given files.
  const { readResultGlobs, readResultPaths } = await import('../ingest/read-files.js');
  const read =
    'globs' in source
      ? await readResultGlobs(source.globs, source.root)
      : await readResultPaths(source.paths, source.cwd);
  const results = read.files.flatMap((f) => f.results);
  for (const file of read.files)
    logger.info(`${file.file}: ${file.results.length} result(s) (${file.format})`);
  const problems = [...read.problems, ...read.files.flatMap((f) => f.problems)];
  for (const problem of problems) logger.warn(problem);
  const severity: ImportOptions['severity'] = Object.fromEntries(
    Object.entries(settings['sarif-severity']).map(([tool, levels]) => [toolId(tool), levels]),
  );
  return { results, problems, options: { filter: settings['sarif-filter'], severity, roots } };
}
