export const id = 3601;
export const ids = [3601,7676];
export const modules = {

/***/ 78317:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   D1: () => (/* binding */ incompleteReason),
/* harmony export */   Eg: () => (/* binding */ compareFindings),
/* harmony export */   GE: () => (/* binding */ locationLabel),
/* harmony export */   LS: () => (/* binding */ plural),
/* harmony export */   Ot: () => (/* binding */ countBySeverity),
/* harmony export */   XQ: () => (/* binding */ groupByFile),
/* harmony export */   Xe: () => (/* binding */ bodyWithoutTitle),
/* harmony export */   Yq: () => (/* binding */ contextPackText),
/* harmony export */   _A: () => (/* binding */ contextPackShare),
/* harmony export */   bQ: () => (/* binding */ lineLabel),
/* harmony export */   ff: () => (/* binding */ describeTarget),
/* harmony export */   oe: () => (/* binding */ SEVERITIES_DESC),
/* harmony export */   pK: () => (/* binding */ formatUsage),
/* harmony export */   vh: () => (/* binding */ STATIC_RULE_LINE)
/* harmony export */ });
/* harmony import */ var _core_types_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(13281);
/* harmony import */ var _i18n_index_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(27667);
/**
 * Pieces every renderer shares: ordering, grouping, labels and the wording of usage and status,
 * so that the terminal, the job summary and the PR comment never disagree about a review.
 */


/** Orders findings most severe first, then by line, then by title so output is stable. */
function compareFindings(a, b) {
    return (_core_types_js__WEBPACK_IMPORTED_MODULE_0__/* .SEVERITY_RANK */ .f3[b.severity] - _core_types_js__WEBPACK_IMPORTED_MODULE_0__/* .SEVERITY_RANK */ .f3[a.severity] ||
        firstLine(a) - firstLine(b) ||
        a.line - b.line ||
        a.title.localeCompare(b.title));
}
/** Findings grouped by path (paths in code-point order), each group sorted by severity then line. */
function groupByFile(findings) {
    const groups = new Map();
    for (const finding of findings) {
        const group = groups.get(finding.path) ?? [];
        group.push(finding);
        groups.set(finding.path, group);
    }
    return [...groups.entries()]
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
        .map(([path, group]) => [path, group.sort(compareFindings)]);
}
/** `12` for one line, `10-14` for a range. */
function lineLabel(finding) {
    const start = finding.start_line;
    return start !== null && start < finding.line ? `${start}-${finding.line}` : `${finding.line}`;
}
/** `path:line` or `path:start-line`, marked when the lines are in the old file (a deleted line). */
function locationLabel(finding) {
    return `${finding.path}:${lineLabel(finding)}${sideNote(finding)}`;
}
/** ` (old file)` for a finding on deleted lines (numbered in the old file), a note for one outside the change. */
function sideNote(finding) {
    if (finding.outside_change)
        return ' (not in this change: not counted by fail-on)';
    return finding.side === 'LEFT' ? ' (old file)' : '';
}
/** What was reviewed, in words: `owner/repo#12`, `abc1234..def5678`, `working tree against HEAD`. */
function describeTarget(target, tr = _i18n_index_js__WEBPACK_IMPORTED_MODULE_1__/* .ENGLISH */ .VJ) {
    switch (target.mode) {
        case 'pr':
            return `${target.repo ?? 'pull request'}#${target.pr ?? '?'}`;
        case 'worktree':
            return tr.t('targetWorktree');
        case 'commit':
            return tr.t('targetCommit', { ref: shortRef(target.head) });
        case 'range':
            return `${shortRef(target.base)}..${shortRef(target.head)}`;
        case 'base':
            return tr.t('targetSince', { ref: shortRef(target.base) });
    }
}
/**
 * The context packs' tokens and their share of the prompt tokens in whole percent (issue 44: the
 * pack budget shown in the usage table); null when no pack was sent or no prompt token counted.
 */
function contextPackShare(usage) {
    const tokens = usage.context_pack_tokens ?? 0;
    if (tokens === 0 || usage.prompt_tokens === 0)
        return null;
    return { tokens, percent: Math.min(100, Math.round((100 * tokens) / usage.prompt_tokens)) };
}
/** The usage line's context-pack item in the report's language; none when no pack was sent. */
function contextPackText(usage, tr) {
    const packs = contextPackShare(usage);
    if (packs === null)
        return [];
    const cut = usage.context_pack_cut_tokens ?? 0;
    return [
        tr.t('usageContext', { n: packs.tokens, share: packs.percent }),
        ...(cut > 0 ? [tr.t('usageContextCut', { n: cut })] : []),
    ];
}
/** Usage in one line; `cost unknown` rather than a made-up $0 when the price is not known. */
function formatUsage(usage) {
    if (usage.requests === 0)
        return 'no model calls';
    const cached = usage.cached_tokens > 0 ? ` (${formatInt(usage.cached_tokens)} cached)` : '';
    const packs = contextPackShare(usage);
    const cut = usage.context_pack_cut_tokens ?? 0;
    return [
        `${formatInt(usage.prompt_tokens)} prompt tokens${cached}`,
        ...(packs === null ? [] : [`context packs ${formatInt(packs.tokens)} (${packs.percent}% of the prompt)`]),
        ...(packs === null || cut === 0 ? [] : [`context cut by the unit cap ${formatInt(cut)}`]),
        `${formatInt(usage.completion_tokens)} completion tokens`,
        plural(usage.requests, 'request'),
        usage.cost_usd === null ? 'cost unknown' : formatCost(usage.cost_usd),
    ].join(', ');
}
/** `$0.0042` for small sums (cents would round them to nothing), `$1.25` otherwise. */
function formatCost(usd) {
    if (usd === 0)
        return '$0.00';
    return usd < 0.01 ? `$${usd.toFixed(4)}` : `$${usd.toFixed(2)}`;
}
/** Why a review is incomplete, taken from its warnings; never empty. */
function incompleteReason(report) {
    return report.warnings.length > 0 ? report.warnings.join('; ') : 'the reason was not recorded';
}
/**
 * The last line of a static finding's body, naming its rule (run-static-rules.ts writes it for the PR
 * comment); renderers that show `finding.rule` elsewhere leave it out.
 */
