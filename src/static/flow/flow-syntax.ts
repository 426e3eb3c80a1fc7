/**
 * What the flow grader needs to know about each grammar: which nodes are functions, literals,
 * string builders and definitions, and which expressions are sources (input, environment) or local
 * paths. Node kinds are those of the tree-sitter grammars bundled with @ast-grep (checked by
 * tests/static/flow.test.ts, which parses a sample of every shape in every language).
 */
import type { SgNode } from '@ast-grep/napi';
import { withUrlParts } from './url-parts.js';
import type { Language } from '../languages.js';
import { fieldCall, fieldMember, kindOf, named, type CallParts, type MemberParts } from './syntax-nodes.js';
import { PYTHON_REQUEST_READ, readsHandlerRequest } from './python-requests.js';

// The node helpers every flow module reads, kept beside the grammars' tables they serve.
export { isWithin, kindOf, named, sameSpan } from './syntax-nodes.js';

export interface FlowSyntax {
  /** Nodes that open a function scope (parameters, local definitions). */
  functions: readonly string[];
  /** Nodes that bind a name in a definition or parameter list (identifiers, destructuring shorthands). */
  names: readonly string[];
  /** Literal nodes: constant unless they hold an interpolation. */
  literals: readonly string[];
  /** Children of a literal that splice a value in (template substitution, f-string field). */
  interpolations: readonly string[];
  /** Definitions: node kind → [name field, value field]; Go's lists pair names and values by position. */
  definitions: Readonly<Record<string, readonly [string, string]>>;
  /**
   * Loops that bind a name to each item of a collection: node kind → [name field, collection field].
   * The name holds what the collection holds (`for (const t of TABLES)` a constant, `for f in
   * request.files` input).
   */
  loops: Readonly<Record<string, readonly [string, string]>>;
  /** Conditional expressions: the branches flow, the condition does not. */
  conditionals: Readonly<Record<string, readonly string[]>>;
  /** Binary operators that build strings (the operator is checked: only `+` and `%` flow). */
  binaries: readonly string[];
  /** Node kinds whose named children all flow (parentheses, arrays, argument tuples). */
  containers: readonly string[];
  /** Calls and members whose text means attacker input: arguments, environment, request. */
  tainted: RegExp;
  /** Reads that are input only where they stand: a request handler class's `self.path` (Python). */
  handlerReads?: (node: SgNode) => boolean;
  /** Identifiers and expressions that name where the code itself lives. */
  local: RegExp;
  /** Functions (whole callee text) whose result carries their arguments: formatting, path joining. */
  passFunctions: RegExp;
  /** Methods and attributes (by name) whose result carries their receiver and arguments: trim, join. */
  passMethods: RegExp;
  /** Functions (whole callee text) whose result cannot carry a command or SQL: numbers, shell quoting. */
  safeFunctions: RegExp;
  /** Methods and attributes (by name) whose result cannot carry a command or SQL: length, count. */
  safeMethods: RegExp;
  /**
   * Expressions (whole text) that name a model's own table: a name of the schema, which SQL cannot
   * take as a bound parameter (issue 45 point 1, "a model's table name"), not a value.
   */
  schemaNames?: RegExp;
  /**
   * Declared parameter types (the type's text) that hold a number or a boolean, which cannot carry a
   * quote or a shell metacharacter, or (TypeScript) a function, whose text is the program's own source
   * (grist's `cloneFunc(fn: Function)` evaluating `fn.toString()` to copy a function, fresh11). Only
   * where the language or its compiler enforces the type: Python's annotations are not checked at run
   * time, so Python has none.
   */
  scalarTypes?: RegExp;
  /**
   * Binary operators whose result is always a number where the language has no other meaning for
   * them (`days - 1`, `page * size`): a number cannot carry a quote or a shell metacharacter. Not in
   * Python, whose `%`, `*` and `/` also format strings, repeat them and join paths, nor in Rust, whose
   * `Sub`, `Mul`, … traits let a type's operator return a `String`.
   */
  numericOperators?: ReadonlySet<string>;
  /** printf-style functions (whole callee text): a numeric verb's argument (`%d`, `%x`) is a number. */
  printf?: RegExp;
  /** Functions (whole callee text) that read a file named by their first argument, if the grader knows them. */
  fileReads?: RegExp;
  /**
   * Whether a function declared in a module and not exported is the module's own (JS/TS): when every
   * use of its name in the file is a call, its parameters hold what those calls pass.
   */
  moduleHelpers?: boolean;
  /**
   * Whether a field or an element of a value graded constant is constant (Go: `tc.table` of a range
   * over a literal list of tables). Only where a collection grows by assignment (`a = append(a, x)`,
   * which the definitions see), not by a method call (JavaScript's `push`).
   */
  constantMembers?: boolean;
  /** Takes a call apart, or returns undefined when the node is no call. */
  call(node: SgNode): CallParts | undefined;
  /** Takes a member or index access apart, or returns undefined. */
  member(node: SgNode): MemberParts | undefined;
}

