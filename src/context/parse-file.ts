/**
 * What the context engine learns from one file by parsing it with the ast-grep grammars prlens
 * ships: its declarations (name, kind, lines) and the names it calls on each line. A real parse, so
 * a name in a comment or a string is neither a declaration nor a call. A language without a grammar
 * here is `unsupported`, which callers must read as "unknown", never as "nothing declared".
 */
import {
  languageOf,
  napiLang,
  processLanguages,
  type Language,
  type LanguageSupport,
} from '../static/languages.js';
import { napi } from '../static/napi.js';

export interface Declaration {
  name: string;
  /** The grammar's node kind, e.g. `function_declaration`, `interface_declaration`. */
  kind: string;
  /** Whether it has a body that runs (a function, method or a const bound to a function). */
  callable: boolean;
  /** 1-based lines of the whole declaration (an `export` around it included). */
  startLine: number;
  endLine: number;
  text: string;
}

interface CallSite {
  name: string;
  /** 1-based line of the callee's name. */
  line: number;
}

export type FileParse =
  { ok: true; declarations: Declaration[]; calls: CallSite[] } | { ok: false; reason: string };

const JS_DECLARATIONS = [
  'function_declaration',
  'generator_function_declaration',
  'class_declaration',
  'method_definition',
  'variable_declarator',
];
const TS_DECLARATIONS = [
  ...JS_DECLARATIONS,
  'abstract_class_declaration',
  'interface_declaration',
  'type_alias_declaration',
  'enum_declaration',
];

/** Declaration kinds per grammar (each has a `name` field); an unknown kind is an error in ast-grep. */
const DECLARATIONS: Readonly<Record<Language, readonly string[]>> = {
  typescript: TS_DECLARATIONS,
  tsx: TS_DECLARATIONS,
  javascript: JS_DECLARATIONS,
  python: ['function_definition', 'class_definition'],
  go: ['function_declaration', 'method_declaration', 'type_spec'],
  java: [
    'class_declaration',
    'interface_declaration',
    'enum_declaration',
    'record_declaration',
    'method_declaration',
    'constructor_declaration',
  ],
  rust: ['function_item', 'struct_item', 'enum_item', 'trait_item', 'type_item'],
};

/** Call node kinds per grammar and the field that names the callee. */
const CALLS: Record<Language, Array<{ kind: string; field: string }>> = {
  typescript: [
    { kind: 'call_expression', field: 'function' },
    { kind: 'new_expression', field: 'constructor' },
  ],
  tsx: [
    { kind: 'call_expression', field: 'function' },
    { kind: 'new_expression', field: 'constructor' },
  ],
  javascript: [
    { kind: 'call_expression', field: 'function' },
    { kind: 'new_expression', field: 'constructor' },
  ],
  python: [{ kind: 'call', field: 'function' }],
  go: [{ kind: 'call_expression', field: 'function' }],
  java: [
    { kind: 'method_invocation', field: 'name' },
    { kind: 'object_creation_expression', field: 'type' },
  ],
  rust: [{ kind: 'call_expression', field: 'function' }],
};

/**
 * Extensions of programming languages the engine has no parser for: a file of one that spells a
 * name may declare it, so a lookup that meets one answers unknown. Prose, data and markup are not
 * in the list: a README that mentions a name declares nothing.
 */
const CODE_WITHOUT_PARSER = new Set(
  (
    'dart kt kts swift rb php cs c h cc cpp cxx hpp hh m mm scala sc lua ex exs erl hrl hs clj cljs ' +
    'ml mli r pl pm sh bash vue svelte astro groovy gradle fs fsx vb zig nim jl cr'
  ).split(' '),
);

/** Whether `path` is code: parsed here (`parsed`), code of a language without a parser (`opaque`), or neither. */
export function codeKind(path: string): 'parsed' | 'opaque' | 'other' {
  if (languageOf(path) !== undefined) return 'parsed';
  const ext = /\.([A-Za-z0-9]+)$/.exec(path)?.[1]?.toLowerCase() ?? '';
  return CODE_WITHOUT_PARSER.has(ext) ? 'opaque' : 'other';
}

const CALLABLE = /function|method|constructor|generator/;
const FUNCTION_VALUE = /^(arrow_function|function_expression|function|generator_function)$/;

/**
 * Parses `source` as the language of `path` (a text with a NUL byte is binary: not parsed); `support`
 * is injectable so tests can switch grammars off.
 */
export function parseFile(
  path: string,
  source: string,
  support: LanguageSupport = processLanguages,
): FileParse {
  if (source.includes('\0')) return { ok: false, reason: `${path}: binary, not parsed` };
  const language = languageOf(path);
  if (!language) return { ok: false, reason: `${path}: no parser for this language here` };
  const supported = support.check(language);
  if (!supported.ok)
    return { ok: false, reason: `${path}: the ${language} grammar is unavailable (${supported.reason})` };
  try {
    const root = napi().parse(napiLang(language), source).root();
    return { ok: true, declarations: declarationsIn(root, language), calls: callsIn(root, language) };
  } catch (error) {
    return {
      ok: false,
      reason: `${path}: could not be parsed (${error instanceof Error ? error.message : String(error)})`,
    };
  }
}

type Root = ReturnType<ReturnType<ReturnType<typeof napi>['parse']>['root']>;

function declarationsIn(root: Root, language: Language): Declaration[] {
  const nodes = root.findAll({ rule: { any: DECLARATIONS[language].map((kind) => ({ kind })) } });
  const found: Declaration[] = [];
  for (const node of nodes) {
    const name = node.field('name')?.text();
    if (name === undefined) continue;
    const kind = String(node.kind());
    const value = node.field('value')?.kind();
    const valueKind = value === undefined ? undefined : String(value);
    // `const f = () => ...`: the whole statement is the declaration.
    let shown = kind === 'variable_declarator' ? (node.parent() ?? node) : node;
    if (shown.parent()?.kind() === 'export_statement') shown = shown.parent() ?? shown;
    const range = shown.range();
    found.push({
      name,
      kind,
      callable: CALLABLE.test(kind) || (valueKind !== undefined && FUNCTION_VALUE.test(valueKind)),
      startLine: range.start.line + 1,
      endLine: range.end.line + 1,
      text: shown.text(),
    });
  }
  return found;
}

function callsIn(root: Root, language: Language): CallSite[] {
  const calls: CallSite[] = [];
  for (const { kind, field } of CALLS[language]) {
    for (const node of root.findAll({ rule: { kind } })) {
      const callee = node.field(field);
      if (!callee) continue;
      // `a.b.c<T>(...)`, `pkg.Fn(...)`, `Foo::new(...)`: the last plain name is what is called.
      const match = /([\p{L}_$][\p{L}\p{N}_$]*)\s*$/u.exec(callee.text().replace(/<[^<>]*>\s*$/, ''));
      if (match?.[1]) calls.push({ name: match[1], line: callee.range().end.line + 1 });
    }
  }
  return calls;
}
