export const id = 6886;
export const ids = [6886];
export const modules = {

/***/ 16886:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  prepareReviewContext: () => (/* binding */ prepareReviewContext)
});

// EXTERNAL MODULE: ./.tmp/bundle-src/prompt/delimiters.js
var delimiters = __webpack_require__(33766);
// EXTERNAL MODULE: ./.tmp/bundle-src/prompt/redact.js
var redact = __webpack_require__(55741);
// EXTERNAL MODULE: ./.tmp/bundle-src/context/pack.js
var pack = __webpack_require__(66594);
// EXTERNAL MODULE: ./.tmp/bundle-src/context/parse-file.js
var parse_file = __webpack_require__(94255);
;// CONCATENATED MODULE: ./.tmp/bundle-src/context/patterns.js
/**
 * The textual side of the context engine: the search patterns (POSIX ERE, as `git grep -E` and the
 * API workspace's linear-time engine take them) that find candidate files, and the whole-word test.
 * A textual hit is only a lead: declarations are confirmed by a parse (parse-file.ts).
 */
/** A whole-word POSIX ERE for `name`, as `git grep -E` and the workspace's search take it. */
function wordPattern(name) {
    return `(^|[^A-Za-z0-9_$])${name.replace(/\$/g, '\\$')}([^A-Za-z0-9_$]|$)`;
}
/**
 * A POSIX ERE for lines that may declare `name`: a declaring keyword before it, a method-like
 * `name(` at the start of a line, a Go method `func (r T) name`, a field or key `name:` / `name =`.
 */
function declarationPattern(name) {
    const n = name.replace(/\$/g, '\\$');
    const end = '([^A-Za-z0-9_$]|$)';
    return [
        `(function|class|def|func|fn|interface|type|struct|trait|enum|const|let|var|val|record)[[:space:]]+\\*?${n}${end}`,
        `^[[:space:]]*(export[[:space:]]+|async[[:space:]]+|static[[:space:]]+|public[[:space:]]+|private[[:space:]]+|protected[[:space:]]+|override[[:space:]]+|pub[[:space:]]+)*${n}[[:space:]]*[(<]`,
        `func[[:space:]]*\\([^)]*\\)[[:space:]]*${n}${end}`,
        `^[[:space:]]*${n}[[:space:]]*[:=][^=]`,
    ].join('|');
}
/** Whether `name` occurs in `source` as a whole word. */
function mentions(source, name) {
    for (let at = source.indexOf(name); at !== -1; at = source.indexOf(name, at + 1)) {
        const before = source[at - 1] ?? ' ';
        const after = source[at + name.length] ?? ' ';
        if (!/[\p{L}\p{N}_$]/u.test(before) && !/[\p{L}\p{N}_$]/u.test(after))
            return true;
    }
    return false;
}

;// CONCATENATED MODULE: ./.tmp/bundle-src/context/repo-index.js


