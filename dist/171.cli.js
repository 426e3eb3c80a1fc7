export const id = 171;
export const ids = [171,2183];
export const modules = {

/***/ 30171:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  USER_CONFIG_TEMPLATE: () => (/* binding */ USER_CONFIG_TEMPLATE),
  runConfigCommand: () => (/* binding */ runConfigCommand)
});

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./node_modules/yaml/dist/index.js
var dist = __webpack_require__(38815);
// EXTERNAL MODULE: external "node:url"
var external_node_url_ = __webpack_require__(73136);
// EXTERNAL MODULE: ./.tmp/bundle-src/config/layers.js + 1 modules
var config_layers = __webpack_require__(71963);
// EXTERNAL MODULE: ./.tmp/bundle-src/config/schema.js + 2 modules
var schema = __webpack_require__(4129);
;// CONCATENATED MODULE: ./.tmp/bundle-src/config/json-schema.js
/**
 * The JSON Schema of `.github/prlens.yml`, generated from the one zod settings table so that editor
 * completion and checking can never disagree with what the loader accepts. `npm run schema` writes
 * it to schema/prlens.schema.json; a test fails when the committed file drifts from this output.
 */






const SCHEMA_FILE = 'schema/prlens.schema.json';
/**
 * The schema file of the prlens that is running (the package's own copy, next to dist/ or src/),
 * found by walking up from this module to the package root; undefined when it is not there.
 */
function installedSchemaFile(from = (0,external_node_url_.fileURLToPath)(import.meta.url)) {
    for (let dir = external_node_path_.dirname(from);; dir = external_node_path_.dirname(dir)) {
        const manifest = external_node_path_.join(dir, 'package.json');
        if ((0,external_node_fs_.existsSync)(manifest) && isPrlensManifest(manifest)) {
            const file = external_node_path_.join(dir, SCHEMA_FILE);
            return (0,external_node_fs_.existsSync)(file) ? file : undefined;
        }
        if (external_node_path_.dirname(dir) === dir)
            return undefined;
    }
}
function isPrlensManifest(file) {
    try {
        return JSON.parse((0,external_node_fs_.readFileSync)(file, 'utf8')).name === 'prlens';
    }
    catch {
        return false; // Not a readable manifest: keep walking up.
    }
}
/**
 * The `$schema` line for a config file written at `configFile`: a path relative to that file, so
 * the editor reads the installed package's schema offline and it always matches the running
 * version. Empty when the schema file is missing: a dead link would only show editor errors.
 */
function schemaCommentFor(configFile, schemaFile = installedSchemaFile()) {
    if (schemaFile === undefined)
        return '';
    const relative = external_node_path_.relative(external_node_path_.dirname(configFile), schemaFile).split(external_node_path_.sep).join('/');
    return `# yaml-language-server: $schema=${relative}\n`;
}
function describeDefault(value) {
    if (Array.isArray(value))
        return value.length === 0 ? 'empty' : value.join(', ');
    if (value !== null && typeof value === 'object')
        return Object.keys(value).length === 0 ? 'none' : JSON.stringify(value);
    return String(value);
}
/** What a setting does and accepts: the start of its schema and action.yml descriptions. */
function settingSummary(key) {
    const field = fieldOf(key);
    const what = field.description.trim();
    return `${/\.$/.test(what) ? what : `${what}.`} Accepts ${field.accepts}.`;
}
/** Where else than a config file the setting is given, as one sentence. */
function whereSet(key) {
    const where = surfacesOf(key);
    const env = fieldOf(key).kind === 'structured' ? '' : ` (or ${envName(key)})`;
    if (where.configOnly !== undefined)
        return `Config file${env} only, no flag or action input: ${where.configOnly}.`;
    const flag = where.flags.length > 0
        ? `, flag --${key} (${where.flags.join(', ')})`
        : `; no CLI flag: it ${where.noFlag ?? 'has none'}`;
    return `Also: action input ${key}, ${envName(key)}${flag}.`;
}
/** One setting's full description: what it does, what it accepts, its default, where it is set. */
function settingDescription(key) {
    const def = fieldOf(key).default;
    const parts = [settingSummary(key)];
    if (def !== undefined)
        parts.push(`Default: ${describeDefault(def)}.`);
    parts.push(whereSet(key));
    return parts.join(' ');
}
/** The JSON Schema (draft-07, which editors' YAML support understands best) as a plain object. */
function buildJsonSchema() {
    const shape = {};
    for (const key of SETTING_KEYS)
        shape[key] = Settings.shape[key].describe(settingDescription(key));
    const generated = z.toJSONSchema(z.strictObject(shape), { target: 'draft-07', io: 'input' });
    const { $schema, ...rest } = generated;
    return {
        $schema,
        title: 'prlens configuration',
        description: 'Settings of prlens in .github/prlens.yml (or .prlens.yml) and the user config file. ' +
            'API keys and tokens are refused here: they come from the environment or the action\u2019s secrets.',
        ...rest,
    };
}
/** The file text exactly as committed: two-space JSON with a trailing newline. */
function renderJsonSchema() {
    return `${JSON.stringify(buildJsonSchema(), null, 2)}\n`;
}

