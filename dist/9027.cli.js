export const id = 9027;
export const ids = [9027,7676];
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

/***/ 79068:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   b: () => (/* binding */ toPlainText)
/* harmony export */ });
/**
 * Markdown as plain text, for the terminal and for SARIF's `message.text` (which code scanning shows
 * as it is). Titles and bodies are written in Markdown for the PR comment (`**bold**`, `` `code` ``,
 * links, fences); printed raw, a reader sees the markup instead of the words.
 *
 * Only Markdown markup is removed (HTML is left as written: it may be the subject of the finding).
 * Code spans and fenced blocks keep their text exactly (an `_` or `*` inside
 * code is code), and `snake_case` words are not mistaken for emphasis.
 */
const FENCE = /^\s{0,3}(`{3,}|~{3,})/;
/** Renders Markdown as plain text: markup removed, code kept verbatim, fences indented by four. */
function toPlainText(markdown) {
    const out = [];
    let fence = null;
    for (const line of markdown.split('\n')) {
        const marker = FENCE.exec(line)?.[1];
        if (fence !== null) {
            if (marker !== undefined && marker[0] === fence[0] && marker.length >= fence.length)
                fence = null;
            else
                out.push(line === '' ? '' : `    ${line}`);
            continue;
        }
        if (marker !== undefined) {
            fence = marker;
            continue;
        }
        out.push(plainLine(line));
    }
    return out.join('\n');
}
function plainLine(line) {
    const block = line
        .replace(/^(\s{0,3})#{1,6}\s+/, '$1')
        .replace(/^(\s{0,3})>\s?/, '$1')
        .replace(/^(\s*)[*+]\s+/, '$1- ');
    // Code spans are swapped for placeholders first, so nothing inside them is touched, while emphasis
    // around them (`**\`x\`**`) still pairs up.
    const spans = [];
    const masked = block.replace(/(`+)([^`]|[^`][\s\S]*?[^`])\1(?!`)/g, (_m, _ticks, code) => {
        spans.push(code.replace(/^ (.*) $/, '$1'));
        return `\u0000${spans.length - 1}\u0000`;
    });
    return plainInline(masked).replace(/\u0000(\d+)\u0000/g, (_m, i) => spans[Number(i)] ?? '');
}
function plainInline(text) {
    return text
        .replace(/!\[([^\]]*)\]\(([^)\s]+)[^)]*\)/g, '$1')
        .replace(/\[([^\]]+)\]\(([^)\s]+)[^)]*\)/g, (_m, label, url) => label === url ? url : `${label} (${url})`)
        .replace(/(\*\*|__)(?=\S)(.+?)(?<=\S)\1/g, '$2')
        .replace(/(^|[^\w*])\*(?=\S)([^*]+?)(?<=\S)\*(?![\w*])/g, '$1$2')
        .replace(/(^|[^\w])_(?=\S)([^_]+?)(?<=\S)_(?!\w)/g, '$1$2')
        .replace(/~~(?=\S)(.+?)(?<=\S)~~/g, '$1')
        .replace(/\\([\\`*_{}[\]()#+\-.!|>~<])/g, '$1');
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


/***/ }),

/***/ 19027:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   renderText: () => (/* binding */ renderText)
/* harmony export */ });
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(57975);
/* harmony import */ var _common_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(78317);
/* harmony import */ var _coverage_sentence_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(72174);
/* harmony import */ var _plain_text_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(79068);
/* harmony import */ var _i18n_index_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(27667);
/* harmony import */ var _secret_excerpts_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(2563);
/**
 * Terminal rendering of a review. Titles and bodies come from a model or from rules, so control
 * characters are stripped before printing: a finding must not be able to move the cursor, clear
 * the screen or recolour the terminal, and with `color: false` the output holds no escape at all.
 */






