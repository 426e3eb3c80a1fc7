export const id = 5553;
export const ids = [5553];
export const modules = {

/***/ 73736:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   U: () => (/* binding */ shellMasker)
/* harmony export */ });
/* harmony import */ var _core_mask_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(35987);
/** What every CLI command gets from the process: the streams, the working folder, the env and the clock. */

/** Every key and token this shell may hold (model keys, GitHub tokens), masked in what a command prints. */
function shellMasker(env) {
    return (0,_core_mask_js__WEBPACK_IMPORTED_MODULE_0__/* .createMasker */ .aD)([
        env.PRLENS_API_KEY,
        env.OPENAI_API_KEY,
        env.ANTHROPIC_API_KEY,
        env.GITHUB_TOKEN,
        env.GH_TOKEN,
    ]);
}


/***/ }),

/***/ 35553:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  runSession: () => (/* binding */ runSession)
});

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./.tmp/bundle-src/core/report-rules.js
var report_rules = __webpack_require__(35947);
// EXTERNAL MODULE: ./.tmp/bundle-src/report/html/escape.js
var html_escape = __webpack_require__(61059);
// EXTERNAL MODULE: ./.tmp/bundle-src/report/html/page.js + 2 modules
var page = __webpack_require__(82787);
// EXTERNAL MODULE: ./.tmp/bundle-src/report/html/timeline.js
var timeline = __webpack_require__(19855);
// EXTERNAL MODULE: ./.tmp/bundle-src/obs/timeline.js
var obs_timeline = __webpack_require__(50343);
;// CONCATENATED MODULE: ./.tmp/bundle-src/obs/session-values.js
/**
 * Reading the loosely typed values of a transcript entry (JSON lines written by transcript.ts, maybe
 * by an older prlens): the text and HTML session views read them the same way.
 */
/** A non-empty string, else undefined. */
function str(value) {
    return typeof value === 'string' && value !== '' ? value : undefined;
}
/** A finite number, else 0. */
function num(value) {
    return typeof value === 'number' && Number.isFinite(value) ? value : 0;
}
/** A count with thousands separators. */
function fmt(n) {
    return n.toLocaleString('en-US');
}
/** A string as it is, anything else as one line of JSON. */
function plain(value) {
    return typeof value === 'string' ? value : (JSON.stringify(value) ?? '');
}
/** The names of the tools a request offered, in either provider's shape (`name` or `function.name`). */
function toolNames(tools) {
    if (!Array.isArray(tools))
        return [];
    return tools.map((t) => {
        const o = (t ?? {});
        return str(o.name) ?? str(o.function?.name) ?? '?';
    });
}

;// CONCATENATED MODULE: ./.tmp/bundle-src/obs/session-html.js
/**
 * `prlens session show FILE --format html`: the transcript as one self-contained page. One column
 * per group conversation (a deep group's rounds share its column), each request, response, tool call
 * and note a collapsible block with its tokens, and the timeline of the model calls above them.
 * Every string comes from the transcript (prompts hold the diff; answers are model text) and is
 * escaped; the entries were scrubbed when written and are scrubbed again by the caller.
 */