const IDENTIFIER = /^[\p{L}_$][\p{L}\p{N}_$]*$/u;
/** Paths a search may name before the index stops opening them for one name. */
const CANDIDATE_FILES = 12;
const message = (error) => (error instanceof Error ? error.message : String(error));
/** The head revision's index: parses, reads and searches, bounded by `budget`, each answer memoised. */
class RepoIndex {
    options;
    parsed = new Map();
    answers = new Map();
    filesRead = 0;
    bytesRead = 0;
    searches = 0;
    /** Why some answer was unknown for want of budget; said once each. */
    notes = new Set();
    /** When reading and searching stop (ms on the clock): the budget's, until `grant` moves it. */
    deadline;
    constructor(options) {
        this.options = options;
        this.deadline = options.budget.deadline;
    }
    /** The work done so far: searches run, files read beyond the PR's own, their bytes. */
    work() {
        return { searches: this.searches, files: this.filesRead, bytes: this.bytesRead };
    }
    /**
     * Adds to the file and search allowance and sets when reading stops: the lookups (the review's
     * round, the audit's) get their own after the packs spent theirs, and the rest of the run's time,
     * not the packs' share of it, which is over before the first lookup is asked.
     */
    grant(extra) {
        this.filesRead = Math.max(0, this.filesRead - extra.files);
        this.searches = Math.max(0, this.searches - extra.searches);
        this.deadline = extra.deadline;
    }
    /** A PR file's post-change text as select read it, or null. */
    prText(path) {
        const source = this.options.contents.get(path);
        return typeof source === 'string' ? source : null;
    }
    /** The parse of a PR file (free of the budget), or null when select could not read it. */
    parsePrFile(path) {
        const source = this.options.contents.get(path);
        if (typeof source !== 'string')
            return null;
        return this.parseText(path, source);
    }
    /** Where `name` is declared: the PR's files first, then files a textual search points at. */
    definition(name) {
        return this.memo(`def\0${name}`, () => this.findDefinition(name));
    }
    /** Lines that use `name` as a whole word, declarations left out (a textual search). */
    usages(name, limit) {
        return this.memo(`use\0${name}\0${limit}`, () => this.findUsages(name, limit));
    }
    /** Lines matching a POSIX ERE (implementations: `implements Name`, `impl Name for`). */
    grep(pattern, limit) {
        return this.memo(`grep\0${pattern}\0${limit}`, async () => {
            const hits = await this.search(pattern, limit + 1);
            if ('reason' in hits)
                return { status: 'unknown', reason: hits.reason };
            return found(hits.slice(0, limit), true, hits.length > limit);
        });
    }
    memo(key, run) {
        let answer = this.answers.get(key);
        if (!answer) {
            answer = run();
            this.answers.set(key, answer);
        }
        return answer;
    }
    async findDefinition(name) {
        if (!IDENTIFIER.test(name))
            return { status: 'unknown', reason: 'not a plain identifier' };
        const unknown = [];
        const hits = [];
        const collect = (path, parse) => {
            if (!parse.ok)
                unknown.push(parse.reason);
            else
                hits.push(...parse.declarations.filter((d) => d.name === name).map((d) => hitOf(path, d)));
        };
        for (const [path, source] of this.options.contents) {
            if (typeof source !== 'string' || !mentions(source, name))
                continue;
            const kind = (0,parse_file/* codeKind */.Q)(path);
            if (kind === 'parsed')
                collect(path, this.parseText(path, source));
            else if (kind === 'opaque')
                unknown.push(`${path}: spells ${name}, no parser for its language here`);
        }
        if (hits.length > 0)
            return found(hits, false, false);
        // Files whose lines look like a declaration of the name are opened first: a usage never is.
        const likely = await this.search(declarationPattern(name), 50);
        if ('reason' in likely)
            return { status: 'unknown', reason: likely.reason };
        const candidates = this.outsidePr(likely).filter((p) => (0,parse_file/* codeKind */.Q)(p) === 'parsed');
        for (const path of candidates.slice(0, CANDIDATE_FILES)) {
            const parse = await this.parseRepoFile(path);
            if (parse)
                collect(path, parse);
        }
        if (hits.length > 0)
            return found(hits, false, false);
        if (candidates.length > CANDIDATE_FILES)
            unknown.push(`${candidates.length - CANDIDATE_FILES} more files may declare ${name} and were not opened`);
        // "None" needs every file that spells the name to be one the parser could have read.
        const spelled = await this.search(wordPattern(name), 200);
        if ('reason' in spelled)
            return { status: 'unknown', reason: spelled.reason };
        for (const path of this.outsidePr(spelled)
            .filter((p) => (0,parse_file/* codeKind */.Q)(p) === 'opaque')
            .slice(0, 3))
            unknown.push(`${path}: spells ${name}, no parser for its language here`);
        if (unknown.length > 0)
            return { status: 'unknown', reason: [...new Set(unknown)].slice(0, 3).join('; ') };
        return { status: 'none', textual: false };
    }
    /** The distinct paths of `hits` that are not the PR's own files (those were looked at already). */
    outsidePr(hits) {
        return [...new Set(hits.map((h) => h.path))].filter((p) => !this.options.contents.has(p));
    }
    async findUsages(name, limit) {
        if (!IDENTIFIER.test(name))
            return { status: 'unknown', reason: 'not a plain identifier' };
        const hits = await this.search(wordPattern(name), limit * 2 + 1);
        if ('reason' in hits)
            return { status: 'unknown', reason: hits.reason };
        const uses = hits.filter((h) => !this.declares(h.path, h.startLine, name));
        if (uses.length === 0)
            return { status: 'none', textual: true };
        return found(uses.slice(0, limit), true, uses.length > limit || hits.length > limit * 2);
    }
    /** Whether `line` of `path` lies inside a declaration of `name` that the index has parsed. */
    declares(path, line, name) {
        const parse = this.parsed.get(path);
        return parse?.ok === true && parse.declarations.some((d) => d.name === name && d.startLine === line);
    }
    parseText(path, source) {
        let parse = this.parsed.get(path);
        if (!parse) {
            parse = source.includes('\0')
                ? { ok: false, reason: `${path}: binary, not parsed` }
                : (0,parse_file/* parseFile */.C)(path, source, this.options.support);
            this.parsed.set(path, parse);
        }
        return parse;
    }
    /** Reads and parses a repository file within the budget; null when it is absent at the head. */
    async parseRepoFile(path) {
        const cached = this.parsed.get(path);
        if (cached)
            return cached;
        const { budget, workspace, headRef } = this.options;
        const spent = this.spent() ??
            (this.filesRead >= budget.maxFiles ? `the index read its ${budget.maxFiles} files` : null);
        if (spent !== null)
            return this.budgetOut(spent);
        this.filesRead++;
        let source;
        try {
            source = await workspace.readFile(path, headRef);
        }
        catch (error) {
            return { ok: false, reason: `${path}: could not be read (${message(error)})` };
        }
        if (source === null)
            return null;
        if (source.length > budget.maxFileBytes)
            return { ok: false, reason: `${path}: ${source.length} bytes, too large to parse` };
        this.bytesRead += source.length;
        if (this.bytesRead > budget.maxBytes)
            return this.budgetOut(`the index read its ${budget.maxBytes} bytes`);
        return this.parseText(path, source);
    }
    async search(pattern, limit) {
        const { budget, workspace, headRef } = this.options;
        const spent = this.spent() ??
            (this.searches >= budget.maxSearches ? `the index ran its ${budget.maxSearches} searches` : null);
        if (spent !== null)
            return this.budgetOut(spent);
        this.searches++;
        try {
            const hits = await workspace.searchCode(pattern, { regex: true, limit, ref: headRef });
            return hits.map((h) => ({ path: h.path, startLine: h.line, endLine: h.line, text: h.text }));
        }
        catch (error) {
            return { reason: `the search failed (${message(error)})` };
        }
    }
    /** Why the clock budget is spent, or null. */
    spent() {
        return this.options.clock.now() >= this.deadline ? "the index's time budget ran out" : null;
    }
    budgetOut(why) {
        this.notes.add(`context index: ${why}; later lookups answer "unknown"`);
        return { ok: false, reason: why };
    }
}
function found(hits, textual, more) {
    return hits.length === 0 ? { status: 'none', textual } : { status: 'found', hits, textual, more };
}
function hitOf(path, d) {
    return { path, startLine: d.startLine, endLine: d.endLine, text: d.text };
}

