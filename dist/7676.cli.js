export const id = 7676;
export const ids = [7676];
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