/** One block of text on the page at most; a longer one is cut with a note (the file has it all). */
const MAX_BLOCK_CHARS = 100_000;
/** Renders a transcript as an HTML page. */
function renderSessionHtml(entries, file) {
    const start = entries.find((e) => e.type === 'note' && e.event === 'session_start');
    const end = entries.find((e) => e.type === 'note' && e.event === 'session_end');
    const columns = conversations(entries);
    const calls = (0,obs_timeline/* timelineFromEntries */.w)(entries);
    const systems = new Map();
    const body = [
        // The page width, not the report's reading column: conversations sit side by side.
        '<main class="wide">',
        `<h1>prlens session: ${(0,html_escape/* esc */.UQ)(baseName(file))}</h1>`,
        `<p class="meta">${(0,html_escape/* esc */.UQ)(file)}${start ? ` \u00b7 prlens ${(0,html_escape/* esc */.UQ)(str(start.version) ?? '?')} \u00b7 ${(0,html_escape/* esc */.UQ)(runBits(start))} \u00b7 started ${(0,html_escape/* esc */.UQ)(str(start.ts) ?? '?')}` : ''}</p>`,
        endSummary(end),
        '<h2>Model calls</h2>',
        (0,timeline/* renderTimeline */.s)(calls),
        `<h2>Conversations (${columns.size})</h2>`,
        '<div class="columns">',
        ...[...columns.entries()].map(([key, list]) => column(key, list, systems)),
        '</div>',
        '<footer>Prompts hold the reviewed change and answers are model text: everything is shown as text. Secrets were masked when the transcript was written.</footer>',
        '</main>',
    ].join('\n');
    return (0,page/* htmlPage */.X)({ title: `prlens session ${baseName(file)}`, body });
}
/** Entries by conversation (its part before `/`), in the order each began; notes without one are left out. */
function conversations(entries) {
    const out = new Map();
    for (const entry of entries) {
        const id = str(entry.conversation);
        if (entry.type === 'note' && id === undefined)
            continue;
        const key = (id ?? '(no conversation)').split('/')[0];
        let list = out.get(key);
        if (!list)
            out.set(key, (list = []));
        list.push(entry);
    }
    return out;
}
function column(key, list, systems) {
    const request = list.find((e) => e.type === 'request');
    const label = request
        ? (0,timeline/* rowLabel */.x)({ group: str(request.group) ?? null, lenses: str(request.lenses) ?? null }, key)
        : key;
    const requests = list.filter((e) => e.type === 'request').length;
    const tokens = list
        .filter((e) => e.type === 'response')
        .reduce((sum, e) => sum + num(usageOf(e).prompt_tokens) + num(usageOf(e).completion_tokens), 0);
    return [
        `<section class="column" data-conversation="${(0,html_escape/* esc */.UQ)(key)}" data-details-scope="">`,
        `<header><h3>${(0,html_escape/* esc */.UQ)(label)}</h3><div class="muted">${(0,html_escape/* esc */.UQ)(key)} \u00b7 ${requests} request(s) \u00b7 ${fmt(tokens)} tokens</div>`,
        '<div class="tools"><button type="button" data-details="open">open all</button><button type="button" data-details="close">close all</button></div></header>',
        ...list.map((entry) => turn(entry, systems)),
        '</section>',
    ].join('\n');
}
function turn(entry, systems) {
    const id = typeof entry.request === 'number' ? ` #${entry.request}` : '';
    const sub = str(entry.conversation)?.split('/').slice(1).join('/');
    const where = sub ? ` <span class="muted">(${(0,html_escape/* esc */.UQ)(sub)})</span>` : '';
    switch (entry.type) {
        case 'request': {
            const messages = Array.isArray(entry.messages) ? entry.messages : [];
            const schema = entry.schema?.name;
            const tools = toolNames(entry.tools);
            const summary = [
                `${messages.length} message(s)`,
                ...(typeof schema === 'string' ? [`schema ${schema}`] : []),
                ...(tools.length > 0 ? [`tools: ${tools.join(', ')}`] : []),
            ].join(' \u00b7 ');
            return details('request', `<span class="label">\u2192 request${id}</span>${where} ${(0,html_escape/* esc */.UQ)(summary)}`, [
                ...(str(entry.system) ? [systemBlock(str(entry.system), entry.request, systems)] : []),
                ...messages.map((m) => {
                    const o = (m ?? {});
                    const calls = Array.isArray(o.toolCalls) ? `\n${pretty(o.toolCalls)}` : '';
                    const content = typeof o.content === 'string' ? pretty(o.content) : plain(o.content);
                    return block(str(o.role) ?? 'message', `${content}${calls}`);
                }),
            ]);
        }
        case 'response': {
            const u = usageOf(entry);
            const tokens = `${fmt(num(u.prompt_tokens))} in (${fmt(num(u.cached_tokens))} cached) / ${fmt(num(u.completion_tokens))} out`;
            const calls = Array.isArray(entry.toolCalls) ? entry.toolCalls : [];
            return details('response', `<span class="label">\u2190 response${id}</span>${where} ${(0,html_escape/* esc */.UQ)(str(entry.finishReason) ?? '?')} \u00b7 <span class="tokens">${(0,html_escape/* esc */.UQ)(tokens)}</span>`, [
                ...(str(entry.text) ? [block('answer', pretty(str(entry.text)))] : []),
                ...calls.map((c) => block('tool call', pretty(c))),
                `<div class="muted">model ${(0,html_escape/* esc */.UQ)(str(entry.model) ?? '?')}${entry.requestId ? ` \u00b7 id ${(0,html_escape/* esc */.UQ)(plain(entry.requestId))}` : ''}</div>`,
            ]);
        }
        case 'tool_call':
            return details('tool', `<span class="label">\u2699 tool call ${(0,html_escape/* esc */.UQ)(toolOf(entry))}</span>${where}`, [
                block('arguments', pretty(entry.args ?? entry.arguments ?? entry.input ?? {})),
            ]);
        case 'tool_result':
            return details('tool', `<span class="label">\u2699 tool result ${(0,html_escape/* esc */.UQ)(toolOf(entry))}</span>${where} ${fmt(num(entry.bytes))} bytes${entry.cached === true ? ' \u00b7 cached' : ''}${entry.error ? ' \u00b7 error' : ''}`, [block('result', pretty(entry.content ?? entry.result ?? entry.error ?? ''))]);
        case 'error':
            return details('error', `<span class="label">\u2717 error${id}</span>${where} ${(0,html_escape/* esc */.UQ)(str(entry.kind) ?? 'error')}`, [block('message', plain(entry.message))]);
        default: {
            const { type: _t, ts: _ts, conversation: _c, ...rest } = entry;
            return details('note', `<span class="label">\u00b7 ${(0,html_escape/* esc */.UQ)(str(entry.note) ?? entry.type)}</span>${where}`, [
                block('note', pretty(rest)),
            ]);
        }
    }
}
function systemBlock(system, request, systems) {
    const first = systems.get(system);
    if (first !== undefined)
        return `<div class="role">system</div><p class="muted">the same ${fmt(system.length)} characters as request #${first}</p>`;
    if (typeof request === 'number')
        systems.set(system, request);
    return block('system', system);
}
function details(kind, summary, parts) {
    return `<details class="turn ${kind}"><summary>${summary}</summary>${parts.join('\n')}</details>`;
}
function block(role, text) {
    const cut = text.length > MAX_BLOCK_CHARS
        ? `${text.slice(0, MAX_BLOCK_CHARS)}\n\u2026 ${fmt(text.length - MAX_BLOCK_CHARS)} more characters in the transcript file`
        : text;
    return `<div class="role">${(0,html_escape/* esc */.UQ)(role)}</div><pre class="wrap">${(0,html_escape/* esc */.UQ)(cut)}</pre>`;
}
function endSummary(end) {
    if (!end)
        return '<section class="status incomplete"><strong>No end recorded</strong>: the run was interrupted or is still going.</section>';
    const usage = (end.usage ?? {});
    const warnings = Array.isArray(end.warnings) ? end.warnings.map(plain) : [];
    const line = `${num(end.findings)} finding(s), ${num(end.unanchored)} unanchored \u00b7 ${fmt(num(usage.requests))} request(s), ` +
        `${fmt(num(usage.prompt_tokens))} prompt (${fmt(num(usage.cached_tokens))} cached) / ${fmt(num(usage.completion_tokens))} completion tokens \u00b7 ` +
        `${(num(end.duration_ms) / 1000).toFixed(1)} s`;
    const list = warnings.length > 0 ? `<ul>${warnings.map((w) => `<li>${(0,html_escape/* esc */.UQ)(w)}</li>`).join('')}</ul>` : '';
    return end.incomplete === true
        ? `<section class="status incomplete"><strong>Incomplete run</strong>: ${(0,html_escape/* esc */.UQ)(line)}${list}</section>`
        : `<section class="status complete"><strong>Complete run</strong>: ${(0,html_escape/* esc */.UQ)(line)}${list}</section>`;
}
function runBits(start) {
    return [
        str(start['prlens.command']),
        str(start['prlens.mode']) ?? str(start['prlens.event']),
        str(start['prlens.preset']) && `preset ${str(start['prlens.preset'])}`,
    ]
        .filter(Boolean)
        .join(', ');
}
function toolOf(entry) {
    return str(entry.tool) ?? str(entry.name) ?? '?';
}
function usageOf(entry) {
    return (entry.usage ?? {});
}
function baseName(file) {
    return file.split(/[\\/]/).at(-1) ?? file;
}
/**
 * A value as indented JSON: objects and arrays, and strings that hold one (a structured answer,
 * tool-call arguments, also nested inside a tool call), are parsed and printed two spaces deep;
 * any other string is shown as it is. The caller escapes the result.
 */
function pretty(value) {
    if (typeof value === 'string') {
        const parsed = parseJsonText(value);
        return parsed === undefined ? value : (JSON.stringify(decodeNested(parsed), null, 2) ?? value);
    }
    return JSON.stringify(decodeNested(value), null, 2) ?? '';
}
/** The object or array a string holds as JSON text, else undefined. */
function parseJsonText(text) {
    const trimmed = text.trim();
    if (!/^[[{]/.test(trimmed))
        return undefined;
    try {
        const parsed = JSON.parse(trimmed);
        return typeof parsed === 'object' && parsed !== null ? parsed : undefined;
    }
    catch {
        return undefined;
    }
}
/** `value` with every string field that holds a JSON object or array replaced by it (a few levels deep). */
function decodeNested(value, depth = 0) {
    if (depth > 8)
        return value;
    if (typeof value === 'string') {
        const parsed = parseJsonText(value);
        return parsed === undefined ? value : decodeNested(parsed, depth + 1);
    }
    if (Array.isArray(value))
        return value.map((v) => decodeNested(v, depth + 1));
    if (typeof value === 'object' && value !== null) {
        return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, decodeNested(v, depth + 1)]));
    }
    return value;
}

