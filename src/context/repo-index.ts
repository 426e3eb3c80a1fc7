/**
 * The repository context engine's index of the head revision: built once per run and shared by
 * every lookup (the context packs, the review's lookup round). It never checks out or runs code:
 * files come from the contents select already read (the PR's own files) and, for the rest of the
 * repository, from the workspace (`git grep` and `git show` locally; over the API the head's
 * tarball the workspace fetched once). Declarations come from a real parse (parse-file.ts); usages
 * from a textual search, and the answer says it is textual.
 *
 * Every answer is `found`, `none` or `unknown`. `none` is only said when every search and every
 * read answered and every file that spells the name could be parsed; a language without a parser,
 * a failed read, a skipped binary or huge file, or a spent budget make it `unknown`, with the reason.
 */
import type { Clock, Workspace } from '../core/ports.js';
import type { LanguageSupport } from '../static/languages.js';
import { codeKind, parseFile, type FileParse } from './parse-file.js';
import { declarationPattern, mentions, wordPattern } from './patterns.js';
import { partitionHits, withheldNote, type PathFilter, type Withheld } from './excluded-paths.js';
import { found, hitOf, type ContextHit, type LookupAnswer } from './lookup-answer.js';

export type { ContextHit, LookupAnswer } from './lookup-answer.js';

export interface IndexBudget {
  /** Files read beyond the PR's own (each one request over the API). */
  maxFiles: number;
  /** Bytes of those files. */
  maxBytes: number;
  /** A file larger than this is not parsed (its answer is unknown). */
  maxFileBytes: number;
  /** Workspace searches. */
  maxSearches: number;
  /** Clock time (ms, the clock's epoch) after which nothing more is read or searched. */
  deadline: number;
}

export interface IndexOptions {
  workspace: Workspace;
  headRef: string | null;
  /** The PR's files as select read them: indexed first and free of the budget. */
  contents: ReadonlyMap<string, string | null>;
  clock: Clock;
  budget: IndexBudget;
  support?: LanguageSupport;
  /** Paths the review leaves out: never read, parsed or shown, and said so (excluded-paths.ts). */
  excluded?: PathFilter;
}

const IDENTIFIER = /^[\p{L}_$][\p{L}\p{N}_$]*$/u;
/** Paths a search may name before the index stops opening them for one name. */
const CANDIDATE_FILES = 12;

const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** The head revision's index: parses, reads and searches, bounded by `budget`, each answer memoised. */
export class RepoIndex {
  private readonly parsed = new Map<string, FileParse>();
  private readonly answers = new Map<string, Promise<LookupAnswer>>();
  private filesRead = 0;
  private bytesRead = 0;
  private searches = 0;
  /** Why some answer was unknown for want of budget; said once each. */
  readonly notes = new Set<string>();

  /** When reading and searching stop (ms on the clock): the budget's, until `grant` moves it. */
  private deadline: number;
  private readonly excluded: PathFilter;

  constructor(private readonly options: IndexOptions) {
    this.deadline = options.budget.deadline;
    this.excluded = options.excluded ?? (() => null);
  }

  /** The work done so far: searches run, files read beyond the PR's own, their bytes. */
  work(): { searches: number; files: number; bytes: number } {
    return { searches: this.searches, files: this.filesRead, bytes: this.bytesRead };
  }

  /**
   * Adds to the file and search allowance and sets when reading stops: the lookups (the review's
   * round, the audit's) get their own after the packs spent theirs, and the rest of the run's time,
   * not the packs' share of it, which is over before the first lookup is asked.
   */
  grant(extra: { files: number; searches: number; deadline: number }): void {
    this.filesRead = Math.max(0, this.filesRead - extra.files);
    this.searches = Math.max(0, this.searches - extra.searches);
    this.deadline = extra.deadline;
  }

  /** A PR file's post-change text as select read it, or null (also when the review excludes it). */
  prText(path: string): string | null {
    const source = this.options.contents.get(path);
    return typeof source === 'string' && this.excluded(path) === null ? source : null;
  }

  /** The parse of a PR file (free of the budget), or null when select could not read it. */
  parsePrFile(path: string): FileParse | null {
    const source = this.prText(path);
    return source === null ? null : this.parseText(path, source);
  }

