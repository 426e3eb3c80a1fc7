export const id = 5968;
export const ids = [5968];
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

/***/ 82232:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   E: () => (/* binding */ redact),
/* harmony export */   m: () => (/* binding */ ModelError)
/* harmony export */ });
/**
 * The one error type the model layer throws. Every provider failure is classified into a `kind`
 * that says whether waiting can heal it (`retryable`) and a message that says what to do.
 */
/**
 * A classified model failure. It deliberately carries no `cause`: SDK errors can echo request
 * details, and this error travels into logs and reports (see `redact`).
 */
class ModelError extends Error {
    name = 'ModelError';
    kind;
    retryable;
    provider;
    model;
    status;
    code;
    requestId;
    retryAfterMs;
    rejectedParam;
    attempts;
    constructor(message, details) {
        super(message);
        this.kind = details.kind;
        this.retryable = details.retryable;
        this.provider = details.provider;
        this.model = details.model;
        this.status = details.status;
        this.code = details.code;
        this.requestId = details.requestId;
        this.retryAfterMs = details.retryAfterMs;
        this.rejectedParam = details.rejectedParam;
        this.attempts = details.attempts;
    }
    /** The same error with more context (e.g. the attempt count), since fields are read-only. */
    with(message, details) {
        return new ModelError(message, { ...this.details(), ...details });
    }
    /** The structured fields, for logs and reports. */
    details() {
        return {
            kind: this.kind,
            retryable: this.retryable,
            provider: this.provider,
            model: this.model,
            status: this.status,
            code: this.code,
            requestId: this.requestId,
            retryAfterMs: this.retryAfterMs,
            rejectedParam: this.rejectedParam,
            attempts: this.attempts,
        };
    }
}
/**
 * Replaces every secret with `***`. Providers and gateways may echo the key they were sent
 * (OpenAI masks all but the last 4 characters; some proxies echo it whole).
 */
function redact(text, secrets) {
    let out = text;
    for (const secret of secrets) {
        if (secret.length >= 4)
            out = out.split(secret).join('***');
    }
    return out;
}


/***/ }),

/***/ 5968:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  runModelLenses: () => (/* binding */ runModelLenses)
});

// EXTERNAL MODULE: ./.tmp/bundle-src/context/excluded-paths.js
var excluded_paths = __webpack_require__(132);
// EXTERNAL MODULE: ./.tmp/bundle-src/context/context-mode.js
var context_mode = __webpack_require__(47298);
// EXTERNAL MODULE: ./.tmp/bundle-src/review/model/deep/deep-units.js
var deep_units = __webpack_require__(76413);
// EXTERNAL MODULE: ./.tmp/bundle-src/llm/errors.js
var errors = __webpack_require__(82232);
;// CONCATENATED MODULE: ./.tmp/bundle-src/review/model/deep/budget.js

/** Error kinds no other call can escape. */
const FATAL_KINDS = new Set(['auth', 'quota', 'unknown-model']);
class RunBudget {
    clock;
    maxReviewTokens;
    maxReviewSeconds;
    spent = 0;
    fatal = null;
    deadline;
    /**
     * `deadline`: the run's own, absolute on `clock` (the pipeline's); without one, max-review-seconds
     * counts from now.
     */
    constructor(clock, maxReviewTokens, maxReviewSeconds, deadline) {
        this.clock = clock;
        this.maxReviewTokens = maxReviewTokens;
        this.maxReviewSeconds = maxReviewSeconds;
        this.deadline = deadline ?? (maxReviewSeconds > 0 ? clock.now() + maxReviewSeconds * 1000 : Infinity);
    }
    /** Why a call of `estimate` prompt tokens may not be sent now, or null when it may. */
    refuse(estimate) {
        if (this.fatal !== null)
            return `stopped after a failure every call would hit: ${this.fatal}`;
        if (this.clock.now() >= this.deadline)
            return `max-review-seconds (${this.maxReviewSeconds}) reached; raise max-review-seconds for a full review`;
        if (this.maxReviewTokens > 0 && this.spent + estimate > this.maxReviewTokens)
            return `max-review-tokens (${this.maxReviewTokens}) would be exceeded; raise max-review-tokens or narrow the review`;
        return null;
    }
    /** Records a response against the run and the group. */
    record(response, stats) {
        this.spent += response.usage.prompt_tokens + response.usage.completion_tokens;
        stats.prompt_tokens += response.usage.prompt_tokens;
        stats.cached_tokens += response.usage.cached_tokens;
        stats.completion_tokens += response.usage.completion_tokens;
    }
    /** One side call of a group: refused when refuse() says so, else counted and recorded. */
    async sideCall(model, request, stats) {
        const prompt = request.system + request.messages.map((m) => m.content).join('');
        const refused = this.refuse(model.countTokens(prompt));
        if (refused)
            return { refused };
        stats.calls++;
        try {
            const response = await model.complete(request);
            this.record(response, stats);
            return response.finishReason === 'stop' ? { text: response.text } : { cut: response.finishReason };
        }
        catch (error) {
            return { failed: this.failure(error) };
        }
    }
    /** A message for a failed call; remembers failures every later call would hit too. */
    failure(error) {
        if (error instanceof errors/* ModelError */.m) {
            if (FATAL_KINDS.has(error.kind) && this.fatal === null)
                this.fatal = error.message;
            return error.message;
        }
        return `model call failed: ${error instanceof Error ? error.message : String(error)}`;
    }
}
function emptyStats(group) {
    return {
        group,
        calls: 0,
        prompt_tokens: 0,
        cached_tokens: 0,
        completion_tokens: 0,
        tool_calls: 0,
        cached_tool_calls: 0,
        rounds: 0,
    };
}

;// CONCATENATED MODULE: ./.tmp/bundle-src/core/anchor-quote.js
const FENCE = /^\s*(```|~~~)/;
const BACKTICKS = /^\s*(`+)(.*)\1\s*$/;
// `42: x`, `42 | x`, `L42 x`, `L42: x`, `  42  +x` (a line number column as in a rendered diff).
// `(17) - x` is how the review prompt shows a deleted line's old number (src/review/model/plan/render.ts).
const LINE_NUMBER = /^\s*(?:L\d+(?:\s*[:|]\s?|\s+)|\d+\s*[:|]\s?|\(?\d+\)?\s+(?=[-+ ]))/;
const ELLIPSIS = /^\s*(?:\.\.\.|\u2026)\s*|\s*(?:\.\.\.|\u2026)\s*$/g;
const unwrap = (l) => BACKTICKS.exec(l)?.[2] ?? l;
const unnumber = (l) => l.replace(LINE_NUMBER, '');
const unmark = (l) => (/^[-+ ]/.test(l) ? l.slice(1) : l);
const unelide = (l) => l.replace(ELLIPSIS, '');
/**
 * Readings of the quote, most literal first: each is the quote's lines with decorations removed.
 * As strips in order: [], [unwrap], [unwrap, unnumber], [unwrap, unmark], [unwrap, unnumber, unmark],
 * [unwrap, unnumber, unmark, unelide]. They share their first steps, so each line is stripped once
 * per step (readingsOfLine) rather than once per reading: anchoring reads thousands of quotes.
 */
const READING_COUNT = 6;
/** One line's six readings, and the marker each stripped (only readings 3-5 strip one). */
function readingsOfLine(l) {
    const w = unwrap(l);
    const wn = unnumber(w);
    const wnm = unmark(wn);
    return {
        texts: [l, w, wn, unmark(w), wnm, unelide(wnm)],
        markers: [null, null, null, markerBefore(w), markerBefore(wn), markerBefore(wn)],
    };
}
/** The readings of a quoted anchor, most literal first, each a list of lines with the decorations removed. */
function quoteReadings(anchor) {
    const lines = anchor
        .replace(/\r\n?/g, '\n')
        .split('\n')
        .filter((l) => !FENCE.test(l));
    while (lines.length > 0 && lines[0].trim() === '')
        lines.shift();
    while (lines.length > 0 && lines[lines.length - 1].trim() === '')
        lines.pop();
    if (lines.length === 0)
        return [];
    const perLine = lines.map(readingsOfLine);
    const seen = new Set();
    const readings = [];
    for (let r = 0; r < READING_COUNT; r++) {
        const reading = perLine.map((p) => p.texts[r]);
        const key = reading.join('\n');
        if (seen.has(key))
            continue;
        seen.add(key);
        readings.push({ lines: reading, markers: perLine.map((p) => p.markers[r]) });
    }
    return readings;
}
/** The side named by the diff marker that unmark would strip from `line`, if any. */
function markerBefore(line) {
    return line.startsWith('+') ? 'RIGHT' : line.startsWith('-') ? 'LEFT' : null;
}
/** The text without any whitespace. */
function compactOf(text) {
    return text.replace(/\s+/g, '');
}
/** Whether the UTF-16 code unit `c` is one that `\s` matches (the ECMAScript WhiteSpace and LineTerminator sets). */
function isSpace(c) {
    if (c < 0xa0)
        return c === 0x20 || (c >= 0x09 && c <= 0x0d);
    return (c === 0xa0 ||
        c === 0x1680 ||
        (c >= 0x2000 && c <= 0x200a) ||
        c === 0x2028 ||
        c === 0x2029 ||
        c === 0x202f ||
        c === 0x205f ||
        c === 0x3000 ||
        c === 0xfeff);
}
// As an int32 (the same bits), so that the hash stays a small integer in V8 rather than a double.
const FNV_OFFSET = 0x811c9dc5 | 0;
const FNV_PRIME = 0x01000193;
/**
 * A 32-bit hash of `compactOf(text)`, computed without making that string: texts equal once
 * whitespace is dropped hash alike. FNV-1a over UTF-16 code units (http://www.isthe.com/chongo/tech/comp/fnv/).
 */
function compactHash(text) {
    let h = FNV_OFFSET;
    for (let i = 0; i < text.length; i++) {
        const c = text.charCodeAt(i);
        // Printable ASCII and the space, nearly every code unit of code, without a branch on the space:
        // code has one every few characters, and mispredicting them cost 5-20% of the hashing.
        if ((c - 0x20) >>> 0 < 0x5f) {
            const space = (c - 0x21) >> 31; // all ones for 0x20, else 0
            h = (h & space) | (Math.imul(h ^ c, FNV_PRIME) & ~space);
        }
        else if (!isSpace(c))
            h = Math.imul(h ^ c, FNV_PRIME);
    }
    return h;
}
/**
 * compactHash of each text, in one pass over the texts joined by newlines: a diff's lines are
 * slices of one large string, and reading one flat string, without touching each slice again, is
 * what makes indexing a 100,000-line change cheap. Texts holding a newline themselves
 * (never a diff's lines) are hashed one by one.
 */
function compactHashes(texts) {
    const hashes = new Int32Array(texts.length);
    if (texts.length === 0)
        return hashes;
    const last = texts.length - 1;
    if (hashJoined(texts.join('\n'), hashes) === last) {
        hashes[last] = compactHash(texts[last]);
        return hashes;
    }
    for (let j = 0; j < texts.length; j++)
        hashes[j] = compactHash(texts[j]);
    return hashes;
}
/**
 * Stores the hash of each newline-ended line of `joined` in `hashes` (as far as it reaches);
 * returns the number of newlines. Nothing follows the loop: V8 compiles a long loop while it runs
 * (OSR), before code after it has run, and such code without type feedback sent later calls back
 * to the interpreter (dozens of deoptimisations a run on the 100k-line bench).
 */
function hashJoined(joined, hashes) {
    let k = 0;
    let h = FNV_OFFSET;
    for (let i = 0; i < joined.length; i++) {
        const c = joined.charCodeAt(i);
        // As in compactHash: no branch on the space.
        if ((c - 0x20) >>> 0 < 0x5f) {
            const space = (c - 0x21) >> 31;
            h = (h & space) | (Math.imul(h ^ c, FNV_PRIME) & ~space);
        }
        else if (c === 0x0a) {
            if (k < hashes.length)
                hashes[k] = h;
            k++;
            h = FNV_OFFSET;
        }
        else if (!isSpace(c))
            h = Math.imul(h ^ c, FNV_PRIME);
    }
    return k;
}
/** Word tokens of a line and how often each occurs. */
function tokenCounts(text) {
    const counts = new Map();
    for (const t of text.match(/[\w$]+/g) ?? [])
        counts.set(t, (counts.get(t) ?? 0) + 1);
    return counts;
}
/** Dice coefficient of two token multisets: 1 for the same tokens, 0 for none in common. */
function dice(a, b) {
    let total = 0;
    let common = 0;
    for (const n of a.values())
        total += n;
    for (const [t, n] of b) {
        total += n;
        common += Math.min(n, a.get(t) ?? 0);
    }
    return total === 0 ? 0 : (2 * common) / total;
}

;// CONCATENATED MODULE: ./.tmp/bundle-src/core/anchor-index.js
/**
 * The line index as anchoring reads it: prepared once per file (whitespace-free text, the two
 * numberings of its context lines) and reused for every finding on that file.
 *
 * Built only for files that receive claims, and light (a 100,000-line change indexed
 * and anchored in a few times what `git diff` takes): a line's whitespace-free text is made only
 * when a tier reads it, and the whitespace-equal lookup goes through a hash of that text computed
 * without making it, in typed arrays rather than a string-keyed map with a list per line.
 */

const cache = new WeakMap();
/** The prepared form of `index`, built on first use. Linear in the file's diff lines. */
function prepareIndex(index) {
    let prepared = cache.get(index);
    if (!prepared) {
        const right = index.lines('RIGHT');
        const left = index.lines('LEFT');
        const compacts = new Map();
        const tokens = new Map();
        prepared = {
            physical: right.concat(left.filter((e) => e.kind === 'del')),
            sides: { RIGHT: right, LEFT: left },
            pairs: pairsOf(right, left),
            compact: (e) => cached(compacts, e, () => compactOf(e.text)),
            tokens: (e) => cached(tokens, e, () => tokenCounts(e.text)),
        };
        cache.set(index, prepared);
    }
    return prepared;
}
function cached(map, e, make) {
    let value = map.get(e);
    if (value === undefined) {
        value = make();
        map.set(e, value);
    }
    return value;
}
/** The k-th context line on RIGHT is the k-th on LEFT: the same physical line, both numbers. */
function pairsOf(right, left) {
    let count = 0;
    for (const e of right)
        if (e.kind === 'context')
            count++;
    const pairs = { RIGHT: new Int32Array(count), LEFT: new Int32Array(count) };
    let k = 0;
    for (const e of right)
        if (e.kind === 'context')
            pairs.RIGHT[k] = pairs.LEFT[k++] = e.line;
    k = 0;
    // Both sides always hold the same context lines; should they not, RIGHT's number stands.
    for (const e of left)
        if (e.kind === 'context' && k < count)
            pairs.LEFT[k++] = e.line;
    return pairs;
}
const tables = new WeakMap();
function tableOf(prepared) {
    let table = tables.get(prepared);
    if (!table) {
        const n = prepared.physical.length;
        let size = 8;
        while (size < 2 * n)
            size *= 2;
        table = {
            hashes: compactHashes(prepared.physical.map((e) => e.text)),
            heads: new Int32Array(size).fill(-1),
            next: new Int32Array(n),
            mask: size - 1,
        };
        // Inserted last to first, so that each chain runs in file order.
        for (let i = n - 1; i >= 0; i--) {
            const bucket = table.hashes[i] & table.mask;
            table.next[i] = table.heads[bucket];
            table.heads[bucket] = i;
        }
        tables.set(prepared, table);
    }
    return table;
}
/** The physical lines whose whitespace-free text is `compact`, in file order. */
function linesWithCompact(prepared, compact) {
    const table = tableOf(prepared);
    const h = compactHash(compact);
    const found = [];
    for (let i = table.heads[h & table.mask]; i !== -1; i = table.next[i]) {
        const e = prepared.physical[i];
        if (table.hashes[i] === h && prepared.compact(e) === compact)
            found.push(e);
    }
    return found;
}
/**
 * A line number of one side in the other side's numbering, by the offset at the nearest context
 * line at or before it (context lines carry both numbers); unchanged when the diff has none.
 */
function translate(line, from, to, prepared) {
    const own = prepared.pairs[from];
    let lo = 0;
    let hi = own.length - 1;
    let at = -1;
    while (lo <= hi) {
        const mid = (lo + hi) >> 1;
        if (own[mid] <= line) {
            at = mid;
            lo = mid + 1;
        }
        else
            hi = mid - 1;
    }
    if (own.length === 0)
        return line;
    const k = Math.max(at, 0);
    return line - own[k] + prepared.pairs[to][k];
}

;// CONCATENATED MODULE: ./.tmp/bundle-src/core/anchor.js
/**
 * Anchoring: pins a finding to a real, commentable line of the diff from the text the model
 * quoted, never from the model's line arithmetic (models miscount lines, mix old and new
 * numbering and pick the wrong side; GitHub rejects the whole review for one bad line).
 *
 * Tiers, strongest first, each tried with the quote as written and then with the decorations
 * models add removed (fences, backticks, `42:`/`42 |`/`L42` prefixes, `+`/`-` markers, `...`):
 *   exact      \u2013 a diff line's text equals the quote;
 *   whitespace \u2013 equal once all whitespace is ignored;
 *   substring  \u2013 the quote is part of exactly one line (at least MIN_SUBSTRING characters);
 *   nearest    \u2013 several lines hold the quote, or a line is a close paraphrase of it: the one
 *                nearest the claimed line wins.
 * Among matching lines changed lines (add/del) win over context lines, because reviews are about
 * the change. Several equal matches are ranked by (without this, code moved into a closure, quoted
 * with its `+` and its new indentation, went to the deleted copy three lines closer):
 *   1. the quote verbatim, whitespace included, when it keeps its indentation (a trimmed quote
 *      equal to an unindented copy proves nothing: models trim all the time);
 *   2. the side the model named: a `+`/`-` marker on the quote, else the claim's `side`;
 *   3. the distance to the claimed line, measured in that side's numbering (a new-file claim is
 *      translated before it is compared with old-file lines, never compared as is);
 *   then a verbatim copy, then RIGHT. With no claimed line and nothing that decides, the claim
 * stays unanchored: a wrong inline comment is worse than a finding listed in the summary.
 */


/** Shortest quote (in non-space characters) trusted as a substring: shorter ones match by accident. */
const MIN_SUBSTRING = 4;
/** Word-token similarity (Dice) a paraphrased quote needs before the nearest tier considers a line. */
const MIN_SIMILARITY = 0.9;
/** How far from the claimed line a mere resemblance may be: beyond it, claim and text disagree. */
const NEAR_WINDOW = 10;
/** Pins a model's claimed finding location to a commentable line of `index`, or says why it cannot. */
function anchorClaim(claim, index) {
    const prepared = prepareIndex(index);
    const readings = quoteReadings(claim.anchor);
    if (readings.length === 0)
        return { anchored: false, reason: `empty anchor quote for ${index.path}` };
    const claimed = { line: positive(claim.line), side: claim.side ?? null };
    const multi = (readings[0]?.lines.length ?? 0) > 1;
    const outcome = multi
        ? (anchorBlock(readings, prepared, claimed) ?? anchorEachLine(readings, prepared, claimed))
        : anchorSingle(formsAt(readings, 0), prepared, claimed);
    if ('reason' in outcome) {
        return { anchored: false, reason: `${outcome.reason} in ${index.path}: ${preview(claim.anchor)}` };
    }
    const { pick, method } = outcome;
    const range = pick.start
        ? { start_line: pick.start.line, line: pick.end.line }
        : keepClaimedRange(pick.end, claim, prepared);
    return { anchored: true, side: pick.end.side, ...range, anchor: pick.end.text, method };
}
/** Line `j` of every reading, with the marker it had. */
function formsAt(readings, j) {
    return readings
        .map((r) => ({ q: r.lines[j] ?? '', c: compactOf(r.lines[j] ?? ''), marker: r.markers[j] ?? null }))
        .filter((f) => f.c !== '');
}
/** The hint of one reading: its marker names the side, else the claim does. */
function hintOf(claimed, marker, quote) {
    return {
        line: claimed.line,
        numbering: claimed.side ?? marker,
        side: marker ?? claimed.side,
        indented: /^\s/.test(quote),
    };
}
function anchorSingle(forms, prepared, claimed) {
    let ambiguous = 0;
    // Verbatim and whitespace-equal lines compete as one tier: models trim indentation all the time,
    // so a re-indented copy at the claimed line beats a verbatim copy far away (think `}`).
    for (const f of forms) {
        const equal = equalLines(prepared, f);
        const choice = choose(equal, hintOf(claimed, f.marker, f.q), prepared);
        if (choice && 'pick' in choice)
            return { pick: choice.pick, method: choice.pick.loose ? 'whitespace' : 'exact' };
        if (choice)
            ambiguous = Math.max(ambiguous, choice.ambiguous);
    }
    for (const f of forms) {
        if (f.c.length < MIN_SUBSTRING)
            continue;
        const parts = prepared.physical
            .filter((e) => containsWhole(prepared, e, f.c, false))
            .map((e) => single(e));
        const choice = choose(parts, hintOf(claimed, f.marker, f.q), prepared);
        if (choice && 'pick' in choice)
            return { pick: choice.pick, method: choice.byDistance ? 'nearest' : 'substring' };
        if (choice)
            ambiguous = Math.max(ambiguous, choice.ambiguous);
    }
    if (ambiguous > 0)
        return { reason: `quote matches ${ambiguous} lines equally and no line was claimed` };
    return resemblance(forms, prepared, claimed);
}
/** The lines equal to the quote once whitespace is ignored, in file order. */
function equalLines(prepared, f) {
    return linesWithCompact(prepared, f.c).map((e) => single(e, e.text !== f.q));
}
/**
 * Last tier: the line most like the quote (a paraphrase, a truncated word, a line the quote runs
 * past). Weak text evidence, so with a claimed line only lines within NEAR_WINDOW of it count:
 * structurally alike lines (`values(): Iterator<A>` / `values(): Iterator<B>`) are everywhere.
 */
