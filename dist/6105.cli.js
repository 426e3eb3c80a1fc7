export const id = 6105;
export const ids = [6105];
export const modules = {

/***/ 96105:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  CATEGORIES: () => (/* binding */ CATEGORIES),
  loadRules: () => (/* binding */ loadRules),
  parseRuleFile: () => (/* binding */ parseRuleFile),
  unwrap: () => (/* binding */ unwrap)
});

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./node_modules/yaml/dist/index.js
var dist = __webpack_require__(38815);
// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 14 modules
var schemas = __webpack_require__(45586);
// EXTERNAL MODULE: ./.tmp/bundle-src/core/types.js + 1 modules
var types = __webpack_require__(13281);
// EXTERNAL MODULE: ./.tmp/bundle-src/static/languages.js
var languages = __webpack_require__(21913);
;// CONCATENATED MODULE: ./.tmp/bundle-src/static/derived-requires.js
/**
 * A `requires` gate for a rule that has none, read off its own rule (issue 48). Each ast-grep
 * search compiles its rule again, and compiling is most of a search (~0.25 ms a rule, 6.3 of 7.4 ms
 * for the Python rules on a 120-line file): a rule that cannot match a file should not be tried.
 *
 * The gate is a text the file must hold for the rule to match anywhere in it:
 * - a pattern matches only a node whose leaves read as the pattern's do, in ast-grep's default
 *   (`smart`) strictness, so every name a pattern string spells (not a `$METAVARIABLE`) is text of
 *   the matched node, and so of the file;
 * - a `regex` matches the node's text, so the word it starts with (`^verify\s*=` \u2192 `verify`), or one
 *   of the words of a leading group (`\b(AKIA|ASIA)`), is in the file, when no alternation splits
 *   the whole expression and no flag may change case;
 * - a `kind` whose node always begins with its keyword (`assert_statement` \u2192 `assert`) spells it;
 * - a relational key (`has`, `inside`, `precedes`, `follows`) needs another node of the same file
 *   that matches its rule, so that rule's text is in the file too.
 * A rule's keys all hold at once (`all` too): one bounded key bounds the match; an `any` does when
 * each of its branches does. Anything else (`not`, `matches`, a pattern object, which may set another
 * strictness) bounds nothing here. tests/static/rule-requires.test.ts checks every gate against every
 * sample the rule matches.
 */
/** Kinds whose node starts with a keyword in every grammar that has them (tree-sitter's node types). */
const KEYWORD_KINDS = {
    assert_statement: 'assert',
    catch_clause: 'catch',
    debugger_statement: 'debugger',
    defer_statement: 'defer',
};
/** Relational keys: each needs a node of the file matching its own rule. */
const RELATIONAL = ['has', 'inside', 'precedes', 'follows'];
/** The names a pattern string spells, longest first; metavariables left out. */
function namesOf(pattern) {
    const words = pattern.match(/\$*[A-Za-z_][A-Za-z0-9_]*/g) ?? [];
    return words.filter((w) => !w.startsWith('$')).sort((a, b) => b.length - a.length);
}
/** Whether a `|` splits the whole expression (outside every group and class); unsure counts as yes. */
function splitsAtTop(regex) {
    // `[]\u2026]` and `[^]\u2026]` hold a literal `]` in Rust's syntax: not worth reading here.
    if (/\[\^?\]/.test(regex))
        return true;
    let depth = 0;
    let inClass = false;
    for (let i = 0; i < regex.length; i++) {
        const c = regex[i];
        if (c === '\\')
            i++;
        else if (inClass)
            inClass = c !== ']';
        else if (c === '[')
            inClass = true;
        else if (c === '(')
            depth++;
        else if (c === ')')
            depth--;
        else if (c === '|' && depth === 0)
            return true;
    }
    return false;
}
/**
 * The words one of which a regular expression's every match starts with: `^typeof\b` \u2192 `typeof`,
 * `\b(AKIA|ASIA)[0-9A-Z]{16}` \u2192 `AKIA`, `ASIA`. Null when an alternation splits the whole
 * expression, an inline flag may change case, or it starts with anything but words of two
 * characters or more.
 */