const STATIC_RULE_LINE = /\n*_prlens static rule `[a-z0-9-]+`_\s*$/;
/**
 * A finding's body without what the reader has just read: a first paragraph that repeats the title
 * (a static finding's body opens with its rule message, which is also its title) and, when given,
 * a trailing part matched by `drop`. Trimmed; empty when nothing else is left.
 */
function bodyWithoutTitle(finding, drop = null) {
    let body = finding.body.replace(/\r\n?/g, '\n').trim();
    if (drop)
        body = body.replace(drop, '').trim();
    const split = body.search(/\n\s*\n/);
    const first = split === -1 ? body : body.slice(0, split);
    if (squash(first) !== '' && squash(first) === squash(finding.title)) {
        body = split === -1 ? '' : body.slice(split).trim();
    }
    return body;
}
function squash(text) {
    return text.replace(/\s+/g, ' ').trim();
}
/** Count of findings per severity, every severity present (zero when none). */
function countBySeverity(findings) {
    const counts = { critical: 0, high: 0, medium: 0, low: 0 };
    for (const finding of findings)
        counts[finding.severity] += 1;
    return counts;
}
/** Severities from most to least severe. */
const SEVERITIES_DESC = [..._core_types_js__WEBPACK_IMPORTED_MODULE_0__/* .SEVERITIES */ .oC].sort((a, b) => _core_types_js__WEBPACK_IMPORTED_MODULE_0__/* .SEVERITY_RANK */ .f3[b] - _core_types_js__WEBPACK_IMPORTED_MODULE_0__/* .SEVERITY_RANK */ .f3[a]);
/** `1 finding`, `3 findings`. */
function plural(count, noun) {
    return `${formatInt(count)} ${noun}${count === 1 ? '' : 's'}`;
}
/** Thousands separators fixed to en-US so output does not depend on the machine's locale. */
function formatInt(value) {
    return value.toLocaleString('en-US');
}
function firstLine(finding) {
    return finding.start_line ?? finding.line;
}
function shortRef(ref) {
    if (ref === null)
        return '?';
    return /^[0-9a-f]{40}$/i.test(ref) ? ref.slice(0, 7) : ref;
}


/***/ }),

/***/ 72174:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   AX: () => (/* binding */ hiddenCount),
/* harmony export */   Mn: () => (/* binding */ belowFloor),
/* harmony export */   Qc: () => (/* binding */ coverageSentence),
/* harmony export */   iq: () => (/* binding */ hiddenSentence)
/* harmony export */ });
/* harmony import */ var _core_types_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(13281);
/* harmony import */ var _i18n_index_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(27667);
/**
 * What each lens actually looked at, in one sentence: "1 file changed; static rules cover none of
 * it; no model configured." A file the select stage kept is not a file anyone read: the static
 * rules read only languages they have rules for, and without a model nothing else reads the rest.
 * Shared by the text, Markdown, summary and job-summary renderings so they never disagree.
 */


/**
 * The coverage sentence, ending with a full stop; `tr` picks the language. `withFiles: false` leaves
 * out the leading file count for a layout that has just said it (the sentence then starts capitalised).
 */