function resemblance(forms, prepared, claimed) {
    let best = [];
    let bestScore = MIN_SIMILARITY;
    let bestHint = hintOf(claimed, null, '');
    for (const { q, c, marker } of forms) {
        const hint = hintOf(claimed, marker, q);
        const tokens = tokenCounts(q);
        for (const e of prepared.physical) {
            if (hint.line !== null && distance(e, hint, prepared) > NEAR_WINDOW)
                continue;
            // A quote cut mid-word at its end (`JSON.par...`) or running past a whole line still counts.
            const contains = (c.length >= MIN_SUBSTRING && containsWhole(prepared, e, c, true)) ||
                (prepared.compact(e).length >= 2 * MIN_SUBSTRING && c.includes(prepared.compact(e)));
            const score = contains ? 1 : dice(tokens, prepared.tokens(e));
            if (score > bestScore + 1e-9) {
                bestScore = score;
                best = [single(e)];
                bestHint = hint;
            }
            else if (score >= bestScore - 1e-9 && !best.some((b) => b.end === e)) {
                best.push(single(e));
            }
        }
    }
    const choice = choose(best, bestHint, prepared);
    if (choice && 'pick' in choice)
        return { pick: choice.pick, method: 'nearest' };
    if (choice)
        return { reason: `quote resembles ${choice.ambiguous} lines equally and no line was claimed` };
    return { reason: 'quote not found in the diff' };
}
const WORD = /[\w$]/;
/**
 * Whether the whitespace-free `needle` occurs in the line without cutting an identifier at its
 * start (or its end, unless `tailCut`): `subscribe(` is no part of `unsubscribe(`. Boundaries are
 * judged in the line's real text, where whitespace still separates words.
 */
function containsWhole(prepared, e, needle, tailCut) {
    const compact = prepared.compact(e);
    const headIsWord = WORD.test(needle[0] ?? '');
    const tailIsWord = WORD.test(needle[needle.length - 1] ?? '');
    for (let at = compact.indexOf(needle); at !== -1; at = compact.indexOf(needle, at + 1)) {
        const first = textIndex(e.text, at);
        const last = textIndex(e.text, at + needle.length - 1);
        const cutsHead = headIsWord && WORD.test(e.text[first - 1] ?? '');
        const cutsTail = !tailCut && tailIsWord && WORD.test(e.text[last + 1] ?? '');
        if (!cutsHead && !cutsTail)
            return true;
    }
    return false;
}
/** Position in `text` of its `k`-th non-whitespace character. */
function textIndex(text, k) {
    let seen = -1;
    for (let i = 0; i < text.length; i++) {
        if (!/\s/.test(text[i]) && ++seen === k)
            return i;
    }
    return text.length;
}
/** A quote of several lines: the block of consecutive lines of one hunk, on one side, that holds it. */
function anchorBlock(readings, prepared, claimed) {
    const tiers = [
        { method: 'exact', match: (q, e) => e.text === q },
        { method: 'whitespace', match: (q, e) => prepared.compact(e) === compactOf(q) },
        { method: 'substring', match: (q, e) => prepared.compact(e).includes(compactOf(q)) },
    ];
    for (const tier of tiers) {
        for (const { lines: quote, markers } of readings) {
            if (tier.method === 'substring' && compactOf(quote.join('')).length < MIN_SUBSTRING)
                continue;
            const right = findBlocks(quote, prepared.sides.RIGHT, tier.match);
            // Context lines only on LEFT: where the quoted lines are one block only in the old file (an
            // added line between them); when RIGHT has the block too, RIGHT is where GitHub shows it.
            const left = findBlocks(quote, prepared.sides.LEFT, tier.match).filter((b) => b.changed || right.length === 0);
            const blocks = [...right, ...left];
            const choice = choose(blocks, hintOf(claimed, blockMarker(markers), quote[0] ?? ''), prepared);
            if (choice && 'pick' in choice) {
                const method = tier.method === 'substring' && choice.byDistance ? 'nearest' : tier.method;
                return { pick: choice.pick, method };
            }
        }
    }
    return undefined;
}
/** The side a block's markers name: `+` lines only (beside context) RIGHT, `-` lines only LEFT. */
function blockMarker(markers) {
    const named = new Set(markers.filter((m) => m !== null));
    return named.size === 1 ? [...named][0] : null;
}
function findBlocks(quote, seq, match) {
    const found = [];
    const k = quote.length;
    // O(lines \u00d7 quote lines) at worst; a mismatch on the first line ends most starts at once.
    for (let i = 0; i + k <= seq.length; i++) {
        const first = seq[i];
        let changed = false;
        let ok = true;
        for (let j = 0; j < k && ok; j++) {
            const e = seq[i + j];
            ok = e.hunk === first.hunk && match(quote[j], e);
            changed ||= e.kind !== 'context';
        }
        if (ok)
            found.push({ end: seq[i + k - 1], start: first, changed, loose: false });
    }
    return found;
}
/** A quote that is no single block (e.g. a deleted line and its replacement): the best-pinned line. */
function anchorEachLine(readings, prepared, claimed) {
    const rank = { exact: 0, whitespace: 1, substring: 2, nearest: 3 };
    let best = { reason: 'no quoted line found in the diff' };
    const lineCount = readings[0]?.lines.length ?? 0;
    for (let j = 0; j < lineCount; j++) {
        const forms = formsAt(readings, j);
        if (forms.length === 0)
            continue;
        const outcome = anchorSingle(forms, prepared, claimed);
        // Later lines win ties: a quoted range ends at the flagged line (often the new code).
        if ('pick' in outcome && (!('pick' in best) || rank[outcome.method] <= rank[best.method]))
            best = outcome;
    }
    return best;
}
/** Ranks equal matches (see the file comment); null when there are none. */
function choose(candidates, hint, prepared) {
    if (candidates.length === 0)
        return null;
    const changed = candidates.filter((c) => c.changed);
    const pool = changed.length > 0 ? changed : candidates;
    if (pool.length === 1)
        return { pick: pool[0], byDistance: false };
    const verbatim = hint.indented ? pool.filter((c) => !c.loose) : [];
    const exact = verbatim.length > 0 ? verbatim : pool;
    if (exact.length === 1)
        return { pick: exact[0], byDistance: false };
    const named = hint.side === null ? [] : exact.filter((c) => c.end.side === hint.side);
    const onSide = named.length > 0 ? named : exact;
    if (onSide.length === 1)
        return { pick: onSide[0], byDistance: false };
    if (hint.line !== null) {
        const key = (c) => [
            distance(c.end, hint, prepared),
            c.loose ? 1 : 0,
            c.end.side === 'RIGHT' ? 0 : 1,
            c.end.line,
        ];
        const sorted = [...onSide].sort((a, b) => compareKeys(key(a), key(b)));
        return { pick: sorted[0], byDistance: true };
    }
    const unloose = onSide.filter((c) => !c.loose);
    if (unloose.length === 1)
        return { pick: unloose[0], byDistance: false };
    return { ambiguous: onSide.length };
}
/** Lines between `e` and the claimed line, counted in `e`'s side's numbering. */
function distance(e, hint, prepared) {
    if (hint.line === null)
        return 0;
    const from = hint.numbering;
    const claim = from === null || from === e.side ? hint.line : translate(hint.line, from, e.side, prepared);
    return Math.abs(e.line - claim);
}
/**
 * Keeps the length of a claimed range around the anchored line, clamped to that line's hunk.
 * A quote that lands inside the claimed range confirms it: the model may quote the defect's own
 * line, wherever it sits in the lines its suggestion replaces, and the range stays as claimed.
 * Otherwise the quote is taken as the range's last line (the flagged line) unless it is exactly the
 * claimed start: claimed numbers are often off, and a guess from distances would flip ranges at random.
 */
function keepClaimedRange(at, claim, prepared) {
    const claimedEnd = positive(claim.line);
    const claimedStart = positive(claim.start_line);
    if (claimedEnd === null || claimedStart === null || claimedStart >= claimedEnd) {
        return { start_line: null, line: at.line };
    }
    const length = claimedEnd - claimedStart;
    const hunk = prepared.sides[at.side].filter((e) => e.hunk === at.hunk).map((e) => e.line);
    const [min, max] = [Math.min(...hunk), Math.max(...hunk)];
    if (at.line > claimedStart && at.line < claimedEnd) {
        const start = Math.max(claimedStart, min);
        const end = Math.min(claimedEnd, max);
        return { start_line: start < end ? start : null, line: end };
    }
    const quotedIsStart = at.line === claimedStart;
    const start = quotedIsStart ? at.line : Math.max(at.line - length, min);
    const end = quotedIsStart ? Math.min(at.line + length, max) : at.line;
    return { start_line: start < end ? start : null, line: end };
}
function single(e, loose = false) {
    return { end: e, start: null, changed: e.kind !== 'context', loose };
}
function compareKeys(a, b) {
    for (let i = 0; i < a.length; i++) {
        const d = (a[i] ?? 0) - (b[i] ?? 0);
        if (d !== 0)
            return d;
    }
    return 0;
}
function positive(n) {
    return typeof n === 'number' && Number.isInteger(n) && n > 0 ? n : null;
}
function preview(text) {
    const flat = text.replace(/\s+/g, ' ').trim();
    return JSON.stringify(flat.length > 60 ? `${flat.slice(0, 57)}...` : flat);
}

// EXTERNAL MODULE: ./.tmp/bundle-src/core/fingerprint.js + 1 modules
var fingerprint = __webpack_require__(1905);
// EXTERNAL MODULE: ./.tmp/bundle-src/core/line-index.js
var line_index = __webpack_require__(23644);
;// CONCATENATED MODULE: ./.tmp/bundle-src/review/model/anchor/anchor-findings.js
/**
 * Turns the model's claimed findings into `Finding`s pinned to real diff lines. The model's line
 * numbers are only a hint: the location comes from `anchorClaim`, which finds the quoted line in
 * the part of the diff the call actually showed. A claim that cannot be pinned is kept, unanchored,
 * for the summary: never dropped, never posted inline on a guess.
 */



/** Line indexes of the hunks a unit showed, built once per (unit, file). */
class UnitIndexes {
    byPath;
    /** A renamed file's old path \u2192 its path: the prompt shows both (`FILE new (renamed from old)`). */
    renamed;
    cache = new Map();
    constructor(files) {
        this.byPath = new Map(files.map((f) => [f.path, f]));
        this.renamed = new Map(files
            .filter((f) => f.oldPath !== f.path && !this.byPath.has(f.oldPath))
            .map((f) => [f.oldPath, f.path]));
    }
    /** The file's path after the change: a model may file a finding under a renamed file's old name. */
    pathOf(path) {
        return this.byPath.has(path) ? path : (this.renamed.get(path) ?? path);
    }
    /** The index of `path` restricted to the unit's hunks; null when the unit did not show the file. */
    get(unit, path) {
        const key = `${unit.id}\u0000${path}`;
        const cached = this.cache.get(key);
        if (cached !== undefined)
            return cached;
        const file = this.byPath.get(path);
        const entry = unit.files.find((f) => f.path === path);
        let index = null;
        if (file && entry) {
            // Keep hunk positions: the index numbers hunks by position, and a range must stay in one hunk.
            const shown = new Set(entry.hunks);
            const hunks = file.hunks.map((h, i) => (shown.has(i) ? h : { ...h, lines: [] }));
            index = (0,line_index/* buildLineIndex */.T)({ ...file, hunks });
        }
        this.cache.set(key, index);
        return index;
    }
}
/** Pins one claimed finding to the unit's diff, or keeps it unanchored with the reason. */
function anchorFinding(claim, unit, indexes) {
    const path = indexes.pathOf(claim.path);
    const index = indexes.get(unit, path);
    const base = {
        path,
        severity: claim.severity,
        category: claim.category,
        lens: claim.lens,
        title: claim.title,
        body: claim.body,
        confidence: claim.confidence,
        // Model lenses have no rule of their own; only static findings carry a rule id.
        rule: null,
    };
    const result = index
        ? anchorClaim({ anchor: claim.anchor, line: claim.line, start_line: claim.start_line, side: claim.side }, index)
        : { anchored: false, reason: `${claim.path} is not part of the diff this call reviewed` };
    if (!result.anchored) {
        const finding = {
            ...base,
            line: claim.line ?? 1,
            start_line: claim.start_line !== null && claim.line !== null && claim.start_line < claim.line
                ? claim.start_line
                : null,
            side: claim.side ?? 'RIGHT',
            suggestion: null,
            anchor: claim.anchor,
            anchored: false,
            fingerprint: (0,fingerprint/* fingerprint */.R)({
                path,
                category: claim.category,
                anchor: claim.anchor,
                side: claim.side ?? 'RIGHT',
            }),
        };
        return { finding, reason: result.reason };
    }
    const location = { line: result.line, start_line: result.start_line, side: result.side };
    const finding = {
        ...base,
        ...location,
        suggestion: fitSuggestion(claim.suggestion, location),
        anchor: result.anchor,
        anchored: true,
        fingerprint: (0,fingerprint/* fingerprint */.R)({
            path,
            category: claim.category,
            anchor: result.anchor,
            side: result.side,
        }),
    };
    return { finding, reason: null };
}
/**
 * A suggestion is kept only when it can replace exactly the anchored lines: GitHub applies it to
 * the commented range, so a suggestion written for other lines would corrupt the file when accepted.
 * Deleted lines (LEFT) cannot take a suggestion at all.
 */
function fitSuggestion(suggestion, location) {
    if (suggestion === null || location.side === 'LEFT')
        return null;
    const body = suggestion.replace(/\r\n?/g, '\n').replace(/\n$/, '');
    const suggested = body.split('\n').length;
    const anchored = location.start_line === null ? 1 : location.line - location.start_line + 1;
    return suggested === anchored ? body : null;
}

// EXTERNAL MODULE: ./.tmp/bundle-src/review/model/plan/lens-plan.js
var lens_plan = __webpack_require__(16096);
// EXTERNAL MODULE: ./.tmp/bundle-src/review/model/plan/lenses.js
var plan_lenses = __webpack_require__(37658);
// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 14 modules
var schemas = __webpack_require__(45586);
// EXTERNAL MODULE: ./.tmp/bundle-src/prompt/delimiters.js
var delimiters = __webpack_require__(33766);
// EXTERNAL MODULE: ./.tmp/bundle-src/prompt/template.js
var prompt_template = __webpack_require__(42542);
// EXTERNAL MODULE: ./.tmp/bundle-src/prompt/redact.js
var redact = __webpack_require__(55741);
// EXTERNAL MODULE: ./.tmp/bundle-src/review/model/plan/context.js
var context = __webpack_require__(22339);
// EXTERNAL MODULE: ./.tmp/bundle-src/prompt/guidance.js
var prompt_guidance = __webpack_require__(51990);
// EXTERNAL MODULE: ./.tmp/bundle-src/prompt/intent.js
var intent = __webpack_require__(87198);
// EXTERNAL MODULE: ./.tmp/bundle-src/prompt/prompts.generated.js
var prompts_generated = __webpack_require__(22518);
// EXTERNAL MODULE: ./.tmp/bundle-src/review/model/plan/render.js + 1 modules
var render = __webpack_require__(48827);
;// CONCATENATED MODULE: ./.tmp/bundle-src/review/model/deep/deep-prompt.js









/** The prompt template `name` (prompts/name.md). */
function template(name) {
    const text = prompts_generated/* PROMPTS */.a[name];
    if (text === undefined)
        throw new Error(`prompts/${name}.md is missing from the build: run node scripts/gen-prompts.mjs`);
    return text;
}
/**
 * The group's system prompt and the nonce its delimiters use (also for tool results and notes), with
 * the tokens of the context pack it carries and of what the pack's cap left out.
 */
function buildDeepSystem(unit, ctx) {
    const diff = (0,render/* renderFiles */.g)(unit.files, ctx);
    const background = ctx.background === null ? null : (0,redact/* redactSecrets */.fp)(ctx.background.trim());
    // Per-path guidance from the repository config, as the lens presets show it: redacted, fenced.
    const guidance = (0,prompt_guidance/* unitGuidance */.L$)(unit.files.map((f) => f.path), ctx.instructions ?? []);
    const nonce = (0,delimiters/* safeNonce */.j6)(ctx.nonce, [diff, background ?? '', guidance?.text ?? '']);
    const parts = [
        (0,prompt_template/* fillTemplate */.o)(template('deep-system'), { nonce, language: (0,prompt_template/* languageName */.c)(ctx.language) }).trim(),
    ];
    if (background !== null)
        parts.push((0,intent/* intentSection */.WN)(background, nonce));
    if (guidance !== null)
        parts.push(guidance.section(nonce));
    const d = (0,delimiters/* delimiters */.zC)('DIFF', nonce);
    parts.push(`The group's diff:\n${d.open}\n${diff}\n${d.close}`);
    // The context pack the lens presets give a unit of these files, capped by the same diff size: in
    // the system prompt after the diff, so every call of the group reads it from the prefix cache.
    const pack = ctx.repo?.pack?.(unit.files, nonce, ctx.countTokens(diff)) ?? null;
    if (pack !== null)
        parts.push(pack.text);
    const tokens = pack === null ? 0 : ctx.countTokens(pack.text);
    const packTokens = { tokens, cutTokens: pack?.cutTokens ?? 0 };
    return { system: `${parts.join('\n\n')}\n`, nonce, diff, pack: packTokens };
}
/** The first user message of a round. */
function buildFirstUser(input) {
    const parts = [
        `Review this group through ${input.lenses.length === 1 ? 'this lens' : `these ${input.lenses.length} lenses`}:`,
        ...input.lenses.map((l) => `## Lens \`${l.id}\`\n${l.instructions.trim()}`),
    ];
    if (input.checklist) {
        const d = (0,delimiters/* delimiters */.zC)('NOTES', input.nonce);
        parts.push(`Your checklist, written before the review:\n${d.open}\n${input.checklist}\n${d.close}`);
    }
    if (input.round > 1) {
        const d = (0,delimiters/* delimiters */.zC)('NOTES', input.nonce);
        const list = input.confirmed.length === 0
            ? '(none)'
            : input.confirmed
                .map((f) => `- ${f.path}:${f.line} [${f.severity}, ${f.category}] ${f.title}`)
                .join('\n');
        parts.push(`This is review round ${input.round}. Findings already confirmed (do not report them again):\n${d.open}\n${(0,redact/* redactSecrets */.fp)(list).replaceAll(input.nonce, '[nonce]')}\n${d.close}\nLook for what is still missing. If nothing is, call task_done at once.`);
    }
    return parts.join('\n\n');
}

;// CONCATENATED MODULE: ./.tmp/bundle-src/review/model/deep/falsify.js
/**
 * The falsification filter of preset `deep`: one call sees a group's candidate findings with ids
 * and answers, reasoning first, only the ids that a diff line directly contradicts, quoting that
 * line. Doubt keeps a finding: an id is dropped only when the quoted line really is in the group's
 * diff, and findings about memory safety, concurrency or behaviour changes are never dropped here
 * (a wrong "contradiction" there costs the most). A failed call keeps everything.
 */





