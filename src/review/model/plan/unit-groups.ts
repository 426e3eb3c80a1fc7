/**
 * The groups a run packs its units from, one step for every preset and for `--preview`: the
 * grouping's groups, with a changed caller and its changed callee merged into one when the group
 * size and one unit's budget allow (keep-together.ts). `fast` and `full` parse with the run's
 * context index; preset `deep` and the preview, which build no index, parse the same post-change
 * texts here, so all four see the same links and the preview shows the units the review will use.
 */
import type { FileDiff } from '../../../core/types.js';
import { parseFile, type FileParse } from '../../../context/parse-file.js';
import { fitsOneUnit, type PackOptions } from './batch.js';
import type { PromptContext } from './context.js';
import { MAX_GROUP_SIZE } from './group.js';
import { keepCallersWithCallees, type KeptTogether } from './keep-together.js';

/** The parse of a PR file (declarations and calls), or null when it could not be read. */
export type PrFileParse = (path: string) => FileParse | null;

/** The groups to pack: `groups` with linked callers and callees together; unchanged without a parse. */
export function unitGroups(input: {
  groups: readonly string[][];
  files: readonly FileDiff[];
  parse: PrFileParse | null;
  ctx: PromptContext;
  /** One unit's budget, as the packer of this preset measures it. */
  budget: PackOptions;
}): KeptTogether {
  const { parse, ctx, budget } = input;
  if (parse === null) return { groups: input.groups.map((g) => [...g]), notes: [] };
  return keepCallersWithCallees({
    groups: input.groups,
    files: input.files,
    parse,
    maxGroupSize: MAX_GROUP_SIZE,
    fits: (group) => fitsOneUnit(group, ctx, budget),
  });
}

/** Each PR file parsed once from the text select read (a binary or unread file: not parsed). */
export function prFileParser(contents: ReadonlyMap<string, string | null>): PrFileParse {
  const parsed = new Map<string, FileParse | null>();
  return (path) => {
    if (!parsed.has(path)) {
      const source = contents.get(path);
      parsed.set(path, typeof source === 'string' ? parseFile(path, source) : null);
    }
    return parsed.get(path) ?? null;
  };
}
