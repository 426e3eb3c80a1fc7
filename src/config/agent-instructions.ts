/**
 * The instruction files a repository already keeps for coding agents, read as review guidance:
 * `.github/copilot-instructions.md` (every file), `.github/instructions/**\/*.instructions.md` (the
 * files their `applyTo` front matter matches, as GitHub Copilot reads them:
 * https://docs.github.com/en/copilot/customizing-copilot/adding-repository-custom-instructions-for-github-copilot;
 * one with `excludeAgent: "code-review"` is not for a reviewer) and `AGENTS.md` (for each changed
 * file the nearest one up its folders, root included, as https://agents.md has it).
 *
 * They are read at the BASE of the change through the caller's reader, never from the head: a pull
 * request must not be able to rewrite the guidance its own review follows. Each is trimmed to the
 * sections a reviewer needs (src/prompt/instruction-sections.ts), then their total is capped
 * (MAX_AGENT_INSTRUCTION_CHARS); what is cut or left out is logged.
 */
import type { Logger, Workspace } from '../core/ports.js';
import { safeRelativePath } from '../core/repo-path.js';
import type { PathInstruction } from './instructions.js';
import { GlobError, globMatcher } from './path-match.js';
import { splitList } from './split-list.js';
import { trimForReviewer } from '../prompt/instruction-sections.js';

/** Read access to the base of the change. */
export interface AgentInstructionReader {
  /** Text of a repository file; null when absent. */
  read(path: string): Promise<string | null>;
  /** Repository paths of the files at or below `folder`; [] when it is absent. */
  listBelow(folder: string): Promise<string[]>;
}

/**
 * A reader of `workspace` at `ref`. A symlinked instruction file (`AGENTS.md -> CLAUDE.md`) reads
 * as the file it names, at the same revision, when that is a file inside the repository; a link
 * that leads out of it, into `.git` or to another link is not followed and reads as absent.
 */
export function workspaceReader(
  workspace: Workspace,
  ref: string,
  logger: Pick<Logger, 'info'>,
): AgentInstructionReader {
  const read = async (file: string): Promise<string | null> => {
    const text = await workspace.readFile(file, ref);
    if (text === null || !(await workspace.isSymlink?.(file, ref))) return text;
    const target = linkTarget(file, text);
    if (target === null || (await workspace.isSymlink?.(target, ref))) {
      logger.info(
        `agent instructions: ${file} is a symlink to ${JSON.stringify(text)}, not followed (outside the repository or another link)`,
      );
      return null;
    }
    return workspace.readFile(target, ref);
  };
  return {
    read,
    listBelow: (folder) => workspace.listBelow?.(folder, ref) ?? Promise.resolve([]),
  };
}

/** The repository path a symlink at `file` with target text `target` names; null when it leads out. */
function linkTarget(file: string, target: string): string | null {
  if (target.startsWith('/') || target.includes('\\')) return null;
  try {
    const folder = file.includes('/') ? file.slice(0, file.lastIndexOf('/') + 1) : '';
    return safeRelativePath(`${folder}${target}`);
  } catch {
    return null;
  }
}

/** About 3,000 tokens: room for a team's conventions, not for a whole handbook in every prompt. */
const MAX_AGENT_INSTRUCTION_CHARS = 12_000;
/** Folders probed for an AGENTS.md (one read each); deeper ones beyond this many are not looked at. */
const MAX_AGENTS_FOLDERS = 40;

const COPILOT_FILE = '.github/copilot-instructions.md';
const INSTRUCTIONS_FOLDER = '.github/instructions';
const AGENTS_FILE = 'AGENTS.md';

/** An instruction file's front matter and body. */
interface InstructionFile {
  /** `applyTo` split at commas; null when the file has none (Copilot then applies it to nothing). */
  applyTo: string[] | null;
  /** The agents `excludeAgent` names (`code-review`, `coding-agent`). */
  excludeAgent: string[];
  body: string;
  /** Why the front matter could not be read (not YAML); null when it could, or there is none. */
  problem: string | null;
}