const SCHEMA = {
    name: 'falsification',
    strict: true,
    schema: {
        type: 'object',
        additionalProperties: false,
        required: ['reasoning', 'contradicted'],
        properties: {
            reasoning: { type: 'string' },
            contradicted: {
                type: 'array',
                items: {
                    type: 'object',
                    additionalProperties: false,
                    required: ['id', 'line'],
                    properties: { id: { type: 'string' }, line: { type: 'string' } },
                },
            },
        },
    },
};
const Answer = schemas/* object */.Ikc({
    reasoning: schemas/* string */.YjP(),
    contradicted: schemas/* array */.YOg(schemas/* object */.Ikc({ id: schemas/* string */.YjP(), line: schemas/* string */.YjP() }).loose()),
});
/** Findings this filter never drops: memory safety, concurrency, behaviour changes. */
const PROTECTED = /memory|use[- ]after[- ]free|double[- ]free|buffer|overflow|out[- ]of[- ]bounds|null[- ]?(?:pointer|deref)|leak|dangling|race|concurren|deadlock|thread|atomic|mutex|lock|behaviou?r(?:al)?[- ]change|breaking|regression|contract/i;
/** Whether `finding` is of a kind the filter must keep. */
function isProtected(finding) {
    return PROTECTED.test(finding.category) || PROTECTED.test(finding.title);
}
/** Runs the filter over a group's findings; never throws. */
async function falsifyFindings(input) {
    const all = [...input.findings];
    if (all.length === 0)
        return { kept: [], dropped: [], warning: null };
    const entries = all.map((f, i) => {
        const d = (0,delimiters/* delimiters */.zC)('FINDING', input.nonce);
        const text = (0,redact/* redactSecrets */.fp)([
            `${f.path}:${f.line} (${f.severity}, ${f.category})`,
            `title: ${f.title}`,
            `body: ${f.body}`,
            `flagged line: ${f.anchor}`,
        ].join('\n')).replaceAll(input.nonce, '[nonce]');
        return `### f${i + 1}\n${d.open}\n${text}\n${d.close}`;
    });
    const user = `${(0,prompt_template/* fillTemplate */.o)(template('deep-falsify'), { nonce: input.nonce })}\n\n${entries.join('\n\n')}`;
    const keepAll = (warning) => ({ kept: all, dropped: [], warning });
    const outcome = await input.budget.sideCall(input.model, {
        system: input.system,
        messages: [{ role: 'user', content: user }],
        schema: SCHEMA,
        maxOutputTokens: 3_000,
    }, input.stats);
    if ('refused' in outcome)
        return keepAll(`falsification filter skipped (${outcome.refused}); all findings kept`);
    if ('cut' in outcome)
        return keepAll(`falsification answer ended with "${outcome.cut}"; all findings kept`);
    if ('failed' in outcome)
        return keepAll(`falsification call failed (${outcome.failed}); all findings kept`);
    const raw = outcome.text;
    let answer;
    try {
        answer = Answer.parse(JSON.parse(raw));
    }
    catch {
        return keepAll('falsification answer could not be parsed; all findings kept');
    }
    const diffLines = new Set(input.diff
        .split('\n')
        .map(normal)
        .filter((l) => l !== ''));
    const drop = new Map();
    for (const c of answer.contradicted) {
        const index = Number(/^f(\d+)$/.exec(c.id.trim())?.[1] ?? NaN) - 1;
        const finding = all[index];
        if (!finding || isProtected(finding))
            continue;
        // Doubt keeps: the contradiction must quote a line that is really in the diff.
        const quoted = normal(c.line);
        if (quoted.replace(/\s/g, '').length < 4 || ![...diffLines].some((l) => l.endsWith(quoted)))
            continue;
        drop.set(index, c.line);
    }
    return {
        kept: all.filter((_, i) => !drop.has(i)),
        dropped: [...drop].map(([i, line]) => ({ finding: all[i], line })),
        warning: null,
    };
}
/** A diff or quoted line without its number, mark and surrounding whitespace. */
function normal(line) {
    return line
        .replace(/^\s*~?\s*\(?\d+\)?\s*[+\- ]?\s/, '')
        .replace(/\s+/g, ' ')
        .trim();
}

;// CONCATENATED MODULE: ./.tmp/bundle-src/review/model/deep/memory.js




const COMPRESS_AT = 0.6;
const STOP_AT = 0.8;
/** Newest turns always kept verbatim. */
const KEEP_TURNS = 2;
/** Characters of one tool result shown to the summariser. */
const RESULT_CHARS = 4_000;
/** Tokens of the whole prompt: system, tools and every message. */
function estimatePrompt(model, system, messages, tools = []) {
    // About 4 tokens of framing per message, as the chat formats add.
    return (model.countTokens(system) +
        (tools.length > 0 ? model.countTokens(JSON.stringify(tools)) : 0) +
        messages.reduce((sum, m) => sum + 4 + model.countTokens(messageText(m)), 0));
}
function messageText(m) {
    if (m.role === 'assistant')
        return m.content + (m.toolCalls ?? []).map((c) => `${c.name}(${c.arguments})`).join('\n');
    return m.content;
}
/**
 * Splits messages into turns: each starts at an assistant message and holds the tool results and
 * user notes that follow it, so that cutting between turns never separates a call from its result.
 */
function splitTurns(messages, isSummary) {
    const [first, ...rest] = messages;
    if (!first || first.role !== 'user')
        return null;
    let summary = null;
    const turns = [];
    for (const m of rest) {
        if (turns.length === 0 && m.role === 'user' && isSummary(m) && summary === null) {
            summary = m;
            continue;
        }
        if (m.role === 'assistant' || turns.length === 0)
            turns.push([m]);
        else
            turns[turns.length - 1].push(m);
    }
    return { first, summary, turns };
}
const SUMMARY_HEAD = 'Notes from your earlier steps (a summary; the tool results themselves were dropped):';
/** Summarises the oldest complete turns into one message; never throws. */
async function compressConversation(input) {
    const { model } = input;
    const split = splitTurns(input.messages, (m) => m.content.startsWith(SUMMARY_HEAD));
    if (!split)
        return { kind: 'failed', reason: 'the conversation has no first user message' };
    const old = split.turns.slice(0, Math.max(0, split.turns.length - KEEP_TURNS));
    const kept = split.turns.slice(old.length);
    if (old.length === 0)
        return { kind: 'skipped', reason: 'no complete older turn to summarise yet' };
    const steps = [...(split.summary ? [split.summary.content] : []), ...old.flat().map(renderStep)].join('\n\n');
    const nonce = (0,delimiters/* safeNonce */.j6)(input.nonce, [steps]);
    const template = prompts_generated/* PROMPTS */.a['deep-compress'];
    if (template === undefined)
        throw new Error('prompts/deep-compress.md is missing: run node scripts/gen-prompts.mjs');
    const d = (0,delimiters/* delimiters */.zC)('STEPS', nonce);
    const before = estimatePrompt(model, input.system, input.messages, input.tools);
    let response;
    input.onSend?.();
    try {
        response = await model.complete({
            system: (0,prompt_template/* fillTemplate */.o)(template, { nonce }),
            messages: [{ role: 'user', content: `${d.open}\n${steps}\n${d.close}` }],
            maxOutputTokens: 1_000,
            ...(input.signal ? { signal: input.signal } : {}),
        });
    }
    catch (error) {
        return {
            kind: 'failed',
            reason: `the summary call failed (${error instanceof Error ? error.message : String(error)})`,
            error,
        };
    }
    const text = response.text.trim();
    if (response.finishReason !== 'stop' || text === '')
        return { kind: 'failed', reason: `the summary answer ended with "${response.finishReason}"`, response };
    const notes = (0,delimiters/* delimiters */.zC)('NOTES', input.nonce);
    const summary = {
        role: 'user',
        content: `${SUMMARY_HEAD}\n${notes.open}\n${text.replaceAll(input.nonce, '[nonce]')}\n${notes.close}`,
    };
    const messages = [split.first, summary, ...kept.flat()];
    const after = estimatePrompt(model, input.system, messages, input.tools);
    if (after >= before)
        return {
            kind: 'failed',
            reason: `the summary did not shrink the context (${before} \u2192 ${after} tokens)`,
            response,
        };
    return { kind: 'compressed', messages, before, after, response };
}
function renderStep(m) {
    if (m.role === 'assistant') {
        const calls = (m.toolCalls ?? []).map((c) => `called ${c.name} ${c.arguments}`);
        return [m.content.trim(), ...calls].filter(Boolean).join('\n');
    }
    if (m.role === 'tool') {
        const text = m.content.length > RESULT_CHARS ? `${m.content.slice(0, RESULT_CHARS)}\n(cut)` : m.content;
        return `result of ${m.name}:\n${text}`;
    }
    return `note: ${m.content}`;
}

// EXTERNAL MODULE: ./.tmp/bundle-src/core/repo-path.js
var repo_path = __webpack_require__(36535);
// EXTERNAL MODULE: ./node_modules/zod/v4/core/errors.js
var core_errors = __webpack_require__(37428);
;// CONCATENATED MODULE: ./.tmp/bundle-src/review/model/exec/model-output.js
/**
 * The JSON a lens call answers with, defined once: each field of a finding is one row of `FIELDS`,
 * which gives both the strict-mode JSON Schema sent for structured output and the zod parser of the
 * answer. The parser is lenient where models are sloppy but harmless (severity case, numbers as
 * strings, a missing lens) and strict where a wrong value would mislead (unknown severity, no path,
 * no text); the schema says the same (a text field must hold a non-space character), so an answer
 * the schema allows is an answer the parser takes (tests/review/exec/model-output.test.ts).
 */

const SEVERITY_ALIASES = {
    critical: 'critical',
    blocker: 'critical',
    high: 'high',
    major: 'high',
    error: 'high',
    medium: 'medium',
    moderate: 'medium',
    warning: 'medium',
    low: 'low',
    minor: 'low',
    info: 'low',
};
/** Text that must say something: in the schema, at least one non-space character. */
const model_output_text = schemas/* string */.YjP().trim().min(1);
const TEXT = { type: 'string', pattern: '\\S' };
const optionalText = schemas/* string */.YjP()
    .nullish()
    .transform((s) => (s === null || s === undefined || s.trim() === '' ? null : s));
const lineNumber = schemas/* preprocess */.vkY((v) => (typeof v === 'string' && /^\s*\d+\s*$/.test(v) ? Number(v) : v), schemas/* number */.aig()
    .int()
    .nullish()
    .transform((n) => (typeof n === 'number' && n > 0 ? n : null)));
/** Confidence as a number, a numeric string, or a percentage; missing means unsure (0.5). */
const confidence = schemas/* preprocess */.vkY((v) => typeof v === 'string' && v.trim() !== '' && Number.isFinite(Number(v.replace('%', '')))
    ? Number(v.replace('%', ''))
    : v, schemas/* number */.aig()
    .nullish()
    .transform((n) => {
    if (n === null || n === undefined || !Number.isFinite(n))
        return 0.5;
    const scaled = n > 1 && n <= 100 ? n / 100 : n;
    return Math.min(1, Math.max(0, scaled));
}));
const severity = schemas/* string */.YjP()
    .transform((s) => SEVERITY_ALIASES[s.trim().toLowerCase()])
    .pipe(schemas/* enum */.k5n(['critical', 'high', 'medium', 'low'], {
    error: 'severity must be critical, high, medium or low',
}));
const side = schemas/* string */.YjP()
    .nullish()
    .transform((s) => {
    const up = s?.trim().toUpperCase();
    return up === 'RIGHT' || up === 'LEFT' ? up : null;
});
const nullable = (schema) => ({ anyOf: [schema, { type: 'null' }] });
/**
 * One row per field of a finding: what the schema tells the model (`json`) and how its answer is
 * read (`parse`, given the lens of the call for answers that leave it out). The schema's field
 * order is this table's.
 */
const FIELDS = {
    path: {
        json: { ...TEXT, description: 'File path exactly as in the diff header.' },
        parse: () => model_output_text.transform((p) => p.replace(/^(?:a|b)\//, '').replace(/^\.\//, '')),
    },
    line: {
        json: { type: 'integer', description: 'Line of the flagged code (new-file number on RIGHT).' },
        parse: () => lineNumber,
    },
    start_line: {
        json: nullable({ type: 'integer', description: 'First line of a multi-line range.' }),
        parse: () => lineNumber,
    },
    side: { json: nullable({ type: 'string', enum: ['RIGHT', 'LEFT'] }), parse: () => side },
    severity: { json: { type: 'string', enum: ['critical', 'high', 'medium', 'low'] }, parse: () => severity },
    category: {
        json: { type: 'string', description: 'Short kind of problem, e.g. injection, null-deref.' },
        parse: () => optionalText.transform((c) => c ?? 'general'),
    },
    lens: {
        json: { type: 'string', description: 'The lens id that found this.' },
        parse: (defaultLens) => optionalText.transform((l) => l ?? defaultLens),
    },
    title: { json: TEXT, parse: () => model_output_text },
    body: { json: TEXT, parse: () => model_output_text },
    suggestion: {
        json: nullable({ type: 'string', description: 'Replacement code for exactly the flagged lines.' }),
        parse: () => optionalText,
    },
    anchor: {
        json: { type: 'string', description: 'The flagged line quoted verbatim from the diff.' },
        parse: () => schemas/* string */.YjP()
            .nullish()
            .transform((a) => a ?? ''),
    },
    confidence: { json: { type: 'number', minimum: 0, maximum: 1 }, parse: () => confidence },
};
/** The parser of one finding; `defaultLens` fills a lens the answer left out. */
function findingSchema(defaultLens) {
    const shape = Object.fromEntries(Object.entries(FIELDS).map(([name, field]) => [name, field.parse(defaultLens)]));
    return schemas/* object */.Ikc(shape);
}
/**
 * The answer's other field: code the call asks to see before it answers again (the lookup round,
 * src/context). Optional in the parser (an answer without it asks for nothing); a malformed entry
 * is dropped, never a reason to re-ask.
 */
const LOOKUPS = {
    json: {
        type: 'array',
        description: 'Code to look up before answering again (at most one round); empty when none is needed.',
        items: {
            type: 'object',
            additionalProperties: false,
            required: ['kind', 'symbol'],
            properties: { kind: { type: 'string', enum: ['definition', 'usages'] }, symbol: TEXT },
        },
    },
    parse: schemas/* array */.YOg(schemas/* unknown */.L5J())
        .nullish()
        .transform((items) => (items ?? []).flatMap((item) => {
        const one = schemas/* object */.Ikc({ kind: schemas/* enum */.k5n(['definition', 'usages']), symbol: model_output_text }).safeParse(item);
        return one.success ? [one.data] : [];
    })),
};
/**
 * JSON Schema of a lens answer. Strict-mode compatible (OpenAI): every property required, optional
 * ones nullable, no additional properties.
 */
const FINDINGS_JSON_SCHEMA = answerSchema(true);
/** The answer's JSON Schema, with or without the `lookups` field. */
function answerSchema(lookups) {
    const findings = {
        type: 'array',
        items: {
            type: 'object',
            additionalProperties: false,
            required: Object.keys(FIELDS),
            properties: Object.fromEntries(Object.entries(FIELDS).map(([name, field]) => [name, field.json])),
        },
    };
    return {
        type: 'object',
        additionalProperties: false,
        required: lookups ? ['findings', 'lookups'] : ['findings'],
        properties: lookups ? { findings, lookups: LOOKUPS.json } : { findings },
    };
}
/**
 * Whether a model's lens label would pass its finding for a prlens rule's (`static`) or for a merge
 * of several sources (`a+b`): such a label is replaced by the call's lens (issue 42, point 3).
 */
function isForgedLens(lens) {
    return lens.includes('+') || lens.trim().toLowerCase() === 'static';
}
/** The request's `schema` field for a lens call. */
const FINDINGS_SCHEMA = { name: 'review_findings', schema: FINDINGS_JSON_SCHEMA, strict: true };
/**
 * The same answer without `lookups`, for a call with no lookup round (`repo-context: pack` or
 * `off`, or a run whose context engine failed): a field the run would ignore is not offered.
 */
const FINDINGS_SCHEMA_NO_LOOKUPS = {
    name: 'review_findings',
    schema: answerSchema(false),
    strict: true,
};
/** Removes a Markdown code fence some models wrap JSON in even when told not to. */
function unfence(raw) {
    const match = /^\s*```(?:json)?\s*\n([\s\S]*?)\n?```\s*$/.exec(raw);
    return match?.[1] ?? raw;
}
/**
 * Parses a lens answer. The top-level shape must hold (otherwise the caller re-asks); a single
 * malformed finding is rejected with its problem rather than failing the whole answer.
 */
function parseModelOutput(raw, defaultLens) {
    let data;
    try {
        data = JSON.parse(unfence(raw));
    }
    catch (error) {
        return { ok: false, error: `the answer is not valid JSON (${error.message})` };
    }
    // A bare array of findings is unambiguous enough to accept.
    const container = Array.isArray(data) ? { findings: data } : data;
    const top = schemas/* object */.Ikc({ findings: schemas/* array */.YOg(schemas/* unknown */.L5J()), lookups: LOOKUPS.parse }).safeParse(container);
    if (!top.success)
        return { ok: false, error: 'the answer must be an object {"findings": [...]}' };
    const schema = findingSchema(defaultLens);
    const findings = [];
    const rejected = [];
    top.data.findings.forEach((item, i) => {
        const parsed = schema.safeParse(item);
        if (parsed.success)
            findings.push(parsed.data);
        else
            rejected.push(`finding ${i}: ${core_errors/* prettifyError */.S1(parsed.error).replace(/\s+/g, ' ')}`);
    });
    // Nothing usable at all is a misunderstood format, worth the one re-ask.
    if (findings.length === 0 && rejected.length > 0 && top.data.lookups.length === 0)
        return { ok: false, error: rejected.slice(0, 3).join('; ') };
    return { ok: true, findings, rejected, lookups: top.data.lookups };
}

;// CONCATENATED MODULE: ./.tmp/bundle-src/review/model/deep/text.js
/** Small text helpers of the agent: byte caps that never split a UTF-8 character. */
/** The longest prefix of `text` whose UTF-8 encoding is at most `maxBytes` bytes (valid UTF-8). */
function capUtf8(text, maxBytes) {
    const bytes = Buffer.from(text, 'utf8');
    if (bytes.length <= maxBytes)
        return text;
    let end = Math.max(0, maxBytes);
    // Back off over continuation bytes (10xxxxxx) so that the cut lands on a character boundary.
    while (end > 0 && ((bytes[end] ?? 0) & 0xc0) === 0x80)
        end--;
    return bytes.subarray(0, end).toString('utf8');
}

// EXTERNAL MODULE: ./.tmp/bundle-src/regex/linear-regex.js
var linear_regex = __webpack_require__(10124);
;// CONCATENATED MODULE: ./.tmp/bundle-src/review/code-search.js



/**
 * Searches `query` at `ref`. Throws when the workspace's search fails: the caller decides how to
 * tell the model that nothing is known, which is not the same as nothing found.
 */
async function searchCode(workspace, query, options) {
    // The engine the search runs on judges the pattern first, so a bad one fails the same everywhere.
    if (options.regex) {
        try {
            (0,linear_regex/* compileLinearRegex */.I)(query);
        }
        catch (error) {
            return { ok: false, message: error.message };
        }
    }
    // A workspace that leaves excluded paths out names them here (context/excluded-paths.ts).
    const skip = { excluded: () => false, withheld: new Set() };
    const found = await workspace.searchCode(query, {
        regex: options.regex,
        limit: options.limit + 1,
        ref: options.ref,
        skip,
    });
    const safe = found.filter((h) => isSafe(h.path));
    const shown = safe.slice(0, options.limit);
    const lines = (0,redact/* redactLines */.nI)(shown.map((h) => h.text));
    return {
        ok: true,
        hits: shown.map((h, i) => ({ path: h.path, line: h.line, text: lines[i] ?? '' })),
        more: safe.length > shown.length,
        withheld: [...skip.withheld].filter(isSafe).sort(),
    };
}
function isSafe(p) {
    try {
        (0,repo_path/* safeRelativePath */.lV)(p);
        return true;
    }
    catch {
        return false;
    }
}

;// CONCATENATED MODULE: ./.tmp/bundle-src/review/model/deep/tool-args.js
/** The small pieces every `deep` tool answer is made of: argument readers and answer shapes. */

/** A context tool's error answer: shown to the model, never cached. */
function fail(text) {
    return { text: `error: ${text}`, cached: false, error: true };
}
/** A context tool's answer; `cached` when the model has already seen all of it. */
function found(text, cached = false) {
    return { text, cached, error: false };
}
/** Whether a path from the workspace may be shown (no escape, no `.git`). */
function tool_args_isSafe(p) {
    try {
        (0,repo_path/* safeRelativePath */.lV)(p);
        return true;
    }
    catch {
        return false;
    }
}
/** A string argument, or null. */
function stringArg(args, name) {
    const v = args[name];
    return typeof v === 'string' ? v : null;
}
/** A finite number argument, rounded down, or null. */
function intArg(args, name) {
    const v = args[name];
    return typeof v === 'number' && Number.isFinite(v) ? Math.floor(v) : null;
}
/** Arguments as canonical JSON (sorted keys), so `{a,b}` and `{b,a}` are the same call. */
function canonical(value) {
    if (Array.isArray(value))
        return `[${value.map(canonical).join(',')}]`;
    if (value !== null && typeof value === 'object') {
        const entries = Object.entries(value).sort(([a], [b]) => (a < b ? -1 : 1));
        return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
    }
    return JSON.stringify(value) ?? 'null';
}

;// CONCATENATED MODULE: ./.tmp/bundle-src/review/model/deep/tool-specs.js
/** Lines one `file_read` shows at most. */
const MAX_READ_LINES = 500;
const CONTEXT_TOOLS = ['file_read', 'file_read_diff', 'file_find', 'code_search'];
const FINAL_TOOLS = ['code_comment', 'task_done'];
// Every turn carries these schemas (a fixed overhead paid per turn): the system prompt says what a
// finding's fields mean, so the schemas only name them; descriptions say what a name cannot.
const path = { type: 'string' };
const object = (properties, required) => ({
    type: 'object',
    properties,
    ...(required.length > 0 ? { required } : {}),
});
/** The tool specs offered to the model; `lensIds` limits the `lens` of a finding. */
function toolSpecs(lensIds) {
    const finding = object({
        path,
        anchor: { type: 'string' },
        line: { type: 'integer' },
        start_line: { type: ['integer', 'null'] },
        side: { type: 'string', enum: ['RIGHT', 'LEFT'] },
        severity: { type: 'string', enum: ['critical', 'high', 'medium', 'low'] },
        category: { type: 'string' },
        lens: { type: 'string', enum: [...lensIds] },
        title: { type: 'string' },
        body: { type: 'string' },
        suggestion: { type: ['string', 'null'] },
        confidence: { type: 'number' },
    }, 
    // What a finding needs is said in the system prompt and checked when it arrives (an error
    // result names what is missing): a `required` list would only repeat it on every turn.
    []);
    const query = { type: 'string' };
    return [
        {
            name: 'file_read',
            description: `A file after the change, numbered (${MAX_READ_LINES} lines at most).`,
            parameters: object({ path, start_line: { type: 'integer' }, end_line: { type: 'integer' } }, ['path']),
        },
        {
            name: 'file_read_diff',
            description: 'The diff of another changed file.',
            parameters: object({ path }, ['path']),
        },
        {
            name: 'file_find',
            description: 'Paths containing a text.',
            parameters: object({ query }, ['query']),
        },
        {
            name: 'code_search',
            description: 'Lines containing query (an ERE if regex).',
            parameters: object({ query, regex: { type: 'boolean' } }, ['query']),
        },
        {
            name: 'code_comment',
            description: 'Report findings.',
            parameters: object({ findings: { type: 'array', items: finding } }, ['findings']),
        },
        {
            name: 'task_done',
            description: 'Finish this group.',
            parameters: object({ summary: { type: 'string' } }, []),
        },
    ];
}
/** How one tool call was answered. */

;// CONCATENATED MODULE: ./.tmp/bundle-src/review/model/deep/tools.js










const MAX_TOOL_OUTPUT_BYTES = 32 * 1024;
const MAX_FIND_RESULTS = 100;
const MAX_SEARCH_RESULTS = 50;
/** Answers tool calls for one conversation, with its cache. */
class ToolBox {
    options;
    answers = new Map();
    /** Line ranges already shown per path. */
    ranges = new Map();
    contents = new Map();
    /** Changed files outside the group whose diff the model read: findings may be pinned there too. */
    diffsRead = new Set();
    maxBytes;
    constructor(options) {
        this.options = options;
        this.maxBytes = options.maxOutputBytes ?? MAX_TOOL_OUTPUT_BYTES;
    }
    /** Whether `call` would be answered from the cache (an identical call answered before). */
    isCached(call) {
        try {
            return this.answers.has(`${call.name}\u0000${canonical(JSON.parse(call.arguments || '{}'))}`);
        }
        catch {
            return false;
        }
    }
    /** Runs one call; `offered` are the tools of this turn. Never throws. */
    async run(call, offered) {
        if (!offered.has(call.name)) {
            return {
                kind: 'invalid',
                text: `error: tool "${call.name}" is not available now; available: ${[...offered].join(', ')}`,
            };
        }
        let args;
        try {
            const parsed = JSON.parse(call.arguments || '{}');
            if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed))
                throw new Error('not an object');
            args = parsed;
        }
        catch (error) {
            return {
                kind: 'invalid',
                text: `error: the arguments are not a JSON object (${error.message})`,
            };
        }
        if (call.name === 'code_comment')
            return this.comment(args);
        if (call.name === 'task_done')
            return { kind: 'done', text: 'ok', summary: typeof args.summary === 'string' ? args.summary : '' };
        const tool = call.name;
        const key = `${tool}\u0000${canonical(args)}`;
        const hit = this.answers.get(key);
        if (hit !== undefined)
            return { kind: 'context', tool, text: hit, cached: true, error: false };
        try {
            const result = await this.context(tool, args);
            const text = this.wrap(result.text);
            if (!result.error)
                this.answers.set(key, text);
            return { kind: 'context', tool, text, cached: result.cached, error: result.error };
        }
        catch (error) {
            const message = error instanceof Error ? error.message : String(error);
            return { kind: 'context', tool, text: `error: ${message}`, cached: false, error: true };
        }
    }
    /** A context tool's answer: the file, diff, paths or matches it asked for. */
    context(tool, args) {
        switch (tool) {
            case 'file_read':
                return this.readFile(args);
            case 'file_read_diff':
                return Promise.resolve(this.readDiff(args));
            case 'file_find':
                return this.findFiles(args);
            case 'code_search':
                return this.search(args);
            default:
                return Promise.resolve(fail(`unknown tool ${tool}`));
        }
    }
    /** `file_read`: numbered lines of a file at the reviewed revision, at most MAX_READ_LINES. */
    async readFile(args) {
        const file = stringArg(args, 'path');
        if (file === null)
            return fail('file_read needs a "path"');
        const relative = (0,repo_path/* safeRelativePath */.lV)(file);
        const lines = await this.lines(relative);
        if (lines === null)
            return fail(`${relative} does not exist at the reviewed revision (or is not text)`);
        const start = Math.max(1, intArg(args, 'start_line') ?? 1);
        const end = Math.min(lines.length, intArg(args, 'end_line') ?? start + MAX_READ_LINES - 1, start + MAX_READ_LINES - 1);
        if (lines.length === 0)
            return found(`${relative} is empty`);
        if (start > lines.length)
            return fail(`${relative} has only ${lines.length} lines`);
        // A range inside one already shown counts as cached: the model has it in its context.
        const seen = this.ranges.get(relative) ?? [];
        const cached = seen.some(([a, b]) => a <= start && end <= b);
        if (!cached)
            this.ranges.set(relative, [...seen, [start, end]]);
        const width = String(end).length;
        const body = lines
            .slice(start - 1, end)
            .map((text, i) => `${String(start + i).padStart(width)} | ${text}`)
            .join('\n');
        const more = end < lines.length ? `\n(${lines.length - end} more lines: read from ${end + 1})` : '';
        return found(`${relative} lines ${start}-${end} of ${lines.length}\n${body}${more}`, cached);
    }
    /** `file_read_diff`: the whole diff of a changed file, which findings may then be pinned to. */
    readDiff(args) {
        const file = stringArg(args, 'path');
        if (file === null)
            return fail('file_read_diff needs a "path"');
        const relative = (0,repo_path/* safeRelativePath */.lV)(file);
        const diff = this.options.ctx.files.get(relative);
        if (!diff)
            return fail(`${relative} is not a changed file of this pull request`);
        this.diffsRead.add(relative);
        return found((0,render/* renderFile */.V)(diff, diff.hunks.map((_, i) => i), this.options.ctx));
    }
    /** `file_find`: repository paths containing the query, at most MAX_FIND_RESULTS. */
    async findFiles(args) {
        const query = stringArg(args, 'query');
        if (query === null || query.trim() === '')
            return fail('file_find needs a non-empty "query"');
        const list = this.options.workspace.listFiles
            ? await this.options.workspace.listFiles(this.options.headRef)
            : [...this.options.ctx.files.keys()];
        const needle = query.toLowerCase();
        const hits = list.filter((p) => p.toLowerCase().includes(needle) && tool_args_isSafe(p));
        const shown = hits.slice(0, MAX_FIND_RESULTS);
        const more = hits.length > shown.length ? `\n(${hits.length - shown.length} more: narrow the query)` : '';
        return found(shown.length > 0 ? shown.join('\n') + more : 'no matching path');
    }
    /** `code_search`: matching lines at the reviewed revision, at most MAX_SEARCH_RESULTS. */
    async search(args) {
        const query = stringArg(args, 'query');
        if (query === null || query === '')
            return fail('code_search needs a non-empty "query"');
        const result = await searchCode(this.options.workspace, query, {
            regex: args.regex === true,
            limit: MAX_SEARCH_RESULTS,
            ref: this.options.headRef,
        });
        if (!result.ok)
            return fail(result.message);
        const body = result.hits.map((h) => `${h.path}:${h.line}: ${h.text}`).join('\n');
        const more = result.more ? `\n(more matches: narrow the query)` : '';
        // Not "no match" when the only matches lie in paths the review excludes: the code is there.
        const withheld = result.withheld.length > 0
            ? `\n(also matched in ${result.withheld.length} path(s) excluded from the review by configuration, not shown: ${result.withheld.slice(0, 3).join(', ')}${result.withheld.length > 3 ? ', ...' : ''})`
            : '';
        if (result.hits.length > 0)
            return found(body + more + withheld);
        return found(withheld === '' ? 'no match' : `no match shown${withheld}`);
    }
    comment(args) {
        const parsed = parseModelOutput(JSON.stringify({ findings: args.findings ?? [] }), this.options.defaultLens);
        if (!parsed.ok)
            return { kind: 'invalid', text: `error: no finding could be read: ${parsed.error}` };
        if (parsed.findings.length === 0)
            return { kind: 'invalid', text: 'error: "findings" is empty' };
        const rejected = parsed.rejected.length > 0
            ? `; ${parsed.rejected.length} malformed: ${parsed.rejected.join('; ')}`
            : '';
        return {
            kind: 'comment',
            text: `recorded ${parsed.findings.length} finding(s)${rejected}`,
            // A label outside the offered enum that names prlens's rules would pass for a rule's finding.
            findings: parsed.findings.map((f) => isForgedLens(f.lens) ? { ...f, lens: this.options.defaultLens } : f),
            rejected: parsed.rejected,
        };
    }
    /** Redacted lines of a post-change file, read once per conversation. */
    lines(relative) {
        let pending = this.contents.get(relative);
        if (!pending) {
            pending = this.options.workspace.readFile(relative, this.options.headRef).then((text) => {
                if (text === null || text.includes('\0'))
                    return null;
                const split = text.split('\n').map((l) => (l.endsWith('\r') ? l.slice(0, -1) : l));
                if (text.endsWith('\n'))
                    split.pop();
                return (0,redact/* redactLines */.nI)(split);
            });
            this.contents.set(relative, pending);
            pending.catch(() => this.contents.delete(relative));
        }
        return pending;
    }
    /** Caps and delimits a tool's answer; the nonce cannot occur inside (it is masked there). */
    wrap(text) {
        const nonce = this.options.ctx.nonce;
        const d = (0,delimiters/* delimiters */.zC)('TOOL', nonce);
        const masked = text.replaceAll(nonce, '[nonce]');
        const overhead = Buffer.byteLength(`${d.open}\n\n${d.close}\n(cut at 32 KiB)`);
        const capped = capUtf8(masked, this.maxBytes - overhead);
        const note = capped.length < masked.length ? '\n(cut at 32 KiB)' : '';
        return `${d.open}\n${capped}${note}\n${d.close}`;
    }
}