;// CONCATENATED MODULE: ./.tmp/bundle-src/context/render-pack.js


const ORDER = ['body', 'definition', 'usage', 'implementation', 'test'];
/** Lines of a changed body shown; the rest is cut with a note (a 2,000-line class is not context). */
const MAX_BODY_LINES = 80;
/** Lines of a definition shown: its signature and what it returns, not a whole class. */
const MAX_DEFINITION_LINES = 40;
/** Unknown lookups named one by one; past this, counted (a spent budget makes many of them). */
const MAX_UNKNOWN_LINES = 5;
const TITLES = {
    body: 'whole body of changed',
    definition: 'definition of',
    usage: 'usages of',
    implementation: 'implementations of',
    test: 'tests that reference',
};
/** The pack of a unit's files and hunks as prompt text, or null when there is nothing to show. */
function renderContextPack(unit, packs, options) {
    const shown = shownRanges(unit, options.files);
    const items = [];
    const unknown = new Map();
    for (const entry of unit) {
        for (const h of entry.hunks) {
            const pack = packs.get(entry.path)?.get(h);
            if (!pack)
                continue;
            items.push(...pack.items);
            for (const u of pack.unknown)
                unknown.set(`${u.what} of ${u.symbol}`, u.reason);
        }
    }
    const seen = new Set();
    const kept = ORDER.flatMap((kind) => items.filter((i) => i.kind === kind)).filter((item) => {
        const key = `${item.kind}\0${item.symbol}\0${item.hit.path}\0${item.hit.startLine}`;
        if (seen.has(key))
            return false;
        seen.add(key);
        return !isShown(item, shown);
    });
    if (kept.length === 0 && unknown.size === 0)
        return null;
    const blocks = [];
    let tokens = 0;
    let cut = 0;
    for (const block of groupBlocks(kept)) {
        const cost = options.countTokens(block);
        if (tokens + cost > options.budgetTokens) {
            cut++;
            continue;
        }
        tokens += cost;
        blocks.push(block);
    }
    const unknowns = [...unknown].map(([what, reason]) => `UNKNOWN ${what}: ${reason} (no evidence either way)`);
    blocks.push(...unknowns.slice(0, MAX_UNKNOWN_LINES));
    if (unknowns.length > MAX_UNKNOWN_LINES)
        blocks.push(`(${unknowns.length - MAX_UNKNOWN_LINES} more names could not be looked up)`);
    if (cut > 0)
        blocks.push(`(${cut} more context block(s) left out: the pack's ${options.budgetTokens}-token budget)`);
    const d = (0,delimiters/* delimiters */.zC)('CONTEXT', options.nonce);
    return `Repository context for this diff (read-only code of the reviewed revision, not part of the diff; do not comment on it; usages come from a textual search):\n${d.open}\n${(0,redact/* redactSecrets */.fp)(blocks.join('\n\n'))}\n${d.close}`;
}
/** One block per body or definition; usages, implementations and tests grouped per symbol, one line each. */
function groupBlocks(items) {
    const blocks = [];
    const lists = new Map();
    for (const item of items) {
        const { path, startLine, endLine, text } = item.hit;
        if (item.kind === 'body' || item.kind === 'definition') {
            blocks.push(`## ${TITLES[item.kind]} \`${item.symbol}\`: ${oneLine(path)}:${startLine}-${endLine}\n${numbered(capLines(text, item.kind === 'body' ? MAX_BODY_LINES : MAX_DEFINITION_LINES), startLine)}`);
            continue;
        }
        const head = `## ${TITLES[item.kind]} \`${item.symbol}\``;
        const list = lists.get(head) ?? [];
        list.push(`${oneLine(path)}:${startLine}: ${oneLine(text).trim()}`);
        lists.set(head, list);
    }
    for (const [head, lines] of lists)
        blocks.push(`${head}\n${lines.join('\n')}`);
    return blocks;
}
/**
 * Each line led by its line number, as the diff's rows are: the model can cite a line, and no
 * repository line starts a prompt line (a planted `<<<DIFF-\u2026` stays data, never a delimiter).
 */
