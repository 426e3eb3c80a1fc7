export const id = 3053;
export const ids = [3053];
export const modules = {

/***/ 40678:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $d: () => (/* binding */ transcriptObserver),
/* harmony export */   _R: () => (/* binding */ composeObservers),
/* harmony export */   gd: () => (/* binding */ quietly)
/* harmony export */ });
/* harmony import */ var node_async_hooks__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(16698);
/* harmony import */ var _core_ports_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(11187);
/**
 * Observers built from parts: one that only writes the transcript, and a composite that fans every
 * call out to several (the transcript and OpenTelemetry). A span sets the conversation of the
 * transcript entries written inside it, so deep callers need not thread a conversation id through.
 */


/**
 * The conversation a span opens, if any: an explicit `conversation` attribute, else
 * `group:<id>` for a `prlens.group` span with a `group` attribute.
 */
function conversationOf(name, attributes) {
    const explicit = attributes.conversation;
    if (typeof explicit === 'string' && explicit !== '')
        return explicit;
    const group = attributes.group ?? attributes['prlens.group'];
    if (name === 'prlens.group' && group !== undefined)
        return `group:${String(group)}`;
    return undefined;
}
/** The group and lens ids a span names, as request entries carry them. */
function labelsOf(attributes) {
    const group = attributes.group ?? attributes['prlens.group'];
    const lenses = attributes['prlens.lenses'];
    return {
        ...(group === undefined ? {} : { group: String(group) }),
        ...(typeof lenses === 'string' && lenses !== '' ? { lenses } : {}),
    };
}
/**
 * An observer that writes the transcript and nothing else. Request entries also get the `group`
 * and `lenses` of their conversation, so a viewer can label each call without knowing the plan.
 */
function transcriptObserver(writer) {
    const current = new node_async_hooks__WEBPACK_IMPORTED_MODULE_0__.AsyncLocalStorage();
    return {
        span: (name, attributes, fn) => {
            const id = conversationOf(name, attributes);
            return id === undefined ? fn() : current.run({ id, labels: labelsOf(attributes) }, fn);
        },
        count: () => undefined,
        transcript: (entry) => {
            const open = current.getStore();
            const conversation = entry.conversation ?? open?.id;
            const labels = entry.type === 'request' && open ? open.labels : {};
            writer.write(conversation === undefined ? entry : { ...labels, ...entry, conversation });
        },
    };
}
/** One observer that forwards to all of `observers`; a failing part never reaches the caller. */
function composeObservers(observers) {
    const parts = observers.filter((o) => o !== _core_ports_js__WEBPACK_IMPORTED_MODULE_1__/* .noopObserver */ .V);
    if (parts.length === 0)
        return _core_ports_js__WEBPACK_IMPORTED_MODULE_1__/* .noopObserver */ .V;
    if (parts.length === 1)
        return parts[0];
    return {
        span: (name, attributes, fn) => parts.reduceRight((inner, part) => () => part.span(name, attributes, inner), fn)(),
        count: (metric, value, attributes) => {
            for (const part of parts)
                quietly(() => part.count(metric, value, attributes));
        },
        transcript: (entry) => {
            for (const part of parts)
                quietly(() => part.transcript(entry));
        },
    };
}
/** Runs `fn`, dropping what it throws: observing and telemetry never break the review. */
function quietly(fn) {
    try {
        fn();
    }
    catch {
        // The Observer contract: observing never breaks the review.
    }
}


/***/ }),

/***/ 98259:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Bd: () => (/* binding */ cliSessionsDir),
/* harmony export */   Cx: () => (/* binding */ sessionFileName)
/* harmony export */ });
/* unused harmony export actionSessionsDir */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(48161);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(76760);
/**
 * Where session transcripts live. CLI: the user's prlens state folder (XDG_STATE_HOME, next to the
 * config under XDG_CONFIG_HOME); action: under RUNNER_TEMP, which the example workflow uploads as an
 * artifact. One file per run, named by its start time and a short random id so runs never collide
 * and `ls` sorts them by time.
 */