// EXTERNAL MODULE: ./.tmp/bundle-src/config/load.js
var load = __webpack_require__(58388);
// EXTERNAL MODULE: ./.tmp/bundle-src/config/secrets.js
var secrets = __webpack_require__(98363);
// EXTERNAL MODULE: ./.tmp/bundle-src/local/git.js + 2 modules
var git = __webpack_require__(4427);
// EXTERNAL MODULE: ./.tmp/bundle-src/config/nearest.js
var nearest = __webpack_require__(51072);
// EXTERNAL MODULE: ./.tmp/bundle-src/cli/io.js
var cli_io = __webpack_require__(73736);
;// CONCATENATED MODULE: ./.tmp/bundle-src/cli/config-command.js
/**
 * `prlens config`: the user's own settings file ($XDG_CONFIG_HOME/prlens/config.yml). `init` writes a
 * commented starter, `set` edits one key in place (comments kept) after checking it exactly as a run
 * would, `get` and `show` print the effective settings (defaults < user file < repo file < env) with
 * where each came from. Keys are refused everywhere here and anything secret-looking is masked.
 */











/** The starter file of `prlens config init` (after the schema line): valid as written, every line a hint. */
const USER_CONFIG_TEMPLATE = `# prlens user settings: apply to every repository on this machine. A repository's
# .github/prlens.yml wins over this file; PRLENS_* environment variables and flags win over both.
# Keys never go here: set PRLENS_API_KEY (or OPENAI_API_KEY / ANTHROPIC_API_KEY) in the environment.
# Edit with \`prlens config set KEY VALUE\`; see every setting with \`prlens config show\`.

# provider: openai            # openai, anthropic, openai-compatible, ollama, none
# model: gpt-4.1-mini
# base-url: http://localhost:11434/v1
# preset: fast                # fast, full, deep
# min-severity: medium        # low, medium, high, critical
# language: en
`;
/** Runs one `prlens config` action; returns the exit code. */
async function runConfigCommand(args, io) {
    const file = (0,load/* defaultUserConfigPath */.iw)(io.env);
    switch (args.action) {
        case 'path':
            io.stdout(`${file}\n`);
            return 0;
        case 'init':
            return init(file, args.force, io);
        case 'set':
            return set(file, args.key, args.value, io);
        case 'get':
        case 'show':
            return show(args, io);
    }
}
function init(file, force, io) {
    if ((0,external_node_fs_.existsSync)(file) && !force) {
        throw new config_layers/* ConfigError */.xL(`${file} already exists; edit it, use prlens config set, or pass --force to start over`);
    }
    (0,external_node_fs_.mkdirSync)(external_node_path_.dirname(file), { recursive: true });
    (0,external_node_fs_.writeFileSync)(file, schemaCommentFor(file) + USER_CONFIG_TEMPLATE, { mode: 0o600 });
    io.stderr(`prlens: wrote ${file}\n`);
    return 0;
}
/** A key a user may set with `config set`, or a ConfigError saying what to do instead. */
function settableKey(key) {
    if (!(0,config_layers/* isSettingKey */.sw)(key)) {
        if ((0,secrets/* isSecretKeyName */.NN)(key))
            throw new config_layers/* ConfigError */.xL(`'${key}' is never stored in a config file; ${secrets/* SECRET_HOME */.Lx}`);
        const hint = (0,nearest/* nearest */.p)(key, schema/* SETTING_KEYS */.GS);
        throw new config_layers/* ConfigError */.xL(`unknown key '${key}'` +
            (hint ? `; did you mean '${hint}'?` : '; see prlens config show for every key'));
    }
    return key;
}
function set(file, rawKey, raw, io) {
    const key = settableKey(rawKey);
    if ((0,schema/* fieldOf */._F)(key).kind === 'structured') {
        throw new config_layers/* ConfigError */.xL(`'${key}' is ${(0,schema/* fieldOf */._F)(key).accepts}: edit ${file} (or the repository's .github/prlens.yml) by hand`);
    }
    if ((0,secrets/* looksLikeSecret */.WW)(raw)) {
        throw new config_layers/* ConfigError */.xL(`the value for '${key}' looks like an API key or token; ${secrets/* SECRET_HOME */.Lx}`);
    }
    const value = (0,config_layers/* coerceString */.rR)(key, raw);
    const checked = value === undefined ? undefined : (0,config_layers/* checkValue */.Su)(`prlens config set ${key}`, key, value);
    const text = (0,external_node_fs_.existsSync)(file) ? (0,external_node_fs_.readFileSync)(file, 'utf8') : '';
    // Refuse to edit a file that is already broken: the error names its line.
    if (text !== '')
        (0,load/* layerFromYaml */.R8)(text, file);
    const doc = (0,dist.parseDocument)(text);
    if (doc.contents !== null && !(0,dist.isMap)(doc.contents)) {
        throw new config_layers/* ConfigError */.xL(`${file}: expected a mapping of settings (key: value); fix or re-create it`);
    }
    if (checked === undefined)
        doc.delete(key);
    else
        doc.set(key, checked);
    (0,external_node_fs_.mkdirSync)(external_node_path_.dirname(file), { recursive: true });
    const out = text === '' ? `${schemaCommentFor(file)}${doc.toString()}` : doc.toString();
    (0,external_node_fs_.writeFileSync)(file, out, { mode: 0o600 });
    io.stderr(`prlens: ${checked === undefined ? `removed ${key} from` : `set ${key} in`} ${file}\n`);
    return 0;
}
/**
 * The settings a local review here would use, from the one resolver: the same layers, the same
 * trust rule (a repository file's provider is shown as ignored, as the review ignores it).
 */
