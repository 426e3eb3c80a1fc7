/**
 * helper-callers.ts: what a file's calls pass to one of its own unexported helpers. Every parameter
 * of the helper, read anywhere in it, asks for the helper's calls: the file is searched once per
 * helper and tree, not once per read.
 */
import type { SgNode } from '@ast-grep/napi';
import { describe, expect, it } from 'vitest';
import { FlowScope } from '../../src/static/flow/flow-scope.js';
import { FLOW_SYNTAX } from '../../src/static/flow/flow-syntax.js';
import { helperCallerArguments } from '../../src/static/flow/helper-callers.js';
import { napiLang } from '../../src/static/languages.js';
import { napi } from '../../src/static/napi.js';

const parse = (code: string) => napi().parse(napiLang('javascript'), code).root();
const helper = (root: SgNode) => root.find({ rule: { kind: 'function_declaration' } })!;
const texts = (nodes: SgNode[] | undefined) => nodes?.map((n) => n.text());

describe("what a file's calls pass to its own helper", () => {
  it('gives each parameter what every call passes; an export or another use of the name gives nothing', () => {
    const scope = new FlowScope(FLOW_SYNTAX.javascript);
    const root = parse(
      ['function run(cmd, dir) { exec(cmd + dir) }', "run('ls', here)", "run('pwd', req.query.d)"].join('\n'),
    );
    expect(texts(helperCallerArguments(helper(root), 'cmd', scope))).toEqual(["'ls'", "'pwd'"]);
    expect(texts(helperCallerArguments(helper(root), 'dir', scope))).toEqual(['here', 'req.query.d']);
    const exported = parse(['export function run(cmd) { exec(cmd) }', "run('ls')"].join('\n'));
    expect(helperCallerArguments(helper(exported), 'cmd', scope)).toBeUndefined();
    const passedOn = parse(['function run(cmd) { exec(cmd) }', "run('ls')", 'later(run)'].join('\n'));
    expect(helperCallerArguments(helper(passedOn), 'cmd', scope)).toBeUndefined();
  });

  it('searches the file for the helper once, however many reads of its parameters ask', () => {
    const calls = Array.from({ length: 30 }, (_, i) => `run('a${i}', 'b${i}')`);
    const root = parse(['function run(cmd, dir) { exec(cmd + dir) }', ...calls].join('\n'));
    const fn = helper(root);
    const scope = new FlowScope(FLOW_SYNTAX.javascript);
    const proto = Object.getPrototypeOf(root) as { findAll: SgNode['findAll'] };
    const findAll = proto.findAll;
    let searches = 0;
    proto.findAll = function (this: SgNode, config: Parameters<SgNode['findAll']>[0]) {
      if (this.kind() === 'program') searches++;
      return findAll.call(this, config);
    } as SgNode['findAll'];
    try {
      for (let i = 0; i < 20; i++) {
        expect(helperCallerArguments(fn, 'cmd', scope)).toHaveLength(30);
        expect(helperCallerArguments(fn, 'dir', scope)).toHaveLength(30);
      }
    } finally {
      proto.findAll = findAll;
    }
    expect(searches).toBe(1);
  });
});
