export const id = 746;
export const ids = [746];
export const modules = {

/***/ 69746:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  readResultGlobs: () => (/* binding */ readResultGlobs),
  readResultPaths: () => (/* binding */ readResultPaths)
});

// UNUSED EXPORTS: parseResultText

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
var promises_namespaceObject = /*#__PURE__*/__webpack_require__.t(promises_, 2);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./node_modules/saxes/saxes.js
var saxes = __webpack_require__(59800);
// EXTERNAL MODULE: ./.tmp/bundle-src/core/is-record.js
var is_record = __webpack_require__(67501);
;// CONCATENATED MODULE: ./.tmp/bundle-src/ingest/imported.js
/**
 * What a result of another tool (a linter's SARIF, reviewdog's rdjson, checkstyle XML) says, read
 * from its file into one shape before anything decides whether it is posted. Every field comes from a
 * file an earlier workflow step wrote, so it is data: text is shown, never interpreted.
 */

/** Reads a JSON path the way errors name it: `runs[0].results[3].locations`. */
class JsonPath {
    parts;
    constructor(parts = []) {
        this.parts = parts;
    }
    key(name) {
        return new JsonPath([...this.parts, this.parts.length === 0 ? name : `.${name}`]);
    }
    index(i) {
        return new JsonPath([...this.parts, `[${i}]`]);
    }
    toString() {
        return this.parts.length === 0 ? '(top level)' : this.parts.join('');
    }
}
/** A result or file that does not have the shape its format defines; the message names where. */
class ShapeError extends Error {
    at;
    constructor(at, expected) {
        super(`${at.toString()}: expected ${expected}`);
        this.at = at;
        this.name = 'ShapeError';
    }
}
/** The optional object at `key`; absent is undefined, any other type a ShapeError. */
function optObject(parent, key, at) {
    const value = parent[key];
    if (value === undefined || value === null)
        return undefined;
    if (!(0,is_record/* isRecord */.u)(value))
        throw new ShapeError(at.key(key), 'an object');
    return value;
}
function optArray(parent, key, at) {
    const value = parent[key];
    if (value === undefined || value === null)
        return undefined;
    if (!Array.isArray(value))
        throw new ShapeError(at.key(key), 'an array');
    return value;
}
function optString(parent, key, at) {
    const value = parent[key];
    if (value === undefined || value === null)
        return undefined;
    if (typeof value !== 'string')
        throw new ShapeError(at.key(key), 'a string');
    return value;
}
/** A line number (1-based); tools write 0 or nothing for "no line". */
function optLine(parent, key, at) {
    const value = parent[key];
    if (value === undefined || value === null)
        return undefined;
    if (typeof value !== 'number' || !Number.isInteger(value) || value < 0)
        throw new ShapeError(at.key(key), 'a whole number \u2265 0');
    return value === 0 ? undefined : value;
}

;// CONCATENATED MODULE: ./.tmp/bundle-src/ingest/checkstyle.js
/**
 * Reads checkstyle XML (`<checkstyle><file name=\u2026><error line=\u2026 severity=\u2026 message=\u2026 source=\u2026/>`),
 * the format golangci-lint, ESLint's checkstyle formatter and many others write. The XML itself is
 * read by saxes (https://github.com/lddubeau/saxes), a strict streaming parser: one pass over the
 * text whatever it holds (the hand-written reader it replaces went quadratic on 250,000 unclosed
 * `<!--`, issue 42 point 7), well-formedness errors with a line and column, and no DTD processing:
 * a DOCTYPE is refused, so no entity can be defined or expanded (a "billion laughs" file, or an
 * external entity reading a runner's file, is an error, not a hang or a leak). Only the five
 * predefined entities and character references are decoded.
 */


