export const id = 8316;
export const ids = [8316];
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
// EXTERNAL MODULE: ./.tmp/bundle-src/core/policy.js
var policy = __webpack_require__(57017);
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
        `<p class="meta">${(0,html_escape/* esc */.UQ)(file)}${start ? ` · prlens ${(0,html_escape/* esc */.UQ)(str(start.version) ?? '?')} · ${(0,html_escape/* esc */.UQ)(runBits(start))} · started ${(0,html_escape/* esc */.UQ)(str(start.ts) ?? '?')}` : ''}</p>`,
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
        `<header><h3>${(0,html_escape/* esc */.UQ)(label)}</h3><div class="muted">${(0,html_escape/* esc */.UQ)(key)} · ${requests} request(s) · ${fmt(tokens)} tokens</div>`,
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
            ].join(' · ');
            return details('request', `<span class="label">→ request${id}</span>${where} ${(0,html_escape/* esc */.UQ)(summary)}`, [
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
            return details('response', `<span class="label">← response${id}</span>${where} ${(0,html_escape/* esc */.UQ)(str(entry.finishReason) ?? '?')} · <span class="tokens">${(0,html_escape/* esc */.UQ)(tokens)}</span>`, [
                ...(str(entry.text) ? [block('answer', pretty(str(entry.text)))] : []),
                ...calls.map((c) => block('tool call', pretty(c))),
                `<div class="muted">model ${(0,html_escape/* esc */.UQ)(str(entry.model) ?? '?')}${entry.requestId ? ` · id ${(0,html_escape/* esc */.UQ)(plain(entry.requestId))}` : ''}</div>`,
            ]);
        }
        case 'tool_call':
            return details('tool', `<span class="label">⚙ tool call ${(0,html_escape/* esc */.UQ)(toolOf(entry))}</span>${where}`, [
                block('arguments', pretty(entry.args ?? entry.arguments ?? entry.input ?? {})),
            ]);
        case 'tool_result':
            return details('tool', `<span class="label">⚙ tool result ${(0,html_escape/* esc */.UQ)(toolOf(entry))}</span>${where} ${fmt(num(entry.bytes))} bytes${entry.cached === true ? ' · cached' : ''}${entry.error ? ' · error' : ''}`, [block('result', pretty(entry.content ?? entry.result ?? entry.error ?? ''))]);
        case 'error':
            return details('error', `<span class="label">✗ error${id}</span>${where} ${(0,html_escape/* esc */.UQ)(str(entry.kind) ?? 'error')}`, [block('message', plain(entry.message))]);
        default: {
            const { type: _t, ts: _ts, conversation: _c, ...rest } = entry;
            return details('note', `<span class="label">· ${(0,html_escape/* esc */.UQ)(str(entry.note) ?? entry.type)}</span>${where}`, [
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
        ? `${text.slice(0, MAX_BLOCK_CHARS)}\n… ${fmt(text.length - MAX_BLOCK_CHARS)} more characters in the transcript file`
        : text;
    return `<div class="role">${(0,html_escape/* esc */.UQ)(role)}</div><pre class="wrap">${(0,html_escape/* esc */.UQ)(cut)}</pre>`;
}
function endSummary(end) {
    if (!end)
        return '<section class="status incomplete"><strong>No end recorded</strong>: the run was interrupted or is still going.</section>';
    const usage = (end.usage ?? {});
    const warnings = Array.isArray(end.warnings) ? end.warnings.map(plain) : [];
    const line = `${num(end.findings)} finding(s), ${num(end.unanchored)} unanchored · ${fmt(num(usage.requests))} request(s), ` +
        `${fmt(num(usage.prompt_tokens))} prompt (${fmt(num(usage.cached_tokens))} cached) / ${fmt(num(usage.completion_tokens))} completion tokens · ` +
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
            return [`→ request${id}: ${parts.join(' · ')}`];
        }
        case 'response': {
            const usage = (entry.usage ?? {});
            const lines = [
                `← response${id}: ${str(entry.finishReason) ?? '?'} · ${fmt(num(usage.prompt_tokens))} in (${fmt(num(usage.cached_tokens))} cached) / ${fmt(num(usage.completion_tokens))} out · ${str(entry.model) ?? '?'}${entry.requestId ? ` · id ${plain(entry.requestId)}` : ''}`,
            ];
            const text = str(entry.text);
            if (text)
                lines.push(`    ${excerpt(text)}`);
            for (const call of toolCalls(entry.toolCalls))
                lines.push(`    asks for tool ${call}`);
            return lines;
        }
        case 'tool_call':
            return [`⚙ tool call ${toolLabel(entry)}${entry.cached === true ? ' (cached)' : ''}${argsOf(entry)}`];
        case 'tool_result': {
            const bytes = typeof entry.bytes === 'number' ? entry.bytes : resultBytes(entry);
            const flags = [
                entry.cached === true ? 'cached' : '',
                entry.error ? `error: ${excerpt(plain(entry.error))}` : '',
            ].filter(Boolean);
            return [
                `⚙ tool result ${toolLabel(entry)}: ${fmt(bytes)} bytes${flags.length ? ` (${flags.join(', ')})` : ''}`,
            ];
        }
        case 'error':
            return [`✗ error${id}: ${str(entry.kind) ?? 'error'}: ${excerpt(str(entry.message) ?? '')}`];
        default:
            return [`· ${entry.type}${id}`];
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
    return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
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
            return policy/* EXIT */.dc.ok;
        }
        io.stdout(`${dir}\n`);
        for (const f of files)
            io.stdout(`  ${f}  ${Math.ceil((0,external_node_fs_.statSync)(external_node_path_.join(dir, f)).size / 1024)} KiB\n`);
        return policy/* EXIT */.dc.ok;
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
    return policy/* EXIT */.dc.ok;
}


/***/ }),