/** The CLI's sessions folder: `$XDG_STATE_HOME/prlens/sessions`, else `~/.local/state/prlens/sessions`. */
function cliSessionsDir(env) {
    const base = env.XDG_STATE_HOME || node_path__WEBPACK_IMPORTED_MODULE_2__.join(env.HOME || node_os__WEBPACK_IMPORTED_MODULE_1__.homedir(), '.local', 'state');
    return node_path__WEBPACK_IMPORTED_MODULE_2__.join(base, 'prlens', 'sessions');
}
/** The action's sessions folder: `$RUNNER_TEMP/prlens/sessions` (the OS temp folder outside a runner). */
function actionSessionsDir(env) {
    return path.join(env.RUNNER_TEMP || os.tmpdir(), 'prlens', 'sessions');
}
/** `2026-11-30T06-55-01Z-3fa9c1.jsonl`: sortable, unique, safe on every file system. */
function sessionFileName(now, id = (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.randomBytes)(3).toString('hex')) {
    const stamp = new Date(now)
        .toISOString()
        .replace(/\.\d{3}Z$/, 'Z')
        .replace(/:/g, '-');
    return `${stamp}-${id}.jsonl`;
}


/***/ }),

/***/ 50343:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   M: () => (/* binding */ timelineRecorder),
/* harmony export */   w: () => (/* binding */ timelineFromEntries)
/* harmony export */ });
/* harmony import */ var _observer_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(40678);

/** The calls of a run, in request order. `timeOf` gives an entry's time in epoch milliseconds. */
function timelineFromEntries(entries, timeOf = isoTime) {
    const calls = new Map();
    for (const entry of entries) {
        const request = entry.request;
        if (typeof request !== 'number')
            continue;
        const at = timeOf(entry);
        if (at === null)
            continue;
        if (entry.type === 'request') {
            calls.set(request, {
                request,
                conversation: text(entry.conversation) ?? '(no conversation)',
                group: text(entry.group),
                lenses: text(entry.lenses),
                start: at,
                end: null,
                outcome: 'open',
                promptTokens: 0,
                cachedTokens: 0,
                completionTokens: 0,
            });
            continue;
        }
        const call = calls.get(request);
        if (!call || call.end !== null)
            continue;
        if (entry.type === 'response') {
            const usage = (entry.usage ?? {});
            Object.assign(call, {
                end: at,
                outcome: 'ok',
                promptTokens: count(usage.prompt_tokens),
                cachedTokens: count(usage.cached_tokens),
                completionTokens: count(usage.completion_tokens),
            });
        }
        else if (entry.type === 'error')
            Object.assign(call, { end: at, outcome: 'error' });
    }
    return [...calls.values()].sort((a, b) => a.request - b.request);
}
/** Records the timeline of a run in memory; its observer keeps no prompt or answer text. */
function timelineRecorder(now = Date.now) {
    const entries = [];
    const observer = (0,_observer_js__WEBPACK_IMPORTED_MODULE_0__/* .transcriptObserver */ .$d)({
        write: (entry) => {
            if (entry.type !== 'request' && entry.type !== 'response' && entry.type !== 'error')
                return;
            // Only what the timeline reads: labels, numbers and the time.
            entries.push({
                type: entry.type,
                request: entry.request,
                conversation: entry.conversation,
                group: entry.group,
                lenses: entry.lenses,
                usage: entry.usage,
                at: now(),
            });
        },
    });
    return { observer, calls: () => timelineFromEntries(entries, (e) => e.at) };
}
function isoTime(entry) {
    if (typeof entry.ts !== 'string')
        return null;
    const at = Date.parse(entry.ts);
    return Number.isFinite(at) ? at : null;
}
function text(value) {
    return typeof value === 'string' && value !== '' ? value : null;
}
function count(value) {
    return typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : 0;
}


/***/ }),