function numbered(text, first) {
    return text
        .split('\n')
        .map((line, i) => (line.startsWith('[... ') ? line : `${first + i}  ${line}`))
        .join('\n');
}
/** `text` cut to its first lines, with a note of how many were cut. */
function capLines(text, max = MAX_DEFINITION_LINES) {
    const lines = text.split('\n');
    if (lines.length <= max)
        return text;
    return `${lines.slice(0, max).join('\n')}\n[... ${lines.length - max} more lines]`;
}
/** `text` on one line: a repository path or line may hold line breaks (git allows them in names). */
function oneLine(text) {
    return text.replace(/[\r\n\u2028\u2029]+/g, ' ');
}
/** New-file line ranges each unit file's hunks show. */
function shownRanges(unit, files) {
    const ranges = new Map();
    for (const entry of unit) {
        const file = files.get(entry.path);
        if (!file)
            continue;
        const list = entry.hunks
            .map((i) => file.hunks[i])
            .filter((h) => h !== undefined)
            .map((h) => [h.newStart, h.newStart + h.newLines - 1]);
        ranges.set(entry.path, list);
    }
    return ranges;
}
/** Whether the unit's diff already shows all of a body or definition (a usage line is always worth its line). */
function isShown(item, ranges) {
    const list = ranges.get(item.hit.path);
    if (!list)
        return false;
    const { startLine, endLine } = item.hit;
    if (item.kind !== 'body' && item.kind !== 'definition')
        return list.some(([a, b]) => startLine >= a && startLine <= b);
    return list.some(([a, b]) => startLine >= a && endLine <= b);
}