// EXTERNAL MODULE: ./.tmp/bundle-src/obs/session-paths.js
var session_paths = __webpack_require__(98259);
;// CONCATENATED MODULE: ./.tmp/bundle-src/obs/session-show.js
/**
 * `prlens session show FILE`: a session transcript made readable. Entries are grouped by
 * conversation in the order each began; each request shows its size and tools, each response its
 * tokens, finish reason and an excerpt, each tool call its result size and whether it was cached.
 * Fields are read defensively: the transcript is written by several presets and may grow new ones.
 */


/** A transcript that cannot be read or is not a transcript; the CLI turns it into exit 2. */
class SessionFileError extends Error {
    name = 'SessionFileError';
}
const EXCERPT_CHARS = 240;
/** Reads and validates a transcript file. */
function readSession(file) {
    let text;
    try {
        text = (0,external_node_fs_.readFileSync)(file, 'utf8');
    }
    catch (error) {
        throw new SessionFileError(`cannot read session file ${file}: ${error.code ?? error.message}; list them with prlens session list`);
    }
    const entries = [];
    const lines = text.split('\n');
    for (const [i, line] of lines.entries()) {
        if (line.trim() === '')
            continue;
        let value;
        try {
            value = JSON.parse(line);
        }
        catch {
            throw new SessionFileError(`${file} line ${i + 1} is not JSON: is this a prlens session transcript (.jsonl)?`);
        }
        if (!value || typeof value !== 'object' || typeof value.type !== 'string') {
            throw new SessionFileError(`${file} line ${i + 1} is not a transcript entry (a JSON object with a "type")`);
        }
        entries.push(value);
    }
    if (entries.length === 0)
        throw new SessionFileError(`${file} is empty: it holds no transcript entries`);
    return entries;
}
/** Renders a transcript as plain text. */
function renderSession(entries, file) {
    const out = [];
    const start = entries.find((e) => e.type === 'note' && e.event === 'session_start');
    const header = [`session ${file}`];
    if (start) {
        const bits = [
            str(start['prlens.command']),
            str(start['prlens.mode']),
            str(start['prlens.preset']) && `preset ${str(start['prlens.preset'])}`,
        ]
            .filter(Boolean)
            .join(', ');
        header.push(`prlens ${str(start.version) ?? '?'}${bits ? `, ${bits}` : ''}, started ${str(start.ts) ?? '?'}`);
    }
    out.push(...header, '');
    const conversations = new Map();
    for (const entry of entries) {
        if (entry.type === 'note')
            continue;
        const id = str(entry.conversation) ?? '(no conversation)';
        let list = conversations.get(id);
        if (!list)
            conversations.set(id, (list = []));
        list.push(entry);
    }
    for (const [id, list] of conversations) {
        out.push(`conversation ${id}`);
        for (const entry of list)
            out.push(...renderEntry(entry).map((l) => `  ${l}`));
        out.push('');
    }
    const end = entries.find((e) => e.type === 'note' && e.event === 'session_end');
    if (end) {
        const usage = (end.usage ?? {});
        const tokens = num(usage.prompt_tokens) + num(usage.completion_tokens);
        out.push(`end: ${num(end.findings)} finding(s), ${num(end.unanchored)} unanchored, ` +
            `${end.incomplete ? 'INCOMPLETE' : 'complete'}, ${num(usage.requests)} request(s), ` +
            `${fmt(tokens)} token(s), ${(num(end.duration_ms) / 1000).toFixed(1)} s`);
        const warnings = Array.isArray(end.warnings) ? end.warnings : [];
        for (const w of warnings)
            out.push(`  warning: ${excerpt(plain(w))}`);
    }
    else
        out.push('end: not recorded (the run was interrupted or is still going)');
    return `${out.join('\n')}\n`;
}
function renderEntry(entry) {
    const id = entry.request !== undefined ? ` #${plain(entry.request)}` : '';
    switch (entry.type) {
        case 'request': {
            const messages = Array.isArray(entry.messages) ? entry.messages : [];
            const chars = (str(entry.system)?.length ?? 0) +
                messages.reduce((n, m) => n + (str(m?.content)?.length ?? 0), 0);
            const schema = entry.schema?.name;
            const tools = toolNames(entry.tools);
            const parts = [
                `${str(entry.provider) ?? ''} ${str(entry.model) ?? ''}`.trim(),
                `${messages.length} message(s)`,
                `${fmt(chars)} chars`,
                ...(typeof schema === 'string' ? [`schema ${schema}`] : []),
                ...(tools.length > 0 ? [`tools: ${tools.join(', ')}`] : []),
            ];
            return [`\u2192 request${id}: ${parts.join(' \u00b7 ')}`];
        }
        case 'response': {
            const usage = (entry.usage ?? {});
            const lines = [
                `\u2190 response${id}: ${str(entry.finishReason) ?? '?'} \u00b7 ${fmt(num(usage.prompt_tokens))} in (${fmt(num(usage.cached_tokens))} cached) / ${fmt(num(usage.completion_tokens))} out \u00b7 ${str(entry.model) ?? '?'}${entry.requestId ? ` \u00b7 id ${plain(entry.requestId)}` : ''}`,
            ];
            const text = str(entry.text);
            if (text)
                lines.push(`    ${excerpt(text)}`);
            for (const call of toolCalls(entry.toolCalls))
                lines.push(`    asks for tool ${call}`);
            return lines;
        }
        case 'tool_call':
            return [`\u2699 tool call ${toolLabel(entry)}${entry.cached === true ? ' (cached)' : ''}${argsOf(entry)}`];
        case 'tool_result': {
            const bytes = typeof entry.bytes === 'number' ? entry.bytes : resultBytes(entry);
            const flags = [
                entry.cached === true ? 'cached' : '',
                entry.error ? `error: ${excerpt(plain(entry.error))}` : '',
            ].filter(Boolean);
            return [
                `\u2699 tool result ${toolLabel(entry)}: ${fmt(bytes)} bytes${flags.length ? ` (${flags.join(', ')})` : ''}`,
            ];
        }
        case 'error':
            return [`\u2717 error${id}: ${str(entry.kind) ?? 'error'}: ${excerpt(str(entry.message) ?? '')}`];
        default:
            return [`\u00b7 ${entry.type}${id}`];
    }
}
function toolCalls(calls) {
    if (!Array.isArray(calls))
        return [];
    return calls.map((c) => {
        const o = (c ?? {});
        const args = o.arguments ?? o.input ?? o.args;
        return `${str(o.name) ?? str(o.tool) ?? '?'}(${excerpt(typeof args === 'string' ? args : JSON.stringify(args ?? {}), 120)})`;
    });
}
function toolLabel(entry) {
    return str(entry.tool) ?? str(entry.name) ?? '?';
}
function argsOf(entry) {
    const args = entry.arguments ?? entry.input ?? entry.args;
    if (args === undefined)
        return '';
    return ` ${excerpt(typeof args === 'string' ? args : JSON.stringify(args), 160)}`;
}
function resultBytes(entry) {
    const result = entry.result ?? entry.content ?? entry.output;
    if (result === undefined)
        return 0;
    return Buffer.byteLength(typeof result === 'string' ? result : JSON.stringify(result));
}
function excerpt(text, max = EXCERPT_CHARS) {
    const flat = text.replace(/\s+/g, ' ').trim();
    return flat.length > max ? `${flat.slice(0, max - 1)}\u2026` : flat;
}