function coverageSentence(report, tr = _i18n_index_js__WEBPACK_IMPORTED_MODULE_1__/* .ENGLISH */ .VJ, withFiles = true) {
    const { stats } = report;
    const { coverage } = stats;
    const excluded = report.excluded_files.length;
    const files = tr.count('coverageChanged', stats.files_changed);
    const leftOut = tr.t('coverageLeftOut', { n: excluded });
    const parts = [];
    if (withFiles)
        parts.push(excluded > 0 ? `${files} (${leftOut})` : files);
    // The files the selection kept, read or not: `files_reviewed` counts only those something read.
    const kept = Math.max(0, stats.files_changed - excluded);
    if (kept > 0) {
        parts.push(coverage.static_files === 0
            ? tr.count('coverageStaticNone', kept)
            : tr.count('coverageStatic', coverage.static_files, {
                rules: tr.count('ruleCount', coverage.static_rules),
            }));
    }
    parts.push(coverage.model ? tr.count('coverageModel', coverage.model_files) : tr.t('coverageNoModel'));
    if (coverage.test_files > 0)
        parts.push(tr.count('coverageTests', coverage.test_files));
    if (stats.suppressed_inline > 0)
        parts.push(tr.count('coverageSuppressed', stats.suppressed_inline));
    const preExisting = stats.pre_existing?.count ?? 0;
    if (preExisting > 0)
        parts.push(tr.count('coveragePreExisting', preExisting));
    const heldBack = stats.held_back;
    if (heldBack && heldBack.count > 0)
        parts.push(tr.count('coverageHeldBack', heldBack.count, {
            max: heldBack.max_minor_findings,
            all: heldBack.max_findings ?? 0,
        }));
    const looked = stats.looked_generated ?? [];
    if (looked.length > 0)
        parts.push(tr.count('coverageLooked', looked.length, { list: lookedList(looked, tr) }));
    const imported = stats.imported;
    const notPosted = imported ? imported.outside_diff + imported.not_new + imported.info : 0;
    if (imported && notPosted > 0)
        parts.push(tr.count('coverageImported', notPosted, { tools: imported.tools.join(', ') }));
    if (imported && imported.not_on_file > 0)
        parts.push(tr.count('coverageImportedNoFile', imported.not_on_file, { tools: imported.tools.join(', ') }));
    const sentence = parts.join('; ');
    return `${withFiles ? sentence : sentence.charAt(0).toUpperCase() + sentence.slice(1)}.`;
}
/** `vendor/app.js` (vendored; moved from src/app.js), the first few, then how many more. */
function lookedList(looked, tr) {
    const MAX_NAMED = 5;
    const named = looked.slice(0, MAX_NAMED).map((l) => `${l.path} (${l.looked}; ${l.reason})`);
    if (looked.length > MAX_NAMED)
        named.push(tr.t('andMore', { n: looked.length - MAX_NAMED }));
    return named.join(', ');
}
/** Findings below `min-severity`, counted and named (`py-utcnow at a.py:3`); empty when none. */
function hiddenSentence(report, tr = _i18n_index_js__WEBPACK_IMPORTED_MODULE_1__/* .ENGLISH */ .VJ, maxNamed = 10) {
    const { min_severity: floor, findings } = report.stats.below_min_severity;
    if (findings.length === 0)
        return '';
    const named = findings
        .slice(0, maxNamed)
        .map((f) => tr.t('atLocation', { what: f.rule ?? shorten(f.title), where: `${f.path}:${f.line}` }));
    if (findings.length > maxNamed)
        named.push(tr.t('andMore', { n: findings.length - maxNamed }));
    return `${tr.count('hiddenBelow', findings.length, { floor, list: named.join(', ') })}.`;
}
/** How many findings of `severity` the floor hid (0 when the severity is at or above it). */
function hiddenCount(report, severity) {
    const { min_severity: floor, findings } = report.stats.below_min_severity;
    if (_core_types_js__WEBPACK_IMPORTED_MODULE_0__/* .SEVERITY_RANK */ .f3[severity] >= _core_types_js__WEBPACK_IMPORTED_MODULE_0__/* .SEVERITY_RANK */ .f3[floor])
        return 0;
    return findings.filter((f) => f.severity === severity).length;
}
/** Whether the floor hides `severity` entirely (the severity table then says so instead of "0"). */
function belowFloor(report, severity) {
    return _core_types_js__WEBPACK_IMPORTED_MODULE_0__/* .SEVERITY_RANK */ .f3[severity] < _core_types_js__WEBPACK_IMPORTED_MODULE_0__/* .SEVERITY_RANK */ .f3[report.stats.below_min_severity.min_severity];
}
function shorten(title) {
    const line = title.replace(/\s+/g, ' ').trim();
    return line.length > 60 ? `${line.slice(0, 59)}\u2026` : line;
}


/***/ }),

/***/ 49451:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   C: () => (/* binding */ hardCut),
/* harmony export */   Q: () => (/* binding */ fitToLimit)
/* harmony export */ });
/**
 * Fitting a Markdown summary under a character limit. GitHub caps comment bodies at 65,536
 * characters and rejects longer ones outright, so the summary gives up detail in stages, least
 * useful first, instead of being cut in the middle of a `<details>` block or a code fence.
 */
/** How much of each finding is shown, richest first. */
const DETAIL_LEVELS = ['full', 'no-low-bodies', 'no-bodies', 'list-only'];
const CUT_NOTE = '\n\n_(truncated: the full review is in the report)_\n';
/**
 * The richest rendering that fits in `maxChars`: full detail, then without bodies of low findings,
 * then without any bodies, then a bare list of as many findings as fit (the renderer adds
 * "N more findings in the report"). Only if even an empty list is too long is the text cut.
 */
function fitToLimit(render, total, maxChars) {
    for (const level of DETAIL_LEVELS) {
        const text = render({ level, shown: total });
        if (text.length <= maxChars)
            return text;
    }
    // The list shrinks as fewer findings are shown, so the largest count that fits is found by bisection.
    let low = 0;
    let high = total - 1;
    let best = null;
    while (low <= high) {
        const shown = Math.floor((low + high) / 2);
        const text = render({ level: 'list-only', shown });
        if (text.length <= maxChars) {
            best = text;
            low = shown + 1;
        }
        else {
            high = shown - 1;
        }
    }
    return best ?? hardCut(render({ level: 'list-only', shown: 0 }), maxChars);
}
/** Cuts text to at most `maxChars`, with a note when there is room, never inside a surrogate pair. */
function hardCut(text, maxChars) {
    if (text.length <= maxChars)
        return text;
    const room = maxChars >= CUT_NOTE.length * 2 ? maxChars - CUT_NOTE.length : maxChars;
    let end = Math.max(0, room);
    const last = text.charCodeAt(end - 1);
    if (end > 0 && last >= 0xd800 && last <= 0xdbff)
        end -= 1;
    return text.slice(0, end) + (room < maxChars ? CUT_NOTE : '');
}


