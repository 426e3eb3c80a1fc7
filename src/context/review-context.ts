/**
 * The one entry the review calls: builds the run's index and the packs of every hunk once, and
 * hands back what the prompt and the call runner need — a unit's rendered pack, and the answer to
 * a review call's lookups from the same index. Lookup answers say `found`, `none` or `unknown`; a
 * failed or unsupported lookup is reported to the model as a failure, never as "none".
 */
import type { Clock, Workspace } from '../core/ports.js';
import type { FileDiff } from '../core/types.js';
import type { LanguageSupport } from '../static/languages.js';
import { delimiters } from '../prompt/delimiters.js';
import { redactSecrets } from '../prompt/redact.js';
import { buildContextPacks, type ContextPacks } from './pack.js';
import type { FileParse } from './parse-file.js';
import { RepoIndex, type IndexBudget, type LookupAnswer } from './repo-index.js';
import { capLines, numbered, oneLine, renderContextPack, type RenderedPack } from './render-pack.js';
import { MAX_LOOKUPS } from './lookup-text.js';
import { withheldNote, type PathFilter } from './excluded-paths.js';
import { DEFAULT_REPO_CONTEXT, packsOn, type RepoContextMode } from './context-mode.js';

import type { LookupReply, LookupRequest } from './lookup-text.js';

export interface ReviewContext {
  /**
   * The unit's pack as prompt text (null: nothing to show), within `PACK_SHARE` of max-input-tokens
   * and, given the unit's diff tokens, `unitPackCap` of them; with the tokens that cap cut.
   */
  pack: (
    unit: ReadonlyArray<{ path: string; hunks: readonly number[] }>,
    nonce: string,
    diffTokens?: number,
  ) => RenderedPack | null;
  /** Answers a call's lookups as one message to the model, fenced in the run's delimiters. */
  lookup: (requests: readonly LookupRequest[], nonce: string) => Promise<LookupReply>;
  /** Budget notes (a spent budget makes later answers unknown). */
  notes: () => string[];
  /** What building the packs cost: searches run and files read beyond the PR's own. */
  packWork: { searches: number; files: number };
  /** The tokens one call's pack may take. */
  budgetTokens: number;
  /** The run's index as the audit's symbol lookups ask it (one index per run). */
  symbols: Pick<RepoIndex, 'definition' | 'usages'>;
  /** A PR file's parse from the run's index (declarations and calls), or null when it could not be read. */
  parsePrFile: (path: string) => FileParse | null;
}

export interface ReviewContextInput {
  files: readonly FileDiff[];
  contents: ReadonlyMap<string, string | null>;
  workspace: Workspace;
  headRef: string | null;
  clock: Clock;
  /** The run's `max-input-tokens`: the pack takes `PACK_SHARE` of it. */
  maxInputTokens: number;
  /** The run's `max-review-seconds` (0 = none): the index takes `TIME_SHARE` of it. */
  maxReviewSeconds: number;
  /** The run's own deadline on `clock` (absolute ms), when it has one: the index never outlasts it. */
  deadline?: number;
  countTokens: (text: string) => number;
  support?: LanguageSupport;
  budget?: Partial<IndexBudget>;
  /** Paths the review leaves out: the index never reads or shows them (excluded-paths.ts). */
  excluded?: PathFilter | undefined;
  /** `repo-context`: no packs are built unless it shows them (default full). */
  mode?: RepoContextMode;
}

/** Share of `max-input-tokens` one call's context pack may take: the outer bound. */
const PACK_SHARE = 0.1;
/**
 * A unit's pack costs at most this many times the tokens of the unit's own diff (issue 44: packs
 * were ~43% of the prompt tokens on small units, a one-hunk unit carrying up to 10,000 tokens of
 * context). The pack keeps its own order under the cap (the changed bodies, then the definitions its
 * added lines call, then usage lines), so the cap cuts the long tail first. Once the diff's own size:
 * on the tuning half of the real-PR eval the first-round prompt tokens were 181k at twice the diff and
 * 169k at once (the baseline without packs: 107k), while three crossed held-out runs of the whole engine
 * showed no F1 difference from no packs at all, so the cheaper bound is the one kept.
 */
const PACK_PER_DIFF_TOKEN = 1;
/** The cap never goes below this: a one-line change still gets the definition or two it calls. */
const MIN_UNIT_PACK_TOKENS = 1_000;

/** The tokens a unit's pack may take: a multiple of its diff, at least the floor (the share bounds it). */
export function unitPackCap(diffTokens: number): number {
  return Math.max(MIN_UNIT_PACK_TOKENS, Math.ceil(PACK_PER_DIFF_TOKEN * diffTokens));
}
/** Share of `max-review-seconds` the index may spend before the review calls start. */
const TIME_SHARE = 0.15;
/** Lines of a definition a lookup shows: asked for by name, so more than a pack's 40. */
const LOOKUP_LINES = 120;
/** Usage lines per lookup. */
const USAGES_PER_LOOKUP = 10;