;// CONCATENATED MODULE: ./.tmp/bundle-src/review/model/deep/loop.js


/** Turns in a row without a valid tool call before the conversation is given up. */
const MAX_IDLE_TURNS = 3;
const NUDGE = 'Answer with tool calls only: report findings with code_comment, read more with the other tools, and call task_done when you are finished.';
/** Runs one conversation to its end; never throws for a model failure. */
function runConversation(input) {
    return new Conversation(input).run();
}
/**
 * The state of one conversation between turns: the messages so far, the findings reported, how many
 * turns in a row brought no valid tool call, whether the next turn must call a tool, and whether
 * compression is still worth trying.
 */
class Conversation {
    input;
    claims = [];
    messages;
    idleTurns = 0;
    forceTool = false;
    compressionOff = false;
    compressions = 0;
    finalTools;
    constructor(input) {
        this.input = input;
        this.messages = [{ role: 'user', content: input.firstUser }];
        this.finalTools = input.tools.filter((t) => FINAL_TOOLS.includes(t.name));
    }
    async run() {
        let ended = null;
        for (let turn = 0; ended === null; turn++)
            ended = await this.turn(turn);
        return { claims: this.claims, end: ended.end, reason: ended.reason, compressions: this.compressions };
    }
    /** One model turn and the tools it called; the end of the conversation, or null to go on. */
    async turn(turn) {
        const { input } = this;
        const last = turn >= input.maxTurns;
        const onlyFinal = last || input.contextBudget.left <= 0;
        const tools = onlyFinal ? this.finalTools : input.tools;
        const toolChoice = last || this.forceTool ? 'required' : 'auto';
        const room = await this.makeRoom(tools);
        if (typeof room === 'string')
            return incomplete(room);
        const sent = await this.send(tools, toolChoice);
        if ('end' in sent)
            return sent;
        const calls = sent.toolCalls ?? [];
        this.messages = [
            ...this.messages,
            { role: 'assistant', content: sent.text, ...(calls.length > 0 ? { toolCalls: calls } : {}) },
        ];
        if (calls.length === 0) {
            const idle = this.idle();
            if (idle)
                return idle;
            this.messages = [...this.messages, { role: 'user', content: NUDGE }];
            return null;
        }
        const { valid, done } = await this.runTools(calls, tools);
        if (done)
            return { end: 'done', reason: null };
        if (last)
            return { end: 'turn-limit', reason: null };
        if (valid === 0)
            return this.idle();
        this.idleTurns = 0;
        this.forceTool = false;
        return null;
    }
    /** A turn without a valid tool call: the next one must call a tool, and three in a row end it. */
    idle() {
        this.idleTurns++;
        if (this.idleTurns >= MAX_IDLE_TURNS)
            return incomplete(`${MAX_IDLE_TURNS} turns in a row without a valid tool call`);
        this.forceTool = true;
        return null;
    }
    /**
     * Memory: compress at 60 %, stop at 80 % of the prompt limit. Returns the prompt's estimate, or
     * why the conversation cannot go on.
     */
    async makeRoom(tools) {
        const { input } = this;
        let estimate = estimatePrompt(input.model, input.system, this.messages, tools);
        if (estimate >= COMPRESS_AT * input.maxInputTokens && !this.compressionOff) {
            const refused = input.budget.refuse(estimate);
            if (refused)
                return refused;
            estimate = (await this.compress(tools)) ?? estimate;
        }
        if (estimate >= STOP_AT * input.maxInputTokens) {
            return `the conversation reached ${Math.round((estimate / input.maxInputTokens) * 100)}% of max-input-tokens (${input.maxInputTokens}) and could not be compressed`;
        }
        return input.budget.refuse(estimate) ?? estimate;
    }
    /** One compression call; the new estimate when it shrank the conversation, else null. */
    async compress(tools) {
        const { input } = this;
        const { budget, stats } = input;
        const outcome = await compressConversation({
            model: input.model,
            system: input.system,
            messages: this.messages,
            tools,
            nonce: input.nonce,
            onSend: () => stats.calls++,
        });
        // A thrown call is classified: an auth or quota failure stops every group.
        if (outcome.kind === 'failed' && outcome.error !== undefined)
            budget.failure(outcome.error);
        if (outcome.kind !== 'skipped' && outcome.response)
            budget.record(outcome.response, stats);
        input.context.observer.transcript({
            type: 'note',
            conversation: input.conversation,
            note: 'compression',
            outcome: outcome.kind,
            ...(outcome.kind === 'compressed'
                ? { before: outcome.before, after: outcome.after }
                : { reason: outcome.reason }),
        });
        if (outcome.kind === 'skipped')
            input.context.logger.debug(`${input.conversation}: ${outcome.reason}`);
        if (outcome.kind === 'failed') {
            this.compressionOff = true;
            input.context.logger.info(`${input.conversation}: no compression (${outcome.reason}); not retried`);
        }
        if (outcome.kind !== 'compressed')
            return null;
        this.messages = outcome.messages;
        this.compressions++;
        input.context.logger.debug(`${input.conversation}: context compressed ${outcome.before} \u2192 ${outcome.after} tokens`);
        return outcome.after;
    }
    /** The model call of a turn: its response, or how the conversation ends when there is none. */
    async send(tools, toolChoice) {
        const { input } = this;
        input.stats.calls++;
        let response;
        try {
            response = await input.model.complete({
                system: input.system,
                messages: this.messages,
                tools,
                toolChoice,
                maxOutputTokens: input.maxOutputTokens,
            });
        }
        catch (error) {
            return incomplete(input.budget.failure(error));
        }
        input.budget.record(response, input.stats);
        if (response.finishReason === 'refusal')
            return incomplete('the model refused to review this group');
        return response;
    }
    /** Runs the tool calls of one answer in order and appends their results to the conversation. */
    async runTools(calls, tools) {
        const offered = new Set(tools.map((t) => t.name));
        let valid = 0;
        let done = false;
        const results = [];
        /** Recorded code_comment calls, by id: the next turns see them in short (see `recorded`). */
        const recordedCalls = new Map();
        for (const call of calls) {
            const outcome = await this.runTool(call, offered);
            const error = outcome.kind === 'invalid' || (outcome.kind === 'context' && outcome.error);
            if (outcome.kind !== 'invalid')
                valid++;
            if (outcome.kind === 'comment') {
                this.claims.push(...outcome.findings);
                recordedCalls.set(call.id, outcome.findings);
            }
            if (outcome.kind === 'done')
                done = true;
            results.push({
                role: 'tool',
                toolCallId: call.id,
                name: call.name,
                content: outcome.text,
                ...(error ? { isError: true } : {}),
            });
        }
        this.messages = [...recorded(this.messages, recordedCalls), ...results];
        return { valid, done };
    }
    /** One tool call, recorded in the transcript and the group's tallies. */
    async runTool(call, offered) {
        const { stats, toolbox, contextBudget } = this.input;
        const { observer } = this.input.context;
        const conversation = this.input.conversation;
        let argsForLog;
        try {
            argsForLog = JSON.parse(call.arguments || '{}');
        }
        catch {
            argsForLog = call.arguments;
        }
        observer.transcript({ type: 'tool_call', conversation, id: call.id, tool: call.name, args: argsForLog });
        const isContext = CONTEXT_TOOLS.includes(call.name);
        const attributes = { tool: call.name, cached: toolbox.isCached(call), group: stats.group };
        const outcome = await observer.span('prlens.tool_call', attributes, async () => {
            if (isContext && offered.has(call.name) && contextBudget.left <= 0) {
                return {
                    kind: 'invalid',
                    text: 'error: the reading budget of this group is spent; report with code_comment and call task_done',
                };
            }
            return toolbox.run(call, offered);
        });
        const cached = outcome.kind === 'context' && outcome.cached;
        stats.tool_calls++;
        if (cached)
            stats.cached_tool_calls++;
        if (outcome.kind === 'context' && !outcome.cached && !outcome.error)
            contextBudget.left--;
        observer.count('prlens.tool_calls', 1, { tool: call.name, cached });
        const error = outcome.kind === 'invalid' || (outcome.kind === 'context' && outcome.error);
        observer.transcript({
            type: 'tool_result',
            conversation,
            id: call.id,
            tool: call.name,
            bytes: Buffer.byteLength(outcome.text),
            cached,
            ...(error ? { error: outcome.text } : {}),
            content: outcome.text,
        });
        return outcome;
    }
}
function incomplete(reason) {
    return { end: 'incomplete', reason };
}
/**
 * The conversation with the arguments of recorded code_comment calls cut to what identifies each
 * finding (path, line, title). The findings themselves live outside the messages; re-sending their
 * bodies, anchors and suggestions on every later turn only paid for them again.
 */
function recorded(messages, calls) {
    if (calls.size === 0)
        return [...messages];
    return messages.map((m) => {
        if (m.role !== 'assistant' || !m.toolCalls?.some((c) => calls.has(c.id)))
            return m;
        const toolCalls = m.toolCalls.map((c) => {
            const findings = calls.get(c.id);
            if (!findings)
                return c;
            const short = findings.map((f) => ({ path: f.path, line: f.line, title: f.title }));
            return { ...c, arguments: JSON.stringify({ findings: short }) };
        });
        return { ...m, toolCalls };
    });
}

;// CONCATENATED MODULE: ./.tmp/bundle-src/review/model/deep/checklist.js


/** Changed lines (added + deleted) from which a group gets a plan call. */
const PLAN_THRESHOLD_LINES = 120;
const MAX_CHECKLIST_BYTES = 4_000;
/** Asks for the checklist when the group is big enough; never throws. */
async function planGroup(input) {
    if (input.changedLines < (input.threshold ?? PLAN_THRESHOLD_LINES))
        return { checklist: null, warning: null };
    const user = template('deep-plan');
    const outcome = await input.budget.sideCall(input.model, { system: input.system, messages: [{ role: 'user', content: user }], maxOutputTokens: 800 }, input.stats);
    if ('refused' in outcome)
        return { checklist: null, warning: `plan skipped: ${outcome.refused}` };
    if ('failed' in outcome)
        return {
            checklist: null,
            warning: `the plan call failed (${outcome.failed}); reviewing without a checklist`,
        };
    const text = 'text' in outcome ? outcome.text.trim() : '';
    if (text === '')
        return {
            checklist: null,
            warning: `the plan answer ended with "${'cut' in outcome ? outcome.cut : 'stop'}"; reviewing without a checklist`,
        };
    return { checklist: capUtf8(text.replaceAll(input.nonce, '[nonce]'), MAX_CHECKLIST_BYTES) };
}

;// CONCATENATED MODULE: ./.tmp/bundle-src/review/model/deep/relocate.js
/**
 * Relocation: a finding whose quoted line is not in the diff gets one more chance. One call per
 * group shows those findings with ids and asks for the exact line of the diff each is about; the
 * answer is anchored again by the same code (the model's words are still only a hint). Whatever
 * still does not match stays unanchored and goes to the summary; a failed call changes nothing.
 */