const FORMAT = {
    bold: 'bold',
    dim: 'dim',
    red: 'red',
    boldRed: ['bold', 'red'],
    yellow: 'yellow',
    cyan: 'cyan',
    magenta: ['bold', 'magenta'],
    green: 'green',
};
/**
 * Node's `styleText` writes the escapes. `validateStream: false` because the caller has already
 * decided from the injected `isTTY` and env (so tests and the CLI agree); Node 22.13+ would
 * otherwise look at the real `process.stdout` and `process.env` instead, and older 22.x ignore it.
 */
function styled(style, text) {
    return (0,node_util__WEBPACK_IMPORTED_MODULE_0__.styleText)(FORMAT[style], text, { validateStream: false });
}
const SEVERITY_STYLE = {
    critical: 'magenta',
    high: 'red',
    medium: 'yellow',
    low: 'cyan',
};
const BODY_INDENT = '      ';
const CODE_INDENT = '          ';
/** Renders a report for a terminal: what was looked at, findings by file, what was left out, usage. */
function renderText(input, options) {
    const report = (0,_secret_excerpts_js__WEBPACK_IMPORTED_MODULE_4__/* .withSecretsMasked */ .n)(input);
    const paint = (style, text) => (options.color ? styled(style, text) : text);
    const out = [];
    const tr = (0,_i18n_index_js__WEBPACK_IMPORTED_MODULE_3__/* .translator */ .Nj)(options.language);
    out.push(paint('bold', header(report, tr)));
    // What each lens looked at: "kept for review" is not "read by a rule or a model".
    out.push(`${tr.t('coverage')}: ${clean((0,_coverage_sentence_js__WEBPACK_IMPORTED_MODULE_2__/* .coverageSentence */ .Qc)(report, tr))}`);
    const hidden = (0,_coverage_sentence_js__WEBPACK_IMPORTED_MODULE_2__/* .hiddenSentence */ .iq)(report, tr);
    if (hidden !== '')
        out.push(clean(hidden));
    if (report.incomplete) {
        const scope = tr.t('scope', {
            files: tr.count('fileCount', report.stats.files_changed),
            target: (0,_common_js__WEBPACK_IMPORTED_MODULE_1__/* .describeTarget */ .ff)(report.target, tr),
        });
        out.push(paint('boldRed', `${tr.t('incompleteTitle').toUpperCase()} ${clean((0,_common_js__WEBPACK_IMPORTED_MODULE_1__/* .incompleteReason */ .D1)(report))}`));
        out.push(paint('boldRed', clean(tr.t('incompleteRest', { scope }))));
    }
    out.push('');
    for (const [path, findings] of (0,_common_js__WEBPACK_IMPORTED_MODULE_1__/* .groupByFile */ .XQ)(report.findings)) {
        out.push(paint('bold', clean(path)));
        for (const finding of findings)
            out.push(...findingLines(finding, paint, tr));
        out.push('');
    }
    if (report.findings.length === 0 && report.unanchored.length === 0) {
        // An incomplete review with nothing found has not shown the change is fine: say only what ran.
        out.push(report.incomplete
            ? tr.t('nothingFound')
            : paint('green', `${tr.t('noFindings')}${lensList(report, tr)}`), '');
    }
    if (report.unanchored.length > 0) {
        out.push(paint('bold', `${tr.t('unanchored')}:`));
        for (const [path, findings] of (0,_common_js__WEBPACK_IMPORTED_MODULE_1__/* .groupByFile */ .XQ)(report.unanchored)) {
            for (const finding of findings) {
                const where = finding.outside_change
                    ? tr.t('outsideChange', { path })
                    : tr.t('nearLine', { path, line: finding.line });
                out.push(...findingLines(finding, paint, tr, clean(where)));
            }
        }
        out.push('');
    }
    if (report.excluded_files.length > 0) {
        const files = tr.count('fileCount', report.excluded_files.length);
        out.push(paint('bold', `${tr.t('excluded', { files })}:`));
        for (const file of report.excluded_files)
            out.push(`  ${clean(file.path)}: ${clean(file.reason)}`);
        out.push('');
    }
    if (report.warnings.length > 0) {
        out.push(paint('yellow', `${tr.t('warnings')}:`));
        for (const warning of report.warnings)
            out.push(`  - ${clean(warning)}`);
        out.push('');
    }
    const seconds = `${tr.num(report.duration_ms / 1000, 1)} s`;
    out.push(paint('dim', `${tr.t('usage')}: ${usageText(report, tr)}; ${seconds}`));
    return `${out.join('\n')}\n`;
}
/** English keeps common.ts's usage line; another language gets the Markdown's translated one. */
function usageText(report, tr) {
    const u = report.usage;
    if (tr.lang === 'en' || u.requests === 0)
        return u.requests === 0 ? tr.t('usageNone') : (0,_common_js__WEBPACK_IMPORTED_MODULE_1__/* .formatUsage */ .pK)(u);
    const cached = u.cached_tokens > 0 ? ` ${tr.t('usageCached', { n: u.cached_tokens })}` : '';
    return [
        `${tr.t('usagePrompt', { n: u.prompt_tokens })}${cached}`,
        ...(0,_common_js__WEBPACK_IMPORTED_MODULE_1__/* .contextPackText */ .Yq)(u, tr),
        tr.t('usageCompletion', { n: u.completion_tokens }),
        tr.count('usageRequests', u.requests),
        u.cost_usd === null ? tr.t('costUnknown') : tr.cost(u.cost_usd),
    ].join(', ');
}
function header(report, tr) {
    const parts = [
        `${tr.t('heading')}: ${clean((0,_common_js__WEBPACK_IMPORTED_MODULE_1__/* .describeTarget */ .ff)(report.target, tr))}`,
        tr.count('findingCount', report.findings.length),
    ];
    if (report.unanchored.length > 0)
        parts.push(tr.count('notPinnedCount', report.unanchored.length));
    if (report.incomplete)
        parts.push(tr.t('incompleteFlag'));
    return parts.join(' | ');
}
function findingLines(finding, paint, tr, where = clean((0,_common_js__WEBPACK_IMPORTED_MODULE_1__/* .locationLabel */ .GE)(finding))) {
    const severity = paint(SEVERITY_STYLE[finding.severity], finding.severity.toUpperCase());
    const rule = finding.rule === null ? '' : ` ${clean(finding.rule)}`;
    const lines = [
        `  ${where}  ${severity}  [${clean(finding.lens)}${rule}]  ${paint('bold', oneLine((0,_plain_text_js__WEBPACK_IMPORTED_MODULE_5__/* .toPlainText */ .b)(finding.title)))}`,
    ];
    // Bodies are Markdown written for the PR comment: shown as plain text, without the repeated title
    // and (the rule id is in the brackets above) without the static rule line.
    const body = (0,_plain_text_js__WEBPACK_IMPORTED_MODULE_5__/* .toPlainText */ .b)((0,_common_js__WEBPACK_IMPORTED_MODULE_1__/* .bodyWithoutTitle */ .Xe)(finding, finding.rule === null ? null : _common_js__WEBPACK_IMPORTED_MODULE_1__/* .STATIC_RULE_LINE */ .vh));
    if (body !== '')
        lines.push(...indent(clean(body).trimEnd(), BODY_INDENT));
    if (finding.suggestion !== null) {
        lines.push(`${BODY_INDENT}${paint('dim', tr.t('suggestedChange'))}`);
        lines.push(...indent(clean(finding.suggestion).trimEnd(), CODE_INDENT));
    }
    return lines;
}
function lensList(report, tr) {
    const lenses = report.stats.lenses;
    return lenses.length > 0 ? ` ${tr.t('lensList', { list: lenses.map(clean).join(', ') })}` : '';
}
function indent(text, prefix) {
    return text.split('\n').map((line) => (line === '' ? '' : `${prefix}${line}`));
}
function oneLine(text) {
    return clean(text).replace(/\s+/g, ' ').trim();
}
/** Drops C0/C1 control characters (ESC among them) except newline and tab; turns CRLF into LF. */
function clean(text) {
    return text.replace(/\r\n?/g, '\n').replace(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/g, '');
}


/***/ })

};
