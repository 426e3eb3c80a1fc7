export const id = 4156;
export const ids = [4156];
export const modules = {

/***/ 84156:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  O: () => (/* binding */ runReview)
});

// EXTERNAL MODULE: ./.tmp/bundle-src/core/mask.js
var core_mask = __webpack_require__(35987);
// EXTERNAL MODULE: ./.tmp/bundle-src/github/workspace.js + 1 modules
var workspace = __webpack_require__(99684);
// EXTERNAL MODULE: ./.tmp/bundle-src/i18n/index.js + 9 modules
var i18n = __webpack_require__(27667);
// EXTERNAL MODULE: ./.tmp/bundle-src/review/build-report.js
var build_report = __webpack_require__(82343);
// EXTERNAL MODULE: ./.tmp/bundle-src/review/pipeline.js + 12 modules
var pipeline = __webpack_require__(97174);
// EXTERNAL MODULE: ./.tmp/bundle-src/review/run-context.js
var run_context = __webpack_require__(20603);
// EXTERNAL MODULE: ./.tmp/bundle-src/review/select/prefetch.js
var prefetch = __webpack_require__(31010);
// EXTERNAL MODULE: ./.tmp/bundle-src/version.js
var version = __webpack_require__(21087);
// EXTERNAL MODULE: ./.tmp/bundle-src/app/agent-guidance.js + 1 modules
var agent_guidance = __webpack_require__(84107);
// EXTERNAL MODULE: ./.tmp/bundle-src/app/engine-settings.js
var engine_settings = __webpack_require__(47599);
;// CONCATENATED MODULE: ./.tmp/bundle-src/app/fork-gate.js
const sameName = (a, b) => a.toLowerCase() === b.toLowerCase();
/** Decides whether a PR is reviewed; same-repository PRs and an unset gate always are. */
function forkGate(pr, settings, event) {
    const trusted = settings['trusted-authors'];
    const label = settings['safe-to-review-label'];
    const gated = trusted.length > 0 || label !== undefined;
    // A label event reviews only when it is the safe label going on a fork PR that needs it.
    const labelEvent = event.labeled !== undefined;
    const isSafeLabel = label !== undefined && event.labeled !== undefined && sameName(event.labeled, label);
    if (!pr.isFork || !gated || trusted.includes(pr.authorAssociation)) {
        if (labelEvent)
            return { kind: 'skip', reason: 'a label does not change the code' };
        return { kind: 'review' };
    }
    if (labelEvent && !isSafeLabel)
        return { kind: 'skip', reason: `label '${event.labeled ?? ''}' does not ask for a review` };
    const hasLabel = label !== undefined && pr.labels.some((name) => sameName(name, label));
    const who = `pull request #${pr.number} comes from a fork and its author is ${pr.authorAssociation}`;
    const fix = label === undefined
        ? `not one of trusted-authors (${trusted.join(', ')}); review it with /review or prlens review --pr`
        : `${trusted.length > 0 ? `not one of trusted-authors (${trusted.join(', ')}); ` : ''}a maintainer who has read the change adds the label '${label}' to have it reviewed`;
    if (hasLabel && event.push) {
        return {
            kind: 'skip',
            reason: `${who}, and it has new commits since the label '${label}' was put on: ${fix} again`,
            removeLabel: label,
        };
    }
    if (hasLabel)
        return { kind: 'review' };
    return { kind: 'skip', reason: `${who}, ${fix}` };
}
/** Removes the label (GitHub answers 404 when it is already gone); a failure is a warning only. */
async function takeOffLabel(remove, label, logger) {
    try {
        await remove();
    }
    catch (error) {
        const status = error.status;
        if (status === 404)
            return;
        logger.warn(`prlens could not remove the label '${label}' (${error.message}); remove it by hand: ` +
            'it no longer vouches for the new commits (the token needs pull-requests: write)');
    }
}

// EXTERNAL MODULE: ./.tmp/bundle-src/app/imported-results.js
var imported_results = __webpack_require__(41096);
// EXTERNAL MODULE: ./.tmp/bundle-src/app/model.js + 3 modules
var app_model = __webpack_require__(53924);
// EXTERNAL MODULE: ./.tmp/bundle-src/app/open-pr.js + 11 modules
var open_pr = __webpack_require__(44094);
// EXTERNAL MODULE: ./.tmp/bundle-src/core/gate.js
var core_gate = __webpack_require__(41728);
// EXTERNAL MODULE: ./.tmp/bundle-src/core/line-index.js
var line_index = __webpack_require__(23644);
// EXTERNAL MODULE: ./.tmp/bundle-src/core/types.js + 1 modules
var types = __webpack_require__(13281);
// EXTERNAL MODULE: ./.tmp/bundle-src/report/common.js
var common = __webpack_require__(78317);
// EXTERNAL MODULE: ./.tmp/bundle-src/report/markdown-escape.js
var markdown_escape = __webpack_require__(42181);
// EXTERNAL MODULE: ./.tmp/bundle-src/report/markers.js
var markers = __webpack_require__(21513);
// EXTERNAL MODULE: ./.tmp/bundle-src/core/visible-text.js
var visible_text = __webpack_require__(52509);
// EXTERNAL MODULE: ./.tmp/bundle-src/prompt/redact.js
var redact = __webpack_require__(55741);
;// CONCATENATED MODULE: ./.tmp/bundle-src/report/inline-comment.js






/**
 * The comment body: bold title, severity and lens, the escaped prose, the suggestion, and the
 * fingerprint marker last. Over `maxChars`, the prose is cut first, then the suggestion is left
 * out, then the title is cut; the marker is never cut, since reruns find the thread by it.
 */
