export const id = 6368;
export const ids = [6368,9143];
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

/***/ 56368:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   buildRdjson: () => (/* binding */ buildRdjson),
/* harmony export */   renderRdjson: () => (/* binding */ renderRdjson)
/* harmony export */ });
/* harmony import */ var _common_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(78317);
/* harmony import */ var _plain_text_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(79068);
/* harmony import */ var _sarif_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(29143);
/* harmony import */ var _secret_excerpts_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2563);




const SEVERITY = {
    critical: 'ERROR',
    high: 'ERROR',
    medium: 'WARNING',
    low: 'INFO',
};
/**
 * Lines without columns: reviewdog reads `start {line: a}, end {line: b}` line-wise, lines a to b
 * both included, which is exactly a finding's range and the lines its suggestion replaces.
 */
function lines(finding) {
    const start = finding.start_line ?? finding.line;
    return { start: { line: start }, end: { line: finding.line } };
}
function toDiagnostic(finding, pinned) {
    const title = (0,_plain_text_js__WEBPACK_IMPORTED_MODULE_3__/* .toPlainText */ .b)(finding.title).trim() || `${finding.lens} finding`;
    const body = (0,_plain_text_js__WEBPACK_IMPORTED_MODULE_3__/* .toPlainText */ .b)((0,_common_js__WEBPACK_IMPORTED_MODULE_0__/* .bodyWithoutTitle */ .Xe)(finding, finding.rule === null ? null : _common_js__WEBPACK_IMPORTED_MODULE_0__/* .STATIC_RULE_LINE */ .vh));
    // rdjson locations are in the new file: a finding on a deleted (LEFT) line, or one whose line was
    // never verified against the diff, stays on its file only rather than on a line it may not be about.
    const right = pinned && finding.side === 'RIGHT';
    const diagnostic = {
        message: body === '' ? title : `${title}\n\n${body}`,
        location: right ? { path: finding.path, range: lines(finding) } : { path: finding.path },
        severity: SEVERITY[finding.severity],
        code: { value: (0,_sarif_js__WEBPACK_IMPORTED_MODULE_1__/* .ruleId */ .IC)(finding) },
    };
    if (right && finding.suggestion !== null) {
        diagnostic.suggestions = [{ range: lines(finding), text: finding.suggestion.replace(/\r?\n$/, '') }];
    }
    return diagnostic;
}
/** The report's findings as an rdjson DiagnosticResult; unanchored ones on their file, without lines. */
function buildRdjson(report) {
    const pinned = [...report.findings].sort(_common_js__WEBPACK_IMPORTED_MODULE_0__/* .compareFindings */ .Eg).map((f) => toDiagnostic(f, true));
    const loose = [...report.unanchored].sort(_common_js__WEBPACK_IMPORTED_MODULE_0__/* .compareFindings */ .Eg).map((f) => toDiagnostic(f, false));
    return { source: { name: 'prlens' }, diagnostics: [...pinned, ...loose] };
}
function renderRdjson(report) {
    return `${JSON.stringify(buildRdjson((0,_secret_excerpts_js__WEBPACK_IMPORTED_MODULE_2__/* .withSecretsMasked */ .n)(report)), null, 2)}\n`;
}


/***/ }),

/***/ 29143:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   IC: () => (/* binding */ ruleId),
/* harmony export */   renderSarif: () => (/* binding */ renderSarif)
/* harmony export */ });
/* unused harmony exports buildSarif, artifactUri */
/* harmony import */ var _common_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(78317);
/* harmony import */ var _plain_text_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(79068);
/* harmony import */ var _secret_excerpts_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2563);



const SARIF_SCHEMA_URI = 'https://json.schemastore.org/sarif-2.1.0.json';
/** GitHub rejects an upload with more results than this in one run. */
const GITHUB_MAX_RESULTS_PER_RUN = 25_000;
const FINGERPRINT_KEY = 'prlens/v1';
const LEVEL = {
    critical: 'error',
    high: 'error',
    medium: 'warning',
    low: 'note',
};
/** GitHub reads this 0-10 score (as a string) to rank security alerts; it needs the `security` tag. */
const SECURITY_SEVERITY = {
    critical: '9.5',
    high: '8.0',
    medium: '5.5',
    low: '3.0',
};
/** The report as a SARIF 2.1.0 document (2-space indent, trailing newline). */
function renderSarif(report, options = {}) {
    return `${JSON.stringify(buildSarif((0,_secret_excerpts_js__WEBPACK_IMPORTED_MODULE_1__/* .withSecretsMasked */ .n)(report), options), null, 2)}\n`;
}
/**
 * The SARIF log as an object: one SARIF rule per prlens rule (its own id, as rules/README.md says)
 * and one per lens for model findings (`lens/<name>`).
 */