const LEVEL = {
    error: 'error',
    warning: 'warning',
    info: 'note',
    ignore: 'none',
};
/** The results of a checkstyle document; problems name the element (`file[2].error[0]`). */
function readCheckstyle(xml) {
    const reader = new CheckstyleReader();
    const parser = new saxes/* SaxesParser */.wT({
        // Plain names and string attributes: checkstyle has no namespaces.
        xmlns: false,
        // XML 1.1 for every file: it allows `&#27;` and other references to control characters, which
        // ESLint's checkstyle formatter writes for a message's ANSI colours; 1.0 would refuse the file.
        defaultXMLVersion: '1.1',
        forceXMLVersion: true,
    });
    parser.on('doctype', () => {
        throw new ShapeError(new JsonPath(), 'no DOCTYPE or entity declarations (refused: they can expand without bound)');
    });
    // The first well-formedness error ends the file: XML after it has no reliable reading.
    parser.on('error', (error) => {
        throw new ShapeError(new JsonPath(), `well-formed XML (${error.message})`);
    });
    parser.on('opentag', (tag) => reader.open(tag));
    parser.on('closetag', (tag) => reader.close(tag));
    parser.write(xml).close();
    if (!reader.sawRoot)
        throw new ShapeError(new JsonPath(), 'a <checkstyle> root element');
    return { results: reader.results, problems: reader.problems };
}
/** Follows the elements as saxes reports them: `<file>` sets the name its `<error>`s belong to. */
class CheckstyleReader {
    results = [];
    problems = [];
    sawRoot = false;
    fileIndex = -1;
    errorIndex = 0;
    fileName = null;
    open(tag) {
        if (tag.name === 'checkstyle')
            this.sawRoot = true;
        if (tag.name === 'file') {
            this.fileIndex++;
            this.errorIndex = 0;
            this.fileName = tag.attributes.name ?? null;
            if (this.fileName === null)
                this.problems.push(`file[${this.fileIndex}]: expected a name attribute`);
        }
        else if (tag.name === 'error')
            this.error(tag.attributes);
    }
    close(tag) {
        if (tag.name === 'file')
            this.fileName = null;
    }
    error(a) {
        const at = `file[${this.fileIndex}].error[${this.errorIndex++}]`;
        if (this.fileName === null) {
            this.problems.push(`${at}: expected to be inside a <file name="\u2026">`);
            return;
        }
        const line = a.line === undefined ? null : Number(a.line);
        if (line !== null && (!Number.isInteger(line) || line < 0)) {
            this.problems.push(`${at}.line: expected a whole number \u2265 0`);
            return;
        }
        if (a.message === undefined) {
            this.problems.push(`${at}.message: expected an attribute`);
            return;
        }
        const source = a.source ?? null;
        this.results.push({
            tool: toolOf(source),
            ruleId: source,
            level: LEVEL[(a.severity ?? 'warning').toLowerCase()] ?? 'warning',
            message: a.message,
            helpUri: null,
            uri: this.fileName,
            startLine: line === 0 ? null : line,
            endLine: line === 0 ? null : line,
            fixes: [],
            related: [],
            baseline: null,
        });
    }
}
/** A source like `com.puppycrawl.tools.checkstyle.checks.X` names checkstyle; `golint`-style ids name themselves. */
function toolOf(source) {
    if (source === null || source.startsWith('com.puppycrawl.'))
        return 'checkstyle';
    const dot = source.indexOf('.');
    return dot > 0 && !source.includes('/') ? source.slice(0, dot) : 'checkstyle';
}

;// CONCATENATED MODULE: ./.tmp/bundle-src/ingest/rdjson.js
/**
 * Reads reviewdog's Diagnostic Format: `rdjson` (one DiagnosticResult object) and `rdjsonl` (one
 * Diagnostic per line). https://github.com/reviewdog/reviewdog/tree/master/proto/rdf
 * Severities map onto SARIF's levels (ERROR \u2192 error, WARNING \u2192 warning, INFO \u2192 note); a missing
 * one takes the result's default, else `warning`, as SARIF does.
 */


