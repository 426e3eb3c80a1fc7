/**
 * Reads the Markdown files that per-path instructions point at. The path was checked when the config
 * was parsed (relative, no `..`, not in .git); here the file itself is checked: locally its real
 * path (symlinks and symlinked folders resolved) must stay inside the repository; in the action it
 * is read over the API at the base commit, where GitHub answers a symlink out of the repository with
 * no content. Either way the text is capped at MAX_INSTRUCTION_BYTES and must be text.
 */
import { lstatSync, readFileSync, realpathSync, statSync } from 'node:fs';
import path from 'node:path';
import { ConfigError } from './layers.js';
import { MAX_INSTRUCTION_BYTES, unsafeRepoPath, type InstructionConfig } from './structured.js';

/** Reads a repository-relative file; null when it does not exist (or is not a regular file). */
export type RepoFileReader = (file: string) => Promise<string | null>;

function where(label: string, index: number, file: string): string {
  return `${label}: instructions[${index}].file: '${file}'`;
}

/** The checks every source shares: the path again (defence in depth), size and text. */
function checkText(label: string, index: number, file: string, text: string): string {
  const bytes = Buffer.byteLength(text, 'utf8');
  if (bytes > MAX_INSTRUCTION_BYTES) throw tooBig(label, index, file, bytes);
  if (text.includes('\0')) throw new ConfigError(`${where(label, index, file)} is not a text file`);
  if (text.trim() === '') throw new ConfigError(`${where(label, index, file)} is empty`);
  return text;
}

function tooBig(label: string, index: number, file: string, bytes: number): ConfigError {
  return new ConfigError(
    `${where(label, index, file)} has ${bytes} bytes; instruction files may have at most ${MAX_INSTRUCTION_BYTES} ` +
      `(${MAX_INSTRUCTION_BYTES / 1024} KiB): shorten it or split it by path`,
  );
}

function checkPath(label: string, index: number, file: string): void {
  const problem = unsafeRepoPath(file);
  if (problem) throw new ConfigError(`${where(label, index, file)} ${problem}`);
}

/** Reads one instruction file from a local checkout, refusing anything that resolves outside `root`. */
function readLocalInstructionFile(root: string, file: string, label: string, index: number): string {
  checkPath(label, index, file);
  const full = path.resolve(root, file);
  try {
    lstatSync(full);
  } catch {
    throw new ConfigError(
      `${where(label, index, file)} does not exist in the repository; create it or fix the path`,
    );
  }
  const realRoot = realpathSync(root);
  const real = realpathSync(full);
  if (real !== realRoot && !real.startsWith(realRoot + path.sep)) {
    throw new ConfigError(
      `${where(label, index, file)} is a symlink (or inside a symlinked folder) that leads outside the repository; ` +
        'instruction files must live in the repository',
    );
  }
  const stat = statSync(real);
  if (!stat.isFile()) throw new ConfigError(`${where(label, index, file)} is not a regular file`);
  if (stat.size > MAX_INSTRUCTION_BYTES) throw tooBig(label, index, file, stat.size);
  return checkText(label, index, file, readFileSync(real, 'utf8'));
}

/** Fills in `text` of every `file` entry from the local checkout at `root`. */
export function resolveInstructionsLocal(
  entries: readonly InstructionConfig[],
  root: string,
  label: string,
): InstructionConfig[] {
  return entries.map((entry, index) =>
    entry.file === undefined
      ? entry
      : { ...entry, text: readLocalInstructionFile(root, entry.file, label, index) },
  );
}

/** Fills in `text` of every `file` entry through `read` (the action: the contents API at the base commit). */
export async function resolveInstructions(
  entries: readonly InstructionConfig[],
  read: RepoFileReader,
  label: string,
): Promise<InstructionConfig[]> {
  const out: InstructionConfig[] = [];
  for (const [index, entry] of entries.entries()) {
    if (entry.file === undefined) {
      out.push(entry);
      continue;
    }
    checkPath(label, index, entry.file);
    const text = await read(entry.file);
    if (text === null) {
      throw new ConfigError(
        `${where(label, index, entry.file)} is not a file on the base branch (missing, a folder, or a symlink ` +
          'that leads outside the repository); commit it there or fix the path',
      );
    }
    out.push({ ...entry, text: checkText(label, index, entry.file, text) });
  }
  return out;
}

/** One instruction after loading: its globs, its text (inline or read from a file), where it came from. */
export interface PathInstruction {
  globs: readonly string[];
  text: string;
  /** `.github/prlens.yml` or the Markdown file it was read from; shown to the model as the heading. */
  source: string;
  /** When set, it applies to exactly these paths (the globs only describe them): a nearest AGENTS.md. */
  paths?: readonly string[];
  /** Read from an instruction file for coding agents (src/config/agent-instructions.ts), not prlens's config. */
  agentFile?: boolean;
}

/** The loaded instructions in the prompt's terms; every `file` entry must have been resolved. */
export function toPathInstructions(entries: readonly InstructionConfig[]): PathInstruction[] {
  return entries.map((entry, index) => {
    if (entry.text === undefined) {
      throw new Error(
        `instructions[${index}] (${entry.file ?? '?'}) was not read: load the config with loadConfig`,
      );
    }
    return {
      globs: typeof entry.path === 'string' ? [entry.path] : entry.path,
      text: entry.text,
      source: entry.file ?? 'repository config',
    };
  });
}