/***/ 35987:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   aD: () => (/* binding */ createMasker),
/* harmony export */   fI: () => (/* binding */ maskDeep),
/* harmony export */   g6: () => (/* binding */ chainMaskers)
/* harmony export */ });
/**
 * Secret masking: every text that leaves the process (logs, reports, comments, prompts) passes
 * through a masker built from the secrets read at start-up — the model key and the GitHub token,
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
/** Runs `text` through every masker in turn (a run's masker, a client's own token, …). */
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
const MAX_DEPTH = 24;
/**
 * A deep copy of `value` with every string (object keys too) masked; numbers, booleans and null
 * are kept. For data about to be rendered (a report, a request's parameters), so the secret is
 * gone before any renderer escapes it into a form the string masker cannot see.
 */
function maskDeep(value, mask) {
    const walk = (v, depth) => {
        if (typeof v === 'string')
            return mask(v);
        if (v === null || typeof v !== 'object' || depth >= MAX_DEPTH)
            return v;
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

/***/ 98854:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   AI: () => (/* binding */ Severity),
/* harmony export */   Aj: () => (/* binding */ REPORT_VERSION),
/* harmony export */   f3: () => (/* binding */ SEVERITY_RANK),
/* harmony export */   ly: () => (/* binding */ emptyUsage),
/* harmony export */   oC: () => (/* binding */ SEVERITIES),
/* harmony export */   rA: () => (/* binding */ ReviewReport)
/* harmony export */ });
/* unused harmony exports Side, DiffLine, Hunk, FileStatus, FileDiff, SuggestionCheck, Finding, ExcludedFile, Usage, ReviewTarget, LensCoverage, HiddenFinding, AuditDrop, ImportedStats */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(45586);
/**
 * The shapes every part of prlens agrees on (docs/contracts.md).
 * Each is a zod schema so that untrusted data (model output, config files, stored reports)
 * is parsed into it rather than cast.
 */

const SEVERITIES = ['critical', 'high', 'medium', 'low'];
const Severity = zod__WEBPACK_IMPORTED_MODULE_0__/* ["enum"] */ .k5n(SEVERITIES);
/** Rank for comparisons: higher is more severe. */
const SEVERITY_RANK = { low: 0, medium: 1, high: 2, critical: 3 };
const Side = zod__WEBPACK_IMPORTED_MODULE_0__/* ["enum"] */ .k5n(['RIGHT', 'LEFT']);
/** One line of a hunk. `oldLine` is set for context and deleted lines, `newLine` for context and added. */
const DiffLine = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    kind: zod__WEBPACK_IMPORTED_MODULE_0__/* ["enum"] */ .k5n(['add', 'del', 'context']),
    text: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    oldLine: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().positive().nullable(),
    newLine: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().positive().nullable(),
    /** `\ No newline at end of file` followed this line. */
    noNewline: zod__WEBPACK_IMPORTED_MODULE_0__/* .boolean */ .zMY().optional(),
});
const Hunk = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    oldStart: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().nonnegative(),
    oldLines: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().nonnegative(),
    newStart: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().nonnegative(),
    newLines: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().nonnegative(),
    /** Text after the second `@@` (often the enclosing function). */
    header: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    lines: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(DiffLine),
});
const FileStatus = zod__WEBPACK_IMPORTED_MODULE_0__/* ["enum"] */ .k5n(['added', 'deleted', 'modified', 'renamed', 'copied']);
const FileDiff = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    /** Path after the change (for deleted files: the old path). */
    path: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    /** Path before the change; differs from `path` for renames and copies. */
    oldPath: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    status: FileStatus,
    binary: zod__WEBPACK_IMPORTED_MODULE_0__/* .boolean */ .zMY(),
    oldMode: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().nullable(),
    newMode: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().nullable(),
    /** Similarity index for renames and copies, 0..100. */
    similarity: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().min(0).max(100).nullable(),
    additions: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().nonnegative(),
    deletions: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().nonnegative(),
    hunks: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(Hunk),
});
/**
 * What applying a finding's suggestion in memory showed: `verified` (it parses and the static rules no
 * longer flag the lines), `parses` (it parses and adds no rule finding, but no rule can confirm the fix),
 * `broken` (it would commit a syntax error, a changed indentation or a new rule finding) or `unchecked`
 * (no grammar reads the file, or its contents were not read).
 */