function commentBody(finding, mode, maxChars, tr = i18n/* ENGLISH */.VJ, 
/** The fingerprints of the findings merged into this one (none: it is one finding). */
members = []) {
    const own = (0,markers/* fingerprintMarker */.nn)(finding.fingerprint);
    // A merged comment names its members, so a 👎 on it rejects exactly what it showed.
    const marker = members.length > 1 ? `${(0,markers/* membersMarker */.aL)(members)}\n${own}` : own;
    if (marker.length > maxChars)
        throw new RangeError(`maxBodyChars ${maxChars} cannot hold the marker`);
    const meta = `<sub>${(0,markdown_escape/* escapeMarkdownInline */.E4)(`${finding.severity} · ${finding.lens} · ${finding.category}`)}</sub>`;
    const build = (title, prose, withSuggestion) => {
        const parts = [`**${(0,markdown_escape/* escapeMarkdownInline */.E4)(title)}**`, meta];
        if (prose !== '')
            parts.push((0,markdown_escape/* escapeMarkdownBlock */.Ap)(prose));
        if (withSuggestion)
            parts.push(...suggestionBlock(finding, mode, tr));
        else if (mode !== 'none')
            parts.push(`_${tr.t('suggestionLeftOut')}_`);
        parts.push(marker);
        return parts.join('\n\n');
    };
    // Another tool's message may quote a token it found: shown as its prefix, like every excerpt.
    const title = (0,redact/* redactSecrets */.fp)(finding.title.trim(), 'excerpt') || tr.t('defaultTitle');
    // A static finding's body opens with its rule message, which is already the bold title.
    const prose = (0,redact/* redactSecrets */.fp)((0,common/* bodyWithoutTitle */.Xe)(finding), 'excerpt');
    const full = build(title, prose, true);
    if (full.length <= maxChars)
        return full;
    for (const withSuggestion of [true, false]) {
        const cut = longestFit(prose, (p) => build(title, p, withSuggestion), maxChars);
        if (cut !== null)
            return cut;
    }
    return (longestFit(title, (t) => build(t, '', false), maxChars) ??
        // Even the fixed parts are too long: only the marker is kept, the finding stays in the summary.
        marker);
}
function suggestionBlock(finding, mode, tr) {
    if (finding.suggestion === null || mode === 'none')
        return [];
    const code = trimSuggestion(finding.suggestion);
    // codeBlock picks a fence longer than any backtick run in the code, so the code cannot close it.
    // It also shows a lone CR, a line separator or `<!--` as an escape: applied, a suggestion holding
    // one would commit the escape instead of the code, so it is shown as plain code and says why.
    // A suggestion that failed its check (it would commit a syntax error or a new finding) is shown
    // as code with the reason: the author may still want the idea, but not as a one-click commit.
    if (mode === 'suggestion' && finding.suggestion_check === 'broken') {
        const reason = (0,markdown_escape/* escapeMarkdownInline */.E4)(finding.suggestion_reason ?? 'it failed its check');
        return [tr.t('suggestionBroken', { reason }), (0,markdown_escape/* codeBlock */.DV)(code, (0,markdown_escape/* fenceLanguage */.SW)(finding.path))];
    }
    if (mode === 'suggestion' && !(0,visible_text/* hasHiddenBreaks */.p1)(code)) {
        // Only a prlens rule's own fix, re-checked by that rule, is labelled as checked (issue 42, point 3).
        const checked = finding.suggestion_check === 'verified' &&
            finding.suggestion_rule !== undefined &&
            finding.suggestion_rule === finding.rule;
        const verified = checked ? [`_${tr.t('suggestionVerified')}_`] : [];
        return [(0,markdown_escape/* codeBlock */.DV)(code, 'suggestion'), ...verified];
    }
    const label = mode === 'suggestion' ? tr.t('suggestionNotApplicable') : tr.t('suggestedChange');
    return [label, (0,markdown_escape/* codeBlock */.DV)(code, (0,markdown_escape/* fenceLanguage */.SW)(finding.path))];
}
/** The suggestion without the blank lines a model adds around it. */
function trimSuggestion(code) {
    // Only CRLF: a lone CR is a character of the code, which the comment shows as `\r`.
    return code.replace(/\r\n/g, '\n').replace(/\n$/, '');
}
/**
 * The longest cut of `text` (with an ellipsis) whose rendering fits `maxChars`, or null when even the
 * empty cut does not fit. Escaping can lengthen text, so the cut is found by bisection on the result.
 */
function longestFit(text, render, maxChars) {
    const cutAt = (n) => (n >= text.length ? text : n === 0 ? '' : `${safeSlice(text, n)}…`);
    if (render(cutAt(0)).length > maxChars)
        return null;
    let low = 0;
    let high = text.length;
    while (low < high) {
        const mid = Math.ceil((low + high) / 2);
        if (render(cutAt(mid)).length <= maxChars)
            low = mid;
        else
            high = mid - 1;
    }
    return render(cutAt(low));
}
/** `text.slice(0, n)` that never ends on the first half of a surrogate pair. */
function safeSlice(text, n) {
    const last = text.charCodeAt(n - 1);
    return text.slice(0, last >= 0xd800 && last <= 0xdbff ? n - 1 : n);
}

;// CONCATENATED MODULE: ./.tmp/bundle-src/github/comments.js