  /** Where `name` is declared: the PR's files first, then files a textual search points at. */
  definition(name: string): Promise<LookupAnswer> {
    return this.memo(`def\0${name}`, () => this.findDefinition(name));
  }

  /** Lines that use `name` as a whole word, declarations left out (a textual search). */
  usages(name: string, limit: number): Promise<LookupAnswer> {
    return this.memo(`use\0${name}\0${limit}`, () => this.findUsages(name, limit));
  }

  /** Lines matching a POSIX ERE (implementations: `implements Name`, `impl Name for`). */
  grep(pattern: string, limit: number): Promise<LookupAnswer> {
    return this.memo(`grep\0${pattern}\0${limit}`, async () => {
      const hits = await this.search(pattern, limit + 1);
      if ('reason' in hits) return { status: 'unknown', reason: hits.reason };
      if (hits.shown.length === 0 && hits.withheld.size > 0)
        return { status: 'unknown', reason: withheldNote(hits.withheld) };
      return found(hits.shown.slice(0, limit), true, hits.shown.length > limit, hits.withheld);
    });
  }

  private memo(key: string, run: () => Promise<LookupAnswer>): Promise<LookupAnswer> {
    let answer = this.answers.get(key);
    if (!answer) {
      answer = run();
      this.answers.set(key, answer);
    }
    return answer;
  }

  private async findDefinition(name: string): Promise<LookupAnswer> {
    if (!IDENTIFIER.test(name)) return { status: 'unknown', reason: 'not a plain identifier' };
    const unknown: string[] = [];
    const hits: ContextHit[] = [];
    const collect = (path: string, parse: FileParse) => {
      if (!parse.ok) unknown.push(parse.reason);
      else hits.push(...parse.declarations.filter((d) => d.name === name).map((d) => hitOf(path, d)));
    };
    for (const [path] of this.options.contents) {
      const source = this.prText(path);
      if (source === null || !mentions(source, name)) continue;
      const kind = codeKind(path);
      if (kind === 'parsed') collect(path, this.parseText(path, source));
      else if (kind === 'opaque') unknown.push(`${path}: spells ${name}, no parser for its language here`);
    }
    if (hits.length > 0) return found(hits, false, false);
    // Files whose lines look like a declaration of the name are opened first: a usage never is.
    const likely = await this.search(declarationPattern(name), 50);
    if ('reason' in likely) return { status: 'unknown', reason: likely.reason };
    const candidates = this.outsidePr(likely.shown).filter((p) => codeKind(p) === 'parsed');
    for (const path of candidates.slice(0, CANDIDATE_FILES)) {
      const parse = await this.parseRepoFile(path);
      if (parse) collect(path, parse);
    }
    if (hits.length > 0) return found(hits, false, false, likely.withheld);
    if (candidates.length > CANDIDATE_FILES)
      unknown.push(
        `${candidates.length - CANDIDATE_FILES} more files may declare ${name} and were not opened`,
      );
    // "None" needs every file that spells the name to be one the parser could have read, and shown.
    const spelled = await this.search(wordPattern(name), 200);
    if ('reason' in spelled) return { status: 'unknown', reason: spelled.reason };
    for (const path of this.outsidePr(spelled.shown)
      .filter((p) => codeKind(p) === 'opaque')
      .slice(0, 3))
      unknown.push(`${path}: spells ${name}, no parser for its language here`);
    const withheld = new Map([...likely.withheld, ...spelled.withheld]);
    if (withheld.size > 0) unknown.unshift(withheldNote(withheld));
    if (unknown.length > 0)
      return { status: 'unknown', reason: [...new Set(unknown)].slice(0, 3).join('; ') };
    return { status: 'none', textual: false };
  }

  /** The distinct paths of `hits` that are not the PR's own files (those were looked at already). */
  private outsidePr(hits: readonly ContextHit[]): string[] {
    return [...new Set(hits.map((h) => h.path))].filter((p) => !this.options.contents.has(p));
  }

