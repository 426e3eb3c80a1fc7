/**
 * Instruction files for coding agents (AGENTS.md, Copilot's instructions) are written for an agent
 * that changes code: next to the conventions a reviewer needs, they hold git workflow, commit and
 * PR etiquette, setup commands and the tone of comments. Issue 44: long AGENTS.md files were read in
 * full as review guidance. This keeps the Markdown sections a reviewer needs (code style,
 * conventions, naming, types, errors, architecture, testing, security, review) and leaves the rest
 * out, saying what it left out.
 */

import type { Logger } from '../core/ports.js';
import type { PathInstruction } from '../config/instructions.js';

/** Headings of sections a reviewer judges code against. */
const FOR_REVIEW =
  /\b(?:style|convention|naming|format|lint|typ(?:e|es|ing)|error|exception|architect|design|pattern|api|test|spec|coverage|secur|auth|secret|privacy|safety|review|guideline|rule|standard|best practice|code|quality|performance|accessib|do(?:n't| not)|must|avoid|pitfall|gotcha|invariant|dependenc)/i;
/** Headings of sections that are about working on the repository, not about its code. */
const FOR_AGENTS =
  /\b(?:git|commit|branch|pull request|PRs?\b|merge|rebase|release|deploy|publish|changelog|setup|set up|install|getting started|environment|dev(?:elopment)? server|running|run the|build(?:ing)? the|command|tool(?:s|ing)?\b|workflow|ci\b|communicat|tone|persona|language of|chat|task|plan(?:ning)?\b)/i;

/** One Markdown section: its heading line, its depth (1–6) and its body up to the next heading. */
interface Section {
  heading: string;
  depth: number;
  body: string[];
}

export interface TrimmedInstructions {
  text: string;
  /** Headings left out, in file order; empty when nothing was cut. */
  left: string[];
  kept: string[];
}

function split(text: string): { preamble: string[]; sections: Section[] } {
  const preamble: string[] = [];
  const sections: Section[] = [];
  let fence = false;
  for (const line of text.split('\n')) {
    if (/^\s*(```|~~~)/.test(line)) fence = !fence;
    const heading = fence ? null : /^(#{1,6})\s+(.*?)\s*#*\s*$/.exec(line);
    if (heading) sections.push({ heading: heading[2] ?? '', depth: heading[1]!.length, body: [line] });
    else (sections[sections.length - 1]?.body ?? preamble).push(line);
  }
  return { preamble, sections };
}

/**
 * `text` with only the sections a reviewer needs. A section is kept when its heading is about the
 * code (FOR_REVIEW), or its nearest decided parent was kept, and its own heading is not about
 * working on the repository (FOR_AGENTS, which wins: "Commit conventions" is left out). The text
 * before the first heading is kept (it says what the project is). A file without headings is kept
 * whole: there is nothing to tell its parts apart by.
 */
export function reviewerSections(text: string): TrimmedInstructions {
  const { preamble, sections } = split(text);
  if (sections.length === 0) return { text, left: [], kept: [] };
  const out = [...preamble];
  const kept: string[] = [];
  const left: string[] = [];
  // The decision of the nearest enclosing heading at each depth.
  const parents: Array<boolean | undefined> = [];
  for (const s of sections) {
    parents.length = s.depth - 1;
    const parent = parents.findLast((p) => p !== undefined);
    const own = FOR_AGENTS.test(s.heading) ? false : FOR_REVIEW.test(s.heading) ? true : undefined;
    const keep = own ?? parent ?? false;
    parents[s.depth - 1] = keep;
    if (keep) {
      kept.push(s.heading);
      out.push(...s.body);
    } else left.push(s.heading);
  }
  return { text: out.join('\n').trim(), left, kept };
}

/** `instruction` trimmed to its reviewer sections, logging what was left out of which file. */
export function trimForReviewer(instruction: PathInstruction, logger: Pick<Logger, 'info'>): PathInstruction {
  const trimmed = reviewerSections(instruction.text);
  if (trimmed.left.length === 0) return instruction;
  logger.info(
    `agent instructions: ${instruction.source} trimmed to what a reviewer needs ` +
      `(${trimmed.text.length} of ${instruction.text.length} characters); left out: ${trimmed.left.join(', ')}`,
  );
  return { ...instruction, text: trimmed.text };
}