const DEFAULT_MAX_COMMENT_CHARS = 60_000;
/** Validates, orders and caps findings, and renders each as a review comment. */
function toReviewComments(findings, indexes, options) {
    const valid = [];
    const invalid = [];
    const invalidReasons = new Map();
    const reject = (finding, reason) => {
        invalid.push(finding);
        invalidReasons.set(finding, reason);
    };
    for (const finding of findings) {
        const index = indexes.get(finding.path);
        // A one-line range (start_line == line) is a single-line comment; GitHub rejects it as a range.
        const start = finding.start_line !== null && finding.start_line !== finding.line ? finding.start_line : null;
        if (!index) {
            reject(finding, `${finding.path} has no diff GitHub can comment on`);
            continue;
        }
        const check = index.check({ side: finding.side, line: finding.line, start_line: start });
        if (check.ok)
            valid.push({ finding, index, start });
        else
            reject(finding, check.reason);
    }
    valid.sort((a, b) => compareForPosting(a.finding, b.finding));
    const tr = (0,i18n/* translator */.Nj)(options.language);
    const kept = valid.slice(0, Math.max(0, options.maxComments));
    return {
        comments: kept.map(({ finding, index, start }) => ({
            finding,
            comment: {
                path: finding.path,
                line: finding.line,
                side: finding.side,
                ...(start !== null ? { start_line: start, start_side: finding.side } : {}),
                body: commentBody(finding, modeFor(finding, index, start, options), options.maxBodyChars, tr, options.members?.get(finding.fingerprint)),
            },
        })),
        invalid,
        invalidReasons,
        overflow: valid.slice(kept.length).map((v) => v.finding),
    };
}
/** Most severe first, then by path and line, so a cap drops the least important comments. */
function compareForPosting(a, b) {
    return (types/* SEVERITY_RANK */.f3[b.severity] - types/* SEVERITY_RANK */.f3[a.severity] ||
        (a.path < b.path ? -1 : a.path > b.path ? 1 : 0) ||
        (a.start_line ?? a.line) - (b.start_line ?? b.line) ||
        a.line - b.line);
}
function modeFor(finding, index, start, options) {
    const omit = options.brokenSuggestions === 'omit' && finding.suggestion_check === 'broken';
    return omit ? 'none' : suggestionMode(finding, index, start);
}
/**
 * A ```suggestion block is applied by GitHub in place of exactly the commented lines of the new
 * file, so it is used only on RIGHT when every line from start to end is a new-file line of the
 * diff; otherwise the code is shown as a plain block. A suggestion equal to the current lines
 * changes nothing and is left out.
 * https://docs.github.com/en/pull-requests/collaborating-with-pull-requests/reviewing-changes-in-pull-requests/incorporating-feedback-in-your-pull-request
 */
function suggestionMode(finding, index, start) {
    if (finding.suggestion === null)
        return 'none';
    if (finding.side !== 'RIGHT')
        return 'code';
    const current = [];
    for (let line = start ?? finding.line; line <= finding.line; line++) {
        const entry = index.get('RIGHT', line);
        if (!entry)
            return 'code';
        current.push(entry.text);
    }
    return trimSuggestion(finding.suggestion) === current.join('\n') ? 'none' : 'suggestion';
}

// EXTERNAL MODULE: ./.tmp/bundle-src/github/labels.js
var labels = __webpack_require__(13936);
// EXTERNAL MODULE: ./.tmp/bundle-src/github/threads.js
var github_threads = __webpack_require__(11982);
;// CONCATENATED MODULE: ./.tmp/bundle-src/report/learned.js
/**
 * What the team taught prlens on a PR: fingerprints of findings a repository member rejected (👎 on
 * our inline comment, or a `/prlens ignore` reply in its thread). The list is shown in the summary
 * comment with a hidden, marked line at its end. It is a display, never a source: anyone with write
 * access can edit the summary, so every review rebuilds the list from the reactions and replies
 * themselves and their authors' permission now (src/app/review-pr-steps.ts `learnFromTeam`).
 *
 * Scope: the summary is per PR, so the learned list is too. Repository-wide, prlens honours
 * `ignored-fingerprints` of the repo config; the summary prints the exact lines to add there to make
 * a rejection permanent for every PR (a file in the repository is the only repo-wide store that
 * needs no extra permission and goes through review itself).
 *
 * Where the list is read: only from the body's last line, the whole of it, by a pattern without the
 * `m` flag. The summary also prints text of the PR and of the model, which could hold a line that
 * looks like the marker (after a CR or U+2028, which `m` treats as line breaks, or in a fenced
 * block); "first match anywhere" would trust it. The last line is always written by this file, after
 * everything rendered, and a rendered line can never be last. Summaries of the previous format wrote
 * the marker at the same place, so they are read the same way; a marker anywhere else is ignored.
 */


const LEARNED_MARKER_PREFIX = '<!-- prlens:learned';
const LEARNED_VERSION = 1;
const LEARNED_HEADING = '### Learned from this PR';
/** Oldest entries are dropped past this: the summary must stay far under GitHub's 65,536 characters. */
const MAX_LEARNED = 200;
const FP = /^[0-9a-f]{16}$/;
const LOGIN = /^[A-Za-z0-9-]{1,39}(?:\[bot\])?$/;
const ISO = /^\d{4}-\d{2}-\d{2}T[\d:.]+Z$/;
// No `m` flag: it matches the last line alone (see lastLine), never a "line" inside rendered text.
const LINE = new RegExp(`^${LEARNED_MARKER_PREFIX} v(\\d+) (.*) -->$`);
/** The body's last line, trailing whitespace dropped (GitHub may keep or drop the final newline). */
function lastLine(body) {
    const text = body.trimEnd();
    return text.slice(text.lastIndexOf('\n') + 1);
}
function valid(entry) {
    if (typeof entry !== 'object' || entry === null)
        return false;
    const e = entry;
    return (typeof e.fp === 'string' &&
        FP.test(e.fp) &&
        typeof e.by === 'string' &&
        LOGIN.test(e.by) &&
        typeof e.at === 'string' &&
        ISO.test(e.at) &&
        (e.via === 'reaction' || e.via === 'reply'));
}
/**
 * The learned entries in a summary body; [] when there is no section, its version is unknown or its
 * JSON is broken (a person may edit the comment: a broken section is dropped, never fatal). Entries
 * that fail validation are dropped one by one.
 */