const relocate_SCHEMA = {
    name: 'relocations',
    strict: true,
    schema: {
        type: 'object',
        additionalProperties: false,
        required: ['relocations'],
        properties: {
            relocations: {
                type: 'array',
                items: {
                    type: 'object',
                    additionalProperties: false,
                    required: ['id', 'anchor', 'line'],
                    properties: {
                        id: { type: 'string' },
                        anchor: { anyOf: [{ type: 'string' }, { type: 'null' }] },
                        line: { anyOf: [{ type: 'integer' }, { type: 'null' }] },
                    },
                },
            },
        },
    },
};
const relocate_Answer = schemas/* object */.Ikc({
    relocations: schemas/* array */.YOg(schemas/* object */.Ikc({ id: schemas/* string */.YjP(), anchor: schemas/* string */.YjP().nullish(), line: schemas/* number */.aig().int().nullish() }).loose()),
});
/** Re-anchors unpinned findings with one call; returns every finding (pinned or not) and a warning. */
async function relocateFindings(input) {
    const unpinned = input.claims.map((c) => c.finding);
    if (input.claims.length === 0)
        return { findings: [], relocated: 0, warning: null };
    const entries = input.claims.map(({ claim }, i) => {
        const d = (0,delimiters/* delimiters */.zC)('FINDING', input.nonce);
        const text = (0,redact/* redactSecrets */.fp)([
            `path: ${claim.path}`,
            `title: ${claim.title}`,
            `body: ${claim.body}`,
            `quoted line: ${claim.anchor}`,
        ].join('\n')).replaceAll(input.nonce, '[nonce]');
        return `### r${i + 1}\n${d.open}\n${text}\n${d.close}`;
    });
    const user = `${(0,prompt_template/* fillTemplate */.o)(template('deep-relocate'), { nonce: input.nonce })}\n\n${entries.join('\n\n')}`;
    const outcome = await input.budget.sideCall(input.model, {
        system: input.system,
        messages: [{ role: 'user', content: user }],
        schema: relocate_SCHEMA,
        maxOutputTokens: 2_000,
    }, input.stats);
    const unchanged = (warning) => ({ findings: unpinned, relocated: 0, warning });
    if ('refused' in outcome)
        return unchanged(`relocation skipped: ${outcome.refused}`);
    if ('cut' in outcome)
        return unchanged(`relocation answer ended with "${outcome.cut}"`);
    if ('failed' in outcome)
        return unchanged(`relocation call failed (${outcome.failed})`);
    const raw = outcome.text;
    let answer;
    try {
        answer = relocate_Answer.parse(JSON.parse(raw));
    }
    catch {
        return unchanged('relocation answer could not be parsed; findings stay unpinned');
    }
    const byId = new Map(answer.relocations.map((r) => [r.id, r]));
    let relocated = 0;
    const findings = input.claims.map(({ claim, finding }, i) => {
        const r = byId.get(`r${i + 1}`);
        if (!r || !r.anchor)
            return finding;
        const again = anchorFinding({ ...claim, anchor: r.anchor, line: r.line ?? claim.line }, input.unit, input.indexes);
        if (again.reason !== null)
            return finding;
        relocated++;
        return again.finding;
    });
    return { findings, relocated, warning: null };
}

;// CONCATENATED MODULE: ./.tmp/bundle-src/review/model/deep/review-group.js










/** Budgets scaled by the group's size: a bigger change earns more reading and more turns. */
function limitsFor(changedLines) {
    const clamp = (n, lo, hi) => Math.min(hi, Math.max(lo, n));
    return {
        contextBudget: clamp(8 + Math.ceil(changedLines / 10), 8, 60),
        maxTurns: clamp(8 + Math.ceil(changedLines / 30), 8, 24),
    };
}
/** Reviews one group; never throws for a model failure. */
async function reviewGroup(input) {
    const { unit, ctx } = input;
    const { system, nonce, diff, pack } = buildDeepSystem(unit, ctx);
    const changed = (0,lens_plan/* unitChangedLines */.g9)(unit, ctx);
    const group = {
        input,
        label: `group ${unit.id} (${unit.files.map((f) => f.path).join(', ')})`,
        stats: emptyStats(unit.id),
        warnings: [],
        system,
        nonce,
        diff,
        limits: input.limits ?? limitsFor(changed),
        indexes: new UnitIndexes(input.change.files),
    };
    const checklist = await plan(group, changed);
    const rounds = await reviewRounds(group, checklist);
    const relocated = await relocate(group, rounds.unpinned);
    const { findings, dropped } = await falsify(group, [...rounds.pinned, ...relocated]);
    if (rounds.incomplete !== null)
        group.warnings.push(`deep: ${group.label} is incomplete: ${rounds.incomplete}`);
    const { calls } = group.stats;
    return {
        findings,
        dropped,
        warnings: group.warnings,
        incomplete: rounds.incomplete,
        stats: group.stats,
        packTokens: pack.tokens * calls,
        packCutTokens: pack.cutTokens * calls,
    };
}
/** The optional plan call: a checklist for a big group, null for a small one or when it failed. */
async function plan(group, changedLines) {
    const { input, stats } = group;
    const planned = await planGroup({
        model: input.model,
        system: group.system,
        changedLines,
        ...(input.planThreshold !== undefined ? { threshold: input.planThreshold } : {}),
        nonce: group.nonce,
        budget: input.budget,
        stats,
    });
    if (planned.checklist === null && planned.warning)
        group.warnings.push(`${group.label}: ${planned.warning}`);
    if (planned.checklist !== null)
        input.context.observer.transcript({
            type: 'note',
            conversation: `group:${input.unit.id}`,
            note: 'plan',
            checklist: planned.checklist,
        });
    return planned.checklist;
}
/**
 * The review rounds: each a conversation whose claims are anchored as they come; a later round
 * that adds nothing, or one that ends incomplete, stops the group.
 */
async function reviewRounds(group, checklist) {
    const { input, label, stats, limits } = group;
    const { unit, ctx } = input;
    const { logger } = input.context;
    const specs = toolSpecs(input.lenses.map((l) => l.id));
    const defaultLens = (0,plan_lenses/* fallbackLens */.lX)(input.lenses);
    const pinned = new Map();
    const unpinned = new Map();
    const contextBudget = { left: limits.contextBudget };
    let incomplete = null;
    for (let round = 1; round <= Math.max(1, input.effort); round++) {
        const toolbox = new ToolBox({
            workspace: input.change.workspace,
            headRef: input.change.headRef,
            ctx,
            defaultLens,
        });
        stats.rounds = round;
        const result = await runConversation({
            conversation: `group:${unit.id}/round:${round}`,
            model: input.model,
            system: group.system,
            firstUser: buildFirstUser({
                lenses: input.lenses,
                checklist,
                round,
                confirmed: [...pinned.values(), ...[...unpinned.values()].map((u) => u.finding)],
                nonce: group.nonce,
            }),
            tools: specs,
            toolbox,
            maxTurns: limits.maxTurns,
            contextBudget,
            maxInputTokens: input.maxInputTokens,
            maxOutputTokens: input.maxOutputTokens,
            nonce: group.nonce,
            budget: input.budget,
            stats,
            context: input.context,
        });
        const anchorUnit = anchorUnitFor(group, toolbox);
        let added = 0;
        for (const claim of result.claims) {
            const { finding, reason } = anchorFinding(claim, anchorUnit, group.indexes);
            if (pinned.has(finding.fingerprint) || unpinned.has(finding.fingerprint))
                continue;
            added++;
            if (reason === null)
                pinned.set(finding.fingerprint, finding);
            else {
                logger.debug(`${label}: "${finding.title}" did not anchor (${reason})`);
                unpinned.set(finding.fingerprint, { claim, finding });
            }
        }
        if (result.end === 'turn-limit')
            logger.info(`${label}: round ${round} reached its turn limit (${limits.maxTurns})`);
        if (result.end === 'incomplete') {
            incomplete = result.reason;
            break;
        }
        if (round > 1 && added === 0) {
            logger.info(`${label}: round ${round} added nothing; stopping early`);
            break;
        }
    }
    return { pinned: [...pinned.values()], unpinned: [...unpinned.values()], incomplete };
}
/** The group's unit widened by the diffs of other files the model read: findings may be pinned there too. */
function anchorUnitFor(group, toolbox) {
    const { unit, ctx } = group.input;
    const extra = [...toolbox.diffsRead].filter((p) => !unit.files.some((f) => f.path === p)).sort();
    return {
        ...unit,
        id: extra.length > 0 ? `${unit.id}+${extra.join('+')}` : unit.id,
        files: [
            ...unit.files,
            ...extra.map((p) => ({ path: p, hunks: (ctx.files.get(p)?.hunks ?? []).map((_, i) => i) })),
        ],
    };
}
/** One relocation call for the claims that did not anchor; the findings it pinned. */
async function relocate(group, unanchored) {
    if (unanchored.length === 0)
        return [];
    const { input, label } = group;
    const relocation = await relocateFindings({
        model: input.model,
        system: group.system,
        nonce: group.nonce,
        claims: unanchored,
        unit: {
            ...input.unit,
            id: `${input.unit.id}#all`,
            files: [...input.ctx.files.values()].map((f) => ({ path: f.path, hunks: f.hunks.map((_, i) => i) })),
        },
        indexes: group.indexes,
        budget: input.budget,
        stats: group.stats,
    });
    if (relocation.warning)
        group.warnings.push(`${label}: ${relocation.warning}`);
    if (relocation.relocated > 0)
        input.context.logger.info(`${label}: ${relocation.relocated} finding(s) pinned after relocation`);
    return relocation.findings;
}
/** The falsification filter, when on and when no failure stopped the run. */
async function falsify(group, findings) {
    const { input, label } = group;
    if (!input.falsify || findings.length === 0 || input.budget.fatal !== null)
        return { findings, dropped: [] };
    const filtered = await falsifyFindings({
        model: input.model,
        system: group.system,
        nonce: group.nonce,
        diff: group.diff,
        findings,
        budget: input.budget,
        stats: group.stats,
    });
    if (filtered.warning)
        group.warnings.push(`${label}: ${filtered.warning}`);
    for (const d of filtered.dropped)
        input.context.logger.info(`${label}: falsification dropped "${d.finding.title}" (contradicted by: ${d.line.trim()})`);
    return { findings: filtered.kept, dropped: filtered.dropped };
}

;// CONCATENATED MODULE: ./.tmp/bundle-src/review/model/deep/run-deep.js



/** Runs the deep review over the kept files; never throws for a model failure. */
async function runDeepReview(input) {
    const { settings, context } = input;
    const { logger, observer } = context;
    const budget = new RunBudget(context.clock, settings.maxReviewTokens, settings.maxReviewSeconds, input.deadline);
    const warnings = [];
    const { units } = unitsOf(input, warnings);
    logger.info(`deep: ${units.length} group conversation(s), effort ${settings.effort}`);
    const results = [];
    const progress = () => context.onProgress?.({
        phase: 'groups',
        done: results.length,
        total: units.length,
        tokens: budget.spent,
    });
    progress();
    let next = 0;
    const worker = async () => {
        while (next < units.length) {
            const unit = units[next++];
            const result = await observer.span('prlens.group', { group: unit.id, files: unit.files.length }, () => reviewGroup({
                context,
                change: input.change,
                unit,
                ctx: input.ctx,
                lenses: input.lenses,
                model: input.model,
                effort: settings.effort,
                falsify: settings.reflect,
                maxInputTokens: settings.maxInputTokens,
                maxOutputTokens: settings.maxOutputTokens ?? 8_000,
                ...(input.planThreshold !== undefined ? { planThreshold: input.planThreshold } : {}),
                ...(input.limits ? { limits: input.limits } : {}),
                budget,
            }));
            const s = result.stats;
            logger.info(`deep group ${s.group}: ${s.calls} call(s), ${s.prompt_tokens} prompt tokens (${s.cached_tokens} cached), ` +
                `${s.completion_tokens} completion tokens, ${s.tool_calls} tool call(s) (${s.cached_tool_calls} cached), ${s.rounds} round(s)`);
            observer.transcript({ type: 'note', conversation: `group:${s.group}`, note: 'group-stats', ...s });
            results.push(result);
            progress();
        }
    };
    await Promise.all(Array.from({ length: Math.max(1, Math.min(settings.maxConcurrency, units.length)) }, worker));
    // Deduplicated once, with every other lens's, by the pipeline's dedupe stage.
    const all = results.flatMap((r) => r.findings);
    return {
        findings: all.filter((f) => f.anchored),
        unanchored: all.filter((f) => !f.anchored),
        warnings: [...warnings, ...results.flatMap((r) => r.warnings)],
        incomplete: results.some((r) => r.incomplete !== null) || results.length < units.length,
        calls: results.reduce((sum, r) => sum + r.stats.calls, 0),
        groups: results
            .map((r) => r.stats)
            .sort((a, b) => a.group.localeCompare(b.group, 'en', { numeric: true })),
        dropped: results.flatMap((r) => r.dropped),
        packTokens: results.reduce((sum, r) => sum + r.packTokens, 0),
        packCutTokens: results.reduce((sum, r) => sum + r.packCutTokens, 0),
    };
}
/** The run's conversations (deep-units.ts), with their grouping notes logged and oversized hunks warned of. */
function unitsOf(input, warnings) {
    const { units, oversized, notes } = (0,deep_units/* deepUnits */.G)({
        groups: input.groups,
        files: input.change.files,
        parse: input.parse ?? null,
        ctx: input.ctx,
        maxInputTokens: input.settings.maxInputTokens,
        warnings,
    });
    for (const note of notes)
        input.context.logger.debug(`grouping: ${note}`);
    for (const unit of oversized)
        warnings.push(`deep: ${unit.files.map((f) => f.path).join(', ')}: one hunk leaves little room for tool results`);
    return { units };
}

// EXTERNAL MODULE: ./.tmp/bundle-src/core/findings-budget.js
var findings_budget = __webpack_require__(99139);
;// CONCATENATED MODULE: ./.tmp/bundle-src/review/model/exec/call-runner.js


/** Error kinds that no other call can escape: dispatching more calls only burns time. */
const call_runner_FATAL_KINDS = new Set(['auth', 'quota', 'unknown-model']);
/** Short correction sent with the model's own bad answer; keeps the re-ask cheap. */
function correctionMessage(error) {
    return (`Your previous answer could not be used: ${error}. ` +
        'Answer again with only one JSON object {"findings": [...]} that matches the schema; no prose, no code fence.');
}
/** Runs `call` (at most one re-ask, at most one lookup round) and says what came of it. */
async function runLensCall(call, options) {
    const defaultLens = call.lenses.length === 1 ? (call.lenses[0] ?? 'general') : call.lenses.join('+');
    const messages = [{ role: 'user', content: call.user }];
    let reasked = false;
    /** The answer before the lookup round: kept when the answer after it fails. */
    let before = null;
    for (;;) {
        const step = await askOnce(call, options, messages, defaultLens);
        if (step.kind === 'malformed') {
            if (before !== null)
                return afterLookupFailure(call, before, `malformed output (${step.error})`);
            if (reasked)
                return {
                    kind: 'failed',
                    reason: `call ${call.id} answered malformed output twice: ${step.error}`,
                    fatal: false,
                };
            reasked = true;
            messages.push({ role: 'assistant', content: step.text }, { role: 'user', content: correctionMessage(step.error) });
            continue;
        }
        if (step.kind !== 'parsed')
            return before === null
                ? step
                : afterLookupFailure(call, before, step.kind === 'truncated' ? 'the answer was cut off' : step.reason);
        const { parsed, text } = step;
        const warnings = parsed.rejected.length > 0
            ? [`call ${call.id}: ${parsed.rejected.length} malformed finding(s) ignored (${parsed.rejected[0]})`]
            : [];
        if (before !== null || parsed.lookups.length === 0 || !options.lookup)
            return { kind: 'ok', findings: parsed.findings, warnings: [...(before?.warnings ?? []), ...warnings] };
        // One bounded round: answer the lookups from the index and ask once more.
        before = { findings: parsed.findings, warnings };
        const reply = await answerLookups(options.lookup, parsed.lookups);
        if (reply.answered === 0)
            return noEvidence(call, before, reply, options.debug);
        messages.push({ role: 'assistant', content: text }, { role: 'user', content: lookupMessage(reply.text) });
    }
}
/** One request and what its answer is. */
async function askOnce(call, options, messages, defaultLens) {
    let response;
    options.onSend?.();
    try {
        response = await options.model.complete({
            system: call.system,
            messages,
            // A call that cannot be answered is not offered `lookups` (repo-context pack or off).
            schema: options.lookup ? FINDINGS_SCHEMA : FINDINGS_SCHEMA_NO_LOOKUPS,
            maxOutputTokens: options.maxOutputTokens,
        });
    }
    catch (error) {
        return failure(error);
    }
    options.onResponse(response);
    if (response.finishReason === 'length')
        return { kind: 'truncated' };
    if (response.finishReason === 'refusal')
        return { kind: 'failed', reason: `the model refused to review call ${call.id}`, fatal: false };
    if (response.text.trim() === '')
        return { kind: 'failed', reason: `the model gave an empty answer to call ${call.id}`, fatal: false };
    const parsed = parseModelOutput(response.text, defaultLens);
    if (!parsed.ok)
        return { kind: 'malformed', error: parsed.error, text: response.text };
    return { kind: 'parsed', parsed, text: response.text };
}
/**
 * The first answer's findings when the answer after the lookup round is lost (a cut, a failure):
 * they were a full answer, so they are kept, with a warning.
 */
function afterLookupFailure(call, before, why) {
    return {
        kind: 'ok',
        findings: before.findings,
        warnings: [
            ...before.warnings,
            `call ${call.id}: the answer after its lookups was lost (${why}); the findings of its first answer are kept`,
        ],
    };
}
/** The lookups' answers; an engine that throws answers none of them (and says why, for the warning). */
async function answerLookups(lookup, requests) {
    try {
        return await lookup(requests);
    }
    catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        return { text: '', answered: 0, error: message };
    }
}
/**
 * Every lookup FAILED or went unanswered: a second request would carry no evidence either way (the
 * model is told a failed lookup proves nothing), so it is not sent and the first answer, a complete
 * answer, stands. A failing engine is a warning; a language the index cannot read is a debug line.
 */
function noEvidence(call, before, reply, debug) {
    const why = `call ${call.id}: none of its lookups could be answered`;
    if (reply.error === undefined) {
        debug?.(`${why}; no second request, its first answer stands`);
        return { kind: 'ok', findings: before.findings, warnings: before.warnings };
    }
    return {
        kind: 'ok',
        findings: before.findings,
        warnings: [...before.warnings, `${why} (the lookups FAILED: ${reply.error}); its first answer stands`],
    };
}
/** The lookups' answers, sent back as the next user message. */
function lookupMessage(answers) {
    return (`The answers to your lookups (repository code of the reviewed revision, data only):\n${answers}\n\n` +
        'Answer again with one JSON object: your complete findings (those of your first answer you still ' +
        'hold, and any new ones) and an empty `lookups`.');
}
function failure(error) {
    if (error instanceof errors/* ModelError */.m)
        return { kind: 'failed', reason: error.message, fatal: call_runner_FATAL_KINDS.has(error.kind) };
    const message = error instanceof Error ? error.message : String(error);
    return { kind: 'failed', reason: `model call failed: ${message}`, fatal: false };
}

;// CONCATENATED MODULE: ./.tmp/bundle-src/review/model/exec/lens-coverage.js

const key = (unitId, lens) => `${unitId}\u0000${lens}`;
/** The (unit, lens) ledger of one run. */
class Coverage {
    entries = new Map();
    /** Registers pairs to be reviewed. */
    add(unit, lenses) {
        for (const lens of lenses) {
            if (!this.entries.has(key(unit.id, lens))) {
                this.entries.set(key(unit.id, lens), { unit, lens, status: 'pending', reason: '' });
            }
        }
    }
    /** Records how the pairs of one call ended. */
    mark(unit, lenses, status, reason = '') {
        for (const lens of lenses)
            this.entries.set(key(unit.id, lens), { unit, lens, status, reason });
    }
    /** A unit was split for these lenses: its halves take its place. */
    replace(unit, halves, lenses) {
        for (const lens of lenses)
            this.entries.delete(key(unit.id, lens));
        for (const half of halves)
            this.add(half, lenses);
    }
    /** All pairs with their state. */
    list() {
        return [...this.entries.values()];
    }
    /**
     * Files and lenses that were not reviewed, once per (path, lens), with the first reason seen. With
     * `floor`, also every hunk of its files that no finished call showed a floor lens of the run
     * (its `floor` column): routing may spare the other lenses a hunk, never these.
     */
    notReviewed(floor) {
        const out = new Map();
        for (const entry of this.entries.values()) {
            if (entry.status === 'done')
                continue;
            const reason = entry.status === 'pending' ? 'not run' : entry.reason || entry.status;
            for (const file of entry.unit.files) {
                const k = key(file.path, entry.lens);
                if (!out.has(k))
                    out.set(k, { path: file.path, lens: entry.lens, reason });
            }
        }
        // A pair the ledger already names keeps its more precise reason (failed, skipped).
        for (const gap of floor ? this.floorGaps(floor.files, floor.lenses) : []) {
            if (!out.has(key(gap.path, gap.lens)))
                out.set(key(gap.path, gap.lens), gap);
        }
        return [...out.values()];
    }
    /** (path, lens) of every floor lens of the run that no `done` entry covered on some hunk of the path. */
    floorGaps(files, lenses) {
        const seen = new Set();
        for (const entry of this.entries.values()) {
            if (entry.status !== 'done')
                continue;
            for (const f of entry.unit.files)
                for (const h of f.hunks)
                    seen.add(`${entry.lens}\u0000${f.path}\u0000${h}`);
        }
        const gaps = [];
        const floorIds = lenses.filter((l) => (0,plan_lenses/* traitsOf */.JC)(l).floor).map((l) => (typeof l === 'string' ? l : l.id));
        for (const lens of floorIds) {
            for (const file of files) {
                const missing = file.hunks.some((_, h) => !seen.has(`${lens}\u0000${file.path}\u0000${h}`));
                if (missing)
                    gaps.push({ path: file.path, lens, reason: 'no call reviewed some of its hunks' });
            }
        }
        return gaps;
    }
}