const FRONT_MATTER = /^\uFEFF?---[ \t]*\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)/;

/**
 * Splits a `.instructions.md` file into its YAML front matter and its Markdown body. The YAML parser
 * is imported only for a file with front matter: most repositories have none (issue 48).
 */
export async function parseInstructionFile(text: string): Promise<InstructionFile> {
  const match = FRONT_MATTER.exec(text);
  if (!match) return { applyTo: null, excludeAgent: [], body: text, problem: null };
  const { parse: parseYaml } = await import('yaml');
  let data: unknown;
  let problem: string | null = null;
  try {
    data = parseYaml(match[1] ?? '');
  } catch (error) {
    data = null;
    problem = `its front matter is not valid YAML (${error instanceof Error ? error.message.split('\n')[0] : String(error)})`;
  }
  const fields = typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : {};
  return {
    applyTo: globList(fields.applyTo),
    excludeAgent: globList(fields.excludeAgent) ?? [],
    body: text.slice(match[0].length),
    problem,
  };
}

/** Whether any of `paths` matches the globs; a glob that cannot be matched is the message why. */
function appliesTo(globs: readonly string[], paths: readonly string[]): boolean | string {
  try {
    return paths.some(globMatcher(globs));
  } catch (error) {
    if (error instanceof GlobError) return error.message;
    throw error;
  }
}

/** `"a, b"` (commas in braces kept: `**\/*.{ts,tsx}`) or `[a, b]` as trimmed, non-empty strings; else null. */
function globList(value: unknown): string[] | null {
  const items = typeof value === 'string' ? splitList(value) : Array.isArray(value) ? value : null;
  if (items === null) return null;
  const list = items.filter((i): i is string => typeof i === 'string').map((i) => i.trim());
  return list.filter((i) => i !== '');
}

/** For each path, the folder of its nearest AGENTS.md among `present` ('' = the root); paths without one are left out. */
export function nearestAgentsFolders(
  paths: readonly string[],
  present: ReadonlySet<string>,
): Map<string, string[]> {
  const byFolder = new Map<string, string[]>();
  for (const path of paths) {
    const folder = ancestors(path).find((f) => present.has(f));
    if (folder === undefined) continue;
    byFolder.set(folder, [...(byFolder.get(folder) ?? []), path]);
  }
  return byFolder;
}

/** The folders above `path`, nearest first, the root ('') last. */
function ancestors(path: string): string[] {
  const parts = path.split('/').slice(0, -1);
  const out: string[] = [];
  for (let i = parts.length; i > 0; i--) out.push(parts.slice(0, i).join('/'));
  out.push('');
  return out;
}

const agentsPath = (folder: string) => (folder === '' ? AGENTS_FILE : `${folder}/${AGENTS_FILE}`);

/** Keeps the instructions within `maxChars` in order: the one that crosses it is cut, later ones left out. */
export function capInstructions(
  instructions: readonly PathInstruction[],
  maxChars: number,
  logger: Pick<Logger, 'info'>,
): PathInstruction[] {
  const kept: PathInstruction[] = [];
  let used = 0;
  for (const [i, instruction] of instructions.entries()) {
    const room = maxChars - used;
    if (instruction.text.length <= room) {
      kept.push(instruction);
      used += instruction.text.length;
      continue;
    }
    if (room > 0) {
      kept.push({
        ...instruction,
        text: `${instruction.text.slice(0, room)}\n(cut here: over the size cap)`,
      });
      logger.info(
        `agent instructions: ${instruction.source} cut to ${room} of ${instruction.text.length} characters ` +
          `(the cap for all agent instruction files is ${maxChars})`,
      );
    }
    const left = instructions.slice(room > 0 ? i + 1 : i).map((x) => x.source);
    if (left.length > 0)
      logger.info(`agent instructions: left out (over the ${maxChars}-character cap): ${left.join(', ')}`);
    break;
  }
  return kept;
}