// EXTERNAL MODULE: ./.tmp/bundle-src/cli/io.js
var cli_io = __webpack_require__(73736);
;// CONCATENATED MODULE: ./.tmp/bundle-src/cli/session-command.js
/**
 * `prlens session show FILE` and `prlens session list`: read the session transcripts a review
 * wrote (see src/obs). A relative FILE is looked up in the working folder, then in the sessions folder.
 */







/** Runs a session command; a bad file throws SessionFileError (exit 2 at the CLI's catch). */
function runSession(command, io) {
    const dir = (0,session_paths/* cliSessionsDir */.Bd)(io.env);
    if (command.action === 'list') {
        const files = (0,external_node_fs_.existsSync)(dir)
            ? (0,external_node_fs_.readdirSync)(dir)
                .filter((f) => f.endsWith('.jsonl'))
                .sort()
                .reverse()
            : [];
        if (files.length === 0) {
            io.stdout(`no session transcripts in ${dir}\n`);
            return report_rules/* EXIT */.dc.ok;
        }
        io.stdout(`${dir}\n`);
        for (const f of files)
            io.stdout(`  ${f}  ${Math.ceil((0,external_node_fs_.statSync)(external_node_path_.join(dir, f)).size / 1024)} KiB\n`);
        return report_rules/* EXIT */.dc.ok;
    }
    const inCwd = external_node_path_.resolve(io.cwd, command.file);
    const file = (0,external_node_fs_.existsSync)(inCwd) || external_node_path_.isAbsolute(command.file) ? inCwd : external_node_path_.join(dir, command.file);
    // The entries were scrubbed when written; the keys of this shell are masked again on the way out
    // (as the review's own output is), in case the file came from an older prlens or another machine.
    const mask = (0,cli_io/* shellMasker */.U)(io.env);
    const entries = readSession(file);
    const text = mask(command.format === 'html' ? renderSessionHtml(entries, file) : renderSession(entries, file));
    if (command.output)
        (0,external_node_fs_.writeFileSync)(external_node_path_.resolve(io.cwd, command.output), text);
    else
        io.stdout(text);
    return report_rules/* EXIT */.dc.ok;
}


/***/ }),

/***/ 44418:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   n: () => (/* binding */ compareText)
/* harmony export */ });
/**
 * Text order for sorting paths, rule ids and titles without the ICU collator (issue 48, point 2).
 *
 * `a.localeCompare(b)` builds an ICU collator on its first call: ~5 ms of CPU and ~3 MiB of memory
 * in a static-only `review --commit`, for sorting a handful of ASCII paths. `compareText` gives the
 * same order as `localeCompare` under the root collation (and so under `en`, `C` and every locale
 * that does not tailor ASCII) for printable ASCII text, from a table, and hands any other text to
 * `localeCompare`, which pays for the collator only then. Reports keep the order they had, and it
 * no longer depends on the machine's locale for ASCII paths.
 *
 * The root collation (CLDR, https://www.unicode.org/reports/tr10/#Multi_Level_Comparison) compares
 * the whole text by primary weight first (punctuation and symbols, then digits, then letters; a
 * letter and its capital weigh the same), then by case, where the lowercase letter comes first.
 * Every printable ASCII character has a primary weight of its own, so both passes are position by
 * position. compare-text.test.ts checks the table against `Intl.Collator` for every pair.
 */
/** Printable ASCII in root collation order; a letter stands for its capital too. */
const ROOT_ORDER = ' _-,;:!?.\'"()[]{}@*/\\&#%`^+<=>|~$0123456789abcdefghijklmnopqrstuvwxyz';
const FIRST = 0x20;
const LAST = 0x7e;
/** Primary weight by char code - FIRST: the position in ROOT_ORDER, capitals as their letter. */
const PRIMARY = Array.from({ length: LAST - FIRST + 1 }, (_, i) => ROOT_ORDER.indexOf(String.fromCharCode(FIRST + i).toLowerCase()));
const isPrintableAscii = (text) => {
    for (let i = 0; i < text.length; i++) {
        const c = text.charCodeAt(i);
        if (c < FIRST || c > LAST)
            return false;
    }
    return true;
};
const isUpper = (c) => c >= 0x41 && c <= 0x5a;
/** Orders `a` and `b` as `a.localeCompare(b)` does in the root locale; <0, 0 or >0. */
function compareText(a, b) {
    if (a === b)
        return 0;
    if (!isPrintableAscii(a) || !isPrintableAscii(b))
        return a.localeCompare(b);
    const n = Math.min(a.length, b.length);
    for (let i = 0; i < n; i++) {
        const diff = (PRIMARY[a.charCodeAt(i) - FIRST] ?? 0) - (PRIMARY[b.charCodeAt(i) - FIRST] ?? 0);
        if (diff !== 0)
            return Math.sign(diff);
    }
    if (a.length !== b.length)
        return Math.sign(a.length - b.length);
    // Same letters, different case: at the first difference, the lowercase letter comes first.
    for (let i = 0; i < n; i++) {
        const [ca, cb] = [a.charCodeAt(i), b.charCodeAt(i)];
        if (ca !== cb)
            return isUpper(ca) ? 1 : -1;
    }
    return 0;
}


/***/ }),

/***/ 41728:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   _l: () => (/* binding */ hitsFailOn),
/* harmony export */   lb: () => (/* binding */ openFindings)
/* harmony export */ });
/* unused harmony export failOnHits */
/* harmony import */ var _types_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(13281);
/**
 * Which findings the merge gate counts. An incremental review sees only the files changed since the
 * last complete review, so its report alone cannot decide the gate: a push that skips the flagged
 * file would otherwise pass it. The gate counts every finding still open on the PR \u2014 the ones this
 * run found, plus the ones recorded by earlier runs on files this run did not look at again \u2014 at
 * the severity they were recorded with. Pure, so every edge case is tested without GitHub.
 */

/**
 * The PR's open findings after this run. An earlier finding is cleared only when this run
 * re-reviewed its file to the end without finding it, when its file left the PR, or when the team
 * rejected it; anything else (a push elsewhere, a thread resolved by hand) leaves it open.
 */