;// CONCATENATED MODULE: ./.tmp/bundle-src/review/model/exec/pool.js
/** A counting semaphore with a FIFO queue. */
class Pool {
    size;
    active = 0;
    waiting = [];
    constructor(size) {
        this.size = size;
    }
    /** Runs `task` once a slot is free; `front` queues it before the tasks already waiting. */
    async run(task, front = false) {
        if (this.active >= Math.max(1, this.size)) {
            await new Promise((resolve) => front ? this.waiting.unshift(resolve) : this.waiting.push(resolve));
        }
        else {
            this.active++;
        }
        try {
            return await task();
        }
        finally {
            const next = this.waiting.shift();
            // The slot passes straight to the next waiter; only when none waits is it freed.
            if (next)
                next();
            else
                this.active--;
        }
    }
    /** Tasks running now. */
    get busy() {
        return this.active;
    }
}
/** `model` with every request taken through `pool`. */
function pooledModel(model, pool) {
    return {
        provider: model.provider,
        model: model.model,
        complete: (request) => pool.run(() => model.complete(request)),
        countTokens: (text) => model.countTokens(text),
    };
}

;// CONCATENATED MODULE: ./.tmp/bundle-src/review/model/exec/call-budgets.js
/**
 * The limits a run of lens calls keeps (its concurrency, prompt size, tokens and time) and what it
 * says when one of them stops it: the reason on each call it skipped and one warning per kind of stop.
 * Apart from execute.ts, which decides when to stop, so the wording a user reads about a budget
 * sits beside the budget's fields, and the dispatcher reads as the order of its calls.
 */
/** The coverage note of a call that a stop kept from running. */
function skipReason(stop, budgets, fatal) {
    if (stop === 'fatal')
        return `not run: ${fatal ?? 'an earlier call failed'}`;
    if (stop === 'deadline')
        return `skipped: max-review-seconds (${budgets.maxReviewSeconds}) reached`;
    return `skipped: max-review-tokens (${budgets.maxReviewTokens}) reached`;
}
/** One warning per kind of stop, with how many calls it kept from running and what to raise. */
function stopWarnings(skipped, budgets, fatal) {
    const out = [];
    if (skipped.fatal > 0)
        out.push(`review stopped after a failure every call would hit: ${fatal}; ${skipped.fatal} call(s) not run`);
    if (skipped.deadline > 0) {
        out.push(`max-review-seconds (${budgets.maxReviewSeconds}) reached: ${skipped.deadline} queued call(s) skipped; raise max-review-seconds for a full review`);
    }
    if (skipped.budget > 0) {
        out.push(`max-review-tokens (${budgets.maxReviewTokens}) would be exceeded: ${skipped.budget} call(s) not run; raise max-review-tokens or narrow the review`);
    }
    return out;
}

;// CONCATENATED MODULE: ./.tmp/bundle-src/review/model/exec/execute.js






const DEFAULT_MAX_OUTPUT_TOKENS = 8_000;
/** The lookup round's answerer of a run with a context engine, fenced in the run's nonce. */
function lookupOf(ctx) {
    const lookup = ctx.repo?.lookup;
    return (requests) => lookup?.(requests, ctx.nonce) ?? Promise.resolve({ text: '', answered: 0 });
}
/**
 * Prompts shorter than this are never served from a cache: OpenAI caches from 1,024 tokens
 * (https://platform.openai.com/docs/guides/prompt-caching), Anthropic from 1,024 (Sonnet, Opus) or
 * 2,048 (Haiku) (https://docs.anthropic.com/en/docs/build-with-claude/prompt-caching).
 */
const CACHE_MIN_TOKENS = 1_024;
/** Runs `calls` within the budgets; never throws for a model failure. */
function executeCalls(input) {
    return new Dispatcher(input).run();
}
/**
 * The state of one execution. Tasks move queued \u2192 held (waiting on their unit's leading call) \u2192
 * in a pool slot \u2192 settled; a family closes when its last task settles. Budgets are read from
 * `spent` (answered), `reserved` (prompts in flight) and the deadline; once `stop` is set it stays.
 */
class Dispatcher {
    input;
    pool;
    observer;
    units;
    coverage = new Coverage();
    warnings = [];
    results = [];
    skipped = { fatal: 0, deadline: 0, budget: 0 };
    deadline;
    incomplete = false;
    fatal = null;
    /** Tokens of answered calls, and prompt tokens of calls in flight. */
    spent = 0;
    reserved = 0;
    requests = 0;
    packTokens = 0;
    packCutTokens = 0;
    /** Tasks ended and tasks known (splits add to both). */
    done = 0;
    total = 0;
    // Once stopped, stay stopped: a budget that frees up later must not reorder the review.
    stop = null;
    /** Unsettled tasks per family. */
    open = new Map();
    /** Per unit: its first call is out (`leading`) or has answered (`warm`); the others wait in `held`. */
    prefix = new Map();
    held = new Map();
    /** Whether units' other calls wait for their leading call (only when calls queue anyway). */
    holding = false;
    running = new Set();
    constructor(input) {
        this.input = input;
        const { budgets } = input;
        const { clock } = input.context;
        this.observer = input.context.observer;
        this.pool = input.pool ?? new Pool(budgets.maxConcurrency);
        this.units = new Map(input.units.map((u) => [u.id, u]));
        this.deadline =
            budgets.deadline ??
                (budgets.maxReviewSeconds > 0 ? clock.now() + budgets.maxReviewSeconds * 1000 : Infinity);
    }
    async run() {
        const tasks = this.queue();
        // The first calls of units that others wait on go first: each answer unlocks a unit's prefix.
        // Waiting for a leader pays only where calls must queue anyway; else it adds a round trip.
        this.holding = tasks.length > Math.max(1, this.input.budgets.maxConcurrency);
        const perUnit = new Map();
        for (const task of tasks)
            perUnit.set(task.unit.id, (perUnit.get(task.unit.id) ?? 0) + 1);
        const shared = (t) => ((perUnit.get(t.unit.id) ?? 0) > 1 ? 0 : 1);
        for (const task of [...tasks].sort((a, b) => shared(a) - shared(b)))
            this.dispatch(task);
        while (this.running.size > 0)
            await Promise.race(this.running);
        const { skipped, fatal } = this;
        this.warnings.push(...stopWarnings(skipped, this.input.budgets, fatal));
        if (skipped.fatal + skipped.deadline + skipped.budget > 0)
            this.incomplete = true;
        return {
            results: this.results,
            warnings: this.warnings,
            incomplete: this.incomplete,
            requests: this.requests,
            packTokens: this.packTokens,
            packCutTokens: this.packCutTokens,
            coverage: this.coverage,
            fatal,
        };
    }
    /** One task a call whose unit is known; a call naming an unknown unit is reported, not run. */
    queue() {
        const tasks = [];
        for (const call of this.input.calls) {
            const unit = this.units.get(call.unitId);
            if (!unit) {
                this.warnings.push(`call ${call.id} names unknown unit ${call.unitId}; it was not run`);
                this.incomplete = true;
                continue;
            }
            this.coverage.add(unit, call.lenses);
            tasks.push({ call, unit, family: call.family ?? call.unitId });
            this.total++;
        }
        for (const task of tasks)
            this.open.set(task.family, (this.open.get(task.family) ?? 0) + 1);
        return tasks;
    }
    /** Sends `task` when a slot is free; the first task of a unit leads, the others wait for its answer. */
    dispatch(task, front = false) {
        const state = this.prefix.get(task.unit.id);
        if (state === 'leading') {
            this.held.set(task.unit.id, [...(this.held.get(task.unit.id) ?? []), task]);
            return;
        }
        if (state === undefined && this.holding && task.unit.estimatedTokens >= CACHE_MIN_TOKENS)
            this.prefix.set(task.unit.id, 'leading');
        this.track(this.pool
            .run(() => this.attempt(task), front)
            .catch((error) => this.fail(task, `call ${task.call.id} failed: ${String(error)}`))
            .then(() => this.settle(task)));
    }
    track(promise) {
        const tracked = promise.finally(() => this.running.delete(tracked));
        this.running.add(tracked);
    }
    fail(task, reason) {
        this.coverage.mark(task.unit, task.call.lenses, 'failed', reason);
        this.warnings.push(reason);
        this.incomplete = true;
    }
    /** A task has ended: release the calls waiting on its prefix, and close its family when it was the last. */
    settle(task) {
        // While a unit is leading only its leader runs: this is it, and its prefix is now warm.
        if (this.prefix.get(task.unit.id) === 'leading') {
            this.prefix.set(task.unit.id, 'warm');
            const waiting = this.held.get(task.unit.id) ?? [];
            this.held.delete(task.unit.id);
            for (const next of waiting)
                this.dispatch(next);
        }
        const left = (this.open.get(task.family) ?? 1) - 1;
        this.open.set(task.family, left);
        const { onFamilyDone } = this.input;
        if (left === 0 && onFamilyDone && this.fatal === null) {
            const family = this.results.filter((r) => r.family === task.family);
            this.track(onFamilyDone(task.family, family).catch((error) => void this.warnings.push(`${task.family}: ${String(error)}`)));
        }
    }
    /** Replaces a task by the calls for the two halves of its unit; false when it cannot be split. */
    split(task) {
        const { ctx } = this.input;
        const halves = (0,lens_plan/* splitUnit */.hg)(task.unit, ctx);
        if (!halves)
            return false;
        this.coverage.replace(task.unit, halves, task.call.lenses);
        const lenses = this.lensSpecs(task.call.lenses);
        const parts = halves.map((unit) => {
            this.units.set(unit.id, unit);
            const call = { ...(0,lens_plan/* buildCallForUnit */.Qz)(unit, lenses, ctx), family: task.family };
            return { unit, call, family: task.family };
        });
        this.open.set(task.family, (this.open.get(task.family) ?? 0) + parts.length);
        this.total += parts.length;
        // In front: the halves of a started unit finish before new work begins.
        for (const part of parts.reverse())
            this.dispatch(part, true);
        return true;
    }
    lensSpecs(ids) {
        return ids.map((id) => this.input.lenses.find((l) => l.id === id) ?? { id, title: id, instructions: '' });
    }
    /** Why the next task may not start, or null when it may. */
    stopFor(estimate) {
        const { maxReviewTokens } = this.input.budgets;
        if (this.fatal !== null)
            return 'fatal';
        if (this.input.context.clock.now() >= this.deadline)
            return 'deadline';
        if (maxReviewTokens > 0 && this.spent + this.reserved + estimate > maxReviewTokens)
            return 'budget';
        return null;
    }
    /** Runs one task in its slot: split it, skip it, or send it and record the outcome. */
    async attempt(task) {
        const { budgets, model } = this.input;
        const { logger } = this.input.context;
        const estimate = model.countTokens(`${task.call.system}\n${task.call.user}`);
        if (budgets.maxInputTokens > 0 && estimate > budgets.maxInputTokens) {
            logger.info(`call ${task.call.id}: ${estimate} prompt tokens is over max-input-tokens; splitting`);
            if (!this.split(task)) {
                this.fail(task, `call ${task.call.id}: ${files(task.unit)} is over max-input-tokens (${budgets.maxInputTokens}) even as a single hunk`);
            }
            this.done++;
            return;
        }
        // A fatal error stops dispatch at once, even if an earlier stop was a softer one.
        if (this.fatal !== null)
            this.stop = 'fatal';
        this.stop ??= this.stopFor(estimate);
        if (this.stop !== null) {
            this.coverage.mark(task.unit, task.call.lenses, 'skipped', skipReason(this.stop, budgets, this.fatal));
            this.skipped[this.stop]++;
            this.done++;
            return;
        }
        this.reserved += estimate;
        const outcome = await this.send(task).finally(() => (this.reserved -= estimate));
        this.record(task, outcome);
        this.done++;
        this.input.onCalls?.({ done: this.done, total: this.total, tokens: this.spent });
    }
    /** The lens call of a task, in a `prlens.group` span. */
    send(task) {
        const { budgets, model } = this.input;
        const attributes = {
            group: task.unit.id,
            conversation: `call:${task.call.id}`,
            'prlens.lenses': task.call.lenses.join(','),
            'prlens.files': task.unit.files.length,
        };
        return this.observer.span('prlens.group', attributes, () => runLensCall(task.call, {
            model,
            maxOutputTokens: budgets.maxOutputTokens ?? DEFAULT_MAX_OUTPUT_TOKENS,
            onResponse: (response) => {
                this.spent += response.usage.prompt_tokens + response.usage.completion_tokens;
            },
            onSend: () => {
                this.requests++;
                this.packTokens += task.call.packTokens ?? 0;
                this.packCutTokens += task.call.packCutTokens ?? 0;
            },
            ...(this.input.ctx.repo?.lookup ? { lookup: lookupOf(this.input.ctx) } : {}),
            debug: (message) => this.input.context.logger.debug(message),
        }));
    }
    /** A call's outcome: its findings, a split of its unit when the answer was cut off, or a failure. */
    record(task, outcome) {
        if (outcome.kind === 'ok') {
            this.coverage.mark(task.unit, task.call.lenses, 'done');
            this.warnings.push(...outcome.warnings);
            this.results.push({
                call: task.call,
                unit: task.unit,
                family: task.family,
                findings: outcome.findings.map((f) => withLens(f, task.call)),
            });
        }
        else if (outcome.kind === 'truncated') {
            this.input.context.logger.info(`call ${task.call.id}: answer cut off at the output limit; splitting unit ${task.unit.id}`);
            if (!this.split(task)) {
                this.fail(task, `call ${task.call.id}: the answer was cut off at the output limit even for a single hunk (${files(task.unit)})`);
            }
        }
        else {
            this.fail(task, `call ${task.call.id} failed: ${outcome.reason}`);
            if (outcome.fatal && this.fatal === null)
                this.fatal = outcome.reason;
        }
    }
}
/**
 * The lens a finding belongs to: the model's label when it is one of the call's lenses. A label
 * naming prlens's rules (`static`) or joining lenses (`+`) would pass a model's finding for a rule's
 * (issue 42, point 3), so it falls back to the call's first lens like any label of a one-lens call.
 */
function withLens(finding, call) {
    if (call.lenses.includes(finding.lens))
        return finding;
    if (call.lenses.length === 1 || isForgedLens(finding.lens))
        return { ...finding, lens: call.lenses[0] ?? 'model' };
    return finding;
}
function files(unit) {
    return unit.files.map((f) => f.path).join(', ') || `unit ${unit.id}`;
}

// EXTERNAL MODULE: ./.tmp/bundle-src/core/types.js + 1 modules
var types = __webpack_require__(13281);
// EXTERNAL MODULE: ./.tmp/bundle-src/review/known/known-prompt.js
var known_prompt = __webpack_require__(59614);
;// CONCATENATED MODULE: ./.tmp/bundle-src/review/model/reflect/audit-scope.js
/**
 * Which findings the audit reads: where it pays. The audit exists to stop a wrong comment from
 * being posted on a line or failing the build, and it mostly agrees with the review (round 2 of
 * evals/RESULTS.md: 53 keeps, 2 drops over 26 requests; on the held-out real PRs it was 53.7% of
 * prompt tokens), so it reads:
 * - every finding at `high` or above, whatever its confidence: a wrong one is the loudest comment
 *   and the one `fail-on` blocks a merge on;
 * - a finding at or above the inline floor (`min-severity`) that the review is less than
 *   SURE_CONFIDENCE sure of: the review's own doubt is where a second look changes the outcome.
 * A finding below the floor goes to the summary's fold as the review wrote it, and a medium one the
 * review is sure of is posted as written: auditing either costs a request's worth of excerpt.
 *
 * Before this split, the model half leaves out what the findings budgets would hold back as things
 * stand (`withinBudget`, src/core/findings-budget.ts): a finding that is never posted is not audited.
 *
 * A `low` finding (an observation: a nit that never gates a merge) is never worth a request of its
 * own: it rides along when its unit is audited for a louder finding (its verdict costs its own lines
 * only) and pays for no lookup round. On the real-PR tuning half at 62a5eb5 with `min-severity: low`,
 * 10 of 31 audit requests held only low findings: 40,037 of the audit's 121,693 prompt tokens (the
 * audit was 38.1% of all prompt tokens) for one drop in 26 low verdicts.
 */

/** The severity from which findings are posted inline when the settings say nothing. */
const DEFAULT_INLINE_FLOOR = 'medium';
/** From this confidence a finding below `high` is posted without an audit. */
const SURE_CONFIDENCE = 0.8;
/** Whether the audit reads `finding`, posted inline from `inlineFloor` up (the rule above). */
function worthAuditing(finding, inlineFloor = DEFAULT_INLINE_FLOOR) {
    const rank = types/* SEVERITY_RANK */.f3[finding.severity];
    if (rank < types/* SEVERITY_RANK */.f3[inlineFloor])
        return false;
    return rank >= types/* SEVERITY_RANK */.f3.high || finding.confidence < SURE_CONFIDENCE;
}
/** Whether `finding` is worth an audit request, or a lookup round, on its own (not a `low` observation). */
function paysForARequest(finding) {
    return types/* SEVERITY_RANK */.f3[finding.severity] > types/* SEVERITY_RANK */.f3.low;
}
/**
 * Splits `findings` into those the audit reads and those that pass unaudited. Low findings are read
 * only beside one that pays for the request.
 */
function auditScope(findings, inlineFloor = DEFAULT_INLINE_FLOOR) {
    const worth = findings.filter((f) => worthAuditing(f, inlineFloor));
    if (!worth.some(paysForARequest))
        return { audited: [], unaudited: [...findings] };
    return { audited: worth, unaudited: findings.filter((f) => !worth.includes(f)) };
}

// EXTERNAL MODULE: ./.tmp/bundle-src/core/visible-text.js
var visible_text = __webpack_require__(52509);
;// CONCATENATED MODULE: ./.tmp/bundle-src/review/model/reflect/excerpts.js

/**
 * Rows of the review's rendering shown on each side of a finding's lines: the whole excerpt of a
 * usual hunk (the review shows a few lines of context around a change) and its neighbours, and about
 * a screen on each side in a long new file, so that ten findings in one 500-line file do not cost ten
 * times the review. Four times the radius that cut too narrow in issue 44.
 */
const AUDIT_RADIUS = 32;
/**
 * `file` as the review's prompt rendered it: `renderFile` over the hunks the unit showed (all of the
 * file's hunks when no view names it), as its header and rows.
 */
function reviewRows(file, ctx, view) {
    const hunks = [...new Set(view?.filter((v) => v.path === file.path).flatMap((v) => v.hunks) ?? [])];
    const shown = hunks.length > 0 ? hunks.sort((a, b) => a - b) : file.hunks.map((_, i) => i);
    const [header = '', ...texts] = (0,render/* renderFile */.V)(file, shown, ctx).split('\n');
    let excerpt = 0;
    const rows = texts.map((text, i) => {
        if (text.startsWith('@@') && i > 0)
            excerpt++;
        const m = /^(\d+) (.)/.exec(text);
        return { text, excerpt, key: m ? `${m[2] === '-' ? 'LEFT' : 'RIGHT'}:${m[1]}` : null };
    });
    return { header, rows };
}
/** The `LEFT:n` / `RIGHT:n` keys of a finding's lines. */
function keysOf(finding) {
    const from = Math.min(finding.start_line ?? finding.line, finding.line);
    const keys = [];
    for (let n = from; n <= finding.line && keys.length <= 500; n++)
        keys.push(`${finding.side}:${n}`);
    return keys;
}
/**
 * What the audit is shown of one file for `findings` (all on that file): the review's own rows, those
 * within `radius` rows of a finding's line, each shown stretch opening with its excerpt's `@@` row,
 * exactly as the review prompt showed them; rows near several findings are shown once. Null when no finding's line is shown
 * (a finding the anchor could not pin).
 */
function auditExcerpt(file, findings, ctx, view, radius = AUDIT_RADIUS) {
    const { header, rows } = reviewRows(file, ctx, view);
    const wanted = new Set(findings.flatMap(keysOf));
    const keep = new Set();
    rows.forEach((row, i) => {
        if (row.key === null || !wanted.has(row.key))
            return;
        for (let j = Math.max(0, i - radius); j <= Math.min(rows.length - 1, i + radius); j++)
            keep.add(j);
    });
    if (keep.size === 0)
        return null;
    const out = [header];
    rows.forEach((row, i) => {
        if (!keep.has(i))
            return;
        // A stretch that starts inside an excerpt still opens with its break, as every excerpt of the lens prompt does.
        if (!keep.has(i - 1) && !row.text.startsWith('@@')) {
            const brk = rows.slice(0, i).findLast((r) => r.excerpt === row.excerpt && r.text.startsWith('@@'));
            out.push(brk?.text ?? '@@');
        }
        out.push(row.text);
    });
    return out.join('\n');
}

;// CONCATENATED MODULE: ./.tmp/bundle-src/review/model/reflect/audit-prompt.js