/** The Copilot instruction files that apply to some of `paths`, in path order. */
async function copilotInstructions(
  reader: AgentInstructionReader,
  paths: readonly string[],
  logger: Pick<Logger, 'warn'>,
): Promise<PathInstruction[]> {
  const out: PathInstruction[] = [];
  const whole = await reader.read(COPILOT_FILE);
  if (whole !== null && whole.trim() !== '')
    out.push({ globs: ['**'], text: whole.trim(), source: COPILOT_FILE });
  const files = (await reader.listBelow(INSTRUCTIONS_FOLDER))
    .filter((f) => f.endsWith('.instructions.md'))
    .sort();
  for (const file of files) {
    const text = await reader.read(file);
    if (text === null) continue;
    const parsed = await parseInstructionFile(text);
    // The team meant this file to apply somewhere: say why it does not, rather than drop it quietly.
    if (parsed.problem !== null) logger.warn(`agent instructions: ${file} is left out: ${parsed.problem}`);
    if (parsed.applyTo === null || parsed.applyTo.length === 0) continue;
    if (parsed.excludeAgent.includes('code-review') || parsed.body.trim() === '') continue;
    const applies = appliesTo(parsed.applyTo, paths);
    if (typeof applies === 'string') logger.warn(`agent instructions: ${file} is left out: ${applies}`);
    if (applies !== true) continue;
    out.push({ globs: parsed.applyTo, text: parsed.body.trim(), source: file });
  }
  return out;
}

/** The nearest AGENTS.md of each of `paths`, each applying to exactly the paths it is nearest to. */
async function agentsFiles(
  reader: AgentInstructionReader,
  paths: readonly string[],
  logger: Pick<Logger, 'info'>,
): Promise<PathInstruction[]> {
  const folders = [...new Set(paths.flatMap(ancestors))].sort(
    (a, b) => depth(a) - depth(b) || a.localeCompare(b),
  );
  if (folders.length > MAX_AGENTS_FOLDERS) {
    logger.info(
      `agent instructions: looked for AGENTS.md in ${MAX_AGENTS_FOLDERS} of ${folders.length} folders (the shallowest)`,
    );
  }
  const texts = new Map<string, string>();
  for (const folder of folders.slice(0, MAX_AGENTS_FOLDERS)) {
    const text = await reader.read(agentsPath(folder));
    if (text !== null && text.trim() !== '') texts.set(folder, text.trim());
  }
  const byFolder = nearestAgentsFolders(paths, new Set(texts.keys()));
  return [...byFolder.entries()]
    .sort(([a], [b]) => depth(a) - depth(b) || a.localeCompare(b))
    .map(([folder, files]) => ({
      globs: [folder === '' ? '**' : `${folder}/**`],
      paths: files,
      text: texts.get(folder) ?? '',
      source: agentsPath(folder),
    }));
}

const depth = (folder: string) => (folder === '' ? 0 : folder.split('/').length);

/**
 * The agent instruction files that apply to the changed `paths`, read through `reader` (the base
 * of the change), capped at `maxChars` in all: Copilot's files first, then the AGENTS.md files.
 */
export async function loadAgentInstructions(
  reader: AgentInstructionReader,
  paths: readonly string[],
  logger: Pick<Logger, 'info' | 'warn'>,
  maxChars = MAX_AGENT_INSTRUCTION_CHARS,
): Promise<PathInstruction[]> {
  if (paths.length === 0) return [];
  const found = [
    ...(await copilotInstructions(reader, paths, logger)),
    ...(await agentsFiles(reader, paths, logger)),
  ].map((instruction) => trimForReviewer(instruction, logger));
  const kept = capInstructions(found, maxChars, logger);
  if (kept.length > 0)
    logger.info(`agent instructions from the base: ${kept.map((i) => i.source).join(', ')}`);
  return kept.map((i) => ({ ...i, agentFile: true }));
}
