/**
 * The lens catalogue. A built-in lens is one row of `LENSES` plus its prompt file (prompts/<id>.md,
 * embedded by scripts/gen-prompts.mjs): the row's columns say how plan and deep code treat it, and
 * that code reads the columns (`traitsOf`), never a lens's name. Custom lenses come from config.
 */
import { PROMPTS } from '../../../prompt/prompts.generated.js';
import type { LensSpec, LensTraits, Preset } from './types.js';

/** One built-in lens: its id (and prompt file name), the presets that run it, and its traits. */
export interface LensRow extends LensTraits {
  id: string;
  presets: readonly Preset[];
}

const ALL: readonly Preset[] = ['fast', 'full', 'deep'];

/**
 * The built-in lenses in their canonical order. `fast` on a large unit asks two calls: the
 * attacker's and the author's view of the flow (group 1), the upkeep of the code around it (group 2).
 * `full` gives security a call of its own only where a hunk is sensitive, and code-health absorbs
 * the light lenses' call when it reads their hunks anyway. The columns are documented on `LensTraits`.
 */
// prettier-ignore
export const LENSES: readonly LensRow[] = [
  { id: 'security',    presets: ALL, route: 'all',  floor: true,  fastGroup: 1, weight: 'sensitive', absorbsLight: false, fallback: false },
  { id: 'correctness', presets: ALL, route: 'all',  floor: true,  fastGroup: 1, weight: 'heavy',     absorbsLight: false, fallback: true },
  { id: 'code-health', presets: ALL, route: 'code', floor: false, fastGroup: 2, weight: 'heavy',     absorbsLight: true,  fallback: false },
  { id: 'tests',       presets: ALL, route: 'test', floor: false, fastGroup: 2, weight: 'light',     absorbsLight: false, fallback: false },
  { id: 'docs',        presets: ALL, route: 'docs', floor: false, fastGroup: 2, weight: 'light',     absorbsLight: false, fallback: false },
];

/** The rows a run chooses from and the prompt files they name (tests inject their own). */
export interface LensCatalog {
  rows: readonly LensRow[];
  /** Prompt texts by name, as src/prompt/prompts.generated.ts embeds prompts/*.md. */
  prompts: Readonly<Record<string, string>>;
}

const BUILTIN: LensCatalog = { rows: LENSES, prompts: PROMPTS };

/** A config lens with no row: sees every hunk, has its own call in `full` and shares a last one in `fast`. */
const CUSTOM_TRAITS: LensTraits = {
  route: 'all',
  floor: false,
  fastGroup: null,
  weight: 'heavy',
  absorbsLight: false,
  fallback: false,
};

/**
 * The traits of a lens: its own, else those of the built-in row of its id (a bare id or a
 * hand-built spec), else a custom lens's. A custom lens is never routed.
 */
export function traitsOf(lens: LensSpec | string): LensTraits {
  if (typeof lens !== 'string' && lens.traits !== undefined) return lens.traits;
  const id = typeof lens === 'string' ? lens : lens.id;
  const row = LENSES.find((r) => r.id === id);
  const traits = row === undefined ? CUSTOM_TRAITS : rowTraits(row);
  return typeof lens !== 'string' && lens.custom ? { ...traits, route: 'all' } : traits;
}

function rowTraits({ route, floor, fastGroup, weight, absorbsLight, fallback }: LensRow): LensTraits {
  return { route, floor, fastGroup, weight, absorbsLight, fallback };
}

const LENS_ID = /^[a-z0-9][a-z0-9_-]*$/;

/** Parses a lens prompt: the first `# Title` line is the title, the rest the instructions. */
export function parseLensMarkdown(id: string, markdown: string): LensSpec {
  const match = /^#\s+(.+)\n+([\s\S]*)$/.exec(markdown.trim());
  if (!match) return { id, title: id, instructions: markdown.trim() };
  return { id, title: (match[1] ?? id).trim(), instructions: (match[2] ?? '').trim() };
}

/** The built-in lenses (the catalogue's rows with their prompts) in their canonical order. */
export function builtinLenses(catalog: LensCatalog = BUILTIN): LensSpec[] {
  return catalog.rows.map((row) => {
    const text = catalog.prompts[row.id];
    if (text === undefined)
      throw new Error(`prompts/${row.id}.md is missing from the build: run node scripts/gen-prompts.mjs`);
    return { ...parseLensMarkdown(row.id, text), traits: rowTraits(row) };
  });
}

/** A lens from config: `{ id, instructions }`, the title optional (defaults to the id). */
export type CustomLens = Omit<LensSpec, 'title' | 'traits'> & { title?: string };

/**
 * The lenses of a run. `lensIds` (the `lenses` input) overrides the preset's list; custom lenses
 * join the preset's list and may replace a built-in lens of the same id (keeping its traits but
 * its routing: a custom lens reads every hunk).
 */
export function resolveLenses(
  preset: Preset,
  lensIds: string[],
  custom: CustomLens[],
  catalog: LensCatalog = BUILTIN,
): LensSpec[] {
  custom.forEach(checkCustomLens);
  const byId = new Map<string, LensSpec>();
  for (const lens of builtinLenses(catalog)) byId.set(lens.id, lens);
  for (const lens of custom) {
    const replaced = byId.get(lens.id);
    byId.set(lens.id, {
      id: lens.id,
      title: lens.title?.trim() || lens.id,
      instructions: lens.instructions.trim(),
      custom: true,
      ...(replaced === undefined ? {} : { traits: { ...traitsOf(replaced), route: 'all' as const } }),
    });
  }
  const presetIds = catalog.rows.filter((r) => r.presets.includes(preset)).map((r) => r.id);
  const ids =
    lensIds.length > 0
      ? [...new Set(lensIds.map((id) => id.trim()).filter(Boolean))]
      : [...new Set([...presetIds, ...custom.map((l) => l.id)])];
  const unknown = ids.filter((id) => !byId.has(id));
  if (unknown.length > 0) {
    throw new Error(
      `unknown lens ${unknown.map((id) => `"${id}"`).join(', ')} in the \`lenses\` input: use ${[...byId.keys()].join(', ')} or define a custom lens with that id in the config`,
    );
  }
  return ids.map((id) => byId.get(id) as LensSpec);
}

function checkCustomLens(lens: CustomLens): void {
  if (!LENS_ID.test(lens.id)) {
    throw new Error(
      `custom lens id ${JSON.stringify(lens.id)} is invalid: use lower-case letters, digits, "-" or "_"`,
    );
  }
  if (!lens.instructions.trim())
    throw new Error(`custom lens "${lens.id}" has no instructions: add an \`instructions\` text`);
}

/** The lens a finding without a usable label is filed under: the `fallback` lens, else the first. */
export function fallbackLens(lenses: readonly LensSpec[]): string {
  return (lenses.find((l) => traitsOf(l).fallback) ?? lenses[0])?.id ?? 'general';
}

/** Splits lenses into the calls of `fast`: one per fast group in ascending order, then the rest in one more. */
export function mergeForFast(lenses: readonly LensSpec[]): LensSpec[][] {
  const groups = [...new Set(lenses.map((l) => traitsOf(l).fastGroup))]
    .filter((g): g is number => g !== null)
    .sort((a, b) => a - b);
  const calls = groups.map((g) => lenses.filter((l) => traitsOf(l).fastGroup === g));
  const rest = lenses.filter((l) => traitsOf(l).fastGroup === null);
  if (rest.length > 0) calls.push(rest);
  return calls;
}