/***/ }),

/***/ 42181:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ap: () => (/* binding */ escapeMarkdownBlock),
/* harmony export */   DV: () => (/* binding */ codeBlock),
/* harmony export */   E4: () => (/* binding */ escapeMarkdownInline),
/* harmony export */   SS: () => (/* binding */ codeSpan),
/* harmony export */   SW: () => (/* binding */ fenceLanguage),
/* harmony export */   ZD: () => (/* binding */ escapeHtml)
/* harmony export */ });
/* harmony import */ var _core_visible_text_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(52509);
/**
 * Making untrusted text (finding titles and bodies from a model or a rule, file paths from a PR)
 * safe to embed in GitHub-flavoured Markdown. What must not happen:
 * - an HTML tag in the text is rendered, or closes our `<details>` block;
 * - an `@mention` notifies someone (GitHub links mentions in text, not in code);
 * - a code fence in the text swallows the rest of our comment;
 * - a line break in a file name ends the HTML block or the code span it is shown in (a blank line
 *   ends a `<details>` block, CommonMark 4.6), and what follows renders as live Markdown;
 * - a link, an image or a reference to another issue (`[x](url)`, `![x](url)`, `owner/repo#1`) fires
 *   from a model's words: a disguised link, a tracking image, a backlink in someone else's issue.
 * Code spans and fenced blocks keep their content verbatim: GitHub renders neither HTML nor
 * mentions inside code, so readable code needs no escaping there. What is never kept, in code or in
 * prose, is a character that ends a line for a reader other than Markdown (a lone CR, NEL, U+2028,
 * U+2029) or an HTML comment opener `<!--`: they are shown as escapes, so no text of a PR or a model
 * can put a line that looks like one of prlens's hidden markers into a body prlens posts.
 */

const FENCE_OPEN = /^ {0,3}(`{3,}|~{3,})(.*)$/;
/** Escapes prose that may contain Markdown, inline code and fenced code blocks. */
function escapeMarkdownBlock(text) {
    const lines = normalizeNewlines(text).split('\n');
    const out = [];
    for (let i = 0; i < lines.length; i++) {
        const line = lines[i] ?? '';
        const open = FENCE_OPEN.exec(line);
        // A backtick fence whose info string holds a backtick is not a fence (CommonMark 4.5).
        if (open?.[1] === undefined || (open[1].startsWith('`') && (open[2] ?? '').includes('`'))) {
            out.push(escapeInline(line));
            continue;
        }
        const marker = open[1];
        const code = [];
        let j = i + 1;
        for (; j < lines.length; j++) {
            const candidate = lines[j] ?? '';
            if (closesFence(candidate, marker))
                break;
            code.push(candidate);
        }
        // An unclosed fence ends with the text: we close it ourselves instead of leaving it open.
        out.push(codeBlock(code.join('\n'), infoLanguage(open[2] ?? '')));
        i = j;
    }
    return out.join('\n');
}
/** Escapes one line of prose (newlines become spaces): HTML, mentions and stray backticks. */
function escapeMarkdownInline(text) {
    return escapeInline((0,_core_visible_text_js__WEBPACK_IMPORTED_MODULE_0__/* .visibleControls */ .xx)(normalizeNewlines(text).replace(/\s*\n\s*/g, ' ')));
}
/** A fenced code block that its content cannot close: the fence outruns every backtick run inside. */
function codeBlock(code, language = '') {
    const fence = '`'.repeat(Math.max(3, longestRun(code, '`') + 1));
    return `${fence}${language}\n${(0,_core_visible_text_js__WEBPACK_IMPORTED_MODULE_0__/* .visibleVerbatim */ .L4)(code)}\n${fence}`;
}
/**
 * An inline code span for short untrusted text such as a file path: one line whatever it holds
 * (control characters shown as escapes), so no blank line can end it and the block around it.
 */
function codeSpan(text) {
    const content = (0,_core_visible_text_js__WEBPACK_IMPORTED_MODULE_0__/* .visibleVerbatim */ .L4)((0,_core_visible_text_js__WEBPACK_IMPORTED_MODULE_0__/* .visibleControls */ .xx)(text));
    const ticks = '`'.repeat(longestRun(content, '`') + 1);
    // A space pads content that starts or ends with a backtick (CommonMark strips one on each side).
    const pad = content.startsWith('`') || content.endsWith('`') || content === '' ? ' ' : '';
    return `${ticks}${pad}${content}${pad}${ticks}`;
}
/**
 * Escapes text for an HTML context such as `<summary>`: no tag, entity or attribute can open, and no
 * line break can end the HTML block (control characters are shown as escapes).
 */
function escapeHtml(text) {
    return (0,_core_visible_text_js__WEBPACK_IMPORTED_MODULE_0__/* .visibleControls */ .xx)(text)
        .replace(/&/g, '&amp;')
        .replace(/</g, '&lt;')
        .replace(/>/g, '&gt;')
        .replace(/"/g, '&quot;');
}
/** A language for a fence from a file name, only when it is a plain word (so it cannot inject). */
function fenceLanguage(path) {
    const ext = /\.([A-Za-z0-9]{1,10})$/.exec(path)?.[1];
    return ext?.toLowerCase() ?? '';
}
function escapeInline(line) {
    let out = '';
    let rest = line;
    for (;;) {
        const open = /`+/.exec(rest);
        if (!open)
            return out + escapeProse(rest);
        const ticks = open[0];
        const after = rest.slice(open.index + ticks.length);
        const close = new RegExp(`(?<!\`)${ticks}(?!\`)`).exec(after);
        if (!close) {
            // An unmatched run would pair with a run further down; escaped, it is plain text.
            out += escapeProse(rest.slice(0, open.index)) + '\\`'.repeat(ticks.length);
            rest = after;
            continue;
        }
        out +=
            escapeProse(rest.slice(0, open.index)) + ticks + (0,_core_visible_text_js__WEBPACK_IMPORTED_MODULE_0__/* .visibleVerbatim */ .L4)(after.slice(0, close.index)) + ticks;
        rest = after.slice(close.index + ticks.length);
    }
}
/**
 * Prose between code spans. Every backslash is doubled first, so none can escape what follows (a
 * trailing one would escape the backtick of a code span and turn its code into live Markdown) and
 * the backslashes added after it escape what they precede.
 */