const rdjson_LEVEL = {
    ERROR: 'error',
    WARNING: 'warning',
    INFO: 'note',
};
/** The results of an rdjson object. */
function readRdjson(value) {
    const root = new JsonPath();
    if (!(0,is_record/* isRecord */.u)(value))
        throw new ShapeError(root, 'a DiagnosticResult object');
    const diagnostics = optArray(value, 'diagnostics', root);
    if (!diagnostics)
        throw new ShapeError(root.key('diagnostics'), 'an array');
    const source = optObject(value, 'source', root);
    const defaults = {
        tool: (source && optString(source, 'name', root.key('source'))) ?? 'reviewdog',
        level: rdjson_LEVEL[optString(value, 'severity', root) ?? ''] ?? 'warning',
    };
    const results = [];
    const problems = [];
    diagnostics.forEach((d, i) => {
        try {
            results.push(readDiagnostic(d, root.key('diagnostics').index(i), defaults));
        }
        catch (error) {
            if (!(error instanceof ShapeError))
                throw error;
            problems.push(error.message);
        }
    });
    return { results, problems };
}
/** The results of an rdjsonl text; a line's problems name it as `line N`. */
function readRdjsonl(text) {
    const results = [];
    const problems = [];
    text.split(/\r?\n/).forEach((line, i) => {
        if (line.trim() === '')
            return;
        const at = new JsonPath([`line ${i + 1}`]);
        try {
            results.push(readDiagnostic(JSON.parse(line), at, { tool: 'reviewdog', level: 'warning' }));
        }
        catch (error) {
            if (error instanceof SyntaxError)
                problems.push(`${at.toString()}: not JSON (${error.message})`);
            else if (error instanceof ShapeError)
                problems.push(error.message);
            else
                throw error;
        }
    });
    return { results, problems };
}
function readDiagnostic(d, at, defaults) {
    if (!(0,is_record/* isRecord */.u)(d))
        throw new ShapeError(at, 'a Diagnostic object');
    const message = optString(d, 'message', at);
    if (message === undefined)
        throw new ShapeError(at.key('message'), 'a string');
    const location = optObject(d, 'location', at);
    const file = location && optString(location, 'path', at.key('location'));
    if (!location || !file)
        throw new ShapeError(at.key('location').key('path'), 'a file path');
    const range = readRange(optObject(location, 'range', at.key('location')), at.key('location').key('range'));
    const source = optObject(d, 'source', at);
    const code = optObject(d, 'code', at);
    const severity = optString(d, 'severity', at);
    const suggestions = optArray(d, 'suggestions', at) ?? [];
    const fixes = [];
    suggestions.forEach((s, i) => {
        const sat = at.key('suggestions').index(i);
        if (!(0,is_record/* isRecord */.u)(s))
            throw new ShapeError(sat, 'an object');
        const text = optString(s, 'text', sat);
        const r = readRange(optObject(s, 'range', sat), sat.key('range'));
        if (text !== undefined && r.start !== null && r.wholeLines)
            fixes.push({ startLine: r.start, endLine: r.end ?? r.start, text: text.replace(/\r?\n$/, '') });
    });
    return {
        tool: (source && optString(source, 'name', at.key('source'))) ?? defaults.tool,
        ruleId: (code && optString(code, 'value', at.key('code'))) ?? null,
        level: rdjson_LEVEL[severity ?? ''] ?? defaults.level,
        message,
        helpUri: (code && optString(code, 'url', at.key('code'))) ?? null,
        uri: file,
        startLine: range.start,
        endLine: range.start === null ? null : Math.max(range.start, range.end ?? range.start),
        fixes,
        related: [],
        baseline: null,
    };
}
function readRange(range, at) {
    const start = range && optObject(range, 'start', at);
    const end = range && optObject(range, 'end', at);
    const startColumn = start && optLine(start, 'column', at.key('start'));
    const endColumn = end && optLine(end, 'column', at.key('end'));
    return {
        start: (start && optLine(start, 'line', at.key('start'))) ?? null,
        end: (end && optLine(end, 'line', at.key('end'))) ?? null,
        wholeLines: (startColumn === undefined || startColumn === 1) && endColumn === undefined,
    };
}

// EXTERNAL MODULE: ./.tmp/bundle-src/ingest/sarif-uri.js
var sarif_uri = __webpack_require__(52234);
;// CONCATENATED MODULE: ./.tmp/bundle-src/ingest/sarif.js



const LEVELS = new Set(['error', 'warning', 'note', 'none']);
const BASELINE = new Set([
    'new',
    'unchanged',
    'updated',
    'absent',
]);
/**
 * Longest message kept: a comment on GitHub holds at most 65,536 characters, so more could never be
 * shown, and the cap bounds the work of filling a template's arguments.
 */