// EXTERNAL MODULE: ./.tmp/bundle-src/context/lookup-text.js
var lookup_text = __webpack_require__(61125);
;// CONCATENATED MODULE: ./.tmp/bundle-src/context/review-context.js






/** Share of `max-input-tokens` one call's context pack may take. */
const PACK_SHARE = 0.1;
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
/** Builds the run's index and every hunk's pack; the one call the review stage makes. */
async function prepareReviewContext(input) {
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
    });
    const packs = await (0,pack/* buildContextPacks */.g)(input.files, index);
    const { searches, files: filesRead } = index.work();
    index.grant({ ...LOOKUP_ALLOWANCE, deadline: runEnd });
    const files = new Map(input.files.map((f) => [f.path, f]));
    const budgetTokens = Math.floor(input.maxInputTokens * PACK_SHARE);
    return {
        budgetTokens,
        packWork: { searches, files: filesRead },
        pack: (unit, nonce) => renderContextPack(unit, packs, { budgetTokens, countTokens: input.countTokens, nonce, files }),
        lookup: async (requests, nonce) => {
            const d = (0,delimiters/* delimiters */.zC)('LOOKUP', nonce);
            return `${d.open}\n${(0,redact/* redactSecrets */.fp)(await answerLookups(index, requests))}\n${d.close}`;
        },
        notes: () => [...index.notes],
        symbols: index,
        parsePrFile: (path) => index.parsePrFile(path),
    };
}
/** The lookups' answers, one section each, at most `MAX_LOOKUPS`. */
async function answerLookups(index, requests) {
    const sections = [];
    for (const request of requests.slice(0, lookup_text/* MAX_LOOKUPS */.r)) {
        const answer = request.kind === 'definition'
            ? await index.definition(request.symbol)
            : await index.usages(request.symbol, USAGES_PER_LOOKUP);
        // The model's own words, echoed: one line, bounded.
        const symbol = request.symbol.replace(/[\r\n\u2028\u2029`]+/g, ' ').slice(0, 100);
        sections.push(`## ${request.kind} of \`${symbol}\`: ${describe(answer, request.kind)}`);
    }
    if (requests.length > lookup_text/* MAX_LOOKUPS */.r)
        sections.push(`(${requests.length - lookup_text/* MAX_LOOKUPS */.r} more lookup(s) not answered: at most ${lookup_text/* MAX_LOOKUPS */.r} a call)`);
    return sections.join('\n\n');
}
function describe(answer, kind) {
    if (answer.status === 'unknown')
        return `LOOKUP FAILED (${answer.reason}): unknown, this is no evidence either way`;
    const how = answer.textual ? 'textual search' : 'parsed declarations';
    if (answer.status === 'none')
        return `none found (${how} of the whole reviewed revision)`;
    const shown = kind === 'definition'
        ? answer.hits
            .map((h) => `${oneLine(h.path)}:${h.startLine}-${h.endLine}\n${numbered(capLines(h.text, LOOKUP_LINES), h.startLine)}`)
            .join('\n\n')
        : answer.hits.map((h) => `${oneLine(h.path)}:${h.startLine}: ${oneLine(h.text).trim()}`).join('\n');
    return `found (${how})\n${shown}${answer.more ? '\n(more not shown)' : ''}`;
}


/***/ })

};