  private async findUsages(name: string, limit: number): Promise<LookupAnswer> {
    if (!IDENTIFIER.test(name)) return { status: 'unknown', reason: 'not a plain identifier' };
    const hits = await this.search(wordPattern(name), limit * 2 + 1);
    if ('reason' in hits) return { status: 'unknown', reason: hits.reason };
    const uses = hits.shown.filter((h) => !this.declares(h.path, h.startLine, name));
    // Uses in an excluded path exist: "none" would say they do not.
    if (uses.length === 0 && hits.withheld.size > 0)
      return { status: 'unknown', reason: withheldNote(hits.withheld) };
    if (uses.length === 0) return { status: 'none', textual: true };
    const more = uses.length > limit || hits.shown.length > limit * 2;
    return found(uses.slice(0, limit), true, more, hits.withheld);
  }

  /** Whether `line` of `path` lies inside a declaration of `name` that the index has parsed. */
  private declares(path: string, line: number, name: string): boolean {
    const parse = this.parsed.get(path);
    return parse?.ok === true && parse.declarations.some((d) => d.name === name && d.startLine === line);
  }

  private parseText(path: string, source: string): FileParse {
    let parse = this.parsed.get(path);
    if (!parse) {
      parse = parseFile(path, source, this.options.support);
      this.parsed.set(path, parse);
    }
    return parse;
  }

  /** Reads and parses a repository file within the budget; null when it is absent at the head. */
  private async parseRepoFile(path: string): Promise<FileParse | null> {
    const cached = this.parsed.get(path);
    if (cached) return cached;
    const excluded = this.excluded(path);
    if (excluded !== null) return { ok: false, reason: `${path}: excluded from the review (${excluded})` };
    const { budget, workspace, headRef } = this.options;
    const spent =
      this.spent() ??
      (this.filesRead >= budget.maxFiles ? `the index read its ${budget.maxFiles} files` : null);
    if (spent !== null) return this.budgetOut(spent);
    this.filesRead++;
    let source: string | null;
    try {
      source = await workspace.readFile(path, headRef);
    } catch (error) {
      return { ok: false, reason: `${path}: could not be read (${message(error)})` };
    }
    if (source === null) return null;
    if (source.length > budget.maxFileBytes)
      return { ok: false, reason: `${path}: ${source.length} bytes, too large to parse` };
    this.bytesRead += source.length;
    if (this.bytesRead > budget.maxBytes)
      return this.budgetOut(`the index read its ${budget.maxBytes} bytes`);
    return this.parseText(path, source);
  }

  /** A search of the head, split into the hits the model may see and the excluded paths withheld. */
  private async search(
    pattern: string,
    limit: number,
  ): Promise<{ shown: ContextHit[]; withheld: Withheld } | { reason: string }> {
    const { budget, workspace, headRef } = this.options;
    const spent =
      this.spent() ??
      (this.searches >= budget.maxSearches ? `the index ran its ${budget.maxSearches} searches` : null);
    if (spent !== null) return this.budgetOut(spent);
    this.searches++;
    let hits: Awaited<ReturnType<Workspace['searchCode']>>;
    // Excluded paths are skipped by the search itself, so they cannot fill its limit.
    const skip = { excluded: (p: string) => this.excluded(p) !== null, withheld: new Set<string>() };
    try {
      hits = await workspace.searchCode(pattern, { regex: true, limit, ref: headRef, skip });
    } catch (error) {
      return { reason: `the search failed (${message(error)})` };
    }
    // Again here, for a workspace that does not skip.
    const { shown, withheld } = partitionHits(hits, this.excluded);
    for (const path of skip.withheld) withheld.set(path, this.excluded(path) ?? 'excluded');
    // Only code can declare or call: an excluded lock file or README that spells the name is not
    // "code that exists but is not shown", and must not turn a "none" into an "unknown".
    for (const path of withheld.keys()) if (codeKind(path) === 'other') withheld.delete(path);
    return {
      shown: shown.map((h) => ({ path: h.path, startLine: h.line, endLine: h.line, text: h.text })),
      withheld,
    };
  }

  /** Why the clock budget is spent, or null. */
  private spent(): string | null {
    return this.options.clock.now() >= this.deadline ? "the index's time budget ran out" : null;
  }

  private budgetOut(why: string): { ok: false; reason: string } {
    this.notes.add(`context index: ${why}; later lookups answer "unknown"`);
    return { ok: false, reason: why };
  }
}
