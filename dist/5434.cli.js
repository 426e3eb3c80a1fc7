export const id = 5434;
export const ids = [5434];
export const modules = {

/***/ 82787:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  X: () => (/* binding */ htmlPage)
});

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
// EXTERNAL MODULE: ./.tmp/bundle-src/report/html/escape.js
var html_escape = __webpack_require__(61059);
;// CONCATENATED MODULE: ./.tmp/bundle-src/report/html/script.js
/**
 * The one script of the pages: finding filters by severity and lens, and open/close-all buttons for
 * collapsible blocks. It reads values (and the words of the shown-count line) only through
 * `dataset` and `<html lang>` and writes only `hidden`,
 * `aria-pressed` and `textContent`: it never builds markup, so no value from the page can become code.
 */
const PAGE_SCRIPT = `
(function () {
  'use strict';
  var hidden = { severity: new Set(), lens: new Set() };
  var findings = Array.prototype.slice.call(document.querySelectorAll('.finding'));
  var counter = document.getElementById('shown-count');
  function apply() {
    var shown = 0;
    findings.forEach(function (f) {
      var hide = hidden.severity.has(f.dataset.severity) || hidden.lens.has(f.dataset.lens);
      f.hidden = hide;
      if (!hide) shown++;
    });
    document.querySelectorAll('.file').forEach(function (file) {
      file.hidden = file.querySelector('.finding:not([hidden])') === null;
    });
    if (counter) counter.textContent = shownText(shown, findings.length);
  }
  // The words come from the page (data-one, data-other: the catalog's two forms), chosen and
  // numbered in the page's language as the server did; the result is only ever text.
  var lang = document.documentElement.lang || 'en';
  var plural = new Intl.PluralRules(lang);
  var number = new Intl.NumberFormat(lang);
  function shownText(n, total) {
    var form = plural.select(n) === 'one' ? counter.dataset.one : counter.dataset.other;
    return String(form || '').split('{n}').join(number.format(n)).split('{total}').join(number.format(total));
  }
  document.querySelectorAll('button[data-filter]').forEach(function (button) {
    button.addEventListener('click', function () {
      var set = hidden[button.dataset.filter];
      if (!set) return;
      var value = button.dataset.value;
      if (set.has(value)) set.delete(value); else set.add(value);
      button.setAttribute('aria-pressed', set.has(value) ? 'false' : 'true');
      apply();
    });
  });
  document.querySelectorAll('button[data-details]').forEach(function (button) {
    button.addEventListener('click', function () {
      var scope = button.closest('[data-details-scope]') || document;
      var open = button.dataset.details === 'open';
      scope.querySelectorAll('details').forEach(function (d) { d.open = open; });
    });
  });
  apply();
})();
`;