const MAX_MESSAGE_CHARS = 20_000;
/** The results of a parsed SARIF log; problems name the JSON path of what was skipped. */
function readSarif(log) {
    const root = new JsonPath();
    if (!(0,is_record/* isRecord */.u)(log))
        throw new ShapeError(root, 'a SARIF log object');
    const version = optString(log, 'version', root);
    if (version !== '2.1.0')
        throw new ShapeError(root.key('version'), `"2.1.0" (got ${JSON.stringify(version)})`);
    const runs = optArray(log, 'runs', root);
    if (!runs)
        throw new ShapeError(root.key('runs'), 'an array');
    const results = [];
    const problems = [];
    runs.forEach((run, i) => {
        const at = root.key('runs').index(i);
        try {
            readRun(run, at, results, problems);
        }
        catch (error) {
            if (!(error instanceof ShapeError))
                throw error;
            problems.push(`${error.message} (run skipped)`);
        }
    });
    return { results, problems };
}
function readRun(run, at, out, problems) {
    if (!(0,is_record/* isRecord */.u)(run))
        throw new ShapeError(at, 'an object');
    const driver = optObject(optObject(run, 'tool', at) ?? {}, 'driver', at.key('tool'));
    const tool = driver && optString(driver, 'name', at.key('tool').key('driver'));
    if (!driver || !tool)
        throw new ShapeError(at.key('tool').key('driver').key('name'), 'the tool name');
    const rules = (optArray(driver, 'rules', at.key('tool').key('driver')) ?? []).map((r, i) => readRule(r, at.key('tool').key('driver').key('rules').index(i)));
    const bases = readBases(optObject(run, 'originalUriBaseIds', at) ?? {});
    const artifacts = optArray(run, 'artifacts', at) ?? [];
    (optArray(run, 'results', at) ?? []).forEach((result, j) => {
        const where = at.key('results').index(j);
        try {
            const read = readResult(result, where, { tool, rules, bases, artifacts });
            if (read)
                out.push(read);
        }
        catch (error) {
            if (!(error instanceof ShapeError))
                throw error;
            problems.push(error.message);
        }
    });
}
function readRule(rule, at) {
    if (!(0,is_record/* isRecord */.u)(rule))
        throw new ShapeError(at, 'an object');
    const config = optObject(rule, 'defaultConfiguration', at);
    const level = config && optString(config, 'level', at.key('defaultConfiguration'));
    const messages = {};
    for (const [id, value] of Object.entries(optObject(rule, 'messageStrings', at) ?? {}))
        if ((0,is_record/* isRecord */.u)(value) && typeof value.text === 'string')
            messages[id] = value.text;
    return {
        id: optString(rule, 'id', at),
        level: level !== undefined && LEVELS.has(level) ? level : undefined,
        helpUri: optString(rule, 'helpUri', at),
        messages,
    };
}
function readBases(raw) {
    const bases = {};
    for (const [id, value] of Object.entries(raw)) {
        if (!(0,is_record/* isRecord */.u)(value))
            continue;
        bases[id] = {
            uri: typeof value.uri === 'string' ? value.uri : undefined,
            uriBaseId: typeof value.uriBaseId === 'string' ? value.uriBaseId : undefined,
        };
    }
    return bases;
}
function readResult(result, at, run) {
    if (!(0,is_record/* isRecord */.u)(result))
        throw new ShapeError(at, 'an object');
    // A `pass`, `review` or `notApplicable` result records a check, not a problem (\u00a73.27.9).
    const kind = optString(result, 'kind', at) ?? 'fail';
    if (kind !== 'fail' && kind !== 'open')
        return null;
    const ruleIndex = result.ruleIndex;
    if (ruleIndex !== undefined && (typeof ruleIndex !== 'number' || !Number.isInteger(ruleIndex)))
        throw new ShapeError(at.key('ruleIndex'), 'a whole number');
    const rule = typeof ruleIndex === 'number' && ruleIndex >= 0 ? run.rules[ruleIndex] : undefined;
    if (typeof ruleIndex === 'number' && ruleIndex >= 0 && !rule)
        throw new ShapeError(at.key('ruleIndex'), `an index below ${run.rules.length} (the driver's rules)`);
    const ruleRef = optObject(result, 'rule', at);
    const ruleId = optString(result, 'ruleId', at) ??
        (ruleRef && optString(ruleRef, 'id', at.key('rule'))) ??
        rule?.id ??
        null;
    const level = optString(result, 'level', at);
    if (level !== undefined && !LEVELS.has(level))
        throw new ShapeError(at.key('level'), 'one of error, warning, note, none');
    const baseline = optString(result, 'baselineState', at);
    if (baseline !== undefined && !BASELINE.has(baseline))
        throw new ShapeError(at.key('baselineState'), 'one of new, unchanged, updated, absent');
    const locations = optArray(result, 'locations', at) ?? [];
    const first = locations.length > 0 ? readLocation(locations[0], at.key('locations').index(0), run) : null;
    const related = (optArray(result, 'relatedLocations', at) ?? []).flatMap((loc, i) => {
        const where = at.key('relatedLocations').index(i);
        const read = readLocation(loc, where, run);
        if (!read)
            return [];
        const msg = (0,is_record/* isRecord */.u)(loc) ? optObject(loc, 'message', where) : undefined;
        return [{ uri: read.uri, line: read.startLine, message: (msg && optString(msg, 'text', where)) ?? null }];
    });
    return {
        tool: run.tool,
        ruleId,
        level: level ?? rule?.level ?? 'warning',
        message: messageOf(result, at, rule),
        helpUri: rule?.helpUri ?? null,
        // No location with a file: kept, and counted as not on a file (the summary says so).
        uri: first?.uri ?? null,
        startLine: first?.startLine ?? null,
        endLine: first?.endLine ?? null,
        fixes: first ? readFixes(result, at, run, first.uri) : [],
        related,
        baseline: baseline ?? null,
    };
}
/** The message's text, or the rule's message string it names, with `{n}` filled from `arguments`. */
function messageOf(result, at, rule) {
    const message = optObject(result, 'message', at);
    if (!message)
        throw new ShapeError(at.key('message'), 'an object with text');
    const text = optString(message, 'text', at.key('message'));
    const id = optString(message, 'id', at.key('message'));
    const template = text ?? (id !== undefined ? rule?.messages[id] : undefined);
    if (template === undefined)
        throw new ShapeError(at.key('message').key('text'), 'a string');
    const args = (optArray(message, 'arguments', at.key('message')) ?? []).map((arg, i) => argumentText(arg, at.key('message').key('arguments').index(i)));
    return fillArguments(template, args, MAX_MESSAGE_CHARS);
}
/**
 * The template with `{n}` replaced by `args[n]`, cut at `max` characters. Filled piece by piece so
 * the work stops at the cap: 100,000 `{0}` with a 100,000-character argument would otherwise build
 * 10^10 characters before anything could cut them.
 */
