import type { ExcludedFile, FileDiff } from '../core/types.js';
import type { ReportFormat } from './index.js';
import type { UnconfirmedLook } from '../review/select/base-look.js';
import type { FileClass } from '../review/select/file-class.js';

/** What `--preview` prints: the files a review would read and why the others are left out. */
export function renderPreview(input: {
  kept: FileDiff[];
  excluded: ExcludedFile[];
  /** source / test / generated / vendored, per kept file (tests may run fewer rules). */
  classes?: ReadonlyMap<string, FileClass>;
  /** Kept files that looked generated, vendored or minified, which the base does not confirm. */
  unconfirmed?: readonly UnconfirmedLook[];
  format: ReportFormat;
}): string {
  const looks = new Map((input.unconfirmed ?? []).map((u) => [u.path, u]));
  const kept = input.kept.map((f) => ({
    path: f.path,
    status: f.status,
    additions: f.additions,
    deletions: f.deletions,
    class: input.classes?.get(f.path) ?? 'source',
  }));
  if (input.format === 'json') {
    const looked = looks.size > 0 ? { looked_generated: [...looks.values()] } : {};
    return `${JSON.stringify({ kept, excluded: input.excluded, ...looked, model_calls: 0 }, null, 2)}\n`;
  }
  const lines: string[] = [];
  const changed = kept.reduce((sum, f) => sum + f.additions + f.deletions, 0);
  lines.push(`Would review ${kept.length} file(s), ${changed} changed line(s):`);
  for (const f of kept) {
    const kind = f.class === 'source' ? '' : `, ${f.class}`;
    const look = looks.get(f.path);
    // Reviewed although it looks generated: the base does not say so, and the user should know why.
    const note = look ? `; looks ${look.looked}, reviewed: ${look.reason}` : '';
    lines.push(`  ${f.path}  (${f.status}, +${f.additions} -${f.deletions}${kind}${note})`);
  }
  if (input.excluded.length > 0) {
    lines.push('', `Excluded ${input.excluded.length} file(s):`);
    for (const e of input.excluded) lines.push(`  ${e.path}  — ${e.reason}`);
  }
  lines.push('', 'Preview only: no model was called.');
  return `${lines.join('\n')}\n`;
}