function openFindings(input) {
    const open = [];
    const seen = new Set();
    for (const f of input.found) {
        // A deleted line is not in the head: what is said about it is shown, but nothing there is open.
        if (f.side === 'LEFT')
            continue;
        // A file the change does not touch (a model naming a file it never saw) holds nothing open here.
        if (f.outside_change)
            continue;
        if (input.rejected.has(f.fingerprint) || seen.has(f.fingerprint))
            continue;
        seen.add(f.fingerprint);
        open.push({
            fp: f.fingerprint,
            severity: f.severity,
            path: f.path,
            line: f.line,
            security: input.isSecurity(f),
        });
    }
    const carried = [];
    for (const p of input.previous) {
        if (input.rejected.has(p.fp) || seen.has(p.fp))
            continue;
        if (!input.present.has(p.path))
            continue;
        if (input.complete && input.reviewed.has(p.path))
            continue;
        seen.add(p.fp);
        carried.push(p);
    }
    return { open: [...open, ...carried], carried };
}
/**
 * The findings at or above the lowest severity of `failOn` (a threshold). A finding on a file the
 * change does not touch never counts: nothing the PR changed can be wrong there.
 */
function failOnHits(findings, failOn) {
    if (failOn.length === 0)
        return [];
    const floor = Math.min(...failOn.map((s) => _types_js__WEBPACK_IMPORTED_MODULE_0__/* .SEVERITY_RANK */ .f3[s]));
    return findings.filter((f) => !f.outside_change && _types_js__WEBPACK_IMPORTED_MODULE_0__/* .SEVERITY_RANK */ .f3[f.severity] >= floor);
}
/** Whether any finding hits `failOn` (see `failOnHits`). */
function hitsFailOn(findings, failOn) {
    return failOnHits(findings, failOn).length > 0;
}


/***/ }),

/***/ 35987:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   aD: () => (/* binding */ createMasker),
/* harmony export */   fI: () => (/* binding */ maskDeep),
/* harmony export */   g6: () => (/* binding */ chainMaskers)
/* harmony export */ });
/* unused harmony exports MAX_MASK_DEPTH, TOO_DEEP */
/**
 * Secret masking: every text that leaves the process (logs, reports, comments, prompts) passes
 * through a masker built from the secrets read at start-up \u2014 the model key and the GitHub token,
 * whatever their shape (a key-shaped pattern would miss a gateway key or an old 40-hex token).
 *
 * A secret is masked as written and in the forms a renderer turns it into before the text is seen:
 * a JSON string (a report, a model's structured answer: `"` becomes `\"`), HTML entities (`<`
 * becomes `&lt;`) and a URL component, and its base64 (standard and URL-safe, with and without
 * padding, alone or inside a longer encoded text: a Basic auth header of `user:secret`, a data URL,
 * a config blob echoed by a tool). Masking a rendered text is still the last line of defence;
 * the first is `maskDeep` on the data before it is rendered, so no escaping can hide a secret.
 */
/** Secrets shorter than this are not masked: masking "a" would garble every message. */
const MIN_SECRET_LENGTH = 6;
const MASK = '***';
/** Returns a function that replaces every occurrence of the given secrets with `***`. */
function createMasker(secrets) {
    const raw = secrets.filter((s) => !!s && s.trim().length >= MIN_SECRET_LENGTH);
    const values = [...new Set(raw.flatMap(renderedForms))]
        // Longest first so a secret that contains another (or its own escaped form) is masked whole.
        .sort((a, b) => b.length - a.length);
    if (values.length === 0)
        return (text) => text;
    return (text) => {
        let out = text;
        for (const value of values)
            if (out.includes(value))
                out = out.split(value).join(MASK);
        return out;
    };
}
/** Runs `text` through every masker in turn (a run's masker, a client's own token, \u2026). */
function chainMaskers(...maskers) {
    const list = maskers.filter((m) => m !== undefined);
    return (text) => list.reduce((out, mask) => mask(out), text);
}
/** The secret as written, as a JSON string body, with HTML entities, as a URL component and in base64. */
function renderedForms(secret) {
    const json = JSON.stringify(secret).slice(1, -1);
    const html = secret
        .replace(/&/g, '&amp;')
        .replace(/</g, '&lt;')
        .replace(/>/g, '&gt;')
        .replace(/"/g, '&quot;');
    return [secret, json, html, encodeURIComponent(secret), ...base64Forms(secret)];
}
/**
 * Standard and URL-safe base64 of the secret, each with and without its `=` padding, and the part of
 * its encoding that does not depend on its neighbours at each of base64's three byte alignments:
 * inside a longer encoded text (`Basic base64(user:secret)`) the secret's bytes start 0, 1 or 2 bytes
 * into a 3-byte group, and only the characters at its edges mix in bits of what surrounds it.
 */
function base64Forms(secret) {
    const bytes = Buffer.from(secret, 'utf8');
    const standard = bytes.toString('base64');
    const url = bytes.toString('base64url');
    const forms = [
        standard,
        standard.replace(/=+$/, ''),
        url,
        `${url}${'='.repeat((4 - (url.length % 4)) % 4)}`,
    ];
    for (let shift = 0; shift < 3; shift++) {
        const shifted = Buffer.concat([Buffer.alloc(shift), bytes]);
        // Characters wholly inside the secret's bits: from the first after the shift's bits to the
        // last one before the bits of whatever follows.
        const from = Math.ceil((shift * 8) / 6);
        const to = Math.floor((shifted.length * 8) / 6);
        if (to - from < MIN_SECRET_LENGTH)
            continue;
        forms.push(shifted.toString('base64').slice(from, to), shifted.toString('base64url').slice(from, to));
    }
    return forms;
}
/** Deeper than any report or request; stops a cycle or a runaway structure. */
const MAX_MASK_DEPTH = 24;
/** What stands for data nested past MAX_MASK_DEPTH: it is dropped, never passed on unmasked. */
const TOO_DEEP = '[not shown: nested too deep to mask]';
/**
 * A deep copy of `value` with every string (object keys too) masked; numbers, booleans and null
 * are kept. For data about to be rendered (a report, a request's parameters), so the secret is
 * gone before any renderer escapes it into a form the string masker cannot see.
 */
function maskDeep(value, mask) {
    const walk = (v, depth) => {
        if (typeof v === 'string')
            return mask(v);
        if (v === null || typeof v !== 'object')
            return v;
        // Fail closed: past the limit nothing is copied, so nothing unmasked can slip through.
        if (depth >= MAX_MASK_DEPTH)
            return TOO_DEEP;
        if (Array.isArray(v))
            return v.map((item) => walk(item, depth + 1));
        // Only plain data: class instances (a signal, a buffer) are passed through untouched.
        const proto = Object.getPrototypeOf(v);
        if (proto !== Object.prototype && proto !== null)
            return v;
        const out = {};
        for (const [key, item] of Object.entries(v))
            out[mask(key)] = walk(item, depth + 1);
        return out;
    };
    return walk(value, 0);
}


/***/ }),