function fillArguments(template, args, max) {
    let out = '';
    let from = 0;
    for (const m of template.matchAll(/\{(\d+)\}/g)) {
        out += template.slice(from, m.index) + (args[Number(m[1])] ?? m[0]);
        from = m.index + m[0].length;
        if (out.length > max)
            break;
    }
    if (out.length <= max)
        out += template.slice(from);
    return out.length > max ? `${out.slice(0, max - 1)}\u2026` : out;
}
/**
 * One message argument: SARIF says a string (\u00a73.11.11); a number or boolean is read as its text.
 * An array or object is refused, never stringified: `String()` of an array nested 5,000 deep
 * recursed until the stack overflowed and the run died with nothing posted (issue 42 point 7).
 */
function argumentText(arg, at) {
    if (typeof arg === 'string')
        return arg;
    if (typeof arg === 'number' || typeof arg === 'boolean')
        return String(arg);
    throw new ShapeError(at, 'a string');
}
function readLocation(location, at, run) {
    if (!(0,is_record/* isRecord */.u)(location))
        throw new ShapeError(at, 'an object');
    const physical = optObject(location, 'physicalLocation', at);
    if (!physical)
        return null;
    const pat = at.key('physicalLocation');
    const artifact = optObject(physical, 'artifactLocation', pat);
    if (!artifact)
        return null;
    const uri = artifactUri(artifact, pat.key('artifactLocation'), run);
    if (uri === null)
        return null;
    const region = optObject(physical, 'region', pat);
    const start = region ? optLine(region, 'startLine', pat.key('region')) : undefined;
    const end = region ? optLine(region, 'endLine', pat.key('region')) : undefined;
    return {
        uri,
        startLine: start ?? null,
        endLine: start === undefined ? null : Math.max(start, end ?? start),
    };
}
/** The artifact's URI resolved against its base; one given only by `index` is looked up in `artifacts`. */
function artifactUri(artifact, at, run) {
    let uri = optString(artifact, 'uri', at);
    let base = optString(artifact, 'uriBaseId', at);
    const index = artifact.index;
    if (uri === undefined && typeof index === 'number') {
        const entry = run.artifacts[index];
        const location = (0,is_record/* isRecord */.u)(entry) && (0,is_record/* isRecord */.u)(entry.location) ? entry.location : undefined;
        if (location && typeof location.uri === 'string') {
            uri = location.uri;
            base = typeof location.uriBaseId === 'string' ? location.uriBaseId : undefined;
        }
    }
    if (uri === undefined)
        return null;
    try {
        return (0,sarif_uri/* resolveArtifactUri */.d)(uri, base, run.bases);
    }
    catch (error) {
        // `new URL` refuses a malformed base (`http://[::1`): that result's problem, not the run's.
        if (!(error instanceof TypeError))
            throw error;
        throw new ShapeError(at.key('uriBaseId'), `a base in originalUriBaseIds whose uri is a valid URI`);
    }
}
/** Fixes that replace whole lines of the result's own file (a column inside a line cannot be offered). */
function readFixes(result, at, run, uri) {
    const fixes = [];
    (optArray(result, 'fixes', at) ?? []).forEach((fix, i) => {
        const fat = at.key('fixes').index(i);
        if (!(0,is_record/* isRecord */.u)(fix))
            throw new ShapeError(fat, 'an object');
        const changes = optArray(fix, 'artifactChanges', fat) ?? [];
        // A fix that also edits other files or several places cannot be one suggestion block.
        if (changes.length !== 1 || !(0,is_record/* isRecord */.u)(changes[0]))
            return;
        const change = changes[0];
        const cat = fat.key('artifactChanges').index(0);
        const artifact = optObject(change, 'artifactLocation', cat);
        if (!artifact || artifactUri(artifact, cat.key('artifactLocation'), run) !== uri)
            return;
        const replacements = optArray(change, 'replacements', cat) ?? [];
        if (replacements.length !== 1 || !(0,is_record/* isRecord */.u)(replacements[0]))
            return;
        const rat = cat.key('replacements').index(0);
        const deleted = optObject(replacements[0], 'deletedRegion', rat);
        const inserted = optObject(replacements[0], 'insertedContent', rat);
        const text = inserted && optString(inserted, 'text', rat.key('insertedContent'));
        if (!deleted || text === undefined)
            return;
        const wholeLines = deleted.charOffset === undefined &&
            (deleted.startColumn === undefined || deleted.startColumn === 1) &&
            deleted.endColumn === undefined;
        const startLine = optLine(deleted, 'startLine', rat.key('deletedRegion'));
        if (!wholeLines || startLine === undefined)
            return;
        const endLine = optLine(deleted, 'endLine', rat.key('deletedRegion')) ?? startLine;
        fixes.push({ startLine, endLine, text: text.replace(/\r?\n$/, '') });
    });
    return fixes;
}