;// CONCATENATED MODULE: ./.tmp/bundle-src/report/html/style.js
/** The pages' stylesheet: inline (CSP-hashed in page.ts), no web fonts, no images. */
const PAGE_STYLE = `
:root { --fg:#1f2328; --muted:#59636e; --line:#d1d9e0; --bg:#fff; --soft:#f6f8fa;
  --critical:#8250df; --high:#cf222e; --medium:#bc4c00; --low:#0969da; --ok:#1a7f37; }
* { box-sizing: border-box; }
[hidden] { display: none !important; }
body { margin: 0; padding: 24px; font: 14px/1.5 system-ui, -apple-system, "Segoe UI", sans-serif;
  color: var(--fg); background: var(--bg); }
main { max-width: 1200px; margin: 0 auto; }
main.wide { max-width: none; }
h1 { font-size: 22px; margin: 0 0 4px; } h2 { font-size: 18px; margin: 28px 0 10px; }
h3 { font-size: 15px; margin: 0; font-family: ui-monospace, SFMono-Regular, Menlo, monospace; word-break: break-all; }
a { color: var(--low); }
.meta { color: var(--muted); margin: 0 0 12px; }
.status { border-radius: 6px; padding: 12px 16px; margin: 12px 0; border: 1px solid var(--line); }
.status.complete { border-color: var(--ok); background: #dafbe1; }
.status.incomplete { border-color: var(--high); background: #ffebe9; color: #82071e; }
.status strong { font-size: 16px; }
.status ul, .warnings ul { margin: 6px 0 0; padding-left: 20px; }
.warnings { border-left: 4px solid var(--medium); background: #fff8c5; padding: 8px 14px; margin: 12px 0; }
.counts { display: flex; gap: 8px; flex-wrap: wrap; margin: 8px 0; }
.chip { display: inline-block; border-radius: 12px; padding: 0 8px; font-size: 12px; line-height: 20px;
  border: 1px solid var(--line); background: var(--soft); white-space: nowrap; max-width: 100%;
  overflow: hidden; text-overflow: ellipsis; vertical-align: middle; }
.chip.sev { color: #fff; border: 0; font-weight: 600; }
.sev-critical { background: var(--critical) !important; } .sev-high { background: var(--high) !important; }
.sev-medium { background: var(--medium) !important; } .sev-low { background: var(--low) !important; }
.filters { display: flex; flex-wrap: wrap; gap: 6px; align-items: center; margin: 8px 0 16px; }
.filters span.label { color: var(--muted); margin-right: 4px; }
button { font: inherit; font-size: 12px; border: 1px solid var(--line); background: var(--soft);
  border-radius: 6px; padding: 2px 10px; cursor: pointer; }
button[aria-pressed="false"] { opacity: .45; text-decoration: line-through; }
.file { border: 1px solid var(--line); border-radius: 6px; margin: 0 0 16px; }
.file > header { background: var(--soft); padding: 8px 12px; border-bottom: 1px solid var(--line);
  display: flex; gap: 10px; align-items: baseline; justify-content: space-between; }
.finding { padding: 12px; border-top: 1px solid var(--line); }
.file > header + .finding { border-top: 0; }
.finding .head { display: flex; gap: 6px; flex-wrap: wrap; align-items: center; }
.finding .title { font-weight: 600; font-size: 15px; margin: 6px 0 4px; overflow-wrap: anywhere; }
.finding .where { color: var(--muted); font-size: 12px; }
.text { white-space: pre-wrap; overflow-wrap: anywhere; margin: 4px 0; }
.md { overflow-wrap: anywhere; margin: 4px 0; } .md p, .md ul, .md ol { margin: 4px 0; }
pre { background: var(--soft); border: 1px solid var(--line); border-radius: 6px; padding: 8px;
  overflow: auto; font: 12px/1.45 ui-monospace, SFMono-Regular, Menlo, monospace; margin: 6px 0; }
pre.wrap { white-space: pre-wrap; overflow-wrap: anywhere; max-height: 480px; }
table.diff { border-collapse: collapse; width: 100%; font: 12px/1.45 ui-monospace, SFMono-Regular, Menlo, monospace;
  border: 1px solid var(--line); margin: 8px 0; table-layout: fixed; }
table.diff td { padding: 0 6px; white-space: pre-wrap; overflow-wrap: anywhere; vertical-align: top; }
table.diff td.n { width: 48px; text-align: right; color: var(--muted); user-select: none; }
table.diff td.s { width: 16px; user-select: none; }
table.diff tr.add { background: #e6ffec; } table.diff tr.del { background: #ffebe9; }
table.diff tr.flag td:first-child { box-shadow: inset 3px 0 0 var(--medium); } table.diff tr.flag td.n { font-weight: 700; color: var(--fg); }
table.diff tr.gap td { color: var(--muted); text-align: center; }
table.usage { border-collapse: collapse; } table.usage td, table.usage th { border: 1px solid var(--line); padding: 4px 10px; text-align: right; }
table.usage th { background: var(--soft); text-align: left; }
.timeline { border: 1px solid var(--line); border-radius: 6px; padding: 8px; overflow-x: auto; }
.timeline svg { width: 100%; min-width: 720px; height: auto; display: block; }
.timeline text { font: 11px system-ui, sans-serif; fill: var(--fg); }
.timeline .axis text { fill: var(--muted); } .timeline .axis line { stroke: var(--line); }
.timeline .row-bg { fill: var(--soft); }
.timeline .bar { fill: var(--low); } .timeline .bar.cached { fill: var(--ok); }
.timeline .bar.error { fill: var(--high); } .timeline .bar.open { fill: var(--muted); }
.legend { display: flex; gap: 14px; flex-wrap: wrap; font-size: 12px; color: var(--muted); margin-top: 6px; }
.legend i { display: inline-block; width: 12px; height: 10px; margin-right: 4px; vertical-align: middle; }
.legend i.ok { background: var(--low); } .legend i.cached { background: var(--ok); }
.legend i.error { background: var(--high); } .legend i.open { background: var(--muted); }
.columns { display: flex; gap: 12px; overflow-x: auto; align-items: flex-start; padding-bottom: 8px; }
.column { flex: 1 0 380px; min-width: 0; border: 1px solid var(--line); border-radius: 6px; background: var(--bg); }
.column > header { background: var(--soft); padding: 8px 10px; border-bottom: 1px solid var(--line); }
.column > header h3 { font-size: 13px; }
.column .tools { margin-top: 4px; display: flex; gap: 6px; }
.turn { border-top: 1px solid var(--line); padding: 6px 10px; }
.turn summary { cursor: pointer; font-size: 12px; overflow-wrap: anywhere; }
.turn.request summary::marker { color: var(--low); } .turn.response summary::marker { color: var(--ok); }
.turn.error { background: #ffebe9; } .turn .label { font-weight: 600; }
.turn .tokens { color: var(--muted); }
.role { font-size: 11px; text-transform: uppercase; color: var(--muted); margin-top: 6px; }
.muted { color: var(--muted); }
footer { margin-top: 32px; color: var(--muted); font-size: 12px; }
`;

