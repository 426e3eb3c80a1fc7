/**
 * tree-memo.ts keeps the grader's answers about a parsed tree for as long as the tree: asked again
 * for the same scope and name it answers from memory; another scope, name, question or parse is
 * computed on its own.
 */
import { describe, expect, it } from 'vitest';
import { onTree } from '../../src/static/flow/tree-memo.js';
import { napiLang } from '../../src/static/languages.js';
import { napi } from '../../src/static/napi.js';

const parse = (code: string) => napi().parse(napiLang('javascript'), code).root();

describe('answers kept per tree', () => {
  it('computes an answer once per question, scope and name of a tree', () => {
    const root = parse('function f(a) { return a }\nfunction g(a) { return a }');
    const [f, g] = root.findAll({ rule: { kind: 'function_declaration' } });
    let computed = 0;
    const ask = (question: string, scope = f!, name = 'a') => onTree(question, scope, name, () => ++computed);
    expect(ask('q')).toBe(1);
    expect(ask('q')).toBe(1);
    // The same node found again is another wrapper of the same place in the same tree.
    expect(ask('q', root.find({ rule: { kind: 'function_declaration' } })!)).toBe(1);
    expect(ask('q', g)).toBe(2);
    expect(ask('q', f, 'b')).toBe(3);
    expect(ask('other')).toBe(4);
    expect(computed).toBe(4);
  });

  it('keeps two parses of the same text apart, and remembers a falsy answer', () => {
    const code = 'function f(a) { return a }';
    const [one, two] = [parse(code), parse(code)];
    let computed = 0;
    const answer = (root: typeof one) =>
      onTree('q', root, 'a', () => (computed++, computed > 1 ? null : undefined));
    expect(answer(one)).toBeUndefined();
    expect(answer(one)).toBeUndefined();
    expect(answer(two)).toBeNull();
    expect(computed).toBe(2);
  });
});