function readLearned(body) {
    const match = LINE.exec(lastLine(body ?? ''));
    if (!match || Number(match[1]) !== LEARNED_VERSION)
        return [];
    let parsed;
    try {
        parsed = JSON.parse(match[2] ?? '');
    }
    catch {
        return [];
    }
    return Array.isArray(parsed) ? parsed.filter(valid) : [];
}
/**
 * The hidden line. Every value was validated (hex, login characters, ISO time), so nothing in it
 * can close the HTML comment early.
 */
function learnedMarker(entries) {
    const safe = entries.filter(valid).map(({ fp, by, at, via }) => ({ fp, by, at, via }));
    return `${LEARNED_MARKER_PREFIX} v${LEARNED_VERSION} ${JSON.stringify(safe)} -->`;
}
/** Old entries first, then new ones whose fingerprint is not known yet; the newest MAX_LEARNED kept. */
function mergeLearned(old, added, max = MAX_LEARNED) {
    const seen = new Set();
    const out = [];
    for (const e of [...old, ...added]) {
        if (!valid(e) || seen.has(e.fp))
            continue;
        seen.add(e.fp);
        out.push(e);
    }
    return out.slice(Math.max(0, out.length - max));
}
/**
 * The visible section and the hidden line, appended to the summary body. Says how many findings
 * were held back, how to clear the list, and how to make it permanent for the repository.
 */
function learnedSection(entries, suppressed) {
    if (entries.length === 0)
        return '';
    const shown = entries.slice(-20);
    const items = shown.map((e) => 
    // The login is shown, never linked: a mention would notify everyone who rejected a finding.
    `- ${(0,markdown_escape/* codeSpan */.SS)(e.fp)} by ${(0,markdown_escape/* escapeMarkdownInline */.E4)(`@${e.by}`)} (${e.via === 'reaction' ? '👎' : '`/prlens ignore`'}, ${e.at.slice(0, 10)})`);
    if (entries.length > shown.length)
        items.unshift(`- _and ${entries.length - shown.length} earlier_`);
    const yaml = ['ignored-fingerprints:', ...entries.map((e) => `  - "${e.fp}"`)].join('\n');
    return [
        '',
        '',
        LEARNED_HEADING,
        '',
        (suppressed === null ? '' : `${(0,common/* plural */.LS)(suppressed, 'finding')} suppressed this run. `) +
            `A repository member rejected ${(0,common/* plural */.LS)(entries.length, 'finding')} (👎 on the comment, or a ` +
            '`/prlens ignore` reply); prlens will not post them on this PR again:',
        '',
        ...items,
        '',
        '<details><summary>Clear or keep this list</summary>',
        '',
        '- To take a rejection back, remove the 👎 or delete the `/prlens ignore` reply: each review re-reads them, and editing this comment changes nothing.',
        '- To ignore these findings on every PR of the repository, add them to `.github/prlens.yml`:',
        '',
        '```yaml',
        yaml,
        '```',
        '',
        '</details>',
        '',
        learnedMarker(entries),
    ].join('\n');
}
/** Appends the learned section to a rendered summary (before its final newline). */
function withLearned(summary, entries, suppressed) {
    const section = learnedSection(entries, suppressed);
    return section === '' ? summary : `${summary.trimEnd()}${section}\n`;
}
/**
 * A summary body with its learned section replaced by one for `entries` (a `/prlens ignore` between
 * two reviews). The section is always the end of the body, from its heading to the hidden line.
 */
function replaceLearned(body, entries) {
    const at = body.lastIndexOf(`\n\n${LEARNED_HEADING}\n`);
    const base = at >= 0 && LINE.test(lastLine(body)) ? body.slice(0, at) : body;
    return withLearned(base, entries, null);
}

;// CONCATENATED MODULE: ./.tmp/bundle-src/report/open-state.js