;// CONCATENATED MODULE: ./.tmp/bundle-src/report/html/page.js
/**
 * The shell of every prlens page: one self-contained HTML file. Its CSS and JS are inline and its
 * Content-Security-Policy admits exactly those two blocks (by their SHA-256) and nothing else: no
 * fetch, image, font, frame, form target or <base> of any kind, so the page works offline from an
 * artifact and cannot be made to call anywhere, even if an escaping bug let markup through.
 * https://www.w3.org/TR/CSP3/#meta-element, https://www.w3.org/TR/CSP3/#grammardef-hash-source
 */




/** `'sha256-\u2026'` of an inline block, as CSP hashes it (the UTF-8 bytes between the tags). */
function cspHash(text) {
    return `'sha256-${(0,external_node_crypto_.createHash)('sha256').update(text, 'utf8').digest('base64')}'`;
}
/** The policy: nothing may load; only our own style and script blocks may run. */
function contentSecurityPolicy(style, script) {
    return [
        "default-src 'none'",
        `style-src ${cspHash(style)}`,
        `script-src ${cspHash(script)}`,
        "img-src 'none'",
        "connect-src 'none'",
        "form-action 'none'",
        "base-uri 'none'",
    ].join('; ');
}
/** A complete HTML document around `body`. */
function htmlPage(parts) {
    return [
        '<!doctype html>',
        `<html lang="${(0,html_escape/* esc */.UQ)(parts.lang ?? 'en')}">`,
        '<head>',
        '<meta charset="utf-8">',
        // First in <head>: the policy applies to everything parsed after it.
        `<meta http-equiv="Content-Security-Policy" content="${(0,html_escape/* esc */.UQ)(contentSecurityPolicy(PAGE_STYLE, PAGE_SCRIPT))}">`,
        '<meta name="referrer" content="no-referrer">',
        '<meta name="viewport" content="width=device-width, initial-scale=1">',
        `<title>${(0,html_escape/* esc */.UQ)(parts.title)}</title>`,
        `<style>${PAGE_STYLE}</style>`,
        '</head>',
        '<body>',
        parts.body,
        `<script>${PAGE_SCRIPT}</script>`,
        '</body>',
        '</html>',
        '',
    ].join('\n');
}


/***/ }),

/***/ 35434:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  renderHtml: () => (/* binding */ renderHtml)
});

// EXTERNAL MODULE: ./.tmp/bundle-src/report/common.js
var common = __webpack_require__(78317);
// EXTERNAL MODULE: ./.tmp/bundle-src/report/coverage-sentence.js
var coverage_sentence = __webpack_require__(72174);
// EXTERNAL MODULE: ./.tmp/bundle-src/i18n/index.js + 9 modules
var i18n = __webpack_require__(27667);
// EXTERNAL MODULE: ./.tmp/bundle-src/report/html/escape.js
var html_escape = __webpack_require__(61059);
;// CONCATENATED MODULE: ./.tmp/bundle-src/report/html/context.js

/** Lines shown around the flagged ones, and the most flagged lines shown before eliding. */
const CONTEXT_PAD = 3;
const MAX_FLAGGED = 24;
/** The flagged lines with `pad` lines around them, or null when the diff does not hold them. */
function contextLines(file, finding, pad = CONTEXT_PAD) {
    if (!file)
        return null;
    const from = Math.min(finding.start_line ?? finding.line, finding.line);
    const to = finding.line;
    const numberOf = (l) => (finding.side === 'LEFT' ? l.oldLine : l.newLine);
    for (const hunk of file.hunks) {
        const hits = [];
        hunk.lines.forEach((l, i) => {
            const at = numberOf(l);
            if (at !== null && at >= from && at <= to)
                hits.push(i);
        });
        if (hits.length === 0)
            continue;
        const first = hits[0];
        const last = hits.at(-1);
        const flagged = new Set(hits);
        const out = [];
        for (let i = Math.max(0, first - pad); i <= Math.min(hunk.lines.length - 1, last + pad); i++) {
            // A long range keeps its first and last lines; the middle is elided.
            if (last - first >= MAX_FLAGGED && i === first + MAX_FLAGGED / 2) {
                out.push('gap');
                i = last - MAX_FLAGGED / 2;
            }
            out.push({ ...hunk.lines[i], flagged: flagged.has(i) });
        }
        return out;
    }
    return null;
}
/** The lines as a diff table (old number, new number, sign, text), every cell escaped. */
function renderContext(lines) {
    const rows = lines.map((line) => {
        if (line === 'gap')
            return '<tr class="gap"><td colspan="4">\u2026</td></tr>';
        const sign = line.kind === 'add' ? '+' : line.kind === 'del' ? '-' : ' ';
        const classes = [line.kind, line.flagged ? 'flag' : ''].filter(Boolean).join(' ');
        return (`<tr class="${classes}"><td class="n">${line.oldLine ?? ''}</td><td class="n">${line.newLine ?? ''}</td>` +
            `<td class="s">${sign}</td><td>${(0,html_escape/* esc */.UQ)(line.text)}</td></tr>`);
    });
    return `<table class="diff">${rows.join('')}</table>`;
}