function leadingLiterals(regex) {
    if (regex.includes('(?') || splitsAtTop(regex))
        return null;
    const rest = regex.replace(/^\^/, '').replace(/^\\b/, '');
    // `ab?`, `ab*`, `ab{0,2}` and `(a|b)?` may match without their last part.
    const optional = (next) => next !== '' && '?*{'.includes(next);
    const group = /^\(((?:[A-Za-z0-9_]+\|)+[A-Za-z0-9_]+)\)(.?)/.exec(rest);
    if (group) {
        const [, words = '', next = ''] = group;
        const each = words.split('|');
        return optional(next) || each.some((w) => w.length < 2) ? null : each;
    }
    const run = /^([A-Za-z0-9_]+)(.?)/.exec(rest);
    if (!run)
        return null;
    const [, word = '', next = ''] = run;
    const literal = optional(next) ? word.slice(0, -1) : word;
    return literal.length >= 2 ? [literal] : null;
}
/** Texts one of which every file `rule` matches in holds; null when the rule does not bound them. */
function requiredTexts(rule) {
    if (typeof rule !== 'object' || rule === null || Array.isArray(rule))
        return null;
    const r = rule;
    if (typeof r.pattern === 'string') {
        const [longest] = namesOf(r.pattern);
        if (longest !== undefined)
            return [longest];
    }
    if (typeof r.regex === 'string') {
        const literals = leadingLiterals(r.regex);
        if (literals !== null)
            return literals;
    }
    const keyword = typeof r.kind === 'string' ? KEYWORD_KINDS[r.kind] : undefined;
    if (keyword !== undefined)
        return [keyword];
    if (Array.isArray(r.all))
        for (const item of r.all) {
            const texts = requiredTexts(item);
            if (texts !== null)
                return texts;
        }
    if (Array.isArray(r.any) && r.any.length > 0) {
        const branches = r.any.map(requiredTexts);
        if (branches.every((b) => b !== null))
            return [...new Set(branches.flat())];
    }
    for (const key of RELATIONAL) {
        const texts = requiredTexts(r[key]);
        if (texts !== null)
            return texts;
    }
    return null;
}
/** The gate a rule's own keys imply, as `metadata.requires` would write it; undefined when none. */
function derivedRequires(rule, language) {
    // A YAML scalar may be written quoted or plain, and the grammar's leaves tell them apart.
    if (language === 'yaml')
        return undefined;
    const texts = requiredTexts(rule);
    return texts === null ? undefined : new RegExp(texts.join('|'));
}

;// CONCATENATED MODULE: ./.tmp/bundle-src/static/rule-file.js
/**
 * Loads and validates the YAML rules of the static lens.
 *
 * A rule file is an ast-grep rule (https://ast-grep.github.io/reference/yaml.html), so `ast-grep scan`
 * reads the same files; prlens' own fields live under `metadata`:
 *   metadata: { category: security, severity: high, confidence: 0.9 }
 * and, optionally, `in-tests: keep | low | skip` and `aliases: [other linters' names for the check]`.
 * `severity` at the top level is ast-grep's (error | warning | info | hint); prlens uses
 * `metadata.severity` (critical | high | medium | low). A file may hold several rules separated by `---`.
 */







/** The contexts a rule may name in `metadata.sink-context` (see sink-context.ts). */
const SINK_CONTEXTS = [
    'code',
    'html-output',
    'tls-peer',
    'own-store',
    'cors-origins',
    'digest-sent',
    'explicit-discard',
    'settings-default',
];
const CATEGORIES = [
    'security',
    'correctness',
    'deprecation',
    'reliability',
    'maintainability',
];
/**
 * What a rule does in a test file (`metadata.in-tests`): `keep` reports as anywhere else (the default:
 * a real bug in a test still hides a real failure), `low` grades its findings low there, `skip` does
 * not run it on tests at all (fixture passwords, TLS off against a local test server, ...).
 */