function buildSarif(report, options = {}) {
    const maxResults = options.maxResults ?? GITHUB_MAX_RESULTS_PER_RUN;
    const catalog = new Map((options.rules ?? []).map((r) => [r.id, r]));
    const onNewSide = report.findings.filter((f) => f.side === 'RIGHT').sort(_common_js__WEBPACK_IMPORTED_MODULE_0__/* .compareFindings */ .Eg);
    const kept = onNewSide.slice(0, maxResults);
    const omittedLeftSide = report.findings.length - onNewSide.length;
    const omittedOverLimit = onNewSide.length - kept.length;
    const uncatalogued = new Set();
    const byId = new Map();
    for (const finding of kept) {
        const id = ruleId(finding);
        if (byId.has(id))
            continue;
        if (finding.rule === null)
            byId.set(id, lensRule(id, finding.lens));
        else {
            const info = catalog.get(finding.rule);
            if (!info)
                uncatalogued.add(finding.rule);
            byId.set(id, info ? staticRule(info) : bareRule(id));
        }
    }
    // Sorted by id so the rule list (and every ruleIndex) is the same whatever order findings come in.
    const rules = [...byId.values()].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
    const ruleIndex = new Map(rules.map((rule, index) => [rule.id, index]));
    const results = kept.map((finding) => {
        const id = ruleId(finding);
        return toResult(finding, id, ruleIndex.get(id) ?? 0);
    });
    const notes = [];
    if (omittedLeftSide > 0)
        notes.push(`${(0,_common_js__WEBPACK_IMPORTED_MODULE_0__/* .plural */ .LS)(omittedLeftSide, 'finding')} on deleted lines (old file)`);
    if (report.unanchored.length > 0) {
        notes.push(`${(0,_common_js__WEBPACK_IMPORTED_MODULE_0__/* .plural */ .LS)(report.unanchored.length, 'finding')} not pinned to a changed line`);
    }
    if (omittedOverLimit > 0) {
        notes.push(`${(0,_common_js__WEBPACK_IMPORTED_MODULE_0__/* .plural */ .LS)(omittedOverLimit, 'finding')} over GitHub's limit of ${maxResults} results`);
    }
    const notifications = report.warnings.map((text) => ({
        level: 'warning',
        message: { text },
    }));
    if (notes.length > 0) {
        notifications.push({
            level: 'warning',
            message: { text: `Not in this SARIF log (see the JSON report): ${notes.join('; ')}.` },
        });
    }
    if (uncatalogued.size > 0) {
        notifications.push({
            level: 'warning',
            message: { text: `No rule metadata for ${[...uncatalogued].sort().join(', ')}: described by id only.` },
        });
    }
    return {
        $schema: SARIF_SCHEMA_URI,
        version: '2.1.0',
        runs: [
            {
                tool: {
                    driver: {
                        name: 'prlens',
                        version: report.tool.version,
                        rules,
                    },
                },
                invocations: [{ executionSuccessful: !report.incomplete, toolExecutionNotifications: notifications }],
                results,
                properties: {
                    incomplete: report.incomplete,
                    omittedLeftSide,
                    omittedUnanchored: report.unanchored.length,
                    omittedOverLimit,
                },
            },
        ],
    };
}
/**
 * The SARIF rule id of a finding: the static rule's own id (`py-eval-exec`), or `lens/<lens>` for a
 * model finding. A finding two model lenses agreed on (`security+correctness`) files under the first.
 */