async function resolveHere(io) {
    let root = null;
    try {
        root = await (0,git/* findRepoRoot */.Gn)(io.cwd);
    }
    catch {
        root = null; // Not inside a git repository: no repo file applies.
    }
    return (0,load/* resolveLocalSettings */.jQ)({
        root: root ?? io.cwd,
        env: io.env,
        ...(root === null ? { noRepoFile: true } : {}),
    });
}
/** A value as `config set` takes it: lists comma-joined, structured values as JSON. */
function render(key, value) {
    if (value === undefined)
        return '';
    const kind = (0,schema/* fieldOf */._F)(key).kind;
    if (kind === 'list' && Array.isArray(value))
        return value.join(',');
    if (kind === 'structured' || typeof value === 'object')
        return JSON.stringify(value);
    return typeof value === 'string' ? value : JSON.stringify(value);
}
async function show(args, io) {
    const mask = (0,cli_io/* shellMasker */.U)(io.env);
    const safe = (text) => (0,secrets/* maskSecrets */.QU)(mask(text));
    if (args.action === 'get' && !(0,config_layers/* isSettingKey */.sw)(args.key)) {
        settableKey(args.key); // throws the right message (a key, or a typo)
    }
    const resolved = await resolveHere(io);
    const { settings } = resolved;
    const sourceOf = (key) => resolved.from[key];
    // What was ignored and why, as the review says it (stderr: stdout stays the table or the JSON).
    for (const warning of resolved.warnings)
        io.stderr(`prlens: ${safe(warning)}\n`);
    if (args.action === 'get') {
        const key = args.key;
        const value = render(key, settings[key]);
        io.stdout(value === '' ? '' : `${safe(value)}\n`);
        return 0;
    }
    const apiKey = ['PRLENS_API_KEY', 'OPENAI_API_KEY', 'ANTHROPIC_API_KEY'].find((name) => io.env[name]?.trim());
    if (args.json) {
        const out = Object.fromEntries(schema/* SETTING_KEYS */.GS.map((key) => [key, { value: settings[key] ?? null, source: sourceOf(key) }]));
        const json = JSON.stringify({ settings: out, 'api-key': apiKey ? `*** (${apiKey})` : null }, null, 2);
        io.stdout(`${safe(json)}\n`);
        return 0;
    }
    const width = Math.max(...schema/* SETTING_KEYS */.GS.map((k) => k.length));
    const lines = schema/* SETTING_KEYS */.GS.map((key) => {
        const value = settings[key];
        const shown = value === undefined ? '(unset)' : render(key, value) || '(empty)';
        return `${key.padEnd(width)}  ${shown}  [${sourceOf(key)}]`;
    });
    lines.push(`${'api-key'.padEnd(width)}  ${apiKey ? `*** [environment ${apiKey}]` : '(unset: set PRLENS_API_KEY)'}`);
    io.stdout(`${safe(lines.join('\n'))}\n`);
    return 0;
}