const SuggestionCheck = zod__WEBPACK_IMPORTED_MODULE_0__/* ["enum"] */ .k5n(['verified', 'parses', 'broken', 'unchecked']);
const Finding = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    path: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    line: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().positive(),
    start_line: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().positive().nullable(),
    side: Side,
    severity: Severity,
    category: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    lens: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    title: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    body: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    suggestion: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().nullable(),
    /** Set once the suggestion was applied and checked; absent when there is no suggestion. */
    suggestion_check: SuggestionCheck.optional(),
    /** Why the check came out so, in one line; set with `suggestion_check`. */
    suggestion_reason: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional(),
    /** The flagged line quoted verbatim from the diff. */
    anchor: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    confidence: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().min(0).max(1),
    /** True when `line` was verified against the diff's line index. */
    anchored: zod__WEBPACK_IMPORTED_MODULE_0__/* .boolean */ .zMY(),
    fingerprint: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    /** The static rule's id (its SARIF rule id), or null for a finding of a model lens. */
    rule: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().nullable(),
});
const ExcludedFile = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({ path: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(), reason: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP() });
const Usage = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    prompt_tokens: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().nonnegative(),
    completion_tokens: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().nonnegative(),
    cached_tokens: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().nonnegative(),
    requests: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().nonnegative(),
    /** null when the price of a model is unknown: never a made-up 0. */
    cost_usd: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().nonnegative().nullable(),
});
const TargetMode = zod__WEBPACK_IMPORTED_MODULE_0__/* ["enum"] */ .k5n(['worktree', 'commit', 'range', 'base', 'pr']);
const ReviewTarget = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    mode: TargetMode,
    repo: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().nullable(),
    pr: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().positive().nullable(),
    base: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().nullable(),
    head: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().nullable(),
});
const Count = zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().nonnegative();
/**
 * What each lens actually looked at, so a report never claims more than was done: a file that is
 * "reviewed" (kept by the select stage) may still be in a language no static rule reads.
 */
const LensCoverage = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    /** Files the static rules parsed (a grammar and at least one rule for their language). */
    static_files: Count,
    /** Distinct static rules that ran on those files. */
    static_rules: Count,
    /** Whether a model was configured for this run. */
    model: zod__WEBPACK_IMPORTED_MODULE_0__/* .boolean */ .zMY(),
    /** Files handed to the model lenses (0 without a model). */
    model_files: Count,
    /** Reviewed files classified as tests (rules may be skipped or graded low there). */
    test_files: Count,
});
/** A finding left out of the report, named so the count can be checked. */
const HiddenFinding = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    path: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    line: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().positive(),
    severity: Severity,
    title: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    rule: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().nullable(),
});
/** A finding the audit (reflection) dropped, with the audit's reason: left out, never lost. */
const AuditDrop = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    path: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    line: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().positive(),
    title: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    reason: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
});
/** Results read from other tools' files (SARIF, rdjson, checkstyle): what became of them. */
const ImportedStats = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    /** The tools, as they name themselves. */
    tools: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()),
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
const ReportStats = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    files_changed: Count,
    files_reviewed: Count,
    lines_added: Count,
    lines_deleted: Count,
    findings_by_severity: zod__WEBPACK_IMPORTED_MODULE_0__/* .record */ .g1P(Severity, Count),
    lenses: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()),
    coverage: LensCoverage,
    /** Findings below `min-severity`: counted and named, never shown as a zero. */
    below_min_severity: zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({ min_severity: Severity, findings: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(HiddenFinding) }),
    /** Model findings the audit dropped as disproved by the code: counted and named with its reason. */
    dropped_by_audit: zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({ count: Count, findings: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(AuditDrop) }),
    /** Static findings silenced by an inline comment (`# nosec`, `// eslint-disable-line`, ...). */
    suppressed_inline: Count,
    /** Static findings on changed lines that the base version already had (`static-baseline: new`): not posted. */
    pre_existing: zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({ count: Count, findings: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(HiddenFinding) }).optional(),
    /** Other tools' results fed in with `sarif` / `--sarif`; absent when none were given. */
    imported: ImportedStats.optional(),
});
const REPORT_VERSION = 1;
const ReviewReport = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    version: zod__WEBPACK_IMPORTED_MODULE_0__/* .literal */ .euz(REPORT_VERSION),
    tool: zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({ name: zod__WEBPACK_IMPORTED_MODULE_0__/* .literal */ .euz('prlens'), version: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP() }),
    target: ReviewTarget,
    findings: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(Finding),
    unanchored: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(Finding),
    excluded_files: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(ExcludedFile),
    stats: ReportStats,
    usage: Usage,
    warnings: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()),
    incomplete: zod__WEBPACK_IMPORTED_MODULE_0__/* .boolean */ .zMY(),
    duration_ms: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().nonnegative(),
});
/** An empty usage record, the start of every sum. */
function emptyUsage() {
    return { prompt_tokens: 0, completion_tokens: 0, cached_tokens: 0, requests: 0, cost_usd: 0 };
}


/***/ })

};
