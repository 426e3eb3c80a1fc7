/**
 * py-open-redirect's check one import away: the rule leaves alone a function that checks the target
 * itself or calls a helper of the same file whose body checks it (`checks-target` in
 * rules/py-open-redirect.yml). A helper imported from another module counts the same way only when
 * that module is a file of the same change and its body shows the check: OctoPrint's login view calls
 * `validate_local_redirect`, from `octoprint.server.util`, whose body rejects a URL with a scheme or a
 * netloc (fresh19). Like the rule's own helpers, the call counts only where its result decides (the
 * rule's `in-decision`). A helper whose module the change does not hold is trusted by nothing but its
 * name, which a pull request writes: the finding stays.
 */
import type { Rule, SgNode } from '@ast-grep/napi';
import { napi } from '../napi.js';
import { napiLang } from '../languages.js';
import type { StaticFinding } from '../static-finding.js';

/** The rule it serves, and its `checks-target` regex (tests/static/checked-elsewhere.test.ts keeps them equal). */
const RULE = 'py-open-redirect';
export const CHECKS_TARGET = new RegExp(
  String.raw`(url_has_allowed_host_and_scheme|is_safe_url|is_safe_redirect_url|\.netloc\b|\.startswith\(\s*[rbf]?["']/)`,
);

/**
 * Where a check's result decides, as the rule's `in-decision`: an `if`, `elif` or `while` condition, a
 * conditional expression, or a name such a condition tests. A call whose result nobody reads checks
 * nothing. tests/static/checked-elsewhere.test.ts holds it equal to the rule's util.
 */
export const IN_DECISION: Rule = {
  any: [
    { inside: { stopBy: 'end', kind: 'if_statement', field: 'condition' } },
    { inside: { stopBy: 'end', kind: 'elif_clause', field: 'condition' } },
    { inside: { stopBy: 'end', kind: 'while_statement', field: 'condition' } },
    { inside: { stopBy: 'end', kind: 'conditional_expression' } },
    // Kept in a name that a condition of the function then tests (`ok = check(url)`, `if not ok:`).
    {
      inside: {
        stopBy: 'end',
        kind: 'assignment',
        // In this order: the name is bound by the assignment before the condition is searched for it.
        all: [
          { has: { field: 'left', kind: 'identifier', pattern: '$DECIDES' } },
          {
            inside: {
              stopBy: 'end',
              kind: 'function_definition',
              has: {
                stopBy: 'end',
                any: [{ kind: 'if_statement' }, { kind: 'elif_clause' }, { kind: 'while_statement' }],
                has: {
                  field: 'condition',
                  any: [
                    { kind: 'identifier', pattern: '$DECIDES' },
                    { has: { stopBy: 'end', kind: 'identifier', pattern: '$DECIDES' } },
                  ],
                },
              },
            },
          },
        ],
      },
    },
  ],
};

interface ChangedFile {
  path: string;
  content: string;
}

/** `findings` without the open redirects whose function calls a target check imported from the change. */
export function withoutCheckedElsewhere(
  findings: StaticFinding[],
  files: readonly ChangedFile[],
): StaticFinding[] {
  if (!findings.some((f) => f.ruleId === RULE)) return findings;
  const byPath = new Map(files.map((f) => [f.path, f]));
  return findings.filter((f) => {
    const file = f.ruleId === RULE ? byPath.get(f.path) : undefined;
    return !file || !callsCheckElsewhere(file, f.line, byPath);
  });
}

const parsePython = (text: string): SgNode => napi().parse(napiLang('python'), text).root();

function callsCheckElsewhere(file: ChangedFile, line: number, files: Map<string, ChangedFile>): boolean {
  const root = parsePython(file.content);
  const fn = root
    .findAll({ rule: { kind: 'function_definition' } })
    .filter((d) => d.range().start.line < line && d.range().end.line >= line - 1)
    .at(-1);
  if (!fn) return false;
  const called = new Set(
    fn
      .findAll({ rule: { kind: 'call', has: { field: 'function', kind: 'identifier' }, ...IN_DECISION } })
      .map((c) => c.field('function')?.text() ?? ''),
  );
  for (const imported of root.findAll({ rule: { kind: 'import_from_statement' } })) {
    const module = imported.field('module_name');
    // `from m import a, b`: the names imported as they are (an alias is left to the rule).
    const names = imported
      .children()
      .filter((n) => String(n.kind()) === 'dotted_name' && n.id() !== module?.id() && called.has(n.text()));
    for (const name of names) {
      const sources = moduleFiles(module?.text() ?? '', file.path, files);
      const defining = sources.filter((s) => defines(s, name.text()) !== undefined);
      if (defining.length > 0 && defining.every((s) => CHECKS_TARGET.test(defines(s, name.text()) ?? '')))
        return true;
    }
  }
  return false;
}

/**
 * The files of the change a module may be: `.b` next to the importing file (`b.py`, `b/__init__.py`);
 * `a.b` any file ending in `a/b.py` or `a/b/__init__.py` (a package under `src/` included).
 */
function moduleFiles(module: string, from: string, files: Map<string, ChangedFile>): SgNode[] {
  const dots = /^\.*/.exec(module)?.[0].length ?? 0;
  const rest = module.slice(dots).split('.').filter(Boolean).join('/');
  const base = dots > 0 ? [...from.split('/').slice(0, -dots), rest].filter(Boolean).join('/') : rest;
  const ends = [`${base}.py`, `${base}/__init__.py`];
  return [...files.values()]
    .filter((f) => ends.some((e) => f.path === e || (dots === 0 && f.path.endsWith(`/${e}`))))
    .map((f) => parsePython(f.content));
}

/** The body of the module's top-level function `name`, if it defines one. */
function defines(module: SgNode, name: string): string | undefined {
  for (const child of module.children()) {
    const d = String(child.kind()) === 'decorated_definition' ? child.field('definition') : child;
    if (d && String(d.kind()) === 'function_definition' && d.field('name')?.text() === name)
      return d.field('body')?.text() ?? '';
  }
  return undefined;
}
