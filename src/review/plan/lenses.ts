/**
 * The lens catalogue: the built-in lenses from prompts/*.md, custom lenses from config, and which
 * lenses each preset runs and how `fast` merges them into few calls.
 */
import { PROMPTS } from '../../prompt/prompts.generated.js';
import type { LensSpec, Preset } from './types.js';

const BUILTIN_LENS_IDS = ['security', 'correctness', 'code-health', 'tests', 'docs'] as const;

/**
 * How `fast` merges lenses on a large unit: the two halves need different reading (attacker's and
 * author's view of the flow vs. upkeep of the code around it), so each half shares one call. Custom
 * lenses share a third. A smaller unit gets one call for all (lens-plan.ts).
 */
const FAST_MERGE: readonly (readonly string[])[] = [
  ['security', 'correctness'],
  ['code-health', 'tests', 'docs'],
];

/** Every preset runs every built-in lens; presets differ in how the lenses are called (see buildPlan). */
const PRESET_LENSES: Record<Preset, readonly string[]> = {
  fast: BUILTIN_LENS_IDS,
  full: BUILTIN_LENS_IDS,
  deep: BUILTIN_LENS_IDS,
};

const LENS_ID = /^[a-z0-9][a-z0-9_-]*$/;

/** Parses a lens prompt: the first `# Title` line is the title, the rest the instructions. */
export function parseLensMarkdown(id: string, markdown: string): LensSpec {
  const match = /^#\s+(.+)\n+([\s\S]*)$/.exec(markdown.trim());
  if (!match) return { id, title: id, instructions: markdown.trim() };
  return { id, title: (match[1] ?? id).trim(), instructions: (match[2] ?? '').trim() };
}

/** The built-in lenses in their canonical order. */
export function builtinLenses(): LensSpec[] {
  return BUILTIN_LENS_IDS.map((id) => {
    const text = PROMPTS[id];
    if (text === undefined)
      throw new Error(`prompts/${id}.md is missing from the build: run node scripts/gen-prompts.mjs`);
    return parseLensMarkdown(id, text);
  });
}

/** A lens from config: `{ id, instructions }`, the title optional (defaults to the id). */
export type CustomLens = Omit<LensSpec, 'title'> & { title?: string };

/**
 * The lenses of a run. `lensIds` (the `lenses` input) overrides the preset's list; custom lenses
 * join the preset's list and may replace a built-in lens of the same id.
 */
export function resolveLenses(preset: Preset, lensIds: string[], custom: CustomLens[]): LensSpec[] {
  for (const lens of custom) {
    if (!LENS_ID.test(lens.id)) {
      throw new Error(
        `custom lens id ${JSON.stringify(lens.id)} is invalid: use lower-case letters, digits, "-" or "_"`,
      );
    }
    if (!lens.instructions.trim())
      throw new Error(`custom lens "${lens.id}" has no instructions: add an \`instructions\` text`);
  }
  const byId = new Map<string, LensSpec>();
  for (const lens of builtinLenses()) byId.set(lens.id, lens);
  for (const lens of custom) {
    byId.set(lens.id, {
      id: lens.id,
      title: lens.title?.trim() || lens.id,
      instructions: lens.instructions.trim(),
      custom: true,
    });
  }
  const ids =
    lensIds.length > 0
      ? [...new Set(lensIds.map((id) => id.trim()).filter(Boolean))]
      : [...new Set([...PRESET_LENSES[preset], ...custom.map((l) => l.id)])];
  const unknown = ids.filter((id) => !byId.has(id));
  if (unknown.length > 0) {
    throw new Error(
      `unknown lens ${unknown.map((id) => `"${id}"`).join(', ')} in the \`lenses\` input: use ${[...byId.keys()].join(', ')} or define a custom lens with that id in the config`,
    );
  }
  return ids.map((id) => byId.get(id) as LensSpec);
}

/** Splits lenses into the calls of `fast`: the FAST_MERGE groups, then every other lens in one more call. */
export function mergeForFast(lenses: readonly LensSpec[]): LensSpec[][] {
  const ids = new Set(lenses.map((l) => l.id));
  const used = new Set<string>();
  const calls: LensSpec[][] = [];
  for (const group of FAST_MERGE) {
    const members = lenses.filter((l) => group.includes(l.id) && ids.has(l.id));
    if (members.length === 0) continue;
    members.forEach((l) => used.add(l.id));
    calls.push(members);
  }
  const rest = lenses.filter((l) => !used.has(l.id));
  if (rest.length > 0) calls.push(rest);
  return calls;
}