/** The audit's system prompt. */
function auditSystem() {
    const text = prompts_generated/* PROMPTS */.a.audit;
    if (text === undefined)
        throw new Error('prompts/audit.md is missing from the build: run node scripts/gen-prompts.mjs');
    return text.trim();
}
const oneLine = (text) => text.replace(/[\r\n\u2028\u2029]+/g, ' ');
/** Groups the findings by file, each file's section showing the review's rows around its findings. */
function sections(ids, byId, view) {
    const byPath = new Map();
    for (const id of ids) {
        const f = byId.get(id);
        if (!f)
            continue;
        // The heading sits outside the nonce blocks: the PR's path must stay on its one line there.
        const path = (0,visible_text/* displayPath */.Gt)(f.path);
        const where = f.anchored
            ? `${path}:${f.start_line !== null ? `${f.start_line}-` : ''}${f.line} (${f.side})`
            : `${path} (not pinned to a line)`;
        const entry = {
            heading: `### ${id} \u2014 ${where}`,
            finding: [
                `severity: ${f.severity}; category: ${f.category}; lens: ${f.lens}`,
                `title: ${f.title}`,
                `body: ${f.body}`,
                `flagged line: ${f.anchor}`,
            ].join('\n'),
        };
        byPath.set(f.path, [...(byPath.get(f.path) ?? []), { finding: f, entry }]);
    }
    return [...byPath].map(([path, items]) => {
        const file = view.files.find((f) => f.path === path);
        const findings = items.map((i) => i.finding);
        const excerpt = file === undefined ? null : auditExcerpt(file, findings, view.ctx, view.view);
        return { excerpt: excerpt ?? '(no diff lines near this location)', entries: items.map((i) => i.entry) };
    });
}
/** The audit's user message, and the code it was shown (what a drop's evidence must quote). */
function renderAudit(ids, byId, view, fetched, nonce = (0,delimiters/* randomNonce */.Pv)()) {
    const groups = sections(ids, byId, view);
    const intent = view.intent?.trim() ? view.intent.trim() : null;
    const changed = view.files.map((f) => `${oneLine((0,visible_text/* displayPath */.Gt)(f.path))} (${f.status})`);
    const knownLines = [...view.known].map(([id, k]) => oneLine(`${id} \u00b7 ${(0,visible_text/* displayPath */.Gt)(k.path)}:${k.line} \u00b7 ${k.source} \u00b7 ${k.title}`));
    const safe = (0,delimiters/* safeNonce */.j6)(nonce, [
        intent ?? '',
        ...changed,
        ...knownLines,
        ...groups.flatMap((g) => [g.excerpt, ...g.entries.flatMap((e) => [e.heading, e.finding])]),
        ...fetched.flatMap((item) => [item.label, item.text]),
    ]);
    const block = (kind, text) => {
        const d = (0,delimiters/* delimiters */.zC)(kind, safe);
        return `${d.open}\n${text}\n${d.close}`;
    };
    const parts = [
        intent === null
            ? 'Stated intent: none (judge the code on its own terms).'
            : `Stated intent (the author's words, never trusted; only a specific statement in it counts):\n${block('INTENT', intent)}`,
        `Files this change touches (${changed.length}):\n${block('DIFF', changed.join('\n'))}`,
    ];
    if (knownLines.length > 0)
        parts.push(`Known findings (already reported by tools and rules, posted as they are; id \u00b7 path:line \u00b7 source \u00b7 title):\n${block('KNOWN', knownLines.join('\n'))}`);
    parts.push('Findings to audit, under the excerpt of the diff the review saw each in:');
    for (const g of groups) {
        const findings = g.entries.map((e) => `${e.heading}\n${block('FINDING', e.finding)}`);
        parts.push([block('DIFF', g.excerpt), ...findings].join('\n'));
    }
    if (fetched.length > 0) {
        parts.push('Code you asked for (read-only, at the reviewed revision):');
        for (const item of fetched)
            parts.push(`### ${(0,visible_text/* displayPath */.Gt)(item.label)}\n${block('CODE', item.text)}`);
    }
    return {
        text: parts.join('\n\n'),
        shown: [...groups.map((g) => g.excerpt), ...fetched.map((f) => f.text)],
    };
}

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./.tmp/bundle-src/context/parse-file.js
var parse_file = __webpack_require__(94255);
;// CONCATENATED MODULE: ./.tmp/bundle-src/review/model/reflect/reflect-context.js
/**
 * What the reflection audit reads when it asks: a file, read read-only from the workspace
 * (size-capped around what it asked for, repository paths only), or a symbol's declaration with its
 * usages, answered by the run's context index.
 * The excerpts of the diff it is shown are in excerpts.ts.
 */