/***/ }),

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

/***/ 58388:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   J: () => (/* reexport safe */ _merge_js__WEBPACK_IMPORTED_MODULE_2__.J),
/* harmony export */   R8: () => (/* reexport safe */ _yaml_layer_js__WEBPACK_IMPORTED_MODULE_1__.layerFromYaml),
/* harmony export */   RG: () => (/* reexport safe */ _yaml_layer_js__WEBPACK_IMPORTED_MODULE_1__.readConfigFile),
/* harmony export */   Z9: () => (/* binding */ loadConfig),
/* harmony export */   iw: () => (/* reexport safe */ _load_at_js__WEBPACK_IMPORTED_MODULE_0__.iw),
/* harmony export */   jQ: () => (/* binding */ resolveLocalSettings),
/* harmony export */   xg: () => (/* reexport safe */ _load_at_js__WEBPACK_IMPORTED_MODULE_0__.xg)
/* harmony export */ });
/* harmony import */ var _load_at_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(53496);
/* harmony import */ var _yaml_layer_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(92183);
/* harmony import */ var _merge_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(45702);
/**
 * Loads the settings of one run: defaults < user file < repo file < env < flags.
 * Each layer is checked on its own so an error names the file or flag it came from. The repo file
 * may not set the keys that route the API key or the code (src/config/trust.ts).
 * This module reads the working tree's files synchronously (`config show`, `doctor`) and so loads
 * the YAML reader with it; a review loads its settings through load-at.ts, which imports the reader
 * only when there is a file to read (issue 48).
 */





/**
 * The settings from the working tree's files, as `config show` prints them: instruction files named,
 * not read (a review reads them: `loadConfig`).
 */
function resolveLocalSettings(sources) {
    return (0,_load_at_js__WEBPACK_IMPORTED_MODULE_0__/* .localSettingsWith */ .TT)(sources, _yaml_layer_js__WEBPACK_IMPORTED_MODULE_1__.readConfigFile);
}
/** Loads every layer, merges them and validates the result; the repo file from the working tree. */
function loadConfig(sources) {
    return (0,_load_at_js__WEBPACK_IMPORTED_MODULE_0__/* .localConfigWith */ .m$)(sources, _yaml_layer_js__WEBPACK_IMPORTED_MODULE_1__.readConfigFile);
}


/***/ }),

/***/ 92183:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   layerFromYaml: () => (/* binding */ layerFromYaml),
/* harmony export */   readConfigFile: () => (/* binding */ readConfigFile)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var yaml__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(38815);
/* harmony import */ var _layers_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(71963);
/**
 * A YAML config file read into a layer. The YAML parser loads with this module: load-at.ts imports
 * it only when there is a file to read (issue 48).
 */



/** Reads and validates one YAML config file into a layer. */
function readConfigFile(file, label = file) {
    let text;
    try {
        text = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(file, 'utf8');
    }
    catch (error) {
        throw new _layers_js__WEBPACK_IMPORTED_MODULE_2__/* .ConfigError */ .xL(`cannot read config file ${label}: ${error.message}`, { cause: error });
    }
    return layerFromYaml(text, label);
}
/** Validates config text already read (e.g. fetched from a branch over the API) into a layer. */
function layerFromYaml(text, label) {
    const lineCounter = new yaml__WEBPACK_IMPORTED_MODULE_1__.LineCounter();
    const doc = (0,yaml__WEBPACK_IMPORTED_MODULE_1__.parseDocument)(text, { lineCounter, uniqueKeys: true });
    const problem = doc.errors[0];
    if (problem) {
        const where = problem.linePos ? ` (line ${problem.linePos[0].line})` : '';
        throw new _layers_js__WEBPACK_IMPORTED_MODULE_2__/* .ConfigError */ .xL(`${label}${where}: not valid YAML: ${problem.message.split('\n')[0]}`, {
            cause: problem,
        });
    }
    // The line of the nearest node that exists on the path (a missing key points at its parent).
    const locate = (path) => {
        for (let n = path.length; n > 0; n--) {
            const node = doc.getIn(path.slice(0, n), true);
            if ((0,yaml__WEBPACK_IMPORTED_MODULE_1__.isNode)(node) && node.range)
                return lineCounter.linePos(node.range[0]).line;
        }
        return undefined;
    };
    return (0,_layers_js__WEBPACK_IMPORTED_MODULE_2__/* .layerFromObject */ .Hh)(label, doc.toJS({ maxAliasCount: 100 }), locate);
}


/***/ })

};