const IN_TESTS = ['keep', 'low', 'skip'];
// ast-grep validates the rule objects themselves when they are compiled (see compileCheck in the runner).
const RuleObject = schemas/* record */.g1P(schemas/* string */.YjP(), schemas/* unknown */.L5J());
// `scope: mapping` tests `when` on the YAML mapping that holds the match (one Compose service) instead
// of its whole document (a Compose file of many services).
const ESCALATION_SCOPES = ['document', 'mapping'];
const escalation = schemas/* strictObject */.rej({
    when: schemas/* string */.YjP().min(1),
    severity: types/* Severity */.AI,
    why: schemas/* string */.YjP().min(1),
    scope: schemas/* enum */.k5n(ESCALATION_SCOPES).default('document'),
});
const RuleFileSchema = schemas/* strictObject */.rej({
    id: schemas/* string */.YjP().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'write the id in kebab-case, e.g. js-eval'),
    language: schemas/* string */.YjP()
        .transform((s) => s.toLowerCase())
        .pipe(schemas/* enum */.k5n(languages/* RULE_LANGUAGES */.Xg)),
    severity: schemas/* enum */.k5n(['error', 'warning', 'info', 'hint']),
    message: schemas/* string */.YjP().min(1),
    note: schemas/* string */.YjP().optional(),
    url: schemas/* string */.YjP().optional(),
    // ast-grep's rewrite template ($VAR / $$$VAR); prlens turns it into the finding's suggestion.
    fix: schemas/* string */.YjP().optional(),
    rule: RuleObject,
    constraints: schemas/* record */.g1P(schemas/* string */.YjP(), RuleObject).optional(),
    utils: schemas/* record */.g1P(schemas/* string */.YjP(), RuleObject).optional(),
    metadata: schemas/* strictObject */.rej({
        category: schemas/* enum */.k5n(CATEGORIES),
        severity: types/* Severity */.AI,
        confidence: schemas/* number */.aig().min(0).max(1),
        'in-tests': schemas/* enum */.k5n(IN_TESTS).default('keep'),
        // `skip`: not run on sample code (examples/, seed scripts), whose data is made up for the demo.
        'in-samples': schemas/* enum */.k5n(['keep', 'skip']).default('keep'),
        // `skip`: not run on a third-party library copied into the app, told by its content
        // (review/select/copied-library.ts). Only for low deprecation and maintainability notes: a copy's
        // look can be faked, so a rule that can say more than a style note keeps running on it (below).
        'in-copies': schemas/* enum */.k5n(['keep', 'skip']).default('keep'),
        // `skip`: not run on message catalogs (locales/, i18n/), whose strings are translated UI labels.
        'in-messages': schemas/* enum */.k5n(['keep', 'skip']).default('keep'),
        // `skip`: not run on a maintainer's script (scripts/, hack/, a release script, a `#!` tool).
        'in-scripts': schemas/* enum */.k5n(['keep', 'skip']).default('keep'),
        // `skip`: a value a command-line program's operator hands it (argv, flags, config, own paths) is no
        // finding, not even low (needs `flow`; see grade-match.ts).
        'in-cli': schemas/* enum */.k5n(['keep', 'skip']).default('keep'),
        // `skip`: a function that hands its own parameter, unchanged, to the sink is a wrapper (a shell
        // helper like `subprocess.run` itself): no finding outside a file that serves requests (needs `flow`).
        // `medium`: such a wrapper, when it is an exported entry, is graded at most medium instead.
        'pass-through': schemas/* enum */.k5n(['keep', 'skip', 'medium']).default('keep'),
        // `skip`: a dropped error or empty catch that deliberate-fallback.ts recognises as deliberate (a
        // comment says why, test setup, a console write, \u2026) is no finding.
        fallback: schemas/* enum */.k5n(['keep', 'skip']).default('keep'),
        // A metavariable of a JavaScript rule: when its value is the app's own stored setting (the
        // object's own state or a configuration object, flow/stored-setting.ts), the match is medium.
        'stored-setting': schemas/* string */.YjP()
            .regex(/^[A-Z_][A-Z0-9_]*$/, 'name a metavariable of the rule without `$`, e.g. BODY')
            .optional(),
        // What bounds the grade of a rule naming a dangerous sink or setting (sink-context.ts).
        'sink-context': schemas/* enum */.k5n(SINK_CONTEXTS).optional(),
        // Another severity when the match's YAML document (else its file) matches `when`; a list is
        // tried in order and the first match decides (a node agent's medium before a host-sharing high).
        escalate: schemas/* union */.KCZ([escalation, schemas/* array */.YOg(escalation).min(1)]).optional(),
        aliases: schemas/* array */.YOg(schemas/* string */.YjP().min(1)).default([]),
        // The metavariable holding the value that reaches the sink: its sources grade the severity.
        flow: schemas/* string */.YjP()
            .regex(/^[A-Z_][A-Z0-9_]*$/, 'name a metavariable of the rule without `$`, e.g. CMD')
            .optional(),
        // true: only a value traced to a source (request, location, storage) is reported; a function's
        // arguments count as one only in an event, message or response handler (see flow/grade-flow.ts).
        // `arguments`: the same, with every function's arguments counted as input (a module's own helper
        // is graded by what its calls pass).
        // `values`: as `arguments`, and a part the rules cannot trace is still reported (at most medium)
        // when it is spliced between quotes as a SQL string value (`'" + kid + "'`): a value, not a name.
        // `requests`: as `arguments`, and a part the rules cannot trace is still reported (at most medium)
        // in a file that reads a request or declares a handler, where a helper may hand over its value.
        'flow-sources': schemas/* union */.KCZ([schemas/* boolean */.zMY(), schemas/* literal */.euz('arguments'), schemas/* literal */.euz('values'), schemas/* literal */.euz('requests')])
            .default(false),
        // Only where the installed version of a package is below `below` (static/manifest.ts): js-yaml's
        // `load` is unsafe only before 4. A file whose version cannot be read keeps the finding, saying so.
        dependency: schemas/* strictObject */.rej({
            name: schemas/* string */.YjP().min(1),
            below: schemas/* string */.YjP().regex(/^\d+(?:\.\d+){0,2}$/, "write a version, e.g. '4' or '4.1.0'"),
        })
            .optional(),
        // Only where one of these packages is installed (static/manifest.ts): an operator object in a
        // filter is MongoDB's, and a SQL query builder's `find` binds it. Kept where nothing read can tell.
        'needs-package': schemas/* array */.YOg(schemas/* string */.YjP().min(1)).min(1).optional(),
        // A regular expression the file's text must match for the rule to be tried at all.
        requires: schemas/* string */.YjP()
            .min(1)
            .refine((source) => compiles(source), 'write a valid regular expression, e.g. createHmac|jwt')
            .optional(),
    })
        .refine((m) => m['in-copies'] === 'keep' || styleNoteOnly(m), {
        message: 'only a low deprecation or maintainability rule may skip copied libraries: remove `in-copies: skip` (a copy is told by content a change can fake)',
        path: ['in-copies'],
    }),
});
/** A rule that can only ever say a low style note: the only kind a copy's look may silence. */
function styleNoteOnly(m) {
    const style = m.category === 'deprecation' || m.category === 'maintainability';
    return style && m.severity === 'low' && m.escalate === undefined;
}
function flowSourcesOf(value) {
    if (value === 'arguments' || value === 'values' || value === 'requests')
        return value;
    return value ? 'handlers' : false;
}
function compiles(source) {
    try {
        new RegExp(source);
        return true;
    }
    catch {
        return false;
    }
}
/** Parses the rules of one YAML text; throws an error naming the file and the offending key. */
function parseRuleFile(text, source) {
    const rules = [];
    (0,dist.parseAllDocuments)(text).forEach((doc, index) => {
        const where = `${source}${index > 0 ? ` (document ${index + 1})` : ''}`;
        if (doc.errors.length > 0) {
            throw new Error(`malformed rule file ${where}: ${doc.errors.map((e) => e.message).join('; ')}`);
        }
        const parsed = RuleFileSchema.safeParse(doc.toJS());
        if (!parsed.success) {
            const problems = parsed.error.issues.map((issue) => {
                const key = issue.path.map(String).join('.');
                const unknownKeys = issue.code === 'unrecognized_keys' ? issue.keys.join(', ') : '';
                return `${key || unknownKeys || '(top level)'}: ${issue.message}`;
            });
            throw new Error(`malformed rule file ${where}: ${problems.join('; ')}`);
        }
        const r = parsed.data;
        const config = { rule: r.rule };
        if (r.constraints)
            config.constraints = r.constraints;
        if (r.utils)
            config.utils = r.utils;
        rules.push({
            id: r.id,
            language: r.language,
            message: unwrap(r.message),
            note: r.note === undefined ? undefined : unwrap(r.note),
            url: r.url?.trim(),
            category: r.metadata.category,
            severity: r.metadata.severity,
            confidence: r.metadata.confidence,
            inTests: r.metadata['in-tests'],
            inSamples: r.metadata['in-samples'],
            inCopies: r.metadata['in-copies'],
            inMessages: r.metadata['in-messages'],
            inScripts: r.metadata['in-scripts'],
            inCli: r.metadata['in-cli'],
            passThrough: r.metadata['pass-through'],
            fallback: r.metadata.fallback,
            storedSetting: r.metadata['stored-setting'],
            sinkContext: r.metadata['sink-context'],
            escalate: [r.metadata.escalate ?? []].flat().map((e) => ({ ...e, when: compileWhen(e.when, where) })),
            aliases: r.metadata.aliases,
            flow: r.metadata.flow,
            flowSources: flowSourcesOf(r.metadata['flow-sources']),
            // Without one written, the gate the rule's own patterns imply (derived-requires.ts).
            requires: r.metadata.requires === undefined
                ? derivedRequires(r.rule, r.language)
                : new RegExp(r.metadata.requires),
            dependency: r.metadata.dependency,
            needsPackage: r.metadata['needs-package'],
            fix: r.fix,
            config,
            source,
        });
    });
    return rules;
}
/** Reads every `*.yml`/`*.yaml` file of a folder, in name order; rule ids must be unique. */
async function loadRules(dir) {
    let names;
    try {
        names = (await (0,promises_.readdir)(dir)).filter((n) => /\.ya?ml$/.test(n)).sort();
    }
    catch (error) {
        throw new Error(`cannot read the static rules folder ${dir}`, { cause: error });
    }
    const rules = [];
    const seen = new Map();
    for (const name of names) {
        const file = external_node_path_.join(dir, name);
        for (const rule of parseRuleFile(await (0,promises_.readFile)(file, 'utf8'), file)) {
            const previous = seen.get(rule.id);
            if (previous)
                throw new Error(`malformed rule file ${file}: id: "${rule.id}" is already used by ${previous}`);
            seen.set(rule.id, file);
            rules.push(rule);
        }
    }
    return rules;
}
function compileWhen(source, where) {
    try {
        return new RegExp(source, 'm');
    }
    catch (error) {
        const detail = error instanceof Error ? error.message : String(error);
        throw new Error(`malformed rule file ${where}: metadata.escalate.when: ${detail}`);
    }
}
/**
 * Rule prose is hard-wrapped in its YAML block (`note: |`) to keep the files readable; a comment,
 * a terminal and a page wrap it themselves, so the line breaks go and only paragraph breaks stay.
 */
function unwrap(prose) {
    return prose
        .trim()
        .split(/\n[ \t]*\n/)
        .map((paragraph) => paragraph.replace(/[ \t]*\n[ \t]*/g, ' '))
        .join('\n\n');
}


/***/ })

};
