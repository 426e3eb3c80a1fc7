export const id = 8350;
export const ids = [8350,5969];
export const modules = {

/***/ 132:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   a7: () => (/* binding */ withheldNote),
/* harmony export */   cp: () => (/* binding */ excludedPathRefusal),
/* harmony export */   pR: () => (/* binding */ excludingWorkspace),
/* harmony export */   xT: () => (/* binding */ partitionHits)
/* harmony export */ });
/** A read of a path the review leaves out: refused, with why, so no caller reads it as absent. */
class ExcludedPathError extends Error {
    path;
    reason;
    constructor(path, reason) {
        super(`${path} is excluded from the review by its configuration (${reason}): its content is not shown`);
        this.path = path;
        this.reason = reason;
        this.name = 'ExcludedPathError';
    }
}
/** The refusal's message when `error` is a read of an excluded path, else null. */
function excludedPathRefusal(error) {
    return error instanceof ExcludedPathError ? error.message : null;
}
/** Splits search hits into those the model may see and the paths withheld from it. */
function partitionHits(hits, excluded) {
    const shown = [];
    const withheld = new Map();
    for (const hit of hits) {
        const reason = excluded(hit.path);
        if (reason === null)
            shown.push(hit);
        else
            withheld.set(hit.path, reason);
    }
    return { shown, withheld };
}
/** Says which paths an answer left out, and why: at most three named. */
function withheldNote(withheld) {
    const named = [...withheld].slice(0, 3).map(([path, reason]) => `${path} (${reason})`);
    const more = withheld.size > 3 ? ` and ${withheld.size - 3} more` : '';
    return `matches in ${withheld.size} path(s) excluded from the review by configuration are not shown: ${named.join(', ')}${more}`;
}
/**
 * The workspace as the model half reads it: a read of an excluded path throws ExcludedPathError
 * (the audit and the deep agent's tools turn it into a failed read that says why), searches and
 * listings leave excluded paths out.
 */
function excludingWorkspace(workspace, excluded) {
    const readable = (path) => excluded(path) === null;
    const wrapped = {
        readFile: async (path, ref) => {
            const reason = excluded(path);
            if (reason !== null)
                throw new ExcludedPathError(path, reason);
            return workspace.readFile(path, ref);
        },
        // Skipped by the search itself (the limit counts only what may be shown), and filtered again.
        searchCode: async (query, options) => {
            const outer = options.skip;
            const skip = {
                excluded: (path) => !readable(path) || outer?.excluded(path) === true,
                withheld: outer?.withheld ?? new Set(),
            };
            const hits = await workspace.searchCode(query, { ...options, skip });
            // A workspace that does not skip returns them: named as withheld all the same.
            for (const hit of hits)
                if (!readable(hit.path))
                    skip.withheld.add(hit.path);
            return hits.filter((hit) => readable(hit.path));
        },
    };
    if (workspace.listFiles)
        wrapped.listFiles = async (ref) => (await workspace.listFiles(ref)).filter(readable);
    if (workspace.listBelow)
        wrapped.listBelow = async (folder, ref) => (await workspace.listBelow(folder, ref)).filter(readable);
    if (workspace.listFolder)
        wrapped.listFolder = async (folder, ref) => (await workspace.listFolder(folder, ref)).filter(readable);
    if (workspace.isSymlink)
        wrapped.isSymlink = (path, ref) => workspace.isSymlink(path, ref);
    return wrapped;
}


/***/ }),

/***/ 58350:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  prepareReviewContext: () => (/* binding */ prepareReviewContext)
});

// UNUSED EXPORTS: unitPackCap

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

