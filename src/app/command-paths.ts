/**
 * What `/ask` and `/describe` may send to the model: the review's own path gates (path-filter.ts), so
 * a path the user excludes, or that is generated, vendored, a lock file or minified, reaches the model
 * through a command no more than through a review. Without the base's `.gitattributes` the gates go by
 * the user's globs and the path's look, as select does for a path it has no attributes for.
 */
import type { ReviewSettings } from '../config/schema.js';
import { classifyFile } from '../review/select/file-class.js';
import { compilePathRules, pathReason, type PathFilter } from '../review/select/path-filter.js';

/** The path filter of a command run from its settings (`include`, `exclude`, `include-generated`). */
export function commandPathFilter(
  settings: Pick<ReviewSettings, 'include' | 'exclude' | 'include-generated'>,
): PathFilter {
  const rules = compilePathRules({
    include: settings.include,
    exclude: settings.exclude,
    includeGenerated: settings['include-generated'],
  });
  return (path) => pathReason(path, classifyFile(path), rules) ?? null;
}