;// CONCATENATED MODULE: ./.tmp/bundle-src/ingest/read-files.js
/**
 * Finds and reads the result files other tools wrote (the action's `sarif` globs, the CLI's
 * `--sarif` files) and tells their format by content: a JSON object with `runs` is SARIF, one with
 * `diagnostics` is rdjson, JSON lines are rdjsonl, `<checkstyle` is checkstyle XML. Globs resolve
 * inside the workspace only: an earlier step's file, never a path that climbs out of the checkout
 * (`../`, an absolute path, a symlink to elsewhere). A file that cannot be read or understood is a
 * problem named by file, and the other files still count.
 */







/** Result files above this size are refused: a reviewer reads the lines of one PR, not a dump. */
const MAX_RESULT_FILE_BYTES = 50 * 1024 * 1024;
/**
 * Expands newline-separated globs inside `root` and reads every matched file. `fs` is Node's own;
 * tests hand in one without `glob`, as Node 20's is.
 */
async function readResultGlobs(patterns, root, fs = promises_namespaceObject) {
    const glob = fs.glob;
    if (typeof glob !== 'function')
        return {
            files: [],
            problems: [
                `sarif: reading result files by glob needs Node 22 or later (this is Node ${process.versions.node}): ` +
                    'run the action as action.yml says (runs.using: node24), or the CLI with --sarif FILE on Node 22+',
            ],
        };
    const problems = [];
    const base = await (0,promises_.realpath)(root);
    // A Set: each file is read once however many globs match it, in the order first matched.
    const found = new Set();
    for (const pattern of patterns) {
        if (external_node_path_.isAbsolute(pattern) || pattern.split(/[\\/]/).includes('..')) {
            problems.push(`sarif: ${JSON.stringify(pattern)} leaves the workspace: write a path relative to the checkout, e.g. reports/eslint.sarif`);
            continue;
        }
        let matched = 0;
        for await (const entry of glob(pattern, { cwd: base })) {
            // Counted before the dedupe: a glob whose files an earlier glob took still matched them.
            matched++;
            found.add(external_node_path_.join(base, entry));
        }
        if (matched === 0)
            problems.push(`sarif: ${JSON.stringify(pattern)} matched no file in ${root}: did the step that writes it run?`);
    }
    const files = [];
    for (const file of found) {
        const real = await (0,promises_.realpath)(file).catch(() => file);
        const rel = external_node_path_.relative(base, real);
        if (rel.startsWith('..') || external_node_path_.isAbsolute(rel)) {
            problems.push(`sarif: ${external_node_path_.relative(base, file)} links outside the workspace: not read`);
            continue;
        }
        // A link to nothing (the step that wrote its target failed) is a problem of that file only.
        const kind = await (0,promises_.stat)(real).then((s) => (s.isFile() ? 'file' : 'other'), (error) => error.code ?? error.message);
        if (kind !== 'file') {
            if (kind !== 'other')
                problems.push(`sarif: ${external_node_path_.relative(base, file)} cannot be read (${kind}: a link to a missing file?)`);
            continue;
        }
        const read = await readResultFile(real, rel);
        if ('problem' in read)
            problems.push(read.problem);
        else
            files.push(read);
    }
    return { files, problems };
}
/** Reads the files the CLI names (any path the user gives; the user runs the CLI on their own files). */
async function readResultPaths(paths, cwd) {
    const files = [];
    const problems = [];
    for (const given of paths) {
        const read = await readResultFile(external_node_path_.resolve(cwd, given), given);
        if ('problem' in read)
            problems.push(read.problem);
        else
            files.push(read);
    }
    return { files, problems };
}
/** One file, parsed by the format its content shows; `shown` is how messages name it. */
async function readResultFile(file, shown) {
    let text;
    try {
        const size = (await (0,promises_.stat)(file)).size;
        if (size > MAX_RESULT_FILE_BYTES)
            return {
                problem: `${shown}: ${size} bytes, over the ${MAX_RESULT_FILE_BYTES}-byte limit for a result file`,
            };
        text = await (0,promises_.readFile)(file, 'utf8');
    }
    catch (error) {
        const code = error.code;
        return { problem: `${shown}: cannot be read (${code ?? error.message})` };
    }
    return parseResultText(text.replace(/^\uFEFF/, ''), shown);
}
/** Parses one file's text into results, by content; problems are prefixed with `shown`. */
function parseResultText(text, shown) {
    const trimmed = text.trimStart();
    try {
        if (trimmed.startsWith('<'))
            return named(shown, 'checkstyle', readCheckstyle(trimmed));
        const lines = trimmed.split(/\r?\n/).filter((l) => l.trim() !== '');
        if (lines.length > 1 && lines.every((l) => l.trimStart().startsWith('{') && l.trimEnd().endsWith('}'))) {
            const single = tryJson(trimmed);
            if (single === undefined)
                return named(shown, 'rdjsonl', readRdjsonl(trimmed));
        }
        const value = tryJson(trimmed);
        if (value === undefined)
            return { problem: `${shown}: not SARIF, rdjson(l) or checkstyle XML (${jsonError(trimmed)})` };
        if (typeof value === 'object' && value !== null && 'diagnostics' in value)
            return named(shown, 'rdjson', readRdjson(value));
        if (typeof value === 'object' && value !== null && 'message' in value && 'location' in value)
            return named(shown, 'rdjsonl', readRdjsonl(trimmed));
        return named(shown, 'sarif', readSarif(value));
    }
    catch (error) {
        if (error instanceof ShapeError)
            return { problem: `${shown}: ${error.message}` };
        // Reading is pure (no I/O here), so whatever else a hostile file provokes (a RangeError from a
        // structure too deep, a parser's own error) is still that file's problem: it is named and
        // skipped, and the review goes on with the other files (issue 42 point 7).
        return {
            problem: `${shown}: could not be read (${error instanceof Error ? error.message : String(error)})`,
        };
    }
}
function named(shown, format, read) {
    return { file: shown, format, results: read.results, problems: read.problems.map((p) => `${shown}: ${p}`) };
}
function tryJson(text) {
    try {
        return JSON.parse(text);
    }
    catch {
        return undefined;
    }
}
function jsonError(text) {
    try {
        JSON.parse(text);
        return 'unknown shape';
    }
    catch (error) {
        return `not JSON: ${error.message}`;
    }
}


/***/ })

};