function escapeProse(text) {
    return ((0,_core_visible_text_js__WEBPACK_IMPORTED_MODULE_0__/* .visibleVerbatim */ .L4)(text.replace(/\\/g, '\\\\'))
        .replace(/&/g, '&amp;')
        .replace(/</g, '&lt;')
        .replace(/>/g, '&gt;')
        // No link, image, reference or footnote can open: `[x](u)`, `![x](u)`, `[x][r]`, `[^1]`.
        .replace(/[[\]]/g, '\\$&')
        // A zero-width space after `@` keeps the text readable but is no longer a mention; the same
        // after `#` (and in `GH-`) keeps `#12` and `owner/repo#12` from linking (and from leaving a
        // "mentioned this" mark on that issue). GitHub finds both in text, after Markdown, so a
        // backslash escape would not stop them.
        .replace(/@(?=[A-Za-z0-9_-])/g, '@&#8203;')
        .replace(/(?<!&)#(?=\d)/g, '#&#8203;')
        .replace(/\bGH-(?=\d)/gi, (m) => `${m.slice(0, 2)}&#8203;-`));
}
function closesFence(line, marker) {
    const match = /^ {0,3}(`{3,}|~{3,})\s*$/.exec(line);
    const close = match?.[1];
    return close !== undefined && close[0] === marker[0] && close.length >= marker.length;
}
function infoLanguage(info) {
    return /^\s*([A-Za-z0-9_+-]{1,20})/.exec(info)?.[1] ?? '';
}
function longestRun(text, char) {
    let longest = 0;
    let current = 0;
    for (const c of text) {
        current = c === char ? current + 1 : 0;
        longest = Math.max(longest, current);
    }
    return longest;
}
/** CRLF is a line break everywhere; a lone CR is left for `visibleVerbatim` to show as `\r`. */
function normalizeNewlines(text) {
    return text.replace(/\r\n/g, '\n');
}


/***/ }),

/***/ 73601:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   P: () => (/* binding */ DEFAULT_MAX_CHARS),
/* harmony export */   renderMarkdown: () => (/* binding */ renderMarkdown)
/* harmony export */ });
/* harmony import */ var _core_types_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(13281);
/* harmony import */ var _i18n_index_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(27667);
/* harmony import */ var _common_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(78317);
/* harmony import */ var _coverage_sentence_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(72174);
/* harmony import */ var _markdown_budget_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(49451);
/* harmony import */ var _markdown_escape_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(42181);
/* harmony import */ var _secret_excerpts_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(2563);
/**
 * GitHub-flavoured Markdown for the job summary and the PR summary comment. All text that a model,
 * a rule or a PR author controls goes through markdown-escape.ts; the length limit is applied by
 * markdown-budget.ts, which asks this module for ever leaner layouts until one fits.
 */







const DEFAULT_MAX_CHARS = 60_000;
/** Findings below min-severity listed in their fold; the rest are counted (they are all in the JSON report). */
const MAX_HIDDEN_LISTED = 50;
/** Excluded files listed by name; beyond this only the count is given (a PR may skip thousands). */
const MAX_EXCLUDED_LISTED = 100;
const SEVERITY_ICON = { critical: '\ud83d\udfe3', high: '\ud83d\udd34', medium: '\ud83d\udfe0', low: '\ud83d\udd35' };
/** Renders a report as Markdown no longer than `maxChars` (default 60,000). */
function renderMarkdown(input, options = {}) {
    const report = (0,_secret_excerpts_js__WEBPACK_IMPORTED_MODULE_5__/* .withSecretsMasked */ .n)(input);
    const maxChars = options.maxChars ?? DEFAULT_MAX_CHARS;
    const total = report.findings.length + report.unanchored.length;
    const tr = (0,_i18n_index_js__WEBPACK_IMPORTED_MODULE_1__/* .translator */ .Nj)(options.language);
    return (0,_markdown_budget_js__WEBPACK_IMPORTED_MODULE_6__/* .fitToLimit */ .Q)((layout) => renderLayout(report, layout, tr, options), total, maxChars);
}
function renderLayout(report, layout, tr, options = {}) {
    const blocks = [`## ${tr.t('heading')}`, status(report, tr), severityTable(report, tr)];
    if (layout.level === 'list-only') {
        // The tightest layout names them in one sentence rather than a list.
        const hidden = (0,_coverage_sentence_js__WEBPACK_IMPORTED_MODULE_3__/* .hiddenSentence */ .iq)(report, tr);
        if (hidden !== '')
            blocks.push((0,_markdown_escape_js__WEBPACK_IMPORTED_MODULE_4__/* .escapeMarkdownInline */ .E4)(hidden));
        blocks.push(...flatList(report, layout.shown, tr));
    }
    else {
        blocks.push(...findingSections(report, layout, tr, options.collapseFindings === true));
        blocks.push(...hiddenFold(report, tr));
        blocks.push(...excludedSection(report, tr));
    }
    if (report.warnings.length > 0) {
        blocks.push(`### ${tr.t('warnings')}`, report.warnings.map((w) => `- ${(0,_markdown_escape_js__WEBPACK_IMPORTED_MODULE_4__/* .escapeMarkdownInline */ .E4)(w)}`).join('\n'));
    }
    if (options.showUsage !== false)
        blocks.push(`<sub>${(0,_markdown_escape_js__WEBPACK_IMPORTED_MODULE_4__/* .escapeMarkdownInline */ .E4)(usageLine(report, tr))}</sub>`);
    return `${blocks.join('\n\n')}\n`;
}
function status(report, tr) {
    const target = (0,_markdown_escape_js__WEBPACK_IMPORTED_MODULE_4__/* .codeSpan */ .SS)((0,_common_js__WEBPACK_IMPORTED_MODULE_2__/* .describeTarget */ .ff)(report.target, tr));
    const scope = tr.t('scope', { files: tr.count('fileCount', report.stats.files_changed), target });
    // What each lens read, on its own line: a kept file is not a file a rule or a model looked at.
    const coverage = (0,_markdown_escape_js__WEBPACK_IMPORTED_MODULE_4__/* .escapeMarkdownInline */ .E4)((0,_coverage_sentence_js__WEBPACK_IMPORTED_MODULE_3__/* .coverageSentence */ .Qc)(report, tr, false));
    if (report.incomplete) {
        // A GitHub alert block: the one thing a reader must not miss is that this review did not finish.
        return [
            '> [!WARNING]',
            `> **${tr.t('incompleteTitle')}** ${(0,_markdown_escape_js__WEBPACK_IMPORTED_MODULE_4__/* .escapeMarkdownInline */ .E4)((0,_common_js__WEBPACK_IMPORTED_MODULE_2__/* .incompleteReason */ .D1)(report))}`,
            `> ${tr.t('incompleteRest', { scope })}`,
            `> ${coverage}`,
        ].join('\n');
    }
    const total = report.findings.length + report.unanchored.length;
    if (total === 0) {
        const lenses = report.stats.lenses.map((l) => (0,_markdown_escape_js__WEBPACK_IMPORTED_MODULE_4__/* .escapeMarkdownInline */ .E4)(l)).join(', ');
        const list = lenses === '' ? '' : ` ${tr.t('lensList', { list: lenses })}`;
        return `\u2705 **${tr.t('completeClean')}** ${tr.t('noFindings')} ${scope}${list}.\n${coverage}`;
    }
    return `\u2705 **${tr.t('complete')}** ${scope}, ${tr.count('findingCount', total)}.\n${coverage}`;
}
/** ` (old file)` for a finding on deleted lines, whose numbers count in the old file; else empty. */
function sideNote(finding, tr) {
    return finding.side === 'LEFT' ? ` ${tr.t('oldFile')}` : '';
}
function severityTable(report, tr) {
    const counts = (0,_common_js__WEBPACK_IMPORTED_MODULE_2__/* .countBySeverity */ .Ot)([...report.findings, ...report.unanchored]);
    // Below min-severity a 0 would claim nothing was found: say how many were not shown instead.
    const cell = (s) => (0,_coverage_sentence_js__WEBPACK_IMPORTED_MODULE_3__/* .belowFloor */ .Mn)(report, s) ? tr.t('belowFloorCell', { n: (0,_coverage_sentence_js__WEBPACK_IMPORTED_MODULE_3__/* .hiddenCount */ .AX)(report, s) }) : tr.num(counts[s]);
    const rows = _common_js__WEBPACK_IMPORTED_MODULE_2__/* .SEVERITIES_DESC */ .oe.map((s) => `| ${SEVERITY_ICON[s]} ${s} | ${cell(s)} |`);
    return [`| ${tr.t('tableSeverity')} | ${tr.t('tableFindings')} |`, '| --- | ---: |', ...rows].join('\n');
}
function findingSections(report, layout, tr, collapse = false) {
    const blocks = [];
    if (report.findings.length > 0) {
        blocks.push(`### ${tr.t('findings')}`);
        for (const [path, findings] of (0,_common_js__WEBPACK_IMPORTED_MODULE_2__/* .groupByFile */ .XQ)(report.findings)) {
            const worst = findings[0]?.severity ?? 'low';
            const summary = `<code>${(0,_markdown_escape_js__WEBPACK_IMPORTED_MODULE_4__/* .escapeHtml */ .ZD)(path)}</code>: ${tr.count('findingCount', findings.length)}`;
            const open = !collapse && (worst === 'critical' || worst === 'high') ? ' open' : '';
            const items = findings.map((f) => findingBlock(f, layout, `${tr.t('line', { line: (0,_common_js__WEBPACK_IMPORTED_MODULE_2__/* .lineLabel */ .bQ)(f) })}${sideNote(f, tr)}`, tr));
            blocks.push(details(summary, items, open));
        }
    }
    else if (report.unanchored.length === 0 && report.incomplete) {
        // Never a bare "no findings" for an unfinished review: it would read as a clean bill of health.
        blocks.push(tr.t('nothingFound'));
    }
    if (report.unanchored.length > 0) {
        blocks.push(`### ${tr.t('unanchored')}`);
        const items = [...report.unanchored]
            .sort(_common_js__WEBPACK_IMPORTED_MODULE_2__/* .compareFindings */ .Eg)
            .map((f) => findingBlock(f, layout, unpinnedWhere(f, tr), tr));
        const findings = tr.count('findingCount', report.unanchored.length);
        blocks.push(details(tr.t('unanchoredSummary', { findings }), items, collapse ? '' : ' open'));
    }
    return blocks;
}
/** Where an unpinned finding is: near a line of a changed file, or on a file the change does not touch. */
function unpinnedWhere(f, tr) {
    const path = (0,_markdown_escape_js__WEBPACK_IMPORTED_MODULE_4__/* .codeSpan */ .SS)(f.path);
    return f.outside_change
        ? tr.t('outsideChange', { path })
        : tr.t('nearLine', { path, line: String(f.line) });
}
function findingBlock(finding, layout, where, tr) {
    const head = `**${SEVERITY_ICON[finding.severity]} ${finding.severity}** \u00b7 ${(0,_markdown_escape_js__WEBPACK_IMPORTED_MODULE_4__/* .escapeMarkdownInline */ .E4)(finding.lens)} \u00b7 ${where} \u00b7 ${(0,_markdown_escape_js__WEBPACK_IMPORTED_MODULE_4__/* .escapeMarkdownInline */ .E4)(finding.title)}`;
    const withBody = layout.level === 'full' || (layout.level === 'no-low-bodies' && finding.severity !== 'low');
    if (!withBody)
        return head;
    const parts = [head];
    // A static finding's body opens with its rule message, which is already the title above.
    const body = (0,_common_js__WEBPACK_IMPORTED_MODULE_2__/* .bodyWithoutTitle */ .Xe)(finding);
    if (body !== '')
        parts.push((0,_markdown_escape_js__WEBPACK_IMPORTED_MODULE_4__/* .escapeMarkdownBlock */ .Ap)(body));
    if (finding.suggestion !== null) {
        parts.push(tr.t('suggestedChange'), (0,_markdown_escape_js__WEBPACK_IMPORTED_MODULE_4__/* .codeBlock */ .DV)(finding.suggestion.replace(/\n+$/, ''), (0,_markdown_escape_js__WEBPACK_IMPORTED_MODULE_4__/* .fenceLanguage */ .SW)(finding.path)));
    }
    return parts.join('\n\n');
}
function flatList(report, shown, tr) {
    // One list, most severe first, so that when it is cut the findings that matter most remain.
    const all = [
        ...report.findings.map((f) => ({ f, where: `${f.path}:${(0,_common_js__WEBPACK_IMPORTED_MODULE_2__/* .lineLabel */ .bQ)(f)}${sideNote(f, tr)}` })),
        ...report.unanchored.map((f) => ({
            f,
            where: f.outside_change ? tr.t('outsideChange', { path: f.path }) : `${f.path} ${tr.t('notPinned')}`,
        })),
    ].sort((a, b) => (0,_common_js__WEBPACK_IMPORTED_MODULE_2__/* .compareFindings */ .Eg)(a.f, b.f));
    if (all.length === 0)
        return [];
    const lines = all
        .slice(0, shown)
        .map(({ f, where }) => `- ${SEVERITY_ICON[f.severity]} **${f.severity}** ${(0,_markdown_escape_js__WEBPACK_IMPORTED_MODULE_4__/* .codeSpan */ .SS)(where)} ${(0,_markdown_escape_js__WEBPACK_IMPORTED_MODULE_4__/* .escapeMarkdownInline */ .E4)(f.title)}`);
    const hidden = all.length - Math.min(shown, all.length);
    if (hidden > 0)
        lines.push(`- _${tr.count('moreFindings', hidden)}_`);
    const excluded = report.excluded_files.length;
    return [
        `### ${tr.t('findings')}`,
        lines.join('\n'),
        ...(excluded > 0 ? [`${tr.t('excluded', { files: tr.count('fileCount', excluded) })}.`] : []),
    ];
}
/**
 * Findings below `min-severity` (by default the `low` ones: design, complexity and naming notes),
 * folded under the findings: each with its place and title, none posted inline (issue 44 point 5).
 */
function hiddenFold(report, tr) {
    const { min_severity: floor, findings } = report.stats.below_min_severity;
    if (findings.length === 0)
        return [];
    const sorted = [...findings].sort((a, b) => _core_types_js__WEBPACK_IMPORTED_MODULE_0__/* .SEVERITY_RANK */ .f3[b.severity] - _core_types_js__WEBPACK_IMPORTED_MODULE_0__/* .SEVERITY_RANK */ .f3[a.severity] ||
        a.path.localeCompare(b.path) ||
        a.line - b.line);
    const items = sorted.slice(0, MAX_HIDDEN_LISTED).map((f) => {
        const what = f.rule === null ? f.title : `${f.rule}: ${f.title}`;
        const title = what.length > 160 ? `${what.slice(0, 159)}\u2026` : what;
        return `- ${SEVERITY_ICON[f.severity]} ${(0,_markdown_escape_js__WEBPACK_IMPORTED_MODULE_4__/* .codeSpan */ .SS)(`${f.path}:${f.line}`)} ${(0,_markdown_escape_js__WEBPACK_IMPORTED_MODULE_4__/* .escapeMarkdownInline */ .E4)(title)}`;
    });
    if (findings.length > MAX_HIDDEN_LISTED)
        items.push(`- _${tr.t('andMoreInReport', { n: findings.length - MAX_HIDDEN_LISTED })}_`);
    const summary = (0,_markdown_escape_js__WEBPACK_IMPORTED_MODULE_4__/* .escapeHtml */ .ZD)(tr.count('hiddenFolded', findings.length, { floor }));
    return [details(summary, [items.join('\n')], '')];
}
function excludedSection(report, tr) {
    const files = report.excluded_files;
    if (files.length === 0)
        return [];
    const items = files
        .slice(0, MAX_EXCLUDED_LISTED)
        .map((f) => `- ${(0,_markdown_escape_js__WEBPACK_IMPORTED_MODULE_4__/* .codeSpan */ .SS)(f.path)}: ${(0,_markdown_escape_js__WEBPACK_IMPORTED_MODULE_4__/* .escapeMarkdownInline */ .E4)(f.reason)}`);
    if (files.length > MAX_EXCLUDED_LISTED) {
        items.push(`- _${tr.t('andMoreInReport', { n: files.length - MAX_EXCLUDED_LISTED })}_`);
    }
    const summary = tr.t('excluded', { files: tr.count('fileCount', files.length) });
    return [details(summary, [items.join('\n')], '')];
}
/** A `<details>` block; blank lines around the content let GitHub render Markdown inside it. */
function details(summary, items, open) {
    return [
        `<details${open}>`,
        `<summary>${summary}</summary>`,
        '',
        items.join('\n\n---\n\n'),
        '',
        '</details>',
    ].join('\n');
}
function usageLine(report, tr) {
    const seconds = tr.num(report.duration_ms / 1000, 1);
    return `${tr.t('usage')}: ${formatUsage(report.usage, tr)} \u00b7 ${seconds} s \u00b7 prlens ${report.tool.version}`;
}
/** common.ts's formatUsage in the report's language, numbers written the way that language writes them. */
function formatUsage(usage, tr) {
    if (usage.requests === 0)
        return tr.t('usageNone');
    const cached = usage.cached_tokens > 0 ? ` ${tr.t('usageCached', { n: usage.cached_tokens })}` : '';
    return [
        `${tr.t('usagePrompt', { n: usage.prompt_tokens })}${cached}`,
        ...(0,_common_js__WEBPACK_IMPORTED_MODULE_2__/* .contextPackText */ .Yq)(usage, tr),
        tr.t('usageCompletion', { n: usage.completion_tokens }),
        tr.count('usageRequests', usage.requests),
        usage.cost_usd === null ? tr.t('costUnknown') : tr.cost(usage.cost_usd),
    ].join(', ');
}


/***/ }),