/***/ 11187:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   V: () => (/* binding */ noopObserver)
/* harmony export */ });
/**
 * Ports: what the core asks of the world. Adapters (git, GitHub, model SDKs, stderr, @actions/core)
 * implement them; the core and the pipeline only ever see these interfaces.
 */
const noopObserver = {
    span: (_name, _attributes, fn) => fn(),
    count: () => undefined,
    transcript: () => undefined,
};


/***/ }),

/***/ 35947:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Rr: () => (/* binding */ exitCodeFor),
/* harmony export */   Tc: () => (/* binding */ sortFindings),
/* harmony export */   dc: () => (/* reexport safe */ _exit_codes_js__WEBPACK_IMPORTED_MODULE_1__.d)
/* harmony export */ });
/* harmony import */ var _compare_text_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(44418);
/* harmony import */ var _exit_codes_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(39704);
/* harmony import */ var _gate_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(41728);
/* harmony import */ var _types_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(13281);
/**
 * Rules over a finished report: whether the run fails (its exit code under fail-on), and the order
 * its findings are listed in. Pure functions so the limits can be tested cheaply. Which findings are
 * kept is the review stages' (src/review/stages: suppress, floors), not this module's.
 */





/**
 * 0 when the review is complete and no finding hit `failOn`; 1 when one did; 2 when the review is
 * incomplete \u2014 an incomplete review never exits 0, even with nothing found.
 * `failOn` is read as a threshold: `high` fails on high and critical findings, so a list such as
 * `high,critical` and the single word `high` mean the same. `carried`: findings still open on the PR
 * from earlier runs that this run did not look at again (src/core/gate.ts); they count too.
 */
function exitCodeFor(report, failOn, carried = []) {
    if (report.incomplete)
        return _exit_codes_js__WEBPACK_IMPORTED_MODULE_1__/* .EXIT */ .d.error;
    const hit = (0,_gate_js__WEBPACK_IMPORTED_MODULE_2__/* .hitsFailOn */ ._l)([...report.findings, ...report.unanchored, ...carried], failOn);
    return hit ? _exit_codes_js__WEBPACK_IMPORTED_MODULE_1__/* .EXIT */ .d.failOn : _exit_codes_js__WEBPACK_IMPORTED_MODULE_1__/* .EXIT */ .d.ok;
}
/** Sorts findings by path (compare-text.ts: localeCompare's order, without ICU), then line, then severity (most severe first). */
function sortFindings(findings) {
    return [...findings].sort((a, b) => (0,_compare_text_js__WEBPACK_IMPORTED_MODULE_0__/* .compareText */ .n)(a.path, b.path) || a.line - b.line || _types_js__WEBPACK_IMPORTED_MODULE_3__/* .SEVERITY_RANK */ .f3[b.severity] - _types_js__WEBPACK_IMPORTED_MODULE_3__/* .SEVERITY_RANK */ .f3[a.severity]);
}


/***/ }),

/***/ 13281:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Aj: () => (/* binding */ REPORT_VERSION),
  rA: () => (/* binding */ ReviewReport),
  oC: () => (/* binding */ SEVERITIES),
  f3: () => (/* binding */ SEVERITY_RANK),
  AI: () => (/* binding */ Severity),
  ly: () => (/* binding */ emptyUsage)
});

// UNUSED EXPORTS: AuditDrop, DiffLine, ExcludedFile, FileDiff, FileStatus, Finding, HiddenFinding, Hunk, ImportedStats, LensCoverage, ReviewTarget, Side, SuggestionCheck, Usage, coreSchemaBuilds

// EXTERNAL MODULE: ./node_modules/zod/v4/core/core.js
var core = __webpack_require__(88532);
;// CONCATENATED MODULE: ./.tmp/bundle-src/core/zod-config.js
/**
 * zod's configuration for every prlens process, imported first by `types.ts` so that it runs
 * before any schema is built (zod reads it when a schema is constructed).
 *
 * `jitless`: by default zod compiles each object schema into a specialised validator with
 * `new Function` on its first parse. prlens parses each shape a few times a run (the settings once,
 * the report once, a few model answers), so the compiling is never paid back: on a docs-only
 * `review --commit` it was ~8 ms of CPU and 2 MiB of memory (issue 48). The interpreted path is
 * zod's ordinary one, with the same results and messages.
 */

(0,core/* config */.$W)({ jitless: true });

// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 14 modules
var schemas = __webpack_require__(45586);
;// CONCATENATED MODULE: ./.tmp/bundle-src/core/types.js
/**
 * The shapes every part of prlens agrees on (docs/contracts.md).
 * Each is a zod schema so that untrusted data (model output, config files, stored reports)
 * is parsed into it rather than cast.
 */


const SEVERITIES = ['critical', 'high', 'medium', 'low'];
/** Rank for comparisons: higher is more severe. */
const SEVERITY_RANK = { low: 0, medium: 1, high: 2, critical: 3 };
const REPORT_VERSION = 1;
/**
 * The schemas, built by group on first use. Building them all was ~210 zod schemas and ~10 ms on
 * every start (issue 48), while most runs parse one (the JSON report's self-check, which needs no
 * diff schema) or none (a text report); each export below is a `z.lazy` over its schema here,
 * parsing exactly as it does.
 */
