/**
 * Context packs: what a review call needs beyond its diff, per hunk of the PR. For each hunk: the
 * whole body of each changed function; where the names its added lines call are declared (the PR's
 * files first, then the repository); who uses the functions it changes, renames or removes (top K,
 * `file:line` and the line), with the tests among them apart; who implements an interface or trait
 * it changes. Names that cannot be looked up are listed as unknown, never as absent.
 * A unit's pack (render-pack.ts) is the union of its hunks' items, minus code the unit already shows.
 */
import { isTestPath } from '../core/code-paths.js';
import type { FileDiff } from '../core/types.js';
import type { Declaration } from './parse-file.js';
import type { ContextHit, LookupAnswer, RepoIndex } from './repo-index.js';

export type PackKind = 'body' | 'definition' | 'usage' | 'test' | 'implementation';

export interface PackItem {
  kind: PackKind;
  /** The name the item is about (the called, changed or implemented symbol). */
  symbol: string;
  hit: ContextHit;
}

interface HunkPack {
  items: PackItem[];
  /** Names whose lookup answered `unknown`, with why. */
  unknown: Array<{ symbol: string; what: string; reason: string }>;
}

/** Packs by `path` then hunk index. */
export type ContextPacks = ReadonlyMap<string, ReadonlyMap<number, HunkPack>>;

export interface PackOptions {
  /** Usages (and tests, and implementations) shown per changed symbol. */
  usagesPerSymbol: number;
  /** Called names looked up per hunk; changed names per hunk. */
  namesPerHunk: number;
}

const DEFAULT_PACK_OPTIONS: PackOptions = { usagesPerSymbol: 6, namesPerHunk: 6 };

/** Calls so common that a definition is noise (builtins and collection methods of the shipped languages). */
const COMMON = new Set(
  (
    'map filter forEach reduce push pop shift unshift slice splice concat join split find findIndex some every ' +
    'includes indexOf keys values entries get set has delete add then catch finally resolve reject log warn error ' +
    'info debug toString String Number Boolean Array Object Promise Error Map Set Date JSON parse stringify ' +
    'replace trim toLowerCase toUpperCase startsWith endsWith length require len print range str int list dict ' +
    'append format isinstance super new make Println Printf Sprintf Errorf equals hashCode size unwrap expect ' +
    'clone into from iter collect to_string Ok Err Some'
  ).split(' '),
);

/**
 * A declaration a deleted line removes: a function, class or type where the line starts (after its
 * modifiers), or a module-level binding (`const` at column 0). Not a word of a comment ("a function
 * as …"), a string, or a local (`for (const plugin of …)`): their "usages" are noise in the pack.
 */
const REMOVED_DECLARATION = new RegExp(
  String.raw`^\s*(?:export\s+)?(?:default\s+)?(?:pub(?:\([^)]*\))?\s+)?(?:async\s+)?` +
    String.raw`(?:function\*?|def|func|fn|class|interface|trait|struct|type)\s+(?:\([^)]*\)\s*)?(?:self\.)?` +
    String.raw`([A-Za-z_$][\w$]*)` +
    String.raw`|^(?:export\s+)?(?:const|let|var)\s+([A-Za-z_$][\w$]*)`,
);

/** A name too generic for its usages to say anything: short, dunder (`__init__`), or a common call. */
function worthUsages(name: string): boolean {
  return name.length > 2 && !/^__\w+__$/.test(name) && !COMMON.has(name);
}