// EXTERNAL MODULE: ./node_modules/marked/lib/marked.esm.js
var marked_esm = __webpack_require__(48022);
;// CONCATENATED MODULE: ./.tmp/bundle-src/report/html/markdown-html.js
/**
 * Finding bodies are Markdown written for the PR comment; the page renders them with `marked`, safe
 * for text the change under review controls: raw HTML is never passed through (every html token is
 * shown as its text), a link keeps its href only for http(s) and relative targets (a `javascript:`
 * or `data:` one is shown as text), and images become their alt text (the page's CSP loads none).
 * https://marked.js.org/using_pro#renderer
 */


/** http(s), or relative (no scheme before the first `/`, `?` or `#`). */
function safeHref(href) {
    const value = href.trim();
    const scheme = /^([A-Za-z][A-Za-z0-9+.-]*):/.exec(value);
    if (!scheme)
        return !value.startsWith('//');
    return /^https?$/i.test(scheme[1] ?? '');
}
const marked = new marked_esm/* Marked */.Dz({
    gfm: true,
    breaks: false,
    async: false,
    renderer: {
        html(token) {
            return (0,html_escape/* esc */.UQ)(token.text);
        },
        link(token) {
            const text = this.parser.parseInline(token.tokens);
            if (!safeHref(token.href))
                return `${text} (${(0,html_escape/* esc */.UQ)(token.href)})`;
            return `<a href="${(0,html_escape/* esc */.UQ)(token.href)}" rel="noreferrer">${text}</a>`;
        },
        image(token) {
            return (0,html_escape/* esc */.UQ)(token.text);
        },
    },
});
/** `markdown` as HTML that can only format text: no element, attribute or URL of its own making. */
function markdownToHtml(markdown) {
    return marked.parse(markdown);
}
/**
 * One line of Markdown (a finding's title) as inline HTML, with the same safe renderer: a title
 * written for the PR comment shows `code` as code on the page, not as literal backticks.
 */
function inlineMarkdownToHtml(markdown) {
    return marked.parseInline(markdown);
}

;// CONCATENATED MODULE: ./.tmp/bundle-src/report/html/findings.js




/**
 * Filter buttons for every severity and every lens that occurs, with counts. The "N of N shown"
 * line carries its two plural forms in data attributes, so the page script rewrites it in the
 * page's language without holding any words of its own.
 */