/**
 * What building the packs may spend: a few dozen `git grep`s (or scans of the head's tarball over the
 * API) and files, not a crawl. The lookups (the review's round, the audit's) then get `LOOKUP_ALLOWANCE`.
 */
const DEFAULT_BUDGET = { maxFiles: 60, maxBytes: 4_000_000, maxFileBytes: 400_000, maxSearches: 80 };
// Shared by the review's lookup round and the audit's symbol lookups (one index per run): an audit
// symbol costs a definition (up to two searches and a few files) and a usage search.
const LOOKUP_ALLOWANCE = { files: 40, searches: 80 };

/**
 * Builds the run's index and, when `mode` shows packs, every hunk's pack; the one call the review
 * stage makes. The index itself is lazy: without packs nothing is parsed, read or searched until a
 * lookup (the review's round, the audit's symbols) asks. `offeredContext` (context-mode.ts) says what
 * the calls get.
 */
export async function prepareReviewContext(input: ReviewContextInput): Promise<ReviewContext> {
  const mode = input.mode ?? DEFAULT_REPO_CONTEXT;
  const start = input.clock.now();
  const seconds = input.maxReviewSeconds > 0 ? input.maxReviewSeconds * 1000 : Infinity;
  const deadline = Math.min(start + seconds * TIME_SHARE, input.deadline ?? Infinity);
  // The lookups come after the packs, while the review calls run: they may read until the run ends.
  const runEnd = Math.min(start + seconds, input.deadline ?? Infinity);
  const index = new RepoIndex({
    workspace: input.workspace,
    headRef: input.headRef,
    contents: input.contents,
    clock: input.clock,
    budget: { ...DEFAULT_BUDGET, deadline, ...input.budget },
    ...(input.support ? { support: input.support } : {}),
    ...(input.excluded ? { excluded: input.excluded } : {}),
  });
  const packs: ContextPacks | null = packsOn(mode) ? await buildContextPacks(input.files, index) : null;
  const { searches, files: filesRead } = index.work();
  index.grant({ ...LOOKUP_ALLOWANCE, deadline: runEnd });
  const files = new Map(input.files.map((f) => [f.path, f]));
  const budgetTokens = Math.floor(input.maxInputTokens * PACK_SHARE);
  return {
    budgetTokens,
    packWork: { searches, files: filesRead },
    pack: (unit, nonce, diffTokens) =>
      packs === null
        ? null
        : renderContextPack(unit, packs, {
            budgetTokens,
            unitCapTokens: diffTokens === undefined ? undefined : unitPackCap(diffTokens),
            countTokens: input.countTokens,
            nonce,
            files,
          }),
    lookup: async (requests, nonce) => {
      const d = delimiters('LOOKUP', nonce);
      const { text, answered } = await answerLookups(index, requests);
      return { text: `${d.open}\n${redactSecrets(text)}\n${d.close}`, answered };
    },
    notes: () => [...index.notes],
    symbols: index,
    parsePrFile: (path) => index.parsePrFile(path),
  };
}

/** The lookups' answers, one section each, at most `MAX_LOOKUPS`. */
async function answerLookups(index: RepoIndex, requests: readonly LookupRequest[]): Promise<LookupReply> {
  const sections: string[] = [];
  let answered = 0;
  for (const request of requests.slice(0, MAX_LOOKUPS)) {
    const answer =
      request.kind === 'definition'
        ? await index.definition(request.symbol)
        : await index.usages(request.symbol, USAGES_PER_LOOKUP);
    // The model's own words, echoed: one line, bounded.
    const symbol = request.symbol.replace(/[\r\n\u2028\u2029`]+/g, ' ').slice(0, 100);
    if (answer.status !== 'unknown') answered++;
    sections.push(`## ${request.kind} of \`${symbol}\`: ${describe(answer, request.kind)}`);
  }
  if (requests.length > MAX_LOOKUPS)
    sections.push(
      `(${requests.length - MAX_LOOKUPS} more lookup(s) not answered: at most ${MAX_LOOKUPS} a call)`,
    );
  return { text: sections.join('\n\n'), answered };
}

function describe(answer: LookupAnswer, kind: LookupRequest['kind']): string {
  if (answer.status === 'unknown')
    return `LOOKUP FAILED (${answer.reason}): unknown, this is no evidence either way`;
  const how = answer.textual ? 'textual search' : 'parsed declarations';
  if (answer.status === 'none') return `none found (${how} of the whole reviewed revision)`;
  const shown =
    kind === 'definition'
      ? answer.hits
          .map(
            (h) =>
              `${oneLine(h.path)}:${h.startLine}-${h.endLine}\n${numbered(capLines(h.text, LOOKUP_LINES), h.startLine)}`,
          )
          .join('\n\n')
      : answer.hits.map((h) => `${oneLine(h.path)}:${h.startLine}: ${oneLine(h.text).trim()}`).join('\n');
  const withheld = answer.withheld ? `\n(${withheldNote(answer.withheld)})` : '';
  return `found (${how})\n${shown}${answer.more ? '\n(more not shown)' : ''}${withheld}`;
}