/** Builds the pack of every hunk of `files` from `index` (one run's index, shared by all units). */
export async function buildContextPacks(
  files: readonly FileDiff[],
  index: RepoIndex,
  options: PackOptions = DEFAULT_PACK_OPTIONS,
): Promise<ContextPacks> {
  const packs = new Map<string, Map<number, HunkPack>>();
  for (const file of files) {
    if (file.binary) continue;
    const parse = file.status === 'deleted' ? null : index.parsePrFile(file.path);
    const declarations = parse?.ok ? parse.declarations : [];
    const calls = parse?.ok ? parse.calls : [];
    const declared = new Set(declarations.map((d) => d.name));
    const external = externalImports(index.prText(file.path) ?? '');
    const perHunk = new Map<number, HunkPack>();
    for (const [i, hunk] of file.hunks.entries()) {
      const added = new Set(hunk.lines.filter((l) => l.kind === 'add').map((l) => l.newLine ?? 0));
      const touched = touchedLines(hunk);
      const changed = declarations.filter(
        (d) => d.callable && overlaps(d, touched) && !isMethodOfChanged(d, declarations, touched),
      );
      const kinds = declarations.filter(
        (d) => !d.callable && /interface|trait|abstract/.test(d.kind) && overlaps(d, touched),
      );
      // Removed or renamed away: declared on a deleted line and nowhere in the file any more.
      const removed = hunk.lines
        .filter((l) => l.kind === 'del')
        .map((l) => {
          const m = REMOVED_DECLARATION.exec(l.text);
          return m?.[1] ?? m?.[2];
        })
        .filter((n): n is string => n !== undefined && (!parse?.ok || !declared.has(n)));
      const called = calls
        .filter((c) => added.has(c.line) && !COMMON.has(c.name) && c.name.length > 2 && !external.has(c.name))
        .map((c) => c.name);
      const pack: HunkPack = { items: [], unknown: [] };
      for (const d of changed)
        pack.items.push({
          kind: 'body',
          symbol: d.name,
          hit: { path: file.path, startLine: d.startLine, endLine: d.endLine, text: d.text },
        });
      const own = new Set(changed.map((d) => d.name));
      for (const name of first(
        called.filter((n) => !own.has(n)),
        options.namesPerHunk,
      ))
        add(pack, 'definition', name, await index.definition(name), 'definition');
      for (const name of first([...own, ...removed].filter(worthUsages), options.namesPerHunk))
        addUsages(pack, name, await index.usages(name, options.usagesPerSymbol * 2), options.usagesPerSymbol);
      for (const d of kinds) {
        const pattern = `(implements|extends|impl)[^{]*[^A-Za-z0-9_$]${d.name}([^A-Za-z0-9_$]|$)`;
        add(
          pack,
          'implementation',
          d.name,
          await index.grep(pattern, options.usagesPerSymbol),
          'implementations',
        );
      }
      perHunk.set(i, pack);
    }
    packs.set(file.path, perHunk);
  }
  return packs;
}

/**
 * Names a JavaScript/TypeScript file imports from a package (`from 'vitest'`, `from 'node:fs'`):
 * declared in a dependency, not in the repository, so looking them up only spends the budget.
 */
function externalImports(source: string): Set<string> {
  const names = new Set<string>();
  const re =
    /import\s+(?:type\s+)?(?:([A-Za-z_$][\w$]*)\s*,?\s*)?(?:\{([^}]*)\}|\*\s+as\s+([A-Za-z_$][\w$]*))?\s*from\s*['"]([^'"]+)['"]/g;
  for (const m of source.matchAll(re)) {
    if (m[4]?.startsWith('.') || m[4]?.startsWith('/')) continue;
    if (m[1]) names.add(m[1]);
    if (m[3]) names.add(m[3]);
    for (const part of (m[2] ?? '').split(',')) {
      const local = /(?:[\w$]+\s+as\s+)?([A-Za-z_$][\w$]*)\s*$/.exec(part.replace(/^\s*type\s+/, '').trim());
      if (local?.[1]) names.add(local[1]);
    }
  }
  return names;
}

/** New-file lines a hunk adds, and the new-file line where each deletion sat, so a removed line inside a body counts. */
export function touchedLines(hunk: FileDiff['hunks'][number]): number[] {
  const lines: number[] = [];
  let last = hunk.newStart;
  for (const line of hunk.lines) {
    if (line.newLine !== null) last = line.newLine;
    if (line.kind === 'add' && line.newLine !== null) lines.push(line.newLine);
    if (line.kind === 'del') lines.push(last);
  }
  return lines;
}

function overlaps(d: Declaration, lines: readonly number[]): boolean {
  return lines.some((l) => l >= d.startLine && l <= d.endLine);
}

/** A function nested in another changed function: the outer body already shows it. */
function isMethodOfChanged(d: Declaration, all: readonly Declaration[], lines: readonly number[]): boolean {
  return all.some(
    (o) =>
      o !== d &&
      o.callable &&
      o.startLine <= d.startLine &&
      o.endLine >= d.endLine &&
      overlaps(o, lines) &&
      (o.startLine < d.startLine || o.endLine > d.endLine),
  );
}

function first(names: readonly string[], limit: number): string[] {
  return [...new Set(names)].slice(0, limit);
}

function add(pack: HunkPack, kind: PackKind, symbol: string, answer: LookupAnswer, what: string): void {
  if (answer.status === 'unknown') pack.unknown.push({ symbol, what, reason: answer.reason });
  else if (answer.status === 'found')
    // One declaration of a called name (the PR's own first); every implementation found.
    for (const hit of answer.hits.slice(0, kind === 'definition' ? 1 : answer.hits.length))
      pack.items.push({ kind, symbol, hit });
}

function addUsages(pack: HunkPack, symbol: string, answer: LookupAnswer, limit: number): void {
  if (answer.status !== 'found') return add(pack, 'usage', symbol, answer, 'usages');
  const tests = answer.hits.filter((h) => isTestPath(h.path)).slice(0, limit);
  const uses = answer.hits.filter((h) => !isTestPath(h.path)).slice(0, limit);
  for (const hit of uses) pack.items.push({ kind: 'usage', symbol, hit });
  for (const hit of tests) pack.items.push({ kind: 'test', symbol, hit });
}