function renderFilters(findings, tr) {
    if (findings.length === 0)
        return '';
    const counts = (0,common/* countBySeverity */.Ot)(findings);
    const lenses = new Map();
    for (const f of findings)
        lenses.set(f.lens, (lenses.get(f.lens) ?? 0) + 1);
    const severityButtons = common/* SEVERITIES_DESC */.oe.filter((s) => counts[s] > 0).map((s) => `<button type="button" class="sev-filter" data-filter="severity" data-value="${s}" aria-pressed="true">${s} (${tr.num(counts[s])})</button>`);
    const lensButtons = [...lenses.entries()]
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
        .map(([lens, n]) => `<button type="button" class="lens-filter" data-filter="lens" data-value="${(0,html_escape/* esc */.UQ)(lens)}" aria-pressed="true">${(0,html_escape/* esc */.UQ)(lens)} (${tr.num(n)})</button>`);
    const total = findings.length;
    // The script fills {n} and {total} and picks the form by Intl.PluralRules of <html lang>, as tr.count does.
    const forms = tr.forms('pageShown');
    return [
        `<div class="filters" role="group" aria-label="${(0,html_escape/* esc */.UQ)(tr.t('pageFilterFindings'))}">`,
        `<span class="label">${(0,html_escape/* esc */.UQ)(tr.t('tableSeverity'))}</span>`,
        ...severityButtons,
        `<span class="label">${(0,html_escape/* esc */.UQ)(tr.t('pageLens'))}</span>`,
        ...lensButtons,
        `<span class="muted" id="shown-count" data-one="${(0,html_escape/* esc */.UQ)(forms.one)}" data-other="${(0,html_escape/* esc */.UQ)(forms.other)}">` +
            `${(0,html_escape/* esc */.UQ)(tr.count('pageShown', total, { total }))}</span>`,
        '</div>',
    ].join('\n');
}
/** Anchored findings grouped by file, each with the changed lines around it. */
function renderFileSections(findings, files, links, tr) {
    const byPath = new Map(files.map((f) => [f.path, f]));
    return (0,common/* groupByFile */.XQ)(findings)
        .map(([path, group]) => {
        const file = byPath.get(path);
        const url = (0,html_escape/* githubFileUrl */.bz)(links.repoUrl, file?.status === 'deleted' ? links.base : links.head, path);
        const name = url ? `<a href="${(0,html_escape/* esc */.UQ)(url)}" rel="noreferrer">${(0,html_escape/* esc */.UQ)(path)}</a>` : (0,html_escape/* esc */.UQ)(path);
        return [
            `<section class="file" data-path="${(0,html_escape/* esc */.UQ)(path)}">`,
            `<header><h3>${name}</h3><span class="muted">${(0,html_escape/* esc */.UQ)(tr.count('findingCount', group.length))}</span></header>`,
            ...group.map((f) => renderFinding(f, file, links, tr)),
            '</section>',
        ].join('\n');
    })
        .join('\n');
}
/** Findings that could not be pinned to a changed line: listed with what the model quoted. */
function renderUnanchored(findings, links, tr) {
    if (findings.length === 0)
        return '';
    return [
        '<section class="file unanchored" data-path="">',
        `<header><h3>${(0,html_escape/* esc */.UQ)(tr.t('unanchored'))}</h3><span class="muted">${(0,html_escape/* esc */.UQ)(tr.count('findingCount', findings.length))}</span></header>`,
        ...findings.map((f) => renderFinding(f, undefined, links, tr)),
        '</section>',
    ].join('\n');
}
/** One finding's card. */
function renderFinding(finding, file, links, tr) {
    const lines = { start: Math.min(finding.start_line ?? finding.line, finding.line), end: finding.line };
    const sha = finding.side === 'LEFT' ? links.base : links.head;
    const url = finding.anchored ? (0,html_escape/* githubFileUrl */.bz)(links.repoUrl, sha, finding.path, lines) : null;
    const where = `${finding.path}:${(0,common/* lineLabel */.bQ)(finding)}${finding.side === 'LEFT' ? ` ${tr.t('oldFile')}` : ''}`;
    const rule = finding.rule;
    const context = finding.anchored ? contextLines(file, finding) : null;
    return [
        `<article class="finding" data-severity="${(0,html_escape/* esc */.UQ)(finding.severity)}" data-lens="${(0,html_escape/* esc */.UQ)(finding.lens)}" data-fingerprint="${(0,html_escape/* esc */.UQ)(finding.fingerprint)}">`,
        '<div class="head">',
        severityChip(finding.severity),
        `<span class="chip lens" title="${(0,html_escape/* esc */.UQ)(tr.t('pageLens'))}">${(0,html_escape/* esc */.UQ)(finding.lens)}</span>`,
        `<span class="chip category" title="${(0,html_escape/* esc */.UQ)(tr.t('pageCategory'))}">${(0,html_escape/* esc */.UQ)(finding.category)}</span>`,
        typeof rule === 'string' && rule !== ''
            ? `<span class="chip rule" title="${(0,html_escape/* esc */.UQ)(tr.t('pageRule'))}">${(0,html_escape/* esc */.UQ)(rule)}</span>`
            : '',
        `<span class="where">${url ? `<a href="${(0,html_escape/* esc */.UQ)(url)}" rel="noreferrer">${(0,html_escape/* esc */.UQ)(where)}</a>` : (0,html_escape/* esc */.UQ)(where)}`,
        ` \u00b7 ${(0,html_escape/* esc */.UQ)(tr.t('pageConfidence', { percent: tr.percent(finding.confidence) }))}</span>`,
        '</div>',
        `<div class="title">${inlineMarkdownToHtml(finding.title)}</div>`,
        `<div class="md body">${markdownToHtml((0,common/* bodyWithoutTitle */.Xe)(finding))}</div>`,
        context
            ? renderContext(context)
            : finding.anchor
                ? `<div class="role">${(0,html_escape/* esc */.UQ)(tr.t('pageFlaggedLine'))}</div><pre class="wrap anchor">${(0,html_escape/* esc */.UQ)(finding.anchor)}</pre>`
                : '',
        finding.suggestion !== null
            ? `<div class="role">${(0,html_escape/* esc */.UQ)(tr.t('pageSuggestion'))}</div><pre class="wrap suggestion">${(0,html_escape/* esc */.UQ)(finding.suggestion)}</pre>`
            : '',
        '</article>',
    ]
        .filter(Boolean)
        .join('\n');
}
/** A severity chip (the class comes from the enum, never from free text). */
function severityChip(severity) {
    return `<span class="chip sev sev-${(0,html_escape/* esc */.UQ)(severity)}">${(0,html_escape/* esc */.UQ)(severity)}</span>`;
}

// EXTERNAL MODULE: ./.tmp/bundle-src/report/html/page.js + 2 modules
var page = __webpack_require__(82787);
// EXTERNAL MODULE: ./.tmp/bundle-src/report/html/timeline.js
var timeline = __webpack_require__(19855);
// EXTERNAL MODULE: ./.tmp/bundle-src/report/secret-excerpts.js
var secret_excerpts = __webpack_require__(2563);
;// CONCATENATED MODULE: ./.tmp/bundle-src/report/html/report-page.js








