/**
 * own-returns.ts: what a call of one of the file's own functions can return, read from its `return`
 * statements. Whether a name is such a function is a question about the whole file, asked for every
 * call the grader follows: it is searched once per tree, however many calls ask.
 */
import type { SgNode } from '@ast-grep/napi';
import { describe, expect, it } from 'vitest';
import { FLOW_SYNTAX } from '../../src/static/flow/flow-syntax.js';
import { ownReturns } from '../../src/static/flow/own-returns.js';
import { napiLang } from '../../src/static/languages.js';
import { napi } from '../../src/static/napi.js';

const parse = (code: string) => napi().parse(napiLang('javascript'), code).root();
const callees = (root: SgNode, name: string) =>
  root.findAll(`${name}()`).map((call) => call.field('function')!);
const texts = (nodes: SgNode[] | undefined) => nodes?.map((n) => n.text());

describe("what a call of the file's own function returns", () => {
  it('reads every return of the one function of that name; an import or a reassigned name gives nothing', () => {
    const root = parse(
      ["function pick() { if (a) return 'awg'; return 'wg' }", 'run(pick())', 'other(imported())'].join('\n'),
    );
    expect(texts(ownReturns(callees(root, 'pick')[0]!, FLOW_SYNTAX.javascript))).toEqual(["'awg'", "'wg'"]);
    expect(ownReturns(callees(root, 'imported')[0]!, FLOW_SYNTAX.javascript)).toBeUndefined();
    const reassigned = parse(["function pick() { return 'wg' }", 'pick = other', 'run(pick())'].join('\n'));
    expect(ownReturns(callees(reassigned, 'pick')[0]!, FLOW_SYNTAX.javascript)).toBeUndefined();
  });

  it('searches the file once per name, however many calls ask (a minified file calls a few names thousands of times)', () => {
    const calls = Array.from({ length: 60 }, (_, i) => `run${i}(pick())`);
    const root = parse(["const pick = () => 'wg'", ...calls].join('\n'));
    const asking = callees(root, 'pick');
    let searches = 0;
    // ownReturns searches from the callee's root: count the searches made through any root wrapper.
    const proto = Object.getPrototypeOf(root) as { findAll: SgNode['findAll'] };
    const findAll = proto.findAll;
    proto.findAll = function (this: SgNode, config: Parameters<SgNode['findAll']>[0]) {
      if (this.kind() === 'program') searches++;
      return findAll.call(this, config);
    } as SgNode['findAll'];
    try {
      for (const callee of asking)
        expect(texts(ownReturns(callee, FLOW_SYNTAX.javascript))).toEqual(["'wg'"]);
    } finally {
      proto.findAll = findAll;
    }
    expect(searches).toBe(2);
  });
});
