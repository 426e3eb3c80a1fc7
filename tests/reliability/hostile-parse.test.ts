/**
 * Issue 42 point 7 through the action, in-process on the fake GitHub: other tools' result files
 * and the base branch's globs are written by whoever controls a tool's output or the base config,
 * and each hostile one used to run far past any deadline (a loop to 10^12, a quadratic comment
 * strip, a stack overflow that killed the run with nothing posted, a glob that backtracked for
 * minutes). Each is now bounded: a bad file is named and skipped, the rest is reviewed and posted,
 * and the run says it is incomplete. The per-parser tests count the work; these rows show the
 * whole run getting through.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webhookPayload } from '../fakes/github/index.js';
import { TOKEN } from '../support/action.js';
import { useScenario } from '../support/scenario.js';

const DASHES = '-'.repeat(200);
const BASE = { 'src/run.js': 'const old = 1;\n' };
const HEAD = {
  'src/run.js': ['const old = 1;', 'export function run(input) {', '  return eval(input);', '}', ''].join(
    '\n',
  ),
};

const location = (line: number, endLine?: number) => ({
  physicalLocation: {
    artifactLocation: { uri: 'src/run.js' },
    region: endLine === undefined ? { startLine: line } : { startLine: line, endLine },
  },
});

let workspace = '';
beforeAll(() => {
  workspace = mkdtempSync(path.join(os.tmpdir(), 'prlens-hostile-'));
  const semgrep = (results: unknown[]) =>
    JSON.stringify({
      version: '2.1.0',
      runs: [
        {
          tool: {
            driver: { name: 'Semgrep', rules: [{ id: 'r', messageStrings: { m: { text: 'eval of {0}' } } }] },
          },
          results,
        },
      ],
    });
  // A region that claims to run to line 10^12.
  writeFileSync(
    path.join(workspace, 'far.sarif'),
    semgrep([
      {
        ruleId: 'js.eval',
        level: 'error',
        message: { text: 'eval to the end' },
        locations: [location(3, 1e12)],
      },
    ]),
  );
  // message.arguments nested 5,000 deep beside one good result.
  writeFileSync(
    path.join(workspace, 'deep.sarif'),
    semgrep([
      { ruleIndex: 0, message: { id: 'm', arguments: ['DEEP'] }, locations: [location(2)] },
      {
        ruleIndex: 0,
        level: 'warning',
        message: { id: 'm', arguments: ['input'] },
        locations: [location(2)],
      },
    ]).replace('"DEEP"', `${'['.repeat(5_000)}"x"${']'.repeat(5_000)}`),
  );
  // 250,000 comments that never close.
  writeFileSync(
    path.join(workspace, 'lint.xml'),
    `<checkstyle><file name="src/run.js"><error line="3" message="m"/></file>${'<!--'.repeat(250_000)}`,
  );
});
afterAll(() => rmSync(workspace, { recursive: true, force: true }));

describe('hostile parse', () => {
  const s = useScenario();

  it('result files: SARIF endLine 1e12, arguments nested 5,000 deep, 250,000 unclosed <!-- → each bad file named, the good results posted, run incomplete', async () => {
    const fake = await s.github({ token: TOKEN });
    const pull = fake.state.createPullRequest({ base: BASE, head: HEAD });
    const run = await s.action({
      eventName: 'pull_request',
      payload: webhookPayload('pull_request.opened', { pull, apiUrl: fake.apiUrl }),
      inputs: { sarif: 'far.sarif\ndeep.sarif\nlint.xml' },
      env: { GITHUB_WORKSPACE: workspace },
    });
    // The run finishes and fails as incomplete, naming both bad files: it never passes as clean.
    expect(run.core?.failures).toEqual([
      expect.stringContaining(
        'the review is incomplete (lint.xml: (top level): expected well-formed XML (1:81: malformed comment.); deep.sarif: runs[0].results[0].message.arguments[0]: expected a string)',
      ),
    ]);
    expect(run.outputs.incomplete).toBe('true');
    // far.sarif's result is pinned to the line its range starts on; deep.sarif's good result is posted
    // (merged with the static rule's comment on the same eval).
    const posted = fake.state.reviewComments.map((c) => `${c.path}:${c.line} ${c.body}`).join('\n');
    expect(posted).toMatch(/src\/run\.js:3 \*\*eval to the end\*\*/);
    expect(posted).toContain('eval of input');
    const summary = fake.state.issueComments.map((c) => c.body).join('\n');
    expect(summary).toMatch(
      /deep\.sarif: runs\\?\[0\\?\]\.results\\?\[0\\?\]\.message\.arguments\\?\[0\\?\]: expected a string/,
    );
    expect(summary).toContain('lint.xml: (top level): expected well-formed XML (1:81: malformed comment.)');
  });

  it('config globs: a base exclude *-*-*-*-*-*.log and a 200-dash file name → decided on RE2, the file excluded, the rest reviewed', async () => {
    const fake = await s.github({ token: TOKEN });
    const pull = fake.state.createPullRequest({
      base: { ...BASE, '.github/prlens.yml': 'exclude:\n  - "*-*-*-*-*-*.log"\n' },
      head: { ...HEAD, [`logs/${DASHES}.log`]: 'eval(x)\n', [`logs/${DASHES}`]: 'eval(y)\n' },
    });
    const run = await s.action({
      eventName: 'pull_request',
      payload: webhookPayload('pull_request.opened', { pull, apiUrl: fake.apiUrl }),
      inputs: { 'dry-run': 'true' },
    });
    expect(run.core?.failures).toEqual([]);
    expect(run.outputs.incomplete).toBe('false');
    const report = JSON.parse(readFileSync(run.outputs.report!, 'utf8')) as {
      excluded_files: Array<{ path: string; reason: string }>;
    };
    expect(report.excluded_files).toContainEqual({
      path: `logs/${DASHES}.log`,
      reason: 'excluded by config (*-*-*-*-*-*.log)',
    });
    expect(report.excluded_files.map((f) => f.path)).not.toContain(`logs/${DASHES}`);
  });
});