function once(build) {
    let value;
    return () => {
        if (value === undefined) {
            schemaBuilds++;
            value = build();
        }
        return value;
    };
}
let schemaBuilds = 0;
const diff = once(() => diffSchemas());
const findings = once(() => findingSchemas());
const stats = once(() => statsSchemas(findings().Severity));
const report = once(() => reportSchemas(findings(), stats()));
/** @public How many groups of schemas were built: none at import, each at most once a process. */
function coreSchemaBuilds() {
    return schemaBuilds;
}
/** A parsed diff: its files, hunks and lines. */
function diffSchemas() {
    /** One line of a hunk. `oldLine` is set for context and deleted lines, `newLine` for context and added. */
    const DiffLine = schemas/* object */.Ikc({
        kind: schemas/* enum */.k5n(['add', 'del', 'context']),
        text: schemas/* string */.YjP(),
        oldLine: schemas/* number */.aig().int().positive().nullable(),
        newLine: schemas/* number */.aig().int().positive().nullable(),
        /** `\ No newline at end of file` followed this line. */
        noNewline: schemas/* boolean */.zMY().optional(),
    });
    const Hunk = schemas/* object */.Ikc({
        oldStart: schemas/* number */.aig().int().nonnegative(),
        oldLines: schemas/* number */.aig().int().nonnegative(),
        newStart: schemas/* number */.aig().int().nonnegative(),
        newLines: schemas/* number */.aig().int().nonnegative(),
        /** Text after the second `@@` (often the enclosing function). */
        header: schemas/* string */.YjP(),
        lines: schemas/* array */.YOg(DiffLine),
    });
    const FileStatus = schemas/* enum */.k5n(['added', 'deleted', 'modified', 'renamed', 'copied']);
    const FileDiff = schemas/* object */.Ikc({
        /** Path after the change (for deleted files: the old path). */
        path: schemas/* string */.YjP(),
        /** Path before the change; differs from `path` for renames and copies. */
        oldPath: schemas/* string */.YjP(),
        status: FileStatus,
        binary: schemas/* boolean */.zMY(),
        oldMode: schemas/* string */.YjP().nullable(),
        newMode: schemas/* string */.YjP().nullable(),
        /** Similarity index for renames and copies, 0..100. */
        similarity: schemas/* number */.aig().int().min(0).max(100).nullable(),
        additions: schemas/* number */.aig().int().nonnegative(),
        deletions: schemas/* number */.aig().int().nonnegative(),
        hunks: schemas/* array */.YOg(Hunk),
    });
    return { DiffLine, Hunk, FileStatus, FileDiff };
}
/** A finding, and what a report says beside its findings: usage, the target, excluded files. */
function findingSchemas() {
    const Severity = schemas/* enum */.k5n(SEVERITIES);
    const Side = schemas/* enum */.k5n(['RIGHT', 'LEFT']);
    /**
     * What applying a finding's suggestion in memory showed: `verified` (a prlens rule's own fix: it
     * parses, and that rule, re-run on the lines, no longer flags them), `parses` (it parses and adds no rule finding, but no rule can confirm the fix),
     * `broken` (it would commit a syntax error, a changed indentation or a new rule finding) or `unchecked`
     * (no grammar reads the file, or its contents were not read).
     */
    const SuggestionCheck = schemas/* enum */.k5n(['verified', 'parses', 'broken', 'unchecked']);
    const Finding = schemas/* object */.Ikc({
        path: schemas/* string */.YjP(),
        line: schemas/* number */.aig().int().positive(),
        start_line: schemas/* number */.aig().int().positive().nullable(),
        side: Side,
        severity: Severity,
        category: schemas/* string */.YjP(),
        lens: schemas/* string */.YjP(),
        title: schemas/* string */.YjP(),
        body: schemas/* string */.YjP(),
        suggestion: schemas/* string */.YjP().nullable(),
        /**
         * The prlens static rule whose own `fix` the suggestion is; absent for a model's or another tool's
         * suggestion, which can therefore never be `verified` (issue 42, point 3).
         */
        suggestion_rule: schemas/* string */.YjP().optional(),
        /** Set once the suggestion was applied and checked; absent when there is no suggestion. */
        suggestion_check: SuggestionCheck.optional(),
        /** Why the check came out so, in one line; set with `suggestion_check`. */
        suggestion_reason: schemas/* string */.YjP().optional(),
        /** The flagged line quoted verbatim from the diff. */
        anchor: schemas/* string */.YjP(),
        confidence: schemas/* number */.aig().min(0).max(1),
        /** True when `line` was verified against the diff's line index. */
        anchored: schemas/* boolean */.zMY(),
        /**
         * Set on an unanchored finding whose file is not part of the change (a model naming a file it never
         * saw): shown in the summary as such, never counted by `fail-on`. Absent otherwise.
         */
        outside_change: schemas/* literal */.euz(true).optional(),
        fingerprint: schemas/* string */.YjP(),
        /** The rule's id (its SARIF rule id): a static rule's, or an imported tool's (the tool's name when its
         * result names none); null only for a finding of a model lens. */
        rule: schemas/* string */.YjP().nullable(),
    });
    const ExcludedFile = schemas/* object */.Ikc({ path: schemas/* string */.YjP(), reason: schemas/* string */.YjP() });
    const Usage = schemas/* object */.Ikc({
        prompt_tokens: schemas/* number */.aig().int().nonnegative(),
        completion_tokens: schemas/* number */.aig().int().nonnegative(),
        cached_tokens: schemas/* number */.aig().int().nonnegative(),
        requests: schemas/* number */.aig().int().nonnegative(),
        /**
         * Of the prompt tokens, those the repository context packs took (counted by prlens per request
         * sent, each lookup round and re-ask included); absent when no context engine ran.
         */
        context_pack_tokens: schemas/* number */.aig().int().nonnegative().optional(),
        /**
         * Context tokens the per-unit cap (a multiple of the unit's diff) left out of those requests,
         * counted the same way; absent when no context engine ran.
         */
        context_pack_cut_tokens: schemas/* number */.aig().int().nonnegative().optional(),
        /** null when the price of a model is unknown: never a made-up 0. */
        cost_usd: schemas/* number */.aig().nonnegative().nullable(),
    });
    const TargetMode = schemas/* enum */.k5n(['worktree', 'commit', 'range', 'base', 'pr']);
    const ReviewTarget = schemas/* object */.Ikc({
        mode: TargetMode,
        repo: schemas/* string */.YjP().nullable(),
        pr: schemas/* number */.aig().int().positive().nullable(),
        base: schemas/* string */.YjP().nullable(),
        head: schemas/* string */.YjP().nullable(),
    });
    return { Severity, Side, SuggestionCheck, Finding, ExcludedFile, Usage, ReviewTarget };
}
/** The parts of a report's stats that other code names. */
function statsSchemas(Severity) {
    const Count = schemas/* number */.aig().int().nonnegative();
    /**
     * What each lens actually looked at, so a report never claims more than was done: a file that is
     * "reviewed" (kept by the select stage) may still be in a language no static rule reads.
     */
    const LensCoverage = schemas/* object */.Ikc({
        /** Files the static rules parsed (a grammar and at least one rule for their language). */
        static_files: Count,
        /** Distinct static rules that ran on those files. */
        static_rules: Count,
        /** Whether a model was configured for this run. */
        model: schemas/* boolean */.zMY(),
        /** Files handed to the model lenses (0 without a model). */
        model_files: Count,
        /** Reviewed files classified as tests (rules may be skipped or graded low there). */
        test_files: Count,
    });
    /** A finding left out of the report, named so the count can be checked. */
    const HiddenFinding = schemas/* object */.Ikc({
        path: schemas/* string */.YjP(),
        line: schemas/* number */.aig().int().positive(),
        severity: Severity,
        title: schemas/* string */.YjP(),
        rule: schemas/* string */.YjP().nullable(),
    });
    /** A finding the audit (reflection) dropped, with the audit's reason: left out, never lost. */
    const AuditDrop = schemas/* object */.Ikc({
        path: schemas/* string */.YjP(),
        line: schemas/* number */.aig().int().positive(),
        title: schemas/* string */.YjP(),
        reason: schemas/* string */.YjP(),
    });
    /** Results read from other tools' files (SARIF, rdjson, checkstyle): what became of them. */
    const ImportedStats = schemas/* object */.Ikc({
        /** The tools, as they name themselves. */
        tools: schemas/* array */.YOg(schemas/* string */.YjP()),
        results: Count,
        /** On the lines the filter mode allows: these became findings. */
        on_diff: Count,
        /** Off the changed lines (or in files the review does not cover): counted, never posted. */
        outside_diff: Count,
        /** Marked by the tool as present before this change (`baselineState` unchanged or absent). */
        not_new: Count,
        /** Of level `none`: informational, never posted. */
        info: Count,
        /** With no file a review can place (no URI, or one outside the checkout): counted, never posted. */
        not_on_file: Count.default(0),
    });
    return { Count, LensCoverage, HiddenFinding, AuditDrop, ImportedStats };
}
/** The JSON report. */
function reportSchemas({ Severity, Finding, ExcludedFile, Usage, ReviewTarget }, { Count, LensCoverage, HiddenFinding, AuditDrop, ImportedStats }) {
    const ReportStats = schemas/* object */.Ikc({
        files_changed: Count,
        files_reviewed: Count,
        lines_added: Count,
        lines_deleted: Count,
        findings_by_severity: schemas/* record */.g1P(Severity, Count),
        lenses: schemas/* array */.YOg(schemas/* string */.YjP()),
        coverage: LensCoverage,
        /** Findings below `min-severity`: counted and named, never shown as a zero. */
        below_min_severity: schemas/* object */.Ikc({ min_severity: Severity, findings: schemas/* array */.YOg(HiddenFinding) }),
        /** Model findings the audit dropped as disproved by the code: counted and named with its reason. */
        dropped_by_audit: schemas/* object */.Ikc({ count: Count, findings: schemas/* array */.YOg(AuditDrop) }),
        /** Static findings silenced by an inline comment (`# nosec`, `// eslint-disable-line`, ...). */
        suppressed_inline: Count,
        /** Static findings on changed lines that the base version already had (`static-baseline: new`): not posted. */
        pre_existing: schemas/* object */.Ikc({ count: Count, findings: schemas/* array */.YOg(HiddenFinding) }).optional(),
        /**
         * Model findings over `max-minor-findings` (below high) or `max-findings` (in all; the most severe
         * and confident are kept): counted in the summary, listed here, never posted. Absent when none was
         * held back. `max_findings` is absent in reports written before that budget existed.
         */
        held_back: schemas/* object */.Ikc({
            max_minor_findings: Count,
            max_findings: Count.optional(),
            count: Count,
            findings: schemas/* array */.YOg(HiddenFinding),
        })
            .optional(),
        /** Other tools' results fed in with `sarif` / `--sarif`; absent when none were given. */
        imported: ImportedStats.optional(),
        /**
         * Files reviewed although they looked generated, vendored or minified (a header, banner, name or
         * folder of the change's own): the base does not say so (a new file, a move, a new header).
         */
        looked_generated: schemas/* array */.YOg(schemas/* object */.Ikc({ path: schemas/* string */.YjP(), looked: schemas/* string */.YjP(), reason: schemas/* string */.YjP() }))
            .optional(),
    });
    const ReviewReport = schemas/* object */.Ikc({
        version: schemas/* literal */.euz(REPORT_VERSION),
        tool: schemas/* object */.Ikc({ name: schemas/* literal */.euz('prlens'), version: schemas/* string */.YjP() }),
        target: ReviewTarget,
        findings: schemas/* array */.YOg(Finding),
        unanchored: schemas/* array */.YOg(Finding),
        excluded_files: schemas/* array */.YOg(ExcludedFile),
        stats: ReportStats,
        usage: Usage,
        warnings: schemas/* array */.YOg(schemas/* string */.YjP()),
        incomplete: schemas/* boolean */.zMY(),
        duration_ms: schemas/* number */.aig().int().nonnegative(),
    });
    return { ReviewReport };
}
const Severity = schemas/* lazy */.RZV(() => findings().Severity);
const Side = schemas/* lazy */.RZV(() => findings().Side);
const DiffLine = schemas/* lazy */.RZV(() => diff().DiffLine);
const Hunk = schemas/* lazy */.RZV(() => diff().Hunk);
const FileStatus = schemas/* lazy */.RZV(() => diff().FileStatus);
const FileDiff = schemas/* lazy */.RZV(() => diff().FileDiff);
const SuggestionCheck = schemas/* lazy */.RZV(() => findings().SuggestionCheck);
const Finding = schemas/* lazy */.RZV(() => findings().Finding);
const ExcludedFile = schemas/* lazy */.RZV(() => findings().ExcludedFile);
const Usage = schemas/* lazy */.RZV(() => findings().Usage);
const ReviewTarget = schemas/* lazy */.RZV(() => findings().ReviewTarget);
const LensCoverage = schemas/* lazy */.RZV(() => stats().LensCoverage);
const HiddenFinding = schemas/* lazy */.RZV(() => stats().HiddenFinding);
const AuditDrop = schemas/* lazy */.RZV(() => stats().AuditDrop);
const ImportedStats = schemas/* lazy */.RZV(() => stats().ImportedStats);
const ReviewReport = schemas/* lazy */.RZV(() => report().ReviewReport);
/** An empty usage record, the start of every sum. */
function emptyUsage() {
    return { prompt_tokens: 0, completion_tokens: 0, cached_tokens: 0, requests: 0, cost_usd: 0 };
}