/***/ 61059:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   UQ: () => (/* binding */ esc),
/* harmony export */   bz: () => (/* binding */ githubFileUrl),
/* harmony export */   wR: () => (/* binding */ githubRepoFromRemote)
/* harmony export */ });
/**
 * Escaping for the HTML pages. Everything they show (diff text, file names, model text, lens names
 * from a repository's config, transcript content) is attacker input, so every string goes through
 * `esc` on its way into markup, in text and in attributes alike: with `&`, `<`, `>`, `"` and `'`
 * replaced, no string can open a tag, close one (`</details>`, `</style>`, `</script>`) or leave a
 * quoted attribute. Links are never taken from that text: `githubFileUrl` builds them from a
 * validated repository URL and a commit SHA, with every path segment percent-encoded.
 * Rules: https://html.spec.whatwg.org/multipage/parsing.html#escapingString and OWASP's XSS
 * prevention cheat sheet (rule #1 and #2: escape for the HTML body and for quoted attributes).
 */
const ENTITIES = {
    '&': '&amp;',
    '<': '&lt;',
    '>': '&gt;',
    '"': '&quot;',
    "'": '&#39;',
};
/** Text made safe for an HTML body or a quoted attribute value. */
function esc(value) {
    // C0 controls other than tab and newline have no business on the page and confuse some viewers.
    return String(value)
        .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, '')
        .replace(/[&<>"']/g, (c) => ENTITIES[c]);
}
/** `https://host/owner/repo` with no query, fragment or credentials; anything else is refused. */
const REPO_URL = /^https:\/\/[A-Za-z0-9.-]+(?::\d{1,5})?\/[A-Za-z0-9_.-]+\/[A-Za-z0-9_.-]+$/;
const SHA = /^[0-9a-f]{40}$/;
/**
 * The blob URL of `path` at `sha` (`#L12` or `#L10-L14` when lines are given), or null when the
 * repository URL or the SHA is not of the expected shape: no link is better than a wrong one.
 * https://docs.github.com/en/repositories/working-with-files/using-files/getting-permanent-links-to-files
 */
function githubFileUrl(repoUrl, sha, path, lines) {
    if (!repoUrl || !sha || !REPO_URL.test(repoUrl) || !SHA.test(sha))
        return null;
    const encoded = path.split('/').map(encodeURIComponent).join('/');
    const anchor = lines ? (lines.start < lines.end ? `#L${lines.start}-L${lines.end}` : `#L${lines.end}`) : '';
    return `${repoUrl}/blob/${sha}/${encoded}${anchor}`;
}
/**
 * The `https://github.com/owner/repo` of a git remote URL on github.com (https, ssh or scp-like
 * form), or null for any other host or shape.
 */
function githubRepoFromRemote(remote) {
    const match = /^(?:https:\/\/(?:[^@/]+@)?github\.com\/|ssh:\/\/git@github\.com\/|git@github\.com:)([A-Za-z0-9_.-]+)\/([A-Za-z0-9_.-]+?)(?:\.git)?\/?$/.exec(remote.trim());
    if (!match)
        return null;
    return `https://github.com/${match[1]}/${match[2]}`;
}


/***/ }),

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




/** `'sha256-…'` of an inline block, as CSP hashes it (the UTF-8 bytes between the tags). */
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

/***/ 19855:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   s: () => (/* binding */ renderTimeline),
/* harmony export */   x: () => (/* binding */ rowLabel)
/* harmony export */ });
/* harmony import */ var _i18n_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(27115);
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
/** `group u1 · security, tests` for a lens call; the conversation name otherwise. */
function rowLabel(call, key, tr = _i18n_index_js__WEBPACK_IMPORTED_MODULE_0__/* .ENGLISH */ .VJ) {
    const lenses = call.lenses ? call.lenses.split(',').join(', ') : null;
    if (call.group !== null)
        return `${tr.t('timelineGroup', { group: call.group })}${lenses ? ` · ${lenses}` : ''}`;
    return lenses ? `${key} · ${lenses}` : key;
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
    const title = `#${call.request} ${call.conversation}: ${seconds(call.start - t0)} → ${call.end === null ? '?' : seconds(call.end - t0)} (${call.end === null ? '?' : seconds(call.end - call.start)}), ${tokens}`;
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
    return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}
function n(value) {
    return value.toFixed(1);
}


/***/ })

};