/***/ 2563:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   I: () => (/* binding */ diffWithSecretsMasked),
/* harmony export */   n: () => (/* binding */ withSecretsMasked)
/* harmony export */ });
/* harmony import */ var _core_mask_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(35987);
/* harmony import */ var _prompt_redact_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(55741);
/**
 * What every report output shows of a secret: its provider prefix (`npm_\u2026`), never the whole of it.
 * A static finding already masks the token it reports, but the same line also reaches an output as
 * the diff around a finding (the HTML page's excerpt), a model finding's quoted anchor, a suggestion
 * or another tool's message; the page said "only its prefix is shown" above a diff row holding the
 * whole key (issue 42, point 5; issue 46, point 5). Each renderer passes its report (and the page its
 * diff) through here, with the same table and redactor the prompt uses (src/prompt/redact.ts).
 */


const excerpt = (text) => (0,_prompt_redact_js__WEBPACK_IMPORTED_MODULE_0__/* .redactSecrets */ .fp)(text, 'excerpt');
/** The report with every string's secrets shown as their prefix. */
function withSecretsMasked(report) {
    return (0,_core_mask_js__WEBPACK_IMPORTED_MODULE_1__/* .maskDeep */ .fI)(report, excerpt);
}
/**
 * The diff with each hunk's secrets shown as their prefix; a private key's body lines are hidden
 * whole, the hunk read in order so a block opened above the shown lines is still known.
 */
function diffWithSecretsMasked(files) {
    return files.map((file) => ({
        ...file,
        hunks: file.hunks.map((hunk) => {
            const texts = (0,_prompt_redact_js__WEBPACK_IMPORTED_MODULE_0__/* .redactLines */ .nI)(hunk.lines.map((l) => l.text), 'excerpt');
            return { ...hunk, lines: hunk.lines.map((l, i) => ({ ...l, text: texts[i] ?? l.text })) };
        }),
    }));
}


/***/ })

};
