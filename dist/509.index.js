export const id = 509;
export const ids = [509];
export const modules = {

/***/ 63509:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   loadRules: () => (/* binding */ loadRules)
/* harmony export */ });
/* unused harmony exports CATEGORIES, parseRuleFile, unwrap */
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var yaml__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(38815);
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(45586);
/* harmony import */ var _core_types_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(13281);
/* harmony import */ var _languages_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(21913);
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
const RuleObject = zod__WEBPACK_IMPORTED_MODULE_5__/* .record */ .g1P(zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP(), zod__WEBPACK_IMPORTED_MODULE_5__/* .unknown */ .L5J());
const RuleFileSchema = zod__WEBPACK_IMPORTED_MODULE_5__/* .strictObject */ .rej({
    id: zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'write the id in kebab-case, e.g. js-eval'),
    language: zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP()
        .transform((s) => s.toLowerCase())
        .pipe(zod__WEBPACK_IMPORTED_MODULE_5__/* ["enum"] */ .k5n(_languages_js__WEBPACK_IMPORTED_MODULE_4__/* .RULE_LANGUAGES */ .Xg)),
    severity: zod__WEBPACK_IMPORTED_MODULE_5__/* ["enum"] */ .k5n(['error', 'warning', 'info', 'hint']),
    message: zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP().min(1),
    note: zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP().optional(),
    url: zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP().optional(),
    // ast-grep's rewrite template ($VAR / $$$VAR); prlens turns it into the finding's suggestion.
    fix: zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP().optional(),
    rule: RuleObject,
    constraints: zod__WEBPACK_IMPORTED_MODULE_5__/* .record */ .g1P(zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP(), RuleObject).optional(),
    utils: zod__WEBPACK_IMPORTED_MODULE_5__/* .record */ .g1P(zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP(), RuleObject).optional(),
    metadata: zod__WEBPACK_IMPORTED_MODULE_5__/* .strictObject */ .rej({
        category: zod__WEBPACK_IMPORTED_MODULE_5__/* ["enum"] */ .k5n(CATEGORIES),
        severity: _core_types_js__WEBPACK_IMPORTED_MODULE_3__/* .Severity */ .AI,
        confidence: zod__WEBPACK_IMPORTED_MODULE_5__/* .number */ .aig().min(0).max(1),
        'in-tests': zod__WEBPACK_IMPORTED_MODULE_5__/* ["enum"] */ .k5n(IN_TESTS).default('keep'),
        // `skip`: not run on sample code (examples/, seed scripts), whose data is made up for the demo.
        'in-samples': zod__WEBPACK_IMPORTED_MODULE_5__/* ["enum"] */ .k5n(['keep', 'skip']).default('keep'),
        // A stronger severity when the match's YAML document (else its file) matches `when`.
        escalate: zod__WEBPACK_IMPORTED_MODULE_5__/* .strictObject */ .rej({ when: zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP().min(1), severity: _core_types_js__WEBPACK_IMPORTED_MODULE_3__/* .Severity */ .AI, why: zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP().min(1) })
            .optional(),
        aliases: zod__WEBPACK_IMPORTED_MODULE_5__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP().min(1)).default([]),
        // The metavariable holding the value that reaches the sink: its sources grade the severity.
        flow: zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP()
            .regex(/^[A-Z_][A-Z0-9_]*$/, 'name a metavariable of the rule without `$`, e.g. CMD')
            .optional(),
        // true: only a value traced to a source (request, location, storage) is reported; a function's
        // arguments count as one only in an event, message or response handler (see flow/grade-flow.ts).
        // `arguments`: the same, with every function's arguments counted as input (a module's own helper
        // is graded by what its calls pass).
        // `values`: as `arguments`, and a part the rules cannot trace is still reported (at most medium)
        // when it is spliced between quotes as a SQL string value (`'" + kid + "'`): a value, not a name.
        'flow-sources': zod__WEBPACK_IMPORTED_MODULE_5__/* .union */ .KCZ([zod__WEBPACK_IMPORTED_MODULE_5__/* .boolean */ .zMY(), zod__WEBPACK_IMPORTED_MODULE_5__/* .literal */ .euz('arguments'), zod__WEBPACK_IMPORTED_MODULE_5__/* .literal */ .euz('values')]).default(false),
        // A regular expression the file's text must match for the rule to be tried at all.
        requires: zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP()
            .min(1)
            .refine((source) => compiles(source), 'write a valid regular expression, e.g. createHmac|jwt')
            .optional(),
    }),
});
function flowSourcesOf(value) {
    if (value === 'arguments' || value === 'values')
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
    (0,yaml__WEBPACK_IMPORTED_MODULE_2__.parseAllDocuments)(text).forEach((doc, index) => {
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
            escalate: r.metadata.escalate && {
                ...r.metadata.escalate,
                when: compileWhen(r.metadata.escalate.when, where),
            },
            aliases: r.metadata.aliases,
            flow: r.metadata.flow,
            flowSources: flowSourcesOf(r.metadata['flow-sources']),
            requires: r.metadata.requires === undefined ? undefined : new RegExp(r.metadata.requires),
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
        names = (await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readdir)(dir)).filter((n) => /\.ya?ml$/.test(n)).sort();
    }
    catch (error) {
        throw new Error(`cannot read the static rules folder ${dir}`, { cause: error });
    }
    const rules = [];
    const seen = new Map();
    for (const name of names) {
        const file = node_path__WEBPACK_IMPORTED_MODULE_1__.join(dir, name);
        for (const rule of parseRuleFile(await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readFile)(file, 'utf8'), file)) {
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
