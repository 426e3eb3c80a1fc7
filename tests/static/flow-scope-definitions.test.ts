/**
 * The flow grader looks a name's definitions up in every enclosing function, again for each part of
 * each value it follows. On a 9,000-line jQuery, whose one wrapping function holds every declaration,
 * handing each declaration to JS per lookup made tens of millions of node wrappers, whose native
 * memory V8 does not see: 9.5 GB resident for six small apps (bench/static-vuln-apps.ts). The native
 * search now keeps only the definitions that bind the name, and each answer is kept for the tree
 * (tree-memo.ts); these tests count what crosses into JS.
 */
import type { SgNode } from '@ast-grep/napi';
import { describe, expect, it } from 'vitest';
import { FlowScope } from '../../src/static/flow/flow-scope.js';
import { FLOW_SYNTAX } from '../../src/static/flow/flow-syntax.js';
import { napiLang, processLanguages, type Language } from '../../src/static/languages.js';
import { napi } from '../../src/static/napi.js';

/** The first function of `source`, and a view of it that counts the nodes its searches return. */
function counted(language: Language, source: string, kind: string) {
  const support = processLanguages.check(language);
  if (!support.ok) throw new Error(support.reason);
  const root = napi().parse(napiLang(language), source).root();
  const fn = root.find({ rule: { kind } });
  if (!fn) throw new Error(`no ${kind} in the sample`);
  const seen = { nodes: 0 };
  const scope = new Proxy(fn, {
    get(target, key) {
      if (key !== 'findAll') {
        // Native methods must run on the node itself, not on the proxy.
        const value = Reflect.get(target, key, target) as unknown;
        return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
      }
      return (config: Parameters<SgNode['findAll']>[0]) => {
        const found = target.findAll(config);
        seen.nodes += found.length;
        return found;
      };
    },
  });
  return { scope, seen };
}

const texts = (defs: readonly { at: SgNode; value: SgNode }[]) =>
  defs.map((d) => [d.at.text(), d.value.text()]);

describe('definitions of a name in a function', () => {
  it('hands JS only the declarations that bind the name, not every declaration of the function', () => {
    const others = Array.from({ length: 300 }, (_, i) => `  const v${i} = ${i};`);
    const { scope, seen } = counted(
      'javascript',
      ['function big(x) {', ...others, '  let target = x;', '  target += "!";', '}'].join('\n'),
      'function_declaration',
    );
    const defs = new FlowScope(FLOW_SYNTAX.javascript).definitions(scope, 'target');
    expect(texts(defs)).toEqual([
      ['target = x', 'x'],
      ['target += "!"', '"!"'],
    ]);
    expect(seen.nodes).toBe(2);
  });

  it('searches a function once per name, however often the grader asks', () => {
    const { scope, seen } = counted(
      'javascript',
      ['function f(e) {', '  var t = e, n = t;', '  t = n + e;', '}'].join('\n'),
      'function_declaration',
    );
    const flow = new FlowScope(FLOW_SYNTAX.javascript);
    const first = texts(flow.definitions(scope, 't'));
    const once = seen.nodes;
    for (let i = 0; i < 50; i++) expect(texts(flow.definitions(scope, 't'))).toEqual(first);
    expect(first).toEqual([
      ['t = e', 'e'],
      ['t = n + e', 'n + e'],
    ]);
    expect(seen.nodes).toBe(once);
    expect(texts(flow.definitions(scope, 'n'))).toEqual([['n = t', 't']]);
    expect(seen.nodes).toBeGreaterThan(once);
  });

  it("answers every grader of the same tree from one search: the file's other values ask again", () => {
    const { scope, seen } = counted(
      'javascript',
      ['function f(e) {', '  var t = e;', '  t = t + e;', '}'].join('\n'),
      'function_declaration',
    );
    // grade-flow.ts makes a FlowScope per graded value: each of a file's matches is one.
    const first = texts(new FlowScope(FLOW_SYNTAX.javascript).definitions(scope, 't'));
    const once = seen.nodes;
    expect(once).toBeGreaterThan(0);
    for (let i = 0; i < 20; i++)
      expect(texts(new FlowScope(FLOW_SYNTAX.javascript).definitions(scope, 't'))).toEqual(first);
    expect(seen.nodes).toBe(once);
    // Another parse of the same text is another tree: searched on its own.
    const other = counted(
      'javascript',
      ['function f(e) {', '  var t = e;', '  t = t + e;', '}'].join('\n'),
      'function_declaration',
    );
    expect(texts(new FlowScope(FLOW_SYNTAX.javascript).definitions(other.scope, 't'))).toEqual(first);
    expect(other.seen.nodes).toBe(once);
  });

  it("reads a function's parameter names once per tree, for every grader that asks", () => {
    const root = napi()
      .parse(napiLang('javascript'), 'function f(a, { b, c = 1 }, ...rest) { return a }')
      .root();
    const fn = root.find({ rule: { kind: 'function_declaration' } })!;
    const proto = Object.getPrototypeOf(fn) as { findAll: SgNode['findAll'] };
    const findAll = proto.findAll;
    let searches = 0;
    proto.findAll = function (this: SgNode, config: Parameters<SgNode['findAll']>[0]) {
      searches++;
      return findAll.call(this, config);
    } as SgNode['findAll'];
    let once = 0;
    try {
      expect(new FlowScope(FLOW_SYNTAX.javascript).parameters(fn)).toEqual(['a', 'b', 'c', 'rest']);
      once = searches;
      for (let i = 0; i < 20; i++)
        expect(new FlowScope(FLOW_SYNTAX.javascript).parameters(fn)).toEqual(['a', 'b', 'c', 'rest']);
    } finally {
      proto.findAll = findAll;
    }
    expect(once).toBeGreaterThan(0);
    expect(searches).toBe(once);
  });

  it('still finds names bound by destructuring, loops and names holding regex characters', () => {
    const { scope } = counted(
      'javascript',
      [
        'function f(pair, obj, items, $el) {',
        '  const [a, target] = pair;',
        '  const { target: renamed, other } = obj;',
        '  ({ target } = obj);',
        '  for (const target of items) use(target);',
        '  const $el2 = $el, target2 = 1;',
        '  let $el = 2;',
        '}',
      ].join('\n'),
      'function_declaration',
    );
    const flow = new FlowScope(FLOW_SYNTAX.javascript);
    expect(texts(flow.definitions(scope, 'target'))).toEqual([
      ['target', 'items'],
      ['[a, target] = pair', 'pair'],
      ['({ target } = obj)'.slice(1, -1), 'obj'],
    ]);
    expect(texts(flow.definitions(scope, '$el'))).toEqual([['$el = 2', '2']]);
    expect(texts(flow.definitions(scope, 'e.'))).toEqual([]);
  });

  it('pairs Python tuple targets by position after the native search', () => {
    const { scope, seen } = counted(
      'python',
      ['def f(row):', '    a, b = row', '    c = 1', '    d = 2', '    b = 3'].join('\n'),
      'function_definition',
    );
    const defs = new FlowScope(FLOW_SYNTAX.python).definitions(scope, 'b');
    expect(texts(defs)).toEqual([
      ['a, b = row', 'row'],
      ['b = 3', '3'],
    ]);
    expect(seen.nodes).toBe(2);
  });
});