/** Renders a report as a complete HTML document. */
function renderHtml(input, inputOptions = {}) {
    // The page is uploaded as an artifact: a secret in the diff or a finding shows its prefix only.
    const report = (0,secret_excerpts/* withSecretsMasked */.n)(input);
    const options = { ...inputOptions, files: (0,secret_excerpts/* diffWithSecretsMasked */.I)(inputOptions.files ?? []) };
    const links = { repoUrl: options.repoUrl ?? null, head: report.target.head, base: report.target.base };
    const all = [...report.findings, ...report.unanchored];
    const tr = (0,i18n/* translator */.Nj)(options.language);
    const target = (0,common/* describeTarget */.ff)(report.target, tr);
    const hidden = (0,coverage_sentence/* hiddenSentence */.iq)(report, tr);
    const body = [
        '<main>',
        `<h1>${(0,html_escape/* esc */.UQ)(tr.t('heading'))}: ${(0,html_escape/* esc */.UQ)(target)}</h1>`,
        `<p class="meta">prlens ${(0,html_escape/* esc */.UQ)(report.tool.version)} \u00b7 ` +
            `${(0,html_escape/* esc */.UQ)(tr.count('pageMeta', report.stats.lines_added, {
                deleted: tr.num(report.stats.lines_deleted),
                lenses: report.stats.lenses.join(', ') || tr.t('pageLensesNone'),
            }))} \u00b7 ${(0,html_escape/* esc */.UQ)(tr.num(report.duration_ms / 1000, 1))} s</p>`,
        verdict(report, tr),
        // What each lens actually read, and what the severity floor hid: the page claims no more.
        `<p class="coverage" id="coverage">${(0,html_escape/* esc */.UQ)((0,coverage_sentence/* coverageSentence */.Qc)(report, tr))}</p>`,
        ...(hidden ? [`<p class="hidden-findings">${(0,html_escape/* esc */.UQ)(hidden)}</p>`] : []),
        warnings(report, tr),
        `<h2>${(0,html_escape/* esc */.UQ)(tr.t('findings'))}</h2>`,
        all.length === 0
            ? `<p>${(0,html_escape/* esc */.UQ)(report.incomplete ? tr.t('nothingFound') : tr.t('noFindings'))}</p>${reviewedFiles(options.files ?? [], tr)}`
            : renderFilters(all, tr),
        renderFileSections(report.findings, options.files ?? [], links, tr),
        renderUnanchored(report.unanchored, links, tr),
        excluded(report, tr),
        `<h2>${(0,html_escape/* esc */.UQ)(tr.t('usage'))}</h2>`,
        usage(report, tr),
        ...(report.usage.requests > 0 || (options.timeline?.length ?? 0) > 0
            ? [`<h2>${(0,html_escape/* esc */.UQ)(tr.t('pageModelCalls'))}</h2>`, (0,timeline/* renderTimeline */.s)(options.timeline ?? [], tr)]
            : []),
        `<footer>${(0,html_escape/* esc */.UQ)(tr.t('pageFooter', { version: report.tool.version }))}</footer>`,
        '</main>',
    ].join('\n');
    return (0,page/* htmlPage */.X)({ title: `${tr.t('heading')}: ${target}`, body, lang: tr.lang });
}
function verdict(report, tr) {
    const all = [...report.findings, ...report.unanchored];
    const counts = (0,common/* countBySeverity */.Ot)(all);
    const chips = common/* SEVERITIES_DESC */.oe.filter((s) => counts[s] > 0)
        .map((s) => `${severityChip(s)} ${tr.num(counts[s])}`)
        .join(' ');
    if (report.incomplete) {
        const why = report.warnings.length > 0 ? report.warnings : [tr.t('pageNoReason')];
        const findings = tr.count('findingCount', all.length);
        return [
            '<section class="status incomplete" id="verdict">',
            `<strong>${(0,html_escape/* esc */.UQ)(tr.t('pageIncomplete'))}</strong>: ${(0,html_escape/* esc */.UQ)(tr.t('pageIncompleteRest', { findings }))}`,
            warningList(why, tr),
            chips ? `<div class="counts">${chips}</div>` : '',
            '</section>',
        ].join('\n');
    }
    return [
        '<section class="status complete" id="verdict">',
        `<strong>${(0,html_escape/* esc */.UQ)(tr.t('pageComplete'))}</strong>: ${(0,html_escape/* esc */.UQ)(tr.count('findingCount', all.length))}` +
            (report.unanchored.length > 0
                ? ` ${(0,html_escape/* esc */.UQ)(tr.t('pageNotPinned', { n: report.unanchored.length }))}`
                : '') +
            '.',
        chips ? `<div class="counts">${chips}</div>` : '',
        '</section>',
    ].join('\n');
}
function warnings(report, tr) {
    // An incomplete run lists its warnings in the red verdict already.
    if (report.incomplete || report.warnings.length === 0)
        return '';
    return `<section class="warnings"><strong>${(0,html_escape/* esc */.UQ)(tr.t('warnings'))}</strong>${warningList(report.warnings, tr)}</section>`;
}
/** Warnings as a list; past `shown` of them, the rest fold away (a failed run can give one per file). */
function warningList(list, tr, shown = 5) {
    const items = (ws) => ws.map((w) => `<li>${(0,html_escape/* esc */.UQ)(w)}</li>`).join('');
    if (list.length <= shown + 1)
        return `<ul>${items(list)}</ul>`;
    return (`<ul>${items(list.slice(0, shown))}</ul>` +
        `<details><summary>${(0,html_escape/* esc */.UQ)(tr.t('andMore', { n: list.length - shown }))}</summary><ul>${items(list.slice(shown))}</ul></details>`);
}
function excluded(report, tr) {
    if (report.excluded_files.length === 0)
        return '';
    return [
        `<h2>${(0,html_escape/* esc */.UQ)(tr.t('pageNotReviewed', { n: report.excluded_files.length }))}</h2>`,
        `<details class="excluded"><summary>${(0,html_escape/* esc */.UQ)(tr.t('pageLeftOut'))}</summary><ul>`,
        ...report.excluded_files.map((f) => `<li><code>${(0,html_escape/* esc */.UQ)(f.path)}</code>: ${(0,html_escape/* esc */.UQ)(f.reason)}</li>`),
        '</ul></details>',
    ].join('\n');
}
/** What a page with no finding did read: "no findings" alone does not say whether it read anything. */
function reviewedFiles(files, tr) {
    if (files.length === 0)
        return '';
    const items = files.map((f) => `<li><code>${(0,html_escape/* esc */.UQ)(f.path)}</code></li>`).join('');
    return `<details class="reviewed" open><summary>${(0,html_escape/* esc */.UQ)(tr.count('fileCount', files.length))}</summary><ul>${items}</ul></details>`;
}
function usage(report, tr) {
    const u = report.usage;
    // A static-only run made no model call: a table of zeros says nothing the line does not.
    if (u.requests === 0)
        return `<p class="usage">${(0,html_escape/* esc */.UQ)(tr.t('usageNone'))}</p>`;
    const cost = u.cost_usd === null ? tr.t('pageCostUnknown') : tr.cost(u.cost_usd);
    const packs = (0,common/* contextPackShare */._A)(u);
    const heads = [
        'pageCalls',
        'pagePromptTokens',
        'pageCachedTokens',
        ...(packs === null ? [] : ['pageContextTokens']),
        'pageCompletionTokens',
        'pageCost',
    ];
    const cut = u.context_pack_cut_tokens ?? 0;
    const cutNote = cut > 0 ? `; ${(0,html_escape/* esc */.UQ)(tr.t('usageContextCut', { n: cut }))}` : '';
    const packCell = packs === null ? '' : `<td>${tr.num(packs.tokens)} (${tr.num(packs.percent)}%)${cutNote}</td>`;
    return [
        '<table class="usage">',
        `<tr>${heads.map((key) => `<th>${(0,html_escape/* esc */.UQ)(tr.t(key))}</th>`).join('')}</tr>`,
        `<tr><td>${tr.num(u.requests)}</td><td>${tr.num(u.prompt_tokens)}</td><td>${tr.num(u.cached_tokens)}</td>` +
            `${packCell}<td>${tr.num(u.completion_tokens)}</td><td>${(0,html_escape/* esc */.UQ)(cost)}</td></tr>`,
        '</table>',
    ].join('\n');
}