const OPEN_MARKER_PREFIX = '<!-- prlens:open';
const OPEN_VERSION = 1;
/** Entries kept in the line; past this the record says it is partial and the next run reviews all. */
const MAX_OPEN = 300;
const open_state_LINE = /^<!-- prlens:open v(\d+) (\{[A-Za-z0-9_",:{}[\]. -]*\}) -->$/;
const open_state_FP = /^[A-Za-z0-9._:-]{1,128}$/;
const PATH = /^[A-Za-z0-9_-]{1,4096}$/;
/** The hidden line for `open` (the first MAX_OPEN; `n` says how many there were). */
function openStateLine(open) {
    const items = open.slice(0, MAX_OPEN).map((f) => {
        if (!open_state_FP.test(f.fp))
            throw new Error(`invalid finding fingerprint ${JSON.stringify(f.fp)}`);
        const p = Buffer.from(f.path, 'utf8').toString('base64url');
        return { fp: f.fp, s: f.severity, p, l: f.line, x: f.security ? 1 : 0 };
    });
    return `${OPEN_MARKER_PREFIX} v${OPEN_VERSION} ${JSON.stringify({ n: open.length, items })} -->`;
}
/** The summary body with the open-findings line as its second line (replacing one already there). */
function withOpenState(summary, open) {
    const [marker = '', ...rest] = summary.split('\n');
    const body = open_state_LINE.test(rest[0] ?? '') ? rest.slice(1) : rest;
    return [marker, openStateLine(open), ...body].join('\n');
}
/**
 * The summary body without finding `fp` in its open-findings record, for a finding rejected between
 * reviews. A record that is partial (more findings than it holds) or absent is left as it is: it
 * cannot be rewritten without claiming to be whole, and the next review rebuilds it anyway.
 */
function withoutOpenFinding(summary, fp) {
    const state = readOpenState(summary);
    if (state === null || !state.whole || !state.findings.some((f) => f.fp === fp))
        return summary;
    return withOpenState(summary, state.findings.filter((f) => f.fp !== fp));
}
/**
 * The open findings recorded in our summary body; null when there is no record the gate can rely
 * on (no line, another version, broken JSON, an invalid entry): the caller then reviews every file
 * rather than trusting a partial view.
 */
function readOpenState(body) {
    const lines = (body ?? '').split('\n');
    if (!lines[0]?.startsWith(markers/* SUMMARY_MARKER_PREFIX */.ZB))
        return null;
    const match = open_state_LINE.exec(lines[1] ?? '');
    if (!match || Number(match[1]) !== OPEN_VERSION)
        return null;
    let parsed;
    try {
        parsed = JSON.parse(match[2] ?? '');
    }
    catch {
        return null;
    }
    const { n, items } = (parsed ?? {});
    if (!Number.isSafeInteger(n) || !Array.isArray(items))
        return null;
    const findings = [];
    for (const item of items) {
        const entry = parseEntry(item);
        if (entry === null)
            return null;
        findings.push(entry);
    }
    return { findings, whole: n === findings.length };
}
function parseEntry(item) {
    if (typeof item !== 'object' || item === null)
        return null;
    const { fp, s, p, l, x } = item;
    if (typeof fp !== 'string' || !open_state_FP.test(fp))
        return null;
    if (typeof s !== 'string' || !types/* SEVERITIES */.oC.includes(s))
        return null;
    if (typeof p !== 'string' || !PATH.test(p))
        return null;
    if (typeof l !== 'number' || !Number.isSafeInteger(l) || l < 0)
        return null;
    if (x !== 0 && x !== 1)
        return null;
    const path = Buffer.from(p, 'base64url').toString('utf8');
    return { fp, severity: s, path, line: l, security: x === 1 };
}

// EXTERNAL MODULE: ./.tmp/bundle-src/report/pr-summary.js
var pr_summary = __webpack_require__(73523);
// EXTERNAL MODULE: ./.tmp/bundle-src/github/identity.js
var identity = __webpack_require__(37537);
;// CONCATENATED MODULE: ./.tmp/bundle-src/github/open-threads.js


const META = /^<sub>(critical|high|medium|low) · (.*)<\/sub>$/m;
const SECURITY = /secur|inject|xss|csrf|ssrf|secret|credential|auth/i;
/** The open findings our threads hold: trusted ones at their severity, edited ones at critical. */
function openFromThreads(threads, own) {
    const open = [];
    const fixedByUs = (t) => t.isResolved && (0,identity/* isIdentity */.Lk)(own.identity, t.resolvedBy);
    for (const t of threads.ours) {
        if (fixedByUs(t) || t.fingerprint === null)
            continue;
        const meta = META.exec(t.comments[0]?.body ?? '');
        const severity = types/* SEVERITIES */.oC.includes(meta?.[1] ?? '')
            ? meta[1]
            : 'critical';
        open.push({
            fp: t.fingerprint,
            severity,
            path: t.path,
            line: t.line ?? 0,
            security: SECURITY.test(meta?.[2] ?? ''),
        });
    }
    for (const t of threads.edited) {
        if (fixedByUs(t))
            continue;
        open.push({
            fp: `edited-thread:${t.id}`,
            severity: 'critical',
            path: t.path,
            line: t.line ?? 0,
            security: false,
        });
    }
    return open;
}

// EXTERNAL MODULE: ./.tmp/bundle-src/report/markdown.js
var markdown = __webpack_require__(73601);
;// CONCATENATED MODULE: ./.tmp/bundle-src/app/review-pr-steps.js





/**
 * The team's rejections on this PR, each re-read from the 👎 or `/prlens ignore` reply that made it
 * and re-checked against its author's permission now. The summary's learned list is never read:
 * anyone with write access can edit that comment, so a list there could credit a rejection to a
 * maintainer who never made it (src/github/comment-edits.ts).
 */
async function learnFromTeam(pr, threads, settings, logger) {
    // Only roots of our threads that nobody else edited: a swapped fingerprint marker must not turn a
    // maintainer's 👎 on a harmless-looking comment into the rejection of another finding.
    const roots = threads.map((t) => (0,github_threads/* restCommentId */.T3)(t.comments[0]?.fullDatabaseId));
    const trustedRoots = new Set(roots.filter((id) => id !== null));
    const reactions = settings['learn-from-reactions'];
    const fresh = await pr.rejections({ reactions, known: new Set(), trustedRoots });
    for (const e of fresh.entries)
        logger.info(`learned: ${e.by} rejected finding ${e.fp} (${e.via})`);
    const entries = mergeLearned([], fresh.entries);
    const fingerprints = new Set([...entries.map((e) => e.fp), ...settings['ignored-fingerprints']]);
    return { entries, fingerprints, notices: fresh.notice ? [fresh.notice] : [] };
}
/**
 * What the last run left: our summary, its watermark and its record of open findings, and our
 * review threads. Markers count only on comments by prlens's own identity (docs/contracts.md,
 * "Hidden markers"), and state only from a summary nobody else edited last. Without a record (the
 * summary deleted, edited, or from an older prlens) the gate carries what our threads still hold.
 */
async function lastRun(pr) {
    const previous = await pr.findSummary();
    const trusted = previous?.edited ? null : previous;
    // Read once: the team's rejections are re-read from them, the post step skips what they hold.
    const { ours: threads, edited } = await pr.reviewThreads();
    const recorded = readOpenState(trusted?.body) ?? {
        findings: openFromThreads({ ours: threads, edited }, await pr.ownership()),
        whole: false,
    };
    return { previous, watermark: trusted?.reviewedSha ?? null, threads, recorded };
}
/** Room left for the rest of the summary once the learned section is appended. */
function summaryRoom(teaching, suppressed) {
    return markdown/* DEFAULT_MAX_CHARS */.P - learnedSection(teaching.entries, suppressed).length;
}
/** The PR's stated intent for the model; logged at debug level only (it is the author's text). */
async function intentOf(pr, logger) {
    const intent = await pr.intent((m) => logger.info(m));
    logger.info(`intent: title and description${intent.issue ? ` and linked issue #${intent.issue}` : ''}`);
    return intent.text;
}
/**
 * The check run and the labels, when enabled. Returns one notice per feature that could not run.
 * The step's exit code still follows fail-on either way, so a missing check run never opens the gate.
 * `carried`: earlier findings still open on files this run did not review; both count them.
 */
async function publishGate(pr, input, logger) {
    const notices = [];
    const { report, settings, carried } = input;
    if (settings['check-run']) {
        const check = await pr.checkRun({
            report,
            failOn: settings['fail-on'],
            summary: input.summary,
            carried,
        });
        if (check.kind === 'posted') {
            logger.info(`check run ${check.id}: ${check.conclusion}, ${check.annotations} annotation(s) in ${check.requests} request(s)`);
        }
        else
            notices.push(check.notice);
    }
    if (settings.labels) {
        const labels = await pr.labels([...report.findings, ...report.unanchored, ...carried], !report.incomplete);
        if (labels.kind === 'synced') {
            if (labels.added.length + labels.removed.length > 0)
                logger.info(`labels: added ${labels.added.join(', ') || 'none'}; removed ${labels.removed.join(', ') || 'none'}`);
        }
        else
            notices.push(labels.notice);
    }
    return notices;
}

;// CONCATENATED MODULE: ./.tmp/bundle-src/app/review-pr-post.js









const REVIEW_BODY = 'prlens reviewed this change; the summary comment lists every finding.';
/** Posts the review, the summary, the gate and the resolved threads; returns what the run did. */
async function postResults({ pr, settings }, { watermark, recorded, scope, teaching, threads, model }, { report, suppressed, members }, request, deps) {
    const { logger } = deps;
    const ctx = pr.context;
    // Findings that already have an open thread of ours are not posted again (reruns, pushes); a
    // thread a concurrent run opened meanwhile is handled by the race cleanup after posting.
    const open = (0,github_threads/* existingFingerprints */.V2)(threads);
    const fresh = report.findings.filter((f) => !open.has(f.fingerprint));
    const gate = (0,core_gate/* openFindings */.lb)({
        previous: recorded?.findings ?? [],
        found: [...report.findings, ...report.unanchored],
        reviewed: reviewedPaths(scope.files, report),
        present: new Set([...ctx.files, ...ctx.unreviewable].map((f) => f.path)),
        rejected: teaching.fingerprints,
        complete: !report.incomplete,
        isSecurity: labels/* isSecurityFinding */.C,
    });
    if (gate.carried.length > 0)
        logger.info(`gate: ${gate.carried.length} earlier finding(s) still open on files not reviewed again`);
    // Anchored against the FULL PR diff: that is what GitHub checks comments against.
    const indexes = new Map(ctx.files.map((f) => [f.path, (0,line_index/* buildLineIndex */.T)(f)]));
    const plan = toReviewComments(fresh, indexes, {
        maxComments: settings['max-comments'],
        maxBodyChars: DEFAULT_MAX_COMMENT_CHARS,
        language: settings.language,
        brokenSuggestions: settings['broken-suggestions'],
        members,
    });
    const dryRun = request.inputs.dryRun;
    const inline = dryRun
        ? { posted: 0, reviewId: null, rejected: plan.invalid }
        : await postInline(pr, plan, deps);
    const rendered = (0,pr_summary/* renderSummary */.Br)(report, {
        // The watermark only advances over a complete review; an incomplete one keeps the old mark.
        reviewedSha: report.incomplete ? watermark : ctx.headSha,
        overflow: plan.overflow,
        rejected: inline.rejected,
        unreviewable: ctx.unreviewable,
        incremental: scope.incremental && watermark ? { from: watermark, to: ctx.headSha } : null,
        staticOnly: model.model === undefined,
        suppressed: report.findings.length - fresh.length,
        carried: carriedThreads(threads, scope.files),
        language: settings.language,
        collapseFindings: settings.summary['collapse-findings'] === true,
        showUsage: settings.summary['show-usage'] !== false,
    }, summaryRoom(teaching, suppressed) - openStateLine(gate.open).length - 1);
    const summary = withOpenState(withLearned(rendered, teaching.entries, suppressed), gate.open);
    const notices = [...teaching.notices];
    const own = await pr.ownership();
    if (own.identity === null) {
        notices.push('prlens could not learn which account its token posts as, so it trusted none of the comments ' +
            'already on the pull request: findings may be posted again, none were suppressed.');
    }
    if (!dryRun) {
        await pr.upsertSummary(summary);
        if (!pr.readOnly)
            notices.push(...(await publishGate(pr, { report, summary, settings, carried: gate.carried }, logger)));
        if (settings['resolve-fixed'])
            await resolveFixed(pr, threads, report, teaching, gate.carried);
    }
    // Every comment that carried our marker without being ours, named once.
    notices.push(...own.notices());
    return {
        kind: 'reviewed',
        report,
        settings,
        posted: inline.posted,
        reviewId: inline.reviewId,
        planned: dryRun || pr.readOnly ? plan.comments : [],
        summary,
        gate: { carried: gate.carried, open: gate.open.length },
        readOnly: pr.readOnly,
        dryRun,
        staticOnly: model.model === undefined,
        notices,
        page: { files: scope.files, timeline: deps.observability?.timeline() ?? [], language: settings.language },
    };
}
/** Posts the inline comments as one review; the comments GitHub refused join the invalid ones. */
async function postInline(pr, plan, { logger }) {
    if (plan.comments.length === 0) {
        logger.info('no new inline comments: no review posted');
        return { posted: 0, reviewId: null, rejected: plan.invalid };
    }
    const review = await pr.postReview({ comments: plan.comments, body: REVIEW_BODY });
    if (!review)
        return { posted: 0, reviewId: null, rejected: plan.invalid };
    logger.info(`review ${review.reviewId}: ${review.posted.length} inline comment(s), ${review.rejected.length} rejected`);
    const posted = review.posted.slice(0, review.posted.length - review.removed);
    return {
        posted: posted.length,
        reviewId: review.reviewId,
        rejected: [...plan.invalid, ...review.rejected.map((r) => r.finding)],
    };
}
/** Resolves our threads whose finding this run no longer reports. */
async function resolveFixed(pr, threads, report, teaching, carried) {
    // An incomplete run has not looked at everything: a missing finding is not proof of a fix.
    if (report.incomplete || pr.readOnly)
        return;
    // A rejected finding's thread stays as the team left it: "no longer reported" would be untrue.
    const current = new Set([...report.findings, ...report.unanchored].map((f) => f.fingerprint));
    for (const fp of teaching.fingerprints)
        current.add(fp);
    // A thread on a file this run did not review again is not fixed by it.
    for (const f of carried)
        current.add(f.fp);
    await pr.resolveFixed(threads, current);
}
/**
 * The files this run read to the end: its scope, less the files select left out. A file left out
 * (too large, marked generated, only its mode changed) still holds what an earlier run flagged in
 * it, so its findings stay open; a deleted file holds nothing any more.
 */
function reviewedPaths(scope, report) {
    const excluded = new Set(report.excluded_files.map((f) => f.path));
    return new Set(scope.filter((f) => f.status === 'deleted' || !excluded.has(f.path)).map((f) => f.path));
}
/** Open threads of ours on files outside this run's scope: findings an incremental run did not see. */
function carriedThreads(threads, reviewed) {
    const paths = new Set(reviewed.map((f) => f.path));
    return threads
        .filter((t) => t.fingerprint !== null && !t.isResolved && !paths.has(t.path))
        .map((t) => ({ path: t.path, line: t.line }));
}

;// CONCATENATED MODULE: ./.tmp/bundle-src/app/review-pr.js
















/** Reviews one PR and posts the result (unless dry-run); never throws on a read-only token. */
async function runReview(request, deps) {
    const started = deps.clock.now();
    const opened = await loadPullRequest(request, deps);
    if ('skipped' in opened)
        return { kind: 'skipped', reason: opened.skipped };
    const decided = await decideReview(opened, request, deps);
    const reviewed = await reviewChange(opened, decided, request, deps, started);
    return postResults(opened, decided, reviewed, request, deps);
}
/** Opens the PR (a closed one or a draft is skipped), logs what was loaded, applies its settings. */
async function loadPullRequest(request, deps) {
    const { gh, logger } = deps;
    const opened = await (0,open_pr/* openPullRequest */.H)(gh, request.pr, request.inputs, { logger, env: deps.env, identity: deps.identity }, ({ context }) => context.state === 'closed'
        ? `pull request #${context.number} is closed`
        : context.draft
            ? `pull request #${context.number} is a draft`
            : null);
    if ('skipped' in opened)
        return opened;
    const { pr, settings, file } = opened;
    const ctx = pr.context;
    const opted = optedOut(ctx, settings);
    if (opted !== null)
        return { skipped: opted };
    // Before the model is made or any of the PR's text is read for it.
    const gate = request.vouched ? { kind: 'review' } : await forkGateOf(pr, settings, request);
    if (gate.kind === 'skip') {
        const label = gate.removeLabel;
        if (label !== undefined)
            await takeOffLabel(() => pr.removeLabel(label), label, logger);
        return { skipped: gate.reason };
    }
    logger.info(`#${ctx.number} ${ctx.title}: ${ctx.files.length} file(s) with a diff, head ${ctx.headSha}`);
    logger.info(file ? `config: ${file} from the base branch` : 'config: no repo config file on the base branch');
    // Warns once when prlens's own strings have no translation for the language (English is used).
    (0,i18n/* translator */.Nj)(settings.language, (message) => logger.warn(message));
    for (const [key, value] of Object.entries(settings))
        logger.debug(`setting ${key} = ${JSON.stringify(value)}`);
    await deps.observability?.configure(settings);
    return opened;
}
/**
 * The fork gate for this run. A push takes the safe-to-review label off, unless the head is the one
 * our summary says was already reviewed: that is a re-run of the push's job after a maintainer put
 * the label back on for this very head, and only a new head SHA is code the label did not vouch for.
 */
async function forkGateOf(pr, settings, request) {
    const event = { push: request.pushed === true, labeled: request.label };
    const gate = forkGate(pr.context, settings, event);
    if (gate.kind !== 'skip' || gate.removeLabel === undefined)
        return gate;
    const summary = await pr.findSummary();
    if (summary?.reviewedSha !== pr.context.headSha)
        return gate;
    return forkGate(pr.context, settings, { ...event, push: false });
}
/** Why the team asked for no review of this PR (a title keyword, a label), or null. */
function optedOut(ctx, settings) {
    const title = ctx.title.toLowerCase();
    const keyword = settings['ignore-title-keywords'].find((k) => title.includes(k.toLowerCase()));
    if (keyword !== undefined) {
        return `pull request #${ctx.number}'s title contains ${JSON.stringify(keyword)} (ignore-title-keywords)`;
    }
    const names = new Set(ctx.labels.map((l) => l.toLowerCase()));
    const label = settings['ignore-labels'].find((l) => names.has(l.toLowerCase()));
    return label === undefined
        ? null
        : `pull request #${ctx.number} has the label ${JSON.stringify(label)} (ignore-labels)`;
}
/** What the last run left (summary, watermark, open findings), the scope, the team's rejections, the model. */
async function decideReview({ pr, settings }, request, deps) {
    const { logger } = deps;
    const { previous, watermark, threads, recorded } = await lastRun(pr);
    const scopeAction = request.scope === 'incremental' ? 'synchronize' : request.action;
    const useWatermark = settings.incremental && request.scope !== 'full';
    const scope = await chooseScope(pr, scopeAction, useWatermark ? watermark : null, recorded?.whole === true);
    if (scope.note)
        logger.info(scope.note);
    const teaching = await learnFromTeam(pr, threads, settings, logger);
    if (previous?.edited) {
        const note = `${previous.edited.reason}, so the state it records (the reviewed head, the open findings) was not used: prlens reviewed the whole pull request`;
        logger.warn(note);
        teaching.notices.push(note);
    }
    const model = await modelFor(settings, request.inputs.apiKey, deps);
    const background = model.model ? await intentOf(pr, logger) : null;
    return { watermark, recorded, scope, teaching, threads, model, background };
}
/** Runs the pipeline over the scope and builds the masked report, rejected findings held back. */
async function reviewChange({ pr, settings }, { scope, teaching, model, background }, request, deps, started) {
    const { logger, clock } = deps;
    const ctx = pr.context;
    const warnings = [...(scope.note && !scope.incremental ? [scope.note] : []), ...model.warnings];
    const roots = [deps.env.GITHUB_WORKSPACE, process.cwd()].filter((r) => r !== undefined);
    const imported = await (0,imported_results/* loadImported */.F)(request.inputs.results, settings, roots, logger);
    // From the base commit, like the repo config: a PR must not rewrite its own reviewer's guidance.
    const paths = scope.files.map((f) => f.path);
    const base = { workspace: pr.workspace, ref: ctx.baseSha, paths };
    const reviewModel = model.model && (await (0,agent_guidance/* withAgentGuidance */.K)(model.model, settings, base, logger));
    const result = await logger.group('Review', () => (0,pipeline/* runPipeline */.a)({
        context: (0,run_context/* runContext */.p)({ clock, logger, observer: deps.observability?.observer }),
        change: { files: scope.files, workspace: pr.workspace, headRef: ctx.headSha },
        // Like the repo config: a PR must not be able to mark its own code generated or vendored.
        baseRef: ctx.baseSha,
        // The team's rejections go in per finding, before the merge (filter-findings.ts says why).
        settings: {
            ...(0,engine_settings/* engineSettings */.O)(settings).pipeline,
            rejectedFingerprints: teaching.entries.map((e) => e.fp),
        },
        model: reviewModel && { ...reviewModel, background },
        // The deadline counts from the start of the run, loading the PR and reading files included.
        limits: {
            deadline: (0,prefetch/* runDeadline */.qT)(started, settings['max-review-seconds']),
            maxReviewSeconds: settings['max-review-seconds'],
            maxFileReads: workspace/* DEFAULT_MAX_FILE_READS */.mE,
        },
        imported,
    }));
    // Every field masked before anything renders it (comments, summary, check run, report, job
    // summary): an escaped secret (`\"`, `\*`) is invisible to a masker of rendered text.
    const mask = (0,core_mask/* chainMaskers */.g6)((0,core_mask/* createMasker */.aD)([request.inputs.apiKey]), deps.mask);
    const built = (0,build_report/* buildReport */.F)({
        version: version/* VERSION */.x,
        target: {
            mode: 'pr',
            repo: `${ctx.owner}/${ctx.repo}`,
            pr: ctx.number,
            base: ctx.baseSha,
            head: ctx.headSha,
        },
        result: { ...result, excluded: [...result.excluded, ...ctx.unreviewable] },
        filesChanged: ctx.changedFiles,
        durationMs: clock.now() - started,
        extraWarnings: warnings,
    });
    const report = (0,core_mask/* maskDeep */.fI)(built, mask);
    deps.observability?.finish(report);
    return { report, suppressed: result.rejected, members: result.members };
}
/**
 * Which files to review: on a push after a complete review, the files changed since it (their full
 * PR diffs, so comments anchor to the PR as GitHub shows it); otherwise every file.
 */
async function chooseScope(pull, action, watermark, recorded) {
    const pr = pull.context;
    const full = (note) => ({ files: pr.files, incremental: false, note });
    if (action !== 'synchronize' || !watermark)
        return full(null);
    // The gate of a partial review counts the earlier findings it carries: with no whole record of
    // them (a summary from an older prlens, more open findings than it holds), review everything.
    if (!recorded)
        return full('full review: the summary records no complete list of open findings');
    // A re-run at the reviewed head reviews everything again; open threads are not posted twice.
    if (watermark === pr.headSha)
        return full(`head ${pr.headSha.slice(0, 7)} was reviewed before: full review`);
    const changed = await pull.changedSince(watermark);
    if (changed.kind === 'full')
        return full(`full review: ${changed.reason}`);
    const files = pr.files.filter((f) => changed.paths.has(f.path) || changed.paths.has(f.oldPath));
    const note = `incremental review: ${files.length} of ${pr.files.length} file(s) changed since ${watermark.slice(0, 7)}`;
    return { files, incremental: true, note };
}
/**
 * The model, or none. A cloud provider without a key (a fork PR gets no secrets) degrades to the
 * static rules with a warning instead of failing every fork PR.
 */
async function modelFor(settings, apiKey, deps) {
    const { env, clock, logger } = deps;
    const observer = deps.observability?.observer;
    const sources = { env, clock, apiKey, observer, mask: deps.mask, keyless: 'degrade' };
    const { model, missingKey } = await (0,app_model/* createModel */.k)(settings, sources, logger);
    if (model)
        return { model, warnings: [] };
    const why = missingKey
        ? `provider ${missingKey} has no API key (set the api-key input from a secret)`
        : 'no model key';
    logger.info(`${why}: reviewing with the static rules only`);
    return { model: undefined, warnings: missingKey ? [`${why}; only the static rules ran`] : [] };
}


/***/ })

};
