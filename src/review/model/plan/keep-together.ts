/**
 * Keeps a changed caller and its changed callee in one group (issue 44, point 3). The grouping call
 * sees paths only, and its fallback groups by directory, so `charge.ts` calling a `refreshToken`
 * that the same PR changes in `oauth/token.ts` can land in another unit, where neither call sees
 * both sides. After grouping, this merges the two groups when a changed line of one file calls a
 * name that a changed declaration of another file declares, provided the merged group stays within
 * the group size and one unit's token budget. Declarations and calls come from the context index's
 * parse (src/context/parse-file.ts), so a name in a comment or a string links nothing.
 */
import type { FileDiff } from '../../../core/types.js';
import type { FileParse } from '../../../context/parse-file.js';
import { touchedLines } from '../../../context/pack.js';

export interface KeepTogetherInput {
  groups: readonly string[][];
  files: readonly FileDiff[];
  /** The parse of a PR file from the run's context index (null: not readable). */
  parse: (path: string) => FileParse | null;
  maxGroupSize: number;
  /** Whether a group fits one unit's token budget, measured as the packer measures a unit. */
  fits: (group: readonly string[]) => boolean;
}

export interface KeptTogether {
  groups: string[][];
  /** One line per link met: merged, or why not (for the debug log). */
  notes: string[];
}

/** A changed line of `caller` calls `name`, which a changed declaration of `callee` declares. */
interface Link {
  caller: string;
  line: number;
  name: string;
  callee: string;
  lines: string;
}

/** Merges groups linked by a changed call to a changed declaration, deterministically, within the limits. */
export function keepCallersWithCallees(input: KeepTogetherInput): KeptTogether {
  const groups = input.groups.map((g) => [...g]);
  const notes: string[] = [];
  const groupOf = (path: string) => groups.findIndex((g) => g.includes(path));
  for (const link of linksOf(input.files, input.parse)) {
    const a = groupOf(link.caller);
    const b = groupOf(link.callee);
    if (a === -1 || b === -1 || a === b) continue;
    const [first, second] = a < b ? [a, b] : [b, a];
    const merged = [...groups[first]!, ...groups[second]!];
    const why = `${link.caller}:${link.line} calls \`${link.name}\`, which ${link.callee} changes (lines ${link.lines})`;
    if (merged.length > input.maxGroupSize) {
      notes.push(
        `kept apart: ${why}; one group would hold ${merged.length} files, over ${input.maxGroupSize}`,
      );
      continue;
    }
    if (!input.fits(merged)) {
      notes.push(`kept apart: ${why}; one group would exceed a unit's token budget`);
      continue;
    }
    groups[first] = merged;
    groups.splice(second, 1);
    notes.push(`grouped together: ${why}`);
  }
  return { groups, notes };
}

/** Every caller → callee link of the change, in path, line and name order. */
function linksOf(files: readonly FileDiff[], parse: KeepTogetherInput['parse']): Link[] {
  const readable = files.filter((f) => f.status !== 'deleted' && !f.binary);
  const parses = new Map<string, Extract<FileParse, { ok: true }>>();
  for (const file of readable) {
    const parsed = parse(file.path);
    if (parsed?.ok) parses.set(file.path, parsed);
  }
  // Names declared by a changed declaration: one the diff adds a line to or removes a line from.
  const declaredBy = new Map<string, Array<{ path: string; lines: string }>>();
  for (const file of readable) {
    const touched = touchedLinesOf(file);
    for (const d of parses.get(file.path)?.declarations ?? []) {
      if (!touched.some((l) => l >= d.startLine && l <= d.endLine)) continue;
      const at = declaredBy.get(d.name) ?? [];
      // A name declared twice in one file (an overload, a method of two types) is one link, said once.
      if (at.some((x) => x.path === file.path)) continue;
      at.push({ path: file.path, lines: `${d.startLine}-${d.endLine}` });
      declaredBy.set(d.name, at);
    }
  }
  const links: Link[] = [];
  for (const file of [...readable].sort((x, y) => (x.path < y.path ? -1 : x.path > y.path ? 1 : 0))) {
    const added = new Set(addedLines(file));
    const calls = (parses.get(file.path)?.calls ?? [])
      .filter(
        (c, i, all) =>
          added.has(c.line) && all.findIndex((o) => o.line === c.line && o.name === c.name) === i,
      )
      .sort((x, y) => x.line - y.line || (x.name < y.name ? -1 : x.name > y.name ? 1 : 0));
    for (const call of calls)
      for (const at of declaredBy.get(call.name) ?? [])
        if (at.path !== file.path)
          links.push({
            caller: file.path,
            line: call.line,
            name: call.name,
            callee: at.path,
            lines: at.lines,
          });
  }
  return links;
}

/** New-file line numbers of the lines a file's hunks add. */
function addedLines(file: FileDiff): number[] {
  return file.hunks.flatMap((h) =>
    h.lines.flatMap((l) => (l.kind === 'add' && l.newLine !== null ? [l.newLine] : [])),
  );
}

/** The added lines, and the new-file line where each deletion sat (a removed line changes its body too). */
function touchedLinesOf(file: FileDiff): number[] {
  return file.hunks.flatMap(touchedLines);
}