/***/ }),

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
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(48161);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/**
 * Where session transcripts live. CLI: the user's prlens state folder (XDG_STATE_HOME, next to the
 * config under XDG_CONFIG_HOME); action: under RUNNER_TEMP, which the example workflow uploads as an
 * artifact. One file per run, named by its start time and a short random id so runs never collide
 * and `ls` sorts them by time.
 */


/** The CLI's sessions folder: `$XDG_STATE_HOME/prlens/sessions`, else `~/.local/state/prlens/sessions`. */
function cliSessionsDir(env) {
    const base = env.XDG_STATE_HOME || node_path__WEBPACK_IMPORTED_MODULE_1__.join(env.HOME || node_os__WEBPACK_IMPORTED_MODULE_0__.homedir(), '.local', 'state');
    return node_path__WEBPACK_IMPORTED_MODULE_1__.join(base, 'prlens', 'sessions');
}
/** The action's sessions folder: `$RUNNER_TEMP/prlens/sessions` (the OS temp folder outside a runner). */
function actionSessionsDir(env) {
    return path.join(env.RUNNER_TEMP || os.tmpdir(), 'prlens', 'sessions');
}
/**
 * Six hex digits that keep two runs of one second apart. Only a file name to tell apart, not a
 * secret: Math.random serves, and every run (a static-only one too) is spared loading node:crypto
 * (issue 48).
 */
function shortId() {
    return Math.floor(Math.random() * 0x1000000)
        .toString(16)
        .padStart(6, '0');
}
/** `2026-11-30T06-55-01Z-3fa9c1.jsonl`: sortable, unique, safe on every file system. */
function sessionFileName(now, id = shortId()) {
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