function ruleId(finding) {
    if (finding.rule !== null)
        return finding.rule;
    return `lens/${toKebab(finding.lens.split('+')[0] ?? '')}`;
}
/** A repository-relative path as a URI reference: forward slashes, each segment percent-encoded. */
function artifactUri(path) {
    return path
        .replace(/\\/g, '/')
        .replace(/^(\.\/)+/, '')
        .replace(/^\/+/, '')
        .split('/')
        .map(encodeURIComponent)
        .join('/');
}
function toResult(finding, id, index) {
    const start = finding.start_line;
    const region = start !== null && start < finding.line
        ? { startLine: start, endLine: finding.line }
        : { startLine: finding.line };
    return {
        ruleId: id,
        ruleIndex: index,
        level: LEVEL[finding.severity],
        message: { text: messageText(finding) },
        locations: [
            {
                physicalLocation: {
                    artifactLocation: { uri: artifactUri(finding.path), uriBaseId: '%SRCROOT%' },
                    region,
                },
            },
        ],
        partialFingerprints: { [FINGERPRINT_KEY]: finding.fingerprint },
        ...fixesOf(finding),
        properties: {
            severity: finding.severity,
            lens: finding.lens,
            category: finding.category,
            confidence: finding.confidence,
            rule: finding.rule,
        },
    };
}
/**
 * A fix only for a suggestion that was applied, parsed and re-reviewed without a new finding: a SARIF
 * consumer may apply it unseen. The deleted region has no columns, so it spans the whole lines (3.30.2).
 */
function fixesOf(finding) {
    const check = finding.suggestion_check;
    if (finding.suggestion === null || (check !== 'verified' && check !== 'parses'))
        return {};
    const fix = {
        description: { text: `Suggested change (${check}: ${finding.suggestion_reason ?? ''})` },
        artifactChanges: [
            {
                artifactLocation: { uri: artifactUri(finding.path), uriBaseId: '%SRCROOT%' },
                replacements: [
                    {
                        deletedRegion: { startLine: finding.start_line ?? finding.line, endLine: finding.line },
                        insertedContent: { text: finding.suggestion },
                    },
                ],
            },
        ],
    };
    return { fixes: [fix] };
}
function messageText(finding) {
    const parts = [oneLine((0,_plain_text_js__WEBPACK_IMPORTED_MODULE_2__/* .toPlainText */ .b)(finding.title)) || `${finding.lens} finding`];
    const body = (0,_plain_text_js__WEBPACK_IMPORTED_MODULE_2__/* .toPlainText */ .b)((0,_common_js__WEBPACK_IMPORTED_MODULE_0__/* .bodyWithoutTitle */ .Xe)(finding, finding.rule === null ? null : _common_js__WEBPACK_IMPORTED_MODULE_0__/* .STATIC_RULE_LINE */ .vh));
    if (body !== '')
        parts.push(body);
    if (finding.suggestion !== null)
        parts.push(`Suggested change:\n${finding.suggestion}`);
    return parts.join('\n\n');
}
function staticRule(info) {
    const security = info.category === 'security';
    const rule = {
        id: info.id,
        shortDescription: { text: oneLine(info.message) },
        defaultConfiguration: { level: LEVEL[info.severity] },
        properties: {
            ...(security
                ? { tags: ['security'], 'security-severity': SECURITY_SEVERITY[info.severity] }
                : { tags: [info.category] }),
            ...(info.precision ? { precision: info.precision } : {}),
        },
    };
    if (info.note)
        rule.fullDescription = { text: (0,_plain_text_js__WEBPACK_IMPORTED_MODULE_2__/* .toPlainText */ .b)(info.note.trim()) };
    if (info.url && /^https?:\/\//.test(info.url))
        rule.helpUri = info.url;
    return rule;
}
/**
 * A model lens as a rule. A lens grades each finding itself, so it has no severity of its own: no
 * `security-severity` (one score would overstate some findings and understate others), and code
 * scanning shows each result's own `level` instead.
 */
function lensRule(id, lens) {
    const name = toKebab(lens.split('+')[0] ?? '');
    return {
        id,
        shortDescription: { text: `prlens ${name} lens (language-model review)` },
        defaultConfiguration: { level: 'warning' },
        properties: { tags: name === 'security' ? ['security'] : [] },
    };
}
/** A static rule missing from the catalog: its id only, never metadata guessed from a finding. */
function bareRule(id) {
    return {
        id,
        shortDescription: { text: `prlens static rule ${id}` },
        defaultConfiguration: { level: 'warning' },
        properties: { tags: [] },
    };
}
function oneLine(text) {
    return text.replace(/\s+/g, ' ').trim();
}
function toKebab(text) {
    const kebab = text
        .trim()
        .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-+|-+$/g, '');
    return kebab === '' ? 'general' : kebab;
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