/***/ }),

/***/ 19855:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   s: () => (/* binding */ renderTimeline),
/* harmony export */   x: () => (/* binding */ rowLabel)
/* harmony export */ });
/* harmony import */ var _i18n_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(27667);
/* harmony import */ var _escape_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(61059);
/**
 * The timeline of a run's model calls, as inline SVG: one row per conversation (a group's lens
 * call, the grouping call, the reflection audit), labelled by group and lens, and one bar per call
 * from its start to its end, so concurrency (bars stacked in time) and waiting (gaps) show at a
 * glance. Cache hits (a prompt read partly from the provider's cache) and failures are marked.
 * SVG geometry lives in attributes, not `style`: the page's CSP admits no inline style attributes.
 */


const WIDTH = 1000;
const LABEL = 230;
const PLOT = WIDTH - LABEL - 20;
const ROW = 22;
const BAR = 14;
const TOP = 24;
const LABEL_CHARS = 34;
/** The rows: conversations in the order they began (a deep group's rounds share its row). */
function timelineRows(calls, tr) {
    const rows = new Map();
    for (const call of [...calls].sort((a, b) => a.start - b.start || a.request - b.request)) {
        const key = call.conversation.split('/')[0] ?? call.conversation;
        let row = rows.get(key);
        if (!row)
            rows.set(key, (row = { key, label: rowLabel(call, key, tr), calls: [] }));
        row.calls.push(call);
    }
    return [...rows.values()];
}
/** `group u1 \u00b7 security, tests` for a lens call; the conversation name otherwise. */
function rowLabel(call, key, tr = _i18n_index_js__WEBPACK_IMPORTED_MODULE_0__/* .ENGLISH */ .VJ) {
    const lenses = call.lenses ? call.lenses.split(',').join(', ') : null;
    if (call.group !== null)
        return `${tr.t('timelineGroup', { group: call.group })}${lenses ? ` \u00b7 ${lenses}` : ''}`;
    return lenses ? `${key} \u00b7 ${lenses}` : key;
}
/** The timeline as an SVG figure with a legend in `tr`'s language; one line when there were no calls. */
function renderTimeline(calls, tr = _i18n_index_js__WEBPACK_IMPORTED_MODULE_0__/* .ENGLISH */ .VJ) {
    if (calls.length === 0)
        return `<p class="muted">${(0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .esc */ .UQ)(tr.t('timelineNone'))}</p>`;
    const rows = timelineRows(calls, tr);
    const seconds = (ms) => secondsIn(tr, ms);
    const t0 = Math.min(...calls.map((c) => c.start));
    const t1 = Math.max(...calls.map((c) => c.end ?? c.start), t0 + 1);
    const span = t1 - t0;
    const x = (t) => LABEL + ((t - t0) / span) * PLOT;
    const height = TOP + rows.length * ROW + 6;
    const out = [
        `<svg viewBox="0 0 ${WIDTH} ${height}" role="img" aria-label="${(0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .esc */ .UQ)(tr.count('timelineLabel', calls.length, { duration: seconds(span) }))}" xmlns="http://www.w3.org/2000/svg">`,
        ...axis(span, height, seconds),
    ];
    rows.forEach((row, i) => {
        const y = TOP + i * ROW;
        out.push(`<g class="row" data-row="${(0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .esc */ .UQ)(row.key)}">`);
        if (i % 2 === 0)
            out.push(`<rect class="row-bg" x="0" y="${y}" width="${WIDTH}" height="${ROW}"></rect>`);
        out.push(`<text x="6" y="${y + 15}"><title>${(0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .esc */ .UQ)(row.label)}</title>${(0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .esc */ .UQ)(truncate(row.label, LABEL_CHARS))}</text>`);
        for (const call of row.calls)
            out.push(bar(call, { x, y: y + (ROW - BAR) / 2, t0 }, tr));
        out.push('</g>');
    });
    out.push('</svg>');
    const cached = calls.filter((c) => c.cachedTokens > 0).length;
    return [
        '<div class="timeline">',
        out.join('\n'),
        '<div class="legend">',
        `<span><i class="ok"></i>${(0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .esc */ .UQ)(tr.t('timelineCall'))}</span>`,
        `<span><i class="cached"></i>${(0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .esc */ .UQ)(tr.t('timelineCacheHit', { n: cached }))}</span>`,
        `<span><i class="error"></i>${(0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .esc */ .UQ)(tr.t('timelineFailed'))}</span>`,
        `<span><i class="open"></i>${(0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .esc */ .UQ)(tr.t('timelineOpen'))}</span>`,
        `<span>${(0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .esc */ .UQ)(summary(tr, calls.length, rows.length, seconds(span)))}</span>`,
        '</div>',
        '</div>',
    ].join('\n');
}
/** `12 calls in 3 conversations over 4.20 s`. */
function summary(tr, calls, conversations, duration) {
    return tr.count('timelineSummary', conversations, { calls: tr.count('timelineCalls', calls), duration });
}
function bar(call, { x, y, t0 }, tr) {
    const seconds = (ms) => secondsIn(tr, ms);
    const end = call.end ?? call.start;
    const left = x(call.start);
    // At least 2 units wide: a call of a few milliseconds must still be seen and counted.
    const width = Math.max(2, x(end) - left);
    const classes = ['bar', call.cachedTokens > 0 ? 'cached' : '', call.outcome !== 'ok' ? call.outcome : '']
        .filter(Boolean)
        .join(' ');
    const tokens = call.outcome === 'ok'
        ? tr.t('timelineTokens', {
            prompt: call.promptTokens,
            cached: call.cachedTokens,
            completion: call.completionTokens,
        })
        : tr.t(call.outcome === 'error' ? 'timelineFailed' : 'timelineOpen');
    const title = `#${call.request} ${call.conversation}: ${seconds(call.start - t0)} \u2192 ${call.end === null ? '?' : seconds(call.end - t0)} (${call.end === null ? '?' : seconds(call.end - call.start)}), ${tokens}`;
    return (`<rect class="${classes}" data-request="${call.request}" x="${n(left)}" y="${n(y)}" width="${n(width)}" height="${BAR}" rx="2">` +
        `<title>${(0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .esc */ .UQ)(title)}</title></rect>`);
}
function axis(span, height, seconds) {
    const step = niceStep(span / 8);
    const out = ['<g class="axis">'];
    for (let t = 0; t <= span + 1e-9; t += step) {
        const x = LABEL + (t / span) * PLOT;
        out.push(`<line x1="${n(x)}" y1="${TOP - 4}" x2="${n(x)}" y2="${height}"></line>`);
        out.push(`<text x="${n(x)}" y="${TOP - 8}" text-anchor="middle">${(0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .esc */ .UQ)(seconds(t))}</text>`);
    }
    out.push('</g>');
    return out;
}
/** 1, 2 or 5 times a power of ten, at least `raw`. */
function niceStep(raw) {
    const power = 10 ** Math.floor(Math.log10(Math.max(raw, 1)));
    for (const m of [1, 2, 5, 10])
        if (m * power >= raw)
            return m * power;
    return 10 * power;
}
/** Seconds with two decimals below ten, one above, written the way `tr`'s language writes numbers. */
function secondsIn(tr, ms) {
    return `${tr.num(ms / 1000, ms < 10_000 ? 2 : 1)} s`;
}
function truncate(text, max) {
    return text.length > max ? `${text.slice(0, max - 1)}\u2026` : text;
}
function n(value) {
    return value.toFixed(1);
}


/***/ })

};