// EXTERNAL MODULE: ./.tmp/bundle-src/context/excluded-paths.js
var excluded_paths = __webpack_require__(132);
;// CONCATENATED MODULE: ./.tmp/bundle-src/context/lookup-answer.js
/** A `found` answer, or `none` when there is no hit; `withheld` names excluded paths with matches. */
function found(hits, textual, more, withheld) {
    if (hits.length === 0)
        return { status: 'none', textual };
    return { status: 'found', hits, textual, more, ...(withheld && withheld.size > 0 ? { withheld } : {}) };
}
/** A declaration as a hit. */
function hitOf(path, d) {
    return { path, startLine: d.startLine, endLine: d.endLine, text: d.text };
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
    excluded;
    constructor(options) {
        this.options = options;
        this.deadline = options.budget.deadline;
        this.excluded = options.excluded ?? (() => null);
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
    /** A PR file's post-change text as select read it, or null (also when the review excludes it). */
    prText(path) {
        const source = this.options.contents.get(path);
        return typeof source === 'string' && this.excluded(path) === null ? source : null;
    }
    /** The parse of a PR file (free of the budget), or null when select could not read it. */
    parsePrFile(path) {
        const source = this.prText(path);
        return source === null ? null : this.parseText(path, source);
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
            if (hits.shown.length === 0 && hits.withheld.size > 0)
                return { status: 'unknown', reason: (0,excluded_paths/* withheldNote */.a7)(hits.withheld) };
            return found(hits.shown.slice(0, limit), true, hits.shown.length > limit, hits.withheld);
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
        for (const [path] of this.options.contents) {
            const source = this.prText(path);
            if (source === null || !mentions(source, name))
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
        const candidates = this.outsidePr(likely.shown).filter((p) => (0,parse_file/* codeKind */.Q)(p) === 'parsed');
        for (const path of candidates.slice(0, CANDIDATE_FILES)) {
            const parse = await this.parseRepoFile(path);
            if (parse)
                collect(path, parse);
        }
        if (hits.length > 0)
            return found(hits, false, false, likely.withheld);
        if (candidates.length > CANDIDATE_FILES)
            unknown.push(`${candidates.length - CANDIDATE_FILES} more files may declare ${name} and were not opened`);
        // "None" needs every file that spells the name to be one the parser could have read, and shown.
        const spelled = await this.search(wordPattern(name), 200);
        if ('reason' in spelled)
            return { status: 'unknown', reason: spelled.reason };
        for (const path of this.outsidePr(spelled.shown)
            .filter((p) => (0,parse_file/* codeKind */.Q)(p) === 'opaque')
            .slice(0, 3))
            unknown.push(`${path}: spells ${name}, no parser for its language here`);
        const withheld = new Map([...likely.withheld, ...spelled.withheld]);
        if (withheld.size > 0)
            unknown.unshift((0,excluded_paths/* withheldNote */.a7)(withheld));
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
        const uses = hits.shown.filter((h) => !this.declares(h.path, h.startLine, name));
        // Uses in an excluded path exist: "none" would say they do not.
        if (uses.length === 0 && hits.withheld.size > 0)
            return { status: 'unknown', reason: (0,excluded_paths/* withheldNote */.a7)(hits.withheld) };
        if (uses.length === 0)
            return { status: 'none', textual: true };
        const more = uses.length > limit || hits.shown.length > limit * 2;
        return found(uses.slice(0, limit), true, more, hits.withheld);
    }
    /** Whether `line` of `path` lies inside a declaration of `name` that the index has parsed. */
    declares(path, line, name) {
        const parse = this.parsed.get(path);
        return parse?.ok === true && parse.declarations.some((d) => d.name === name && d.startLine === line);
    }
    parseText(path, source) {
        let parse = this.parsed.get(path);
        if (!parse) {
            parse = (0,parse_file/* parseFile */.C)(path, source, this.options.support);
            this.parsed.set(path, parse);
        }
        return parse;
    }
    /** Reads and parses a repository file within the budget; null when it is absent at the head. */
    async parseRepoFile(path) {
        const cached = this.parsed.get(path);
        if (cached)
            return cached;
        const excluded = this.excluded(path);
        if (excluded !== null)
            return { ok: false, reason: `${path}: excluded from the review (${excluded})` };
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
    /** A search of the head, split into the hits the model may see and the excluded paths withheld. */
    async search(pattern, limit) {
        const { budget, workspace, headRef } = this.options;
        const spent = this.spent() ??
            (this.searches >= budget.maxSearches ? `the index ran its ${budget.maxSearches} searches` : null);
        if (spent !== null)
            return this.budgetOut(spent);
        this.searches++;
        let hits;
        // Excluded paths are skipped by the search itself, so they cannot fill its limit.
        const skip = { excluded: (p) => this.excluded(p) !== null, withheld: new Set() };
        try {
            hits = await workspace.searchCode(pattern, { regex: true, limit, ref: headRef, skip });
        }
        catch (error) {
            return { reason: `the search failed (${message(error)})` };
        }
        // Again here, for a workspace that does not skip.
        const { shown, withheld } = (0,excluded_paths/* partitionHits */.xT)(hits, this.excluded);
        for (const path of skip.withheld)
            withheld.set(path, this.excluded(path) ?? 'excluded');
        // Only code can declare or call: an excluded lock file or README that spells the name is not
        // "code that exists but is not shown", and must not turn a "none" into an "unknown".
        for (const path of withheld.keys())
            if ((0,parse_file/* codeKind */.Q)(path) === 'other')
                withheld.delete(path);
        return {
            shown: shown.map((h) => ({ path: h.path, startLine: h.line, endLine: h.line, text: h.text })),
            withheld,
        };
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
    const { blocks, cut, cutTokens, budget } = fitBlocks(groupBlocks(kept, shown), options);
    const unknowns = [...unknown].map(([what, reason]) => `UNKNOWN ${what}: ${reason} (no evidence either way)`);
    blocks.push(...unknowns.slice(0, MAX_UNKNOWN_LINES));
    if (unknowns.length > MAX_UNKNOWN_LINES)
        blocks.push(`(${unknowns.length - MAX_UNKNOWN_LINES} more names could not be looked up)`);
    if (cut > 0) {
        const why = budget < options.budgetTokens
            ? `this unit's cap of ${budget} tokens, a multiple of its diff`
            : `the pack's ${options.budgetTokens}-token budget`;
        blocks.push(`(${cut} more context block(s) left out: ${why})`);
    }
    const d = (0,delimiters/* delimiters */.zC)('CONTEXT', options.nonce);
    return {
        text: `Repository context for this diff (read-only code of the reviewed revision, not part of the diff; do not comment on it; usages come from a textual search):\n${d.open}\n${(0,redact/* redactSecrets */.fp)(blocks.join('\n\n'))}\n${d.close}`,
        cutTokens,
    };
}
/**
 * The blocks that fit, in priority order, under the smaller of the run's share and the unit's cap;
 * `cutTokens`: what the share alone would have let in beyond them (what the unit cap cost).
 */
function fitBlocks(all, options) {
    const budget = Math.min(options.budgetTokens, options.unitCapTokens ?? Infinity);
    const blocks = [];
    let tokens = 0;
    let underShare = 0;
    let cut = 0;
    for (const block of all) {
        const cost = options.countTokens(block);
        if (underShare + cost <= options.budgetTokens)
            underShare += cost;
        if (tokens + cost > budget) {
            cut++;
            continue;
        }
        tokens += cost;
        blocks.push(block);
    }
    return { blocks, cut, cutTokens: Math.max(0, underShare - tokens), budget };
}
/** One block per body or definition; usages, implementations and tests grouped per symbol, one line each. */
function groupBlocks(items, shown) {
    const blocks = [];
    const lists = new Map();
    for (const item of items) {
        const { path, startLine, endLine, text } = item.hit;
        if (item.kind === 'body' || item.kind === 'definition') {
            const max = item.kind === 'body' ? MAX_BODY_LINES : MAX_DEFINITION_LINES;
            blocks.push(`## ${TITLES[item.kind]} \`${item.symbol}\`: ${oneLine(path)}:${startLine}-${endLine}\n${numberedOutside(text, startLine, shown.get(path) ?? [], max)}`);
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
/**
 * A body or definition numbered as `numbered` does, without the lines the unit's diff already shows
 * (a run of them becomes one `[... lines a-b: in the diff above]` line: the model has them once),
 * cut after `max` lines of its own. Most changed bodies are partly in their hunk.
 */
function numberedOutside(text, first, shown, max) {
    const lines = text.split('\n');
    const out = [];
    let own = 0;
    for (let i = 0; i < lines.length; i++) {
        const n = first + i;
        const range = shown.find(([a, b]) => n >= a && n <= b);
        if (range) {
            const last = Math.min(range[1], first + lines.length - 1);
            out.push(`[... lines ${n}-${last}: in the diff above]`);
            i = last - first;
            continue;
        }
        if (own === max) {
            out.push(`[... ${lines.length - i} more lines]`);
            break;
        }
        out.push(`${n}  ${lines[i]}`);
        own++;
    }
    return out.join('\n');
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
// EXTERNAL MODULE: ./.tmp/bundle-src/context/context-mode.js
var context_mode = __webpack_require__(47298);
;// CONCATENATED MODULE: ./.tmp/bundle-src/context/review-context.js








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
function unitPackCap(diffTokens) {
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
async function prepareReviewContext(input) {
    const mode = input.mode ?? context_mode/* DEFAULT_REPO_CONTEXT */.jw;
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
    const packs = (0,context_mode/* packsOn */.m)(mode) ? await (0,pack/* buildContextPacks */.g)(input.files, index) : null;
    const { searches, files: filesRead } = index.work();
    index.grant({ ...LOOKUP_ALLOWANCE, deadline: runEnd });
    const files = new Map(input.files.map((f) => [f.path, f]));
    const budgetTokens = Math.floor(input.maxInputTokens * PACK_SHARE);
    return {
        budgetTokens,
        packWork: { searches, files: filesRead },
        pack: (unit, nonce, diffTokens) => packs === null
            ? null
            : renderContextPack(unit, packs, {
                budgetTokens,
                unitCapTokens: diffTokens === undefined ? undefined : unitPackCap(diffTokens),
                countTokens: input.countTokens,
                nonce,
                files,
            }),
        lookup: async (requests, nonce) => {
            const d = (0,delimiters/* delimiters */.zC)('LOOKUP', nonce);
            const { text, answered } = await answerLookups(index, requests);
            return { text: `${d.open}\n${(0,redact/* redactSecrets */.fp)(text)}\n${d.close}`, answered };
        },
        notes: () => [...index.notes],
        symbols: index,
        parsePrFile: (path) => index.parsePrFile(path),
    };
}
/** The lookups' answers, one section each, at most `MAX_LOOKUPS`. */
async function answerLookups(index, requests) {
    const sections = [];
    let answered = 0;
    for (const request of requests.slice(0, lookup_text/* MAX_LOOKUPS */.r)) {
        const answer = request.kind === 'definition'
            ? await index.definition(request.symbol)
            : await index.usages(request.symbol, USAGES_PER_LOOKUP);
        // The model's own words, echoed: one line, bounded.
        const symbol = request.symbol.replace(/[\r\n\u2028\u2029`]+/g, ' ').slice(0, 100);
        if (answer.status !== 'unknown')
            answered++;
        sections.push(`## ${request.kind} of \`${symbol}\`: ${describe(answer, request.kind)}`);
    }
    if (requests.length > lookup_text/* MAX_LOOKUPS */.r)
        sections.push(`(${requests.length - lookup_text/* MAX_LOOKUPS */.r} more lookup(s) not answered: at most ${lookup_text/* MAX_LOOKUPS */.r} a call)`);
    return { text: sections.join('\n\n'), answered };
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
    const withheld = answer.withheld ? `\n(${(0,excluded_paths/* withheldNote */.a7)(answer.withheld)})` : '';
    return `found (${how})\n${shown}${answer.more ? '\n(more not shown)' : ''}${withheld}`;
}


/***/ })

};