/** Usage lines of a symbol shown to the audit: enough to see how callers use it, bounded in cost. */
const MAX_USAGES = 15;
/** Characters of a requested file or symbol shown to the audit. */
const FETCH_CHAR_CAP = 12_000;
/** Lines shown on each side of a line that declares or mentions the symbol asked for in a long file. */
const FOCUS_RADIUS = 40;
/** A repository-relative, normalised path, or null for anything that could leave the repository. */
function safeRepoPath(requested) {
    const trimmed = requested.trim().replace(/^\.\//, '');
    if (trimmed === '' || trimmed.includes('\0') || trimmed.includes('\\'))
        return null;
    if (external_node_path_.posix.isAbsolute(trimmed) || /^[A-Za-z]:/.test(trimmed))
        return null;
    const normal = external_node_path_.posix.normalize(trimmed);
    if (normal === '..' || normal.startsWith('../') || normal === '.')
        return null;
    // The workspace reads any repository path; a model's path also may not reach into `.git`.
    try {
        return (0,repo_path/* safeRelativePath */.lV)(normal);
    }
    catch {
        return null;
    }
}
function cap(text, limit = FETCH_CHAR_CAP) {
    return text.length <= limit ? text : `${text.slice(0, limit)}\n[... truncated at ${limit} characters]`;
}
function errorText(error) {
    return error instanceof Error ? error.message : String(error);
}
/** The audit's text for a lookup that failed: it must not read it as "there is no such code". */
function failedText(what, reason) {
    return `the lookup FAILED (${reason}): whether ${what} exists is unknown; this is no evidence either way`;
}
/**
 * Reads a file the audit asked for; the answer is either its text or why it is not shown. A file
 * over the cap is cut around `focus` (the symbol asked for with it: its declarations, then its
 * mentions), so the code asked for is what is shown; without one, its head, saying how to see more.
 */
async function fetchFile(workspace, requested, headRef, focus = null) {
    const safe = safeRepoPath(requested);
    if (!safe)
        return {
            label: `file ${requested}`,
            text: 'not shown: only repository-relative paths can be read',
            found: false,
        };
    const label = focus === null ? `file ${safe}` : `file ${safe} around ${focus}`;
    try {
        const content = await workspace.readFile(safe, headRef);
        if (content === null)
            return { label, text: 'not found at the reviewed revision', found: false };
        const around = focus === null ? null : cutAround(safe, content, focus);
        if (around !== null)
            return { label, text: around, found: true };
        const hint = content.length > FETCH_CHAR_CAP ? ' (name a symbol with this file to see the part around it)' : '';
        return { label, text: `${cap(content)}${hint}`, found: true };
    }
    catch (error) {
        const reason = errorText(error);
        // The file is there, and kept from the model on purpose: said so, and still no evidence either way.
        const refused = (0,excluded_paths/* excludedPathRefusal */.cp)(error);
        if (refused !== null)
            return {
                label,
                text: `not shown: ${refused}; this is no evidence either way`,
                found: false,
                failed: reason,
            };
        return { label, text: failedText(safe, reason), found: false, failed: reason };
    }
}
/**
 * `text` cut to the lines around `symbol` within `limit` characters: its declarations first, then
 * the lines that mention it, FOCUS_RADIUS lines on each side, in file order with the line numbers
 * of each part. Null when the whole file fits or the file never names the symbol.
 */
function cutAround(path, text, symbol, limit = FETCH_CHAR_CAP) {
    if (text.length <= limit)
        return null;
    const lines = text.split('\n');
    const name = simpleName(symbol);
    const word = new RegExp(`(^|[^\\p{L}\\p{N}_$])${name.replace(/[$]/g, '\\$')}([^\\p{L}\\p{N}_$]|$)`, 'u');
    const parse = name === '' ? null : (0,parse_file/* parseFile */.C)(path, text);
    const centres = (parse?.ok ? parse.declarations : [])
        .filter((d) => d.name === name)
        .map((d) => [d.startLine - 1, d.endLine - 1]);
    lines.forEach((line, i) => {
        if (name !== '' && word.test(line))
            centres.push([i, i]);
    });
    if (centres.length === 0)
        return null;
    const taken = [];
    let used = 0;
    for (const [from, to] of centres) {
        const range = [
            Math.max(0, from - FOCUS_RADIUS),
            Math.min(lines.length - 1, to + FOCUS_RADIUS),
        ];
        const size = lines.slice(range[0], range[1] + 1).join('\n').length;
        if (used > 0 && used + size > limit)
            continue;
        taken.push(range);
        used += size;
    }
    taken.sort((a, b) => a[0] - b[0]);
    const merged = [];
    for (const r of taken) {
        const last = merged[merged.length - 1];
        if (last && r[0] <= last[1] + 1)
            last[1] = Math.max(last[1], r[1]);
        else
            merged.push([...r]);
    }
    const parts = merged.map(([a, b]) => `[lines ${a + 1}-${b + 1} of ${lines.length}]\n${cap(lines.slice(a, b + 1).join('\n'), limit)}`);
    return `[${path} is ${text.length} characters: the parts around ${name}]\n${parts.join('\n')}`;
}
/**
 * A symbol's declarations and usages from the run's index. An `unknown` answer (a language without
 * a parser that spells the name, a failed search or read, a spent budget) or no index at all is a
 * failed lookup, never "none": the audit may not drop a finding on it.
 */
async function lookupSymbol(index, symbol) {
    const label = `symbol ${symbol}`;
    const name = simpleName(symbol);
    if (index === null) {
        const reason = 'the repository index is not available in this run';
        return { label, text: failedText(`a declaration of ${name}`, reason), found: false, failed: reason };
    }
    const definition = await index.definition(name);
    if (definition.status === 'unknown')
        return {
            label,
            text: failedText(`a declaration of ${name}`, definition.reason),
            found: false,
            failed: definition.reason,
        };
    const usages = usagesText(name, await index.usages(name, MAX_USAGES));
    const failed = usages.failed !== undefined ? { failed: `usage search: ${usages.failed}` } : {};
    if (definition.status === 'none')
        return {
            label,
            text: cap(`no declaration found (parsed declarations of the reviewed revision)\n\n${usages.text}`),
            found: false,
            ...failed,
        };
    const text = definition.hits.map((h) => `${h.path}:${h.startLine}-${h.endLine}\n${h.text}`).join('\n\n');
    // A long declaration is cut, not the usages after it: who calls it is often what was asked.
    const room = Math.max(FETCH_CHAR_CAP / 2, FETCH_CHAR_CAP - usages.text.length);
    return { label, text: `${cap(text, room)}\n\n${cap(usages.text)}`, found: true, ...failed };
}
/**
 * Where the symbol is used at the reviewed revision, declarations left out: a finding about a
 * changed contract ("callers still pass two arguments") is judged on the callers, not the
 * declaration. A failed search says so rather than "none".
 */
function usagesText(name, answer) {
    if (answer.status === 'unknown')
        return { text: `usages: ${failedText(`a usage of ${name}`, answer.reason)}`, failed: answer.reason };
    if (answer.status === 'none')
        return { text: `usages of ${name}: none found outside its declaration` };
    const more = (answer.more ? '\n(more usages not shown)' : '') +
        (answer.withheld ? `\n(${(0,excluded_paths/* withheldNote */.a7)(answer.withheld)})` : '');
    return {
        text: `usages of ${name} (textual search):\n${answer.hits.map((h) => `${h.path}:${h.startLine}: ${h.text.trim()}`).join('\n')}${more}`,
    };
}
/** The last segment of a qualified name (`Cart.total`, `cart::total`, `Cart#total` \u2192 `total`). */
function simpleName(symbol) {
    const parts = symbol
        .trim()
        .replace(/\(.*$/, '')
        .split(/::|\.|#/);
    return parts[parts.length - 1]?.trim() ?? '';
}

;// CONCATENATED MODULE: ./.tmp/bundle-src/review/model/reflect/evidence.js
/**
 * Whether the audit's evidence is code it was really shown. A model asked for a quote can write a
 * plausible line that is not there; a keep resting on such a line rests on nothing. The check
 * forgives what a careful quote still differs in: the excerpt's `NUMBER MARK` prefix, indentation
 * and runs of spaces, and "\u2026" between the quoted lines.
 */
/** Shortest quoted line (without spaces) that counts: `}` or `return;` prove nothing. */
const MIN_QUOTE_CHARS = 8;
/** The first line of `evidence` found in `shown`, or null when none of them is there. */
function quotedIn(evidence, shown) {
    const corpus = shown.map((text) => text.split('\n').map(evidence_normal).join('\n')).join('\n');
    for (const raw of evidence.split(/\n|\u2026|\.\.\./)) {
        const line = evidence_normal(raw);
        if (line.replace(/\s/g, '').length >= MIN_QUOTE_CHARS && corpus.includes(line))
            return line;
    }
    return null;
}
/** A line without the rendered diff's number and mark, whitespace collapsed. */
function evidence_normal(line) {
    return line
        .replace(/^\s*\d+\s[+\-~ ]\s?/, '')
        .replace(/^\s*[+-]\s/, '')
        .replace(/\s+/g, ' ')
        .trim();
}

;// CONCATENATED MODULE: ./.tmp/bundle-src/review/model/reflect/verdicts.js
/**
 * The reflection audit's answer: one verdict per finding id. Parsed into a discriminated union so
 * a verdict that is not clearly `drop` with a reason can never remove a finding (and reflect.ts
 * also wants the drop's quoted evidence, found in the code shown, before it removes one).
 */

/** Strict-mode JSON Schema of the audit's answer. */
const VERDICTS_JSON_SCHEMA = {
    type: 'object',
    additionalProperties: false,
    required: ['verdicts'],
    properties: {
        verdicts: {
            type: 'array',
            items: {
                type: 'object',
                additionalProperties: false,
                required: ['id', 'verdict', 'reason', 'evidence', 'file', 'symbol', 'known'],
                properties: {
                    id: { type: 'string' },
                    verdict: { type: 'string', enum: ['keep', 'drop', 'need', 'duplicate'] },
                    reason: {
                        anyOf: [{ type: 'string' }, { type: 'null' }],
                        description: 'Why: required for drop (what the quoted code shows); for keep, what would have made the finding wrong and why it does not, or what could not be verified.',
                    },
                    evidence: {
                        anyOf: [{ type: 'string' }, { type: 'null' }],
                        description: 'For drop: the line(s) of code shown above that disprove the finding, copied verbatim. A drop without it keeps the finding. Null for keep and need.',
                    },
                    file: {
                        anyOf: [{ type: 'string' }, { type: 'null' }],
                        description: 'Only for need: repository-relative path to read. Null for keep and drop.',
                    },
                    symbol: {
                        anyOf: [{ type: 'string' }, { type: 'null' }],
                        description: 'Only for need: function, class or method whose declaration and usages to look up. Null for keep and drop.',
                    },
                    known: {
                        anyOf: [{ type: 'string' }, { type: 'null' }],
                        description: 'Only for duplicate: the id (k1, k2, ...) of the known finding that already reports this problem. Null otherwise.',
                    },
                },
            },
        },
    },
};
const VERDICTS_SCHEMA = { name: 'reflection_verdicts', schema: VERDICTS_JSON_SCHEMA, strict: true };
const blankToNull = schemas/* string */.YjP()
    .nullish()
    .transform((s) => (s === null || s === undefined || s.trim() === '' ? null : s.trim()));
const RawVerdict = schemas/* object */.Ikc({
    id: schemas/* union */.KCZ([schemas/* string */.YjP(), schemas/* number */.aig()]).transform(String),
    verdict: schemas/* string */.YjP().transform((v) => v.trim().toLowerCase()),
    reason: blankToNull,
    evidence: schemas/* string */.YjP()
        .nullable()
        .optional()
        .transform((s) => (s === undefined ? undefined : s === null || s.trim() === '' ? null : s)),
    file: blankToNull,
    symbol: blankToNull,
    known: blankToNull,
});
/**
 * Parses the audit's answer. A verdict that is unknown, a drop without a reason, a need without
 * a file or symbol, or a duplicate without the known id is reported as a problem and left out (its
 * finding is then kept).
 */
function parseVerdicts(raw) {
    let data;
    try {
        data = JSON.parse(raw.replace(/^\s*```(?:json)?\s*\n([\s\S]*?)\n?```\s*$/, '$1'));
    }
    catch (error) {
        return { ok: false, error: `not valid JSON (${error.message})` };
    }
    const top = schemas/* object */.Ikc({ verdicts: schemas/* array */.YOg(schemas/* unknown */.L5J()) }).safeParse(data);
    if (!top.success)
        return { ok: false, error: 'expected an object {"verdicts": [...]}' };
    const verdicts = [];
    const problems = [];
    for (const item of top.data.verdicts) {
        const parsed = RawVerdict.safeParse(item);
        if (!parsed.success) {
            problems.push('a verdict without an id or verdict');
            continue;
        }
        const v = parsed.data;
        if (v.verdict === 'keep')
            verdicts.push({ id: v.id, verdict: 'keep' });
        else if (v.verdict === 'drop' && v.reason)
            verdicts.push({ id: v.id, verdict: 'drop', reason: v.reason, evidence: v.evidence ?? null });
        else if (v.verdict === 'need' && (v.file || v.symbol))
            verdicts.push({ id: v.id, verdict: 'need', file: v.file, symbol: v.symbol });
        else if (v.verdict === 'duplicate' && v.known)
            verdicts.push({ id: v.id, verdict: 'duplicate', known: v.known });
        else
            problems.push(`${v.id}: "${v.verdict}" without what it needs`);
    }
    return { ok: true, verdicts, problems };
}

;// CONCATENATED MODULE: ./.tmp/bundle-src/review/model/reflect/reflect.js







/** Audits `findings`; returns the kept ones, the dropped ones with reasons, and warnings. */
async function reflectFindings(input) {
    const maxHops = input.maxHops ?? 2;
    const maxFetches = input.maxFetches ?? 5;
    const { audited, unaudited } = auditScope(input.findings, input.inlineFloor);
    if (unaudited.length > 0)
        input.context.logger.debug(`reflection: ${unaudited.length} finding(s) not audited (below the inline floor, or below high and sure)`);
    const byId = new Map(audited.map((f, i) => [`f${i + 1}`, f]));
    const kept = new Set();
    const dropped = [];
    const warnings = [];
    const fetched = [];
    const asked = new Set();
    // Lookups that failed (key \u2192 why), and the findings that asked for one: the audit judged those
    // without the code it wanted, so it may not drop them.
    const failed = new Map();
    const blind = new Map();
    let pending = [...byId.keys()];
    const known = knownForAudit(audited, input.known ?? []);
    const duplicates = [];
    for (let hop = 0; pending.length > 0; hop++) {
        const answer = await audit(input, pending, byId, fetched, known);
        if (!answer.ok) {
            warnings.push(`reflection: ${answer.error}; all ${pending.length} finding(s) it was checking are kept`);
            break;
        }
        const { needs, missing } = judge(input, pending, answer, {
            byId,
            known,
            blind,
            kept,
            dropped,
            duplicates,
            warnings,
        });
        if (missing > 0)
            warnings.push(`reflection gave no usable verdict for ${missing} finding(s); they are kept`);
        pending = needs.map((n) => n.id);
        if (pending.length === 0)
            break;
        if (!pending.some((id) => paysForARequest(byId.get(id)))) {
            // Only observations want more code: not worth a lookup round (audit-scope.ts); kept as written.
            input.context.logger.debug(`reflection: ${pending.length} low finding(s) wanted more code; kept`);
            break;
        }
        const before = fetched.length;
        if (hop < maxHops)
            await fetchNeeds(input, needs, { fetched, asked, failed, blind, warnings, maxFetches });
        // Nothing new to show (hop or fetch limit reached, or the same request again): asking once more
        // would get the same answer.
        if (fetched.length === before) {
            warnings.push(`reflection wanted more code than it may read for ${pending.length} finding(s); they are kept`);
            break;
        }
    }
    for (const id of pending)
        kept.add(id);
    const keeps = new Set([...byId].filter(([id]) => kept.has(id)).map(([, f]) => f));
    for (const f of unaudited)
        keeps.add(f);
    return { kept: input.findings.filter((f) => keeps.has(f)), dropped, duplicates, warnings };
}
/**
 * Applies one answer to the `pending` findings: a drop stands only with a quote found in the code
 * shown and no failed lookup behind it; need asks again; everything else keeps the finding.
 */
function judge(input, pending, answer, { byId, known, blind, kept, dropped, duplicates, warnings }) {
    const { logger } = input.context;
    const verdicts = new Map(answer.verdicts.map((v) => [v.id, v]));
    const needs = [];
    let missing = 0;
    for (const id of pending) {
        const v = verdicts.get(id);
        if (!v)
            missing++;
        const missed = blind.get(id);
        const finding = byId.get(id);
        const disproof = v?.verdict === 'drop' ? disproved(v, answer.shown) : null;
        if (v?.verdict === 'drop' && (missed !== undefined || disproof === null)) {
            // Not evidence either way: the code it asked for could not be read, or it quoted nothing it was shown.
            const why = missed !== undefined ? `after ${missed}` : 'without quoting code it was shown that disproves it';
            warnings.push(`reflection would drop "${finding.title}" ${why}; it is kept`);
            kept.add(id);
        }
        else if (v?.verdict === 'drop')
            dropped.push({ finding, reason: `${v.reason} (${disproof})` });
        else if (v?.verdict === 'need')
            needs.push(v);
        else {
            // A duplicate is kept: the merge folds it into the known comment (its text enriches that one).
            const repeated = v?.verdict === 'duplicate' ? known.get(v.known) : undefined;
            if (repeated !== undefined && repeated.path === finding.path)
                duplicates.push({ finding, known: repeated.fingerprint });
            else if (v?.verdict === 'duplicate')
                logger.debug(`reflection named ${v.known} for ${id}, not a known finding on its file`);
            kept.add(id);
        }
    }
    return { needs, missing };
}
/** The quoted line that backs a drop (as `quoted: \u2026`), or null when its evidence is not in the code shown. */
function disproved(v, shown) {
    const line = v.evidence === null ? null : quotedIn(v.evidence, shown);
    return line === null ? null : `quoted: ${JSON.stringify(line.slice(0, 120))}`;
}
/** Reads the files and symbols the audit asked for, each once and at most `maxFetches` in all. */
async function fetchNeeds(input, needs, { fetched, asked, failed, blind, warnings, maxFetches }) {
    for (const need of needs) {
        for (const [kind, name] of [
            ['file', need.file],
            ['symbol', need.symbol],
        ]) {
            if (name === null)
                continue;
            const key = `${kind}:${name}`;
            const earlier = failed.get(key);
            if (earlier !== undefined)
                blind.set(need.id, earlier);
            if (asked.has(key) || asked.size >= maxFetches)
                continue;
            asked.add(key);
            // A file asked for with a symbol is shown around that symbol when it is too long to show whole.
            const got = kind === 'file'
                ? await fetchFile(input.change.workspace, name, input.change.headRef, need.symbol)
                : await lookupSymbol(input.symbols ?? null, name);
            input.context.logger.debug(`reflection read ${got.label}: ${got.found ? 'found' : got.text}`);
            fetched.push({ label: got.label, text: got.text });
            if (got.failed !== undefined) {
                const why = `the lookup of ${got.label} failed (${got.failed})`;
                failed.set(key, why);
                blind.set(need.id, why);
                warnings.push(`reflection: ${why}`);
            }
        }
    }
}
/** The known findings on the audited findings' files, by the id the audit names them with (`k1`). */
function knownForAudit(findings, known) {
    const paths = new Set(findings.map((f) => f.path));
    const mine = known.filter((k) => paths.has(k.path)).slice(0, known_prompt/* MAX_KNOWN_LISTED */.Tu);
    return new Map(mine.map((k, i) => [`k${i + 1}`, k]));
}
async function audit(input, ids, byId, fetched, known) {
    const files = input.change.files;
    const ctx = input.excerptContext ?? (0,context/* createPromptContext */.E)({ files, countTokens: () => 0, paddingLines: 0 });
    const view = input.view === undefined ? {} : { view: input.view };
    const rendered = renderAudit(ids, byId, { files, ctx, ...view, intent: input.intent ?? null, known }, fetched);
    const user = input.redact(rendered.text);
    let response;
    input.onSend?.();
    try {
        response = await input.model.complete({
            system: auditSystem(),
            messages: [{ role: 'user', content: user }],
            schema: VERDICTS_SCHEMA,
            maxOutputTokens: input.maxOutputTokens ?? 4_000,
        });
    }
    catch (error) {
        return {
            ok: false,
            error: `the audit call failed (${error instanceof Error ? error.message : String(error)})`,
        };
    }
    if (response.finishReason !== 'stop' && response.finishReason !== 'other') {
        return { ok: false, error: `the audit answer ended with "${response.finishReason}"` };
    }
    const parsed = parseVerdicts(response.text);
    if (!parsed.ok)
        return { ok: false, error: `the audit answer could not be parsed (${parsed.error})` };
    if (parsed.problems.length > 0)
        input.context.logger.debug(`reflection verdict problems: ${parsed.problems.join('; ')}`);
    return { ok: true, verdicts: parsed.verdicts, shown: rendered.shown.map(input.redact) };
}

;// CONCATENATED MODULE: ./.tmp/bundle-src/review/model/exec/audit-family.js



/** A family that was not audited (reflect off, or nothing found): everything kept. */
function notAudited(family, kept) {
    return { family, kept, dropped: [], duplicates: [], warnings: [], requests: 0 };
}
/** Audits one family's findings, one verdict per fingerprint. */
async function auditFamily(family, found, input) {
    const { context } = input;
    const byIdentity = new Map();
    for (const f of found)
        byIdentity.set(f.fingerprint, [...(byIdentity.get(f.fingerprint) ?? []), f]);
    const shown = [...byIdentity.values()].map(strongest);
    let requests = 0;
    const reflected = await context.observer.span('prlens.reflect', 
    // One conversation for every unit's audit, as the session viewer and the timeline name it.
    { conversation: 'reflect', 'prlens.findings': shown.length }, () => reflectFindings({
        context,
        change: input.change,
        findings: shown,
        model: input.model,
        excerptContext: input.ctx,
        symbols: input.ctx.repo?.symbols ?? null,
        view: input.view,
        ...(input.inlineFloor ? { inlineFloor: input.inlineFloor } : {}),
        intent: input.ctx.background,
        known: input.ctx.known ?? [],
        redact: redact/* redactSecrets */.fp,
        onSend: () => requests++,
    }));
    for (const d of reflected.dropped)
        context.logger.info(`reflection dropped "${d.finding.title}": ${d.reason}`);
    return {
        family,
        kept: reflected.kept.flatMap((f) => byIdentity.get(f.fingerprint) ?? [f]),
        dropped: reflected.dropped,
        duplicates: reflected.duplicates.map((d) => [d.finding.fingerprint, d.known]),
        warnings: reflected.warnings,
        requests,
    };
}
/** The copy the audit reads: the most severe, then most confident, then one pinned to a line. */
function strongest(copies) {
    const rank = (f) => [types/* SEVERITY_RANK */.f3[f.severity], f.confidence, f.anchored ? 1 : 0];
    return copies.reduce((best, f) => {
        const [a, b] = [rank(f), rank(best)];
        const i = a.findIndex((v, k) => v !== b[k]);
        return i !== -1 && a[i] > b[i] ? f : best;
    });
}

;// CONCATENATED MODULE: ./.tmp/bundle-src/review/model/exec/run-model-review.js
/**
 * The execution half of the lens engine: run the planned calls, relocate each claimed finding onto
 * the diff lines its call showed, and let one audit call per family remove what the diff disproves.
 * It neither deduplicates nor decides what is inline: the pipeline's dedupe and verify stages do,
 * once, for every lens (src/review/pipeline.ts).
 */





/**
 * Runs the model lenses over the planned calls and returns relocated, audited findings. Each
 * family's audit starts as soon as its own calls are in, in the same pool as the other families'
 * lens calls, instead of after the last call of the run.
 */
async function runModelReview(input) {
    const { context, change } = input;
    const pool = new Pool(input.budgets.maxConcurrency);
    const indexes = new UnitIndexes(change.files);
    const auditModel = pooledModel(input.model, pool);
    const relocate = (results) => relocateAll(results, indexes, context);
    // Each family's audit lands here once; everything else is derived from this list at the end.
    const audits = [];
    // The findings of the families done so far: the budget ranks each new family's among them.
    const seen = [];
    const executed = await context.logger.group('Model lenses', () => executeCalls({
        context,
        calls: input.calls,
        units: input.units,
        lenses: input.lenses,
        ctx: input.ctx,
        model: input.model,
        budgets: input.budgets,
        ...(input.onCalls ? { onCalls: input.onCalls } : {}),
        pool,
        onFamilyDone: async (family, results) => {
            const found = relocate(results);
            const { reach, beyond } = input.findingsBudget
                ? (0,findings_budget/* withinBudget */.x)(found, seen, input.findingsBudget.max, { gate: input.findingsBudget.gate })
                : { reach: found, beyond: [] };
            seen.push(...found);
            if (beyond.length > 0)
                context.logger.debug(`reflection: ${beyond.length} finding(s) beyond the findings budget not audited`);
            if (!input.reflect || reach.length === 0)
                return void audits.push(notAudited(family, found));
            // The audit reads each finding in the excerpt its unit's prompt showed.
            const audited = await auditFamily(family, reach, {
                ...input,
                model: auditModel,
                view: results.flatMap((r) => r.unit.files),
            });
            audits.push({ ...audited, kept: [...audited.kept, ...beyond] });
        },
    }));
    // After an auth/quota failure the audit would fail the same way: what was not audited is kept as is.
    const audited = new Set(audits.map((a) => a.family));
    const rest = relocate(executed.results.filter((r) => !audited.has(r.family)));
    const kept = [...audits.flatMap((a) => a.kept), ...rest];
    return {
        findings: kept.filter((f) => f.anchored),
        unanchored: kept.filter((f) => !f.anchored),
        warnings: [...executed.warnings, ...audits.flatMap((a) => a.warnings)],
        incomplete: executed.incomplete,
        calls: executed.requests + audits.reduce((sum, a) => sum + a.requests, 0),
        packTokens: executed.packTokens,
        packCutTokens: executed.packCutTokens,
        coverage: {
            notReviewed: executed.coverage.notReviewed({ files: change.files, lenses: input.lenses }),
        },
        droppedByAudit: audits.flatMap((a) => a.dropped.map(({ finding: f, reason }) => ({ path: f.path, line: f.line, title: f.title, reason }))),
        duplicates: new Map(audits.flatMap((a) => a.duplicates)),
    };
}
/** Relocates the claims of some calls onto the lines each call showed (unplaced ones are kept). */
function relocateAll(results, indexes, context) {
    const found = [];
    for (const { unit, findings } of results) {
        for (const claim of findings) {
            const { finding, reason } = anchorFinding(claim, unit, indexes);
            if (reason !== null)
                context.logger.debug(`unanchored finding "${finding.title}": ${reason}`);
            found.push(finding);
        }
    }
    return found;
}

;// CONCATENATED MODULE: ./.tmp/bundle-src/review/stages/model-lenses/coverage-warnings.js
/** How many examples a summarised warning names. */
const WARNING_EXAMPLES = 3;
/** One warning for every planning gap, or null when the plan covers each hunk once per lens. */
function planGapWarning(gaps, examples = WARNING_EXAMPLES) {
    if (gaps.length === 0)
        return null;
    const named = gaps.map((g) => `${g.path} hunk ${g.hunk} for ${g.lens} (${g.unknown ? 'not in the change' : `planned ${g.count}\u00d7`})`);
    return (`coverage: ${count(gaps.length, 'hunk/lens pair')} not planned exactly once (${sample(named, examples)}); ` +
        'the review is incomplete');
}
/** One warning per reason for the (file, lens) pairs that were not reviewed, with counts and examples. */
function notReviewedWarnings(gaps, examples = WARNING_EXAMPLES) {
    const byReason = new Map();
    for (const gap of gaps) {
        // One line per cause, not per call: `call u3:docs failed: 500` and `call u4:tests failed: 500` agree.
        const reason = gap.reason.replace(/^call \S+ /, '');
        const list = byReason.get(reason) ?? [];
        list.push(gap);
        byReason.set(reason, list);
    }
    return [...byReason].map(([reason, list]) => {
        const files = [...new Set(list.map((g) => g.path))];
        const lenses = [...new Set(list.map((g) => g.lens))];
        return (`not reviewed: ${count(files.length, 'file')} (${sample(files, examples)}) through ` +
            `${count(lenses.length, 'lens', 'lenses')} (${lenses.join(', ')}): ${reason}`);
    });
}
function sample(items, examples) {
    const shown = items.slice(0, examples).join(', ');
    return items.length > examples ? `${shown} and ${items.length - examples} more` : shown;
}
function count(n, noun, pluralNoun = `${noun}s`) {
    return `${n} ${n === 1 ? noun : pluralNoun}`;
}

// EXTERNAL MODULE: ./.tmp/bundle-src/review/model/plan/route.js
var route = __webpack_require__(62273);
// EXTERNAL MODULE: ./.tmp/bundle-src/review/model/plan/index.js + 1 modules
var model_plan = __webpack_require__(49001);
;// CONCATENATED MODULE: ./.tmp/bundle-src/review/stages/model-lenses/model-lenses.js








/** Plans and runs the model lenses over the kept files. */
async function runModelLenses(input) {
    const { settings } = input;
    const withHunks = input.change.files.filter((f) => f.hunks.length > 0);
    // Every read of the model half (the audit's files, the deep agent's tools) skips what select left out.
    const { pathFilter } = input.change;
    const workspace = pathFilter
        ? (0,excluded_paths/* excludingWorkspace */.pR)(input.change.workspace, pathFilter)
        : input.change.workspace;
    const change = { ...input.change, files: withHunks, workspace };
    const lenses = (0,model_plan/* resolveLenses */.tb)(settings.preset, settings.lenses, settings.customLenses ?? []);
    const ctx = (0,model_plan/* createPromptContext */.EW)({
        files: withHunks,
        contents: input.change.contents,
        language: settings.language,
        background: input.background ?? null,
        countTokens: (text) => input.model.countTokens(text),
        instructions: settings.pathInstructions ?? [],
        known: input.known ?? [],
    });
    const groups = await groupStep(input, withHunks);
    const mode = settings.repoContext ?? context_mode/* DEFAULT_REPO_CONTEXT */.jw;
    if (settings.preset === 'deep') {
        // Deep looks code up with its own tools: the engine gives its conversations their packs only.
        const { repo, warning } = (0,context_mode/* packsOn */.m)(mode)
            ? await contextStep(input, withHunks, 'pack')
            : { repo: null, warning: null };
        // A tool-using conversation per group (src/review/deep); same result shape as the lens presets.
        const deep = await runDeepReview({
            context: input.context,
            change,
            groups,
            // The pack after the group's diff, in its cacheable system prompt (deep-prompt.ts).
            ctx: repo === null ? ctx : { ...ctx, repo: (0,context_mode/* offeredContext */.ZJ)(repo, 'pack') },
            lenses,
            model: input.model,
            settings: { ...settings, effort: settings.effort ?? 1 },
            // Its groups keep callers with callees by the same parse as the lens presets' units.
            parse: repo?.parsePrFile ?? (0,model_plan/* prFileParser */.oU)(input.change.contents),
            // The run's one deadline, not a fresh max-review-seconds counted from after the grouping call.
            deadline: Number.isFinite(input.deadline) ? input.deadline : undefined,
        });
        return {
            ...deep,
            warnings: [...(warning === null ? [] : [warning]), ...deep.warnings],
            lenses: lenses.map((l) => l.id),
            droppedByAudit: [],
            duplicates: new Map(),
            packTokens: repo === null ? null : deep.packTokens,
            packCutTokens: repo === null ? null : deep.packCutTokens,
        };
    }
    const { repo, warning } = await contextStep(input, withHunks, mode);
    const withRepo = repo === null ? ctx : { ...ctx, repo: (0,context_mode/* offeredContext */.ZJ)(repo, mode) };
    const planned = planStep(input, withHunks, groups, lenses, withRepo, repo?.parsePrFile ?? null);
    const { coverage, ...result } = await callStep(input, change, planned, lenses, withRepo);
    if (result.packCutTokens > 0)
        input.context.logger.info(`context packs: each unit's cap (its diff's size) left out ${result.packCutTokens} token(s) of context over the requests sent`);
    return {
        ...result,
        warnings: [
            ...(warning === null ? [] : [warning]),
            ...planned.warnings,
            ...notReviewedWarnings(coverage.notReviewed),
            ...result.warnings,
        ],
        incomplete: result.incomplete || planned.gaps.length > 0,
        lenses: lenses.map((l) => l.id),
        packTokens: repo === null || !(0,context_mode/* packsOn */.m)(mode) ? null : result.packTokens,
        packCutTokens: repo === null || !(0,context_mode/* packsOn */.m)(mode) ? null : result.packCutTokens,
    };
}
/**
 * The repository context engine (src/context): the index of the head and every hunk's context pack,
 * built once before the calls are planned, so each unit's prefix carries its pack. A failure of the
 * engine itself costs the packs, not the review: the calls run without them and the report's
 * warnings say so (the review saw less than it would have).
 */
async function contextStep(input, withHunks, mode) {
    const { context, change, settings, model } = input;
    try {
        const { prepareReviewContext } = await __webpack_require__.e(/* import() */ 5969).then(__webpack_require__.bind(__webpack_require__, 58350));
        const repo = await prepareReviewContext({
            files: withHunks,
            contents: change.contents,
            workspace: change.workspace,
            headRef: change.headRef,
            clock: context.clock,
            maxInputTokens: settings.maxInputTokens,
            maxReviewSeconds: settings.maxReviewSeconds,
            ...(input.deadline !== undefined ? { deadline: input.deadline } : {}),
            countTokens: (text) => model.countTokens(text),
            // The raw workspace and the filter: the index says which paths it withheld, not "none".
            excluded: change.pathFilter,
            mode,
        });
        for (const note of repo.notes())
            context.logger.info(note);
        context.logger.info((0,context_mode/* packsOn */.m)(mode)
            ? `context packs: up to ${repo.budgetTokens} tokens a call; the index ran ${repo.packWork.searches} search(es) and read ${repo.packWork.files} file(s)`
            : `repo-context ${mode}: no context packs built${(0,context_mode/* lookupsOn */.pw)(mode) ? '; calls may look code up' : ', no lookup round'}`);
        return { repo, warning: null };
    }
    catch (error) {
        const warning = `repository context packs skipped (the review calls ran without them): ${error instanceof Error ? error.message : String(error)}`;
        context.logger.warn(warning);
        return { repo: null, warning };
    }
}
/** Groups the files whose changes belong together (one model call; a fallback when it fails). */
async function groupStep(input, withHunks) {
    const grouping = await input.context.observer.span('prlens.grouping', { conversation: 'grouping', 'prlens.files': withHunks.length }, () => (0,model_plan/* groupFiles */.Z1)(withHunks, { model: input.model }));
    input.context.logger.info(`grouped ${withHunks.length} file(s) into ${grouping.groups.length} group(s)` +
        (grouping.reason ? ` (${grouping.reason})` : ''));
    return grouping.groups;
}
/** Tokens a unit keeps free for its largest lens suffix and, at most, every per-path instruction. */
function reserveTokensFor(input, lenses, ctx) {
    const instructions = input.settings.pathInstructions ?? [];
    const guidance = (0,prompt_guidance/* renderGuidance */.zg)(instructions);
    return (Math.max(...lenses.map((lens) => ctx.countTokens((0,model_plan/* buildUser */.wN)([lens])))) +
        (guidance === null
            ? 0
            : ctx.countTokens(`${(0,prompt_guidance/* guidanceIntro */.Nt)('<<<', '>>>', (0,prompt_guidance/* hasAgentFiles */.Nz)(instructions))}\n${guidance}`) + 16));
}
/** Packs the groups into units under max-input-tokens, routes hunks, builds the calls, proves coverage. */
function planStep(input, withHunks, grouped, lenses, ctx, parse) {
    const { settings } = input;
    const budget = {
        maxInputTokens: settings.maxInputTokens,
        reserveTokens: reserveTokensFor(input, lenses, ctx),
    };
    // A changed caller and its changed callee share a unit when the budget allows (the index's parse).
    const together = (0,model_plan/* unitGroups */.lV)({ groups: grouped, files: withHunks, parse, ctx, budget });
    for (const note of together.notes)
        input.context.logger.debug(`grouping: ${note}`);
    const { groups } = together;
    const { units, oversized } = (0,model_plan/* packUnits */.vG)(groups, ctx, budget);
    const warnings = [];
    for (const unit of oversized) {
        warnings.push(`${unit.files.map((f) => f.path).join(', ')}: one hunk is larger than max-input-tokens ` +
            `(${settings.maxInputTokens}); it was sent whole`);
    }
    // Lenses named in the `lenses` input see every hunk: routing is for the preset's own lenses.
    const routing = settings.lenses.length > 0 ? null : (0,route/* routeHunks */.P6)(withHunks, input.change.contents);
    // The plan's units, not the packer's: `fast` may merge them, routing cuts sub-units from them.
    const plan = (0,model_plan/* buildPlan */.Gg)(units, lenses, ctx, settings.preset, routing);
    const gaps = (0,model_plan/* proveCoverage */.T6)(withHunks, plan, lenses, routing);
    const gapWarning = planGapWarning(gaps);
    if (gapWarning !== null)
        warnings.push(gapWarning);
    input.context.logger.info(`${plan.calls.length} model call(s) planned for ${lenses.length} lens(es): ${lenses.map((l) => l.id).join(', ')}`);
    return { plan, gaps, warnings };
}
/** Runs the planned calls under the budgets; each family is pinned, merged and audited as it lands. */
function callStep(input, change, { plan }, lenses, ctx) {
    const { settings, context } = input;
    let lastShown = -1;
    return runModelReview({
        context,
        change,
        calls: plan.calls,
        units: plan.units,
        lenses,
        ctx,
        model: input.model,
        budgets: {
            maxConcurrency: settings.maxConcurrency,
            maxInputTokens: settings.maxInputTokens,
            maxReviewTokens: settings.maxReviewTokens,
            maxReviewSeconds: settings.maxReviewSeconds,
            ...(input.deadline !== undefined ? { deadline: input.deadline } : {}),
        },
        reflect: settings.reflect,
        ...(input.inlineFloor ? { inlineFloor: input.inlineFloor } : {}),
        ...(input.findingsBudget ? { findingsBudget: input.findingsBudget } : {}),
        onCalls: ({ done, total, tokens }) => {
            context.onProgress?.({ phase: 'calls', done, total, tokens });
            if (done === lastShown)
                return;
            lastShown = done;
            context.logger.info(`calls ${done}/${total}, ${tokens} tokens`);
        },
    });
}


/***/ })

};