// The operators of `numericOperators`: arithmetic, shifts and bitwise operations (on booleans Java's
// `&`, `|` and `^` give a boolean, no text either).
const ARITHMETIC = ['-', '*', '/', '%', '<<', '>>', '&', '|', '^'];
const JS_NUMERIC = new Set([...ARITHMETIC, '**', '>>>']);
const GO_NUMERIC = new Set([...ARITHMETIC, '&^']);
const JAVA_NUMERIC = new Set([...ARITHMETIC, '>>>']);

const JS: FlowSyntax = {
  functions: [
    'function_declaration',
    'function_expression',
    'function',
    'arrow_function',
    'method_definition',
    'generator_function_declaration',
  ],
  names: ['identifier', 'shorthand_property_identifier_pattern'],
  literals: ['string', 'template_string', 'number', 'true', 'false', 'null', 'undefined', 'regex'],
  interpolations: ['template_substitution'],
  // `cmd += x` is a definition too: every definition before the use flows (the strongest counts).
  definitions: {
    variable_declarator: ['name', 'value'],
    assignment_expression: ['left', 'right'],
    augmented_assignment_expression: ['left', 'right'],
  },
  loops: { for_in_statement: ['left', 'right'] },
  conditionals: { ternary_expression: ['consequence', 'alternative'] },
  binaries: ['binary_expression'],
  numericOperators: JS_NUMERIC,
  containers: ['parenthesized_expression', 'array', 'arguments', 'spread_element', 'await_expression'],
  // What a request carries in every Node server: Express and Fastify (`req.files`, `req.originalUrl`,
  // `req.get('X-…')`), Hapi (`request.payload`), Koa (`ctx.query`, `ctx.params`, `ctx.headers`), the
  // fetch `Request` of Next.js route handlers and workers (`await request.json()`). `req.json()` and
  // `req.payload` are left out: a fetch response and express-jwt's decoded token go by those names.
  tainted:
    /^(process\.(env|argv)|(req|request|ctx\.request)\.(body|query|params|headers|cookies|url|path|files?|originalUrl)|req\.(get|header|param)(?=\()|request\.payload|request\.(json|formData|text)(?=\(\))|ctx\.(query|params|querystring|headers?)|ctx\.cookies\.get(?=\()|location\.|document\.|window\.(location|name)|(window\.)?(localStorage|sessionStorage)\.)\b/,
  local: /^(__dirname|__filename|import\.meta\.(dirname|filename|url)|process\.cwd\(\)|(os\.)?tmpdir\(\))$/,
  // Path functions also as imported by name (`import {join} from 'node:path'`); a temporary folder
  // made with `mkdtemp` lives where its prefix says, with a random suffix. `JSON.parse` gives back
  // what its text held: the app's own `package.json` read from beside it stays the app's own.
  // A request's URL or body taken apart or decoded is still what the client sent (url-parts.ts).
  passFunctions:
    /^((path\.(posix\.|win32\.)?)?(join|resolve|dirname|basename|normalize|relative)|((fs|fsp|fse|fsPromises|fs\.promises)\.)?mkdtemp(Sync)?|fileURLToPath|String|encodeURI|JSON\.(stringify|parse)|url\.parse|(querystring|qs)\.(parse|unescape|decode)|decodeURI(Component)?|unescape|URL|URLSearchParams|searchParams\.(get|getAll))$/,
  // `url.split('?')[0]`: the pieces of a split string are its own text.
  passMethods:
    /^(trim|trimStart|trimEnd|toString|toLowerCase|toUpperCase|join|concat|slice|substring|replace|replaceAll|split)$/,
  // A digest's hex output, or a version semver parsed, cannot carry a quote or a shell metacharacter.
  safeFunctions:
    /^(Number|parseInt|parseFloat|Math\.\w+|Date\.now|(\w+\.)*(hash|md5|sha1|sha256|sha512)|semver\.(valid|clean|inc))$/,
  safeMethods: /^(length|toFixed|getTime|valueOf|size)$/,
  fileReads: /^((fs|fsp|fse|fs\.promises|fsPromises)\.)?(readFileSync|readFile)$/,
  scalarTypes: /^:\s*(number|bigint|boolean|Function|\([^()]*\)\s*=>\s*[\w.<>[\]| ]+)$/,
  call: withUrlParts(
    fieldCall(['call_expression', 'new_expression'], 'function', 'arguments', {
      member_expression: ['object', 'property'],
    }),
  ),
  member: fieldMember({
    member_expression: ['object', 'property'],
    subscript_expression: ['object', 'index'],
  }),
  moduleHelpers: true,
};

const PYTHON: FlowSyntax = {
  functions: ['function_definition', 'lambda'],
  names: ['identifier'],
  literals: ['string', 'integer', 'float', 'true', 'false', 'none', 'concatenated_string'],
  interpolations: ['interpolation'],
  // `with open(path) as f`: `f` is the opened file (`except E as e` binds a class: untraced either way).
  definitions: {
    assignment: ['left', 'right'],
    augmented_assignment: ['left', 'right'],
    as_pattern: ['alias', '0'],
  },
  loops: { for_statement: ['left', 'right'], for_in_clause: ['left', 'right'] },
  conditionals: { conditional_expression: ['0', '2'] },
  binaries: ['binary_operator'],
  // `await request.json()` (Starlette) is what the awaited call gives.
  containers: ['parenthesized_expression', 'tuple', 'list', 'argument_list', 'expression_list', 'await'],
  tainted: new RegExp(
    String.raw`^(os\.environ|os\.getenv|os\.getenvb|sys\.argv|sys\.stdin|input|${PYTHON_REQUEST_READ}|self\.request\.)\b`,
  ),
  handlerReads: readsHandlerRequest,
  // The user's own cache, data, state and config folders (platformdirs' and appdirs' `user_cache_dir`,
  // a `get_cache_dir()` helper, `xdg_cache_home`, `Path.home()`): the program's own files, as the
  // temp dir is.
  local:
    /^(__file__|os\.getcwd\(\)|Path\.cwd\(\)|pathlib\.Path\.cwd\(\)|tempfile\.gettempdir\(\)|(pathlib\.)?Path\.home\(\)|([\w.]+\.)?(user_|site_|get_|xdg_)?(cache|data|state|config|runtime)_(dir|home|path)\((['"][\w.-]*['"])?\))$/,
  // `compile(src, name, mode)` hands its source on to the `exec` or `eval` that runs it.
  // A query string parsed or a value decoded keeps what it held: `parse_qs(urlparse(self.path).query)`
  // of a plain http.server handler, `base64.b64decode(request.cookies["token"])`.
  passFunctions:
    /^(os\.path\.\w+|str|bytes|Path|pathlib\.Path|PurePath|os\.fspath|compile|((urllib\.)?parse\.|urlparse\.)?(parse_qs|parse_qsl|urlparse|urlsplit|unquote|unquote_plus)|(base64\.)?(b64decode|urlsafe_b64decode|b32decode|b16decode))$/,
  // `params.get("id")`, `params.getlist("id")`: an item of a mapping of input is input, as `params["id"]` is.
  passMethods:
    /^(format|join|strip|lstrip|rstrip|lower|upper|replace|resolve|absolute|joinpath|as_posix|parent|name|stem|suffix|decode|encode|split|rsplit|get|getlist)$/,
  safeFunctions: /^(int|float|len|bool|shlex\.quote|shlex\.join|pipes\.quote|uuid\.\w+)$/,
  safeMethods: /^(count|index|real)$/,
  // Django's `Model._meta.db_table`, SQLAlchemy's `__tablename__` and `__table__.name` (wger's
  // `pg_class` count of its own table, fresh4).
  schemaNames: /(?:^|\.)(?:_meta\.db_table|__tablename__|__table__\.(?:name|fullname))$/,
  // A file opened at a path the app fixes is its own data (a model's vocabulary pickle, fresh6).
  fileReads: /^(open|io\.open|codecs\.open|gzip\.open|bz2\.open|lzma\.open)$/,
  call: fieldCall(['call'], 'function', 'arguments', { attribute: ['object', 'attribute'] }),
  member: fieldMember({ attribute: ['object', 'attribute'], subscript: ['value', 'subscript'] }),
};

const GO: FlowSyntax = {
  functions: ['function_declaration', 'method_declaration', 'func_literal'],
  names: ['identifier'],
  literals: [
    'interpreted_string_literal',
    'raw_string_literal',
    'int_literal',
    'float_literal',
    'true',
    'false',
    'nil',
    'rune_literal',
  ],
  interpolations: [],
  definitions: {
    short_var_declaration: ['left', 'right'],
    assignment_statement: ['left', 'right'],
    var_spec: ['name', 'value'],
    const_spec: ['name', 'value'],
  },
  loops: { range_clause: ['left', 'right'] },
  conditionals: {},
  binaries: ['binary_expression'],
  numericOperators: GO_NUMERIC,
  // A composite literal's elements (`[]string{"a", "b"}`, `{"media_file", "id"}`); its type is left out.
  containers: [
    'parenthesized_expression',
    'argument_list',
    'expression_list',
    'literal_value',
    'literal_element',
  ],
  tainted:
    /^(os\.Getenv|os\.LookupEnv|os\.Args|os\.Stdin|flag\.(Arg|Args|String)|\w+\.(URL|Form|PostForm|Header|Body|FormValue|PostFormValue|Param|Query|DefaultQuery|PostFormValue|Cookie))\b/,
  local: /^(os\.Getwd\(\)|os\.TempDir\(\)|os\.Executable\(\))$/,
  passFunctions:
    /^(fmt\.Sprintf|fmt\.Sprint|fmt\.Sprintln|filepath\.(Join|Dir|Base|Clean|Abs)|path\.(Join|Dir|Base|Clean)|strings\.(Join|TrimSpace|Trim|ToLower|ToUpper|Replace|ReplaceAll)|string)$/,
  passMethods: /^(String)$/,
  safeFunctions: /^(strconv\.(Itoa|FormatInt|FormatUint|FormatFloat|FormatBool|Quote)|len|cap)$/,
  safeMethods: /^(Len)$/,
  scalarTypes: /^(u?int(8|16|32|64)?|uintptr|float(32|64)|bool)$/,
  printf: /^fmt\.Sprintf$/,
  call: fieldCall(['call_expression'], 'function', 'arguments', {
    selector_expression: ['operand', 'field'],
  }),
  member: fieldMember({ selector_expression: ['operand', 'field'], index_expression: ['operand', 'index'] }),
  constantMembers: true,
};

const JAVA: FlowSyntax = {
  functions: ['method_declaration', 'constructor_declaration', 'lambda_expression'],
  names: ['identifier'],
  literals: [
    'string_literal',
    'text_block',
    'decimal_integer_literal',
    'decimal_floating_point_literal',
    'true',
    'false',
    'null_literal',
    'character_literal',
  ],
  interpolations: [],
  definitions: { variable_declarator: ['name', 'value'], assignment_expression: ['left', 'right'] },
  loops: { enhanced_for_statement: ['name', 'value'] },
  conditionals: { ternary_expression: ['consequence', 'alternative'] },
  binaries: ['binary_expression'],
  numericOperators: JAVA_NUMERIC,
  containers: ['parenthesized_expression', 'array_initializer', 'argument_list'],
  tainted:
    /^(System\.(getenv|getProperty|in)|\w+\.(getParameter|getHeader|getQueryString|getInputStream|getReader|getCookies))\b/,
  local: /^(System\.getProperty\("user\.dir"\))$/,
  passFunctions: /^(String\.(format|valueOf|join)|Paths\.get|Path\.of)$/,
  passMethods: /^(trim|strip|toString|toLowerCase|toUpperCase|formatted|concat|replace|resolve)$/,
  safeFunctions: /^((Integer|Long|Short|Byte|Double|Float|Boolean)\.(toString|parseInt|parseLong|valueOf))$/,
  safeMethods: /^(length|size|hashCode)$/,
  scalarTypes: /^(int|long|short|double|float|boolean|Integer|Long|Short|Double|Float|Boolean)$/,
  printf: /^String\.format$/,
  call: (node) => {
    if (kindOf(node) === 'object_creation_expression')
      return {
        callee: `new ${node.field('type')?.text() ?? ''}`,
        method: undefined,
        receiver: undefined,
        args: named(node.field('arguments')),
      };
    if (kindOf(node) !== 'method_invocation') return undefined;
    const receiver = node.field('object') ?? undefined;
    const method = node.field('name')?.text() ?? '';
    return {
      callee: receiver ? `${receiver.text()}.${method}` : method,
      method: receiver ? method : undefined,
      receiver,
      args: named(node.field('arguments')),
    };
  },
  member: fieldMember({ field_access: ['object', 'field'], array_access: ['array', 'index'] }),
};

const RUST: FlowSyntax = {
  functions: ['function_item', 'closure_expression'],
  names: ['identifier'],
  literals: [
    'string_literal',
    'raw_string_literal',
    'integer_literal',
    'float_literal',
    'boolean_literal',
    'char_literal',
  ],
  interpolations: [],
  definitions: {
    let_declaration: ['pattern', 'value'],
    assignment_expression: ['left', 'right'],
    const_item: ['name', 'value'],
    static_item: ['name', 'value'],
  },
  loops: { for_expression: ['pattern', 'value'] },
  conditionals: {},
  binaries: ['binary_expression'],
  containers: [
    'parenthesized_expression',
    'array_expression',
    'arguments',
    'reference_expression',
    'token_tree',
  ],
  tainted: /^((std::)?env::(var|var_os|args|args_os|vars)|(std::)?io::stdin)\b/,
  local: /^((std::)?env::(current_dir|current_exe|temp_dir)\(\))$/,
  passFunctions: /^(format|String::from|PathBuf::from|Path::new)$/,
  passMethods:
    /^(as_str|to_string|to_owned|clone|display|trim|to_lowercase|to_uppercase|join|as_ref|into|to_str|unwrap|expect)$/,
  safeFunctions: /^$/,
  safeMethods: /^(len|count)$/,
  scalarTypes: /^&?([iu](8|16|32|64|128|size)|f32|f64|bool)$/,
  call: (node) => {
    if (kindOf(node) === 'macro_invocation') {
      // format!("{} {name}", a): one argument, the token tree (unparsed tokens, the format string first).
      const tree = named(node).find((c) => kindOf(c) === 'token_tree');
      return {
        callee: node.field('macro')?.text() ?? '',
        method: undefined,
        receiver: undefined,
        args: tree ? [tree] : [],
      };
    }
    return fieldCall(['call_expression'], 'function', 'arguments', { field_expression: ['value', 'field'] })(
      node,
    );
  },
  member: fieldMember({ field_expression: ['value', 'field'], index_expression: ['0', '1'] }),
};

/** The flow syntax of each programming language; TypeScript and TSX share JavaScript's. */
export const FLOW_SYNTAX: Record<Language, FlowSyntax> = {
  javascript: JS,
  typescript: JS,
  tsx: JS,
  python: PYTHON,
  go: GO,
  java: JAVA,
  rust: RUST,
};
