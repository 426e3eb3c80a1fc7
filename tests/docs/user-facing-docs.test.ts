/**
 * Issue 46 point 8: small things a user hit in the docs. The contracts page omitted an output, the
 * README's reports section omitted a format the CLI takes, the sample step called the `findings`
 * count "comment(s)", and `resolve-fixed` (on by default) needs `contents: write` while no example
 * said so. Each is checked against its source (action.yml, the format table the CLI reads).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { REPORT_FORMATS } from '../../src/report/formats.js';

const ROOT = path.resolve(import.meta.dirname, '../..');
const read = (file: string) => readFileSync(path.join(ROOT, file), 'utf8');

describe('what the docs promise a user', () => {
  it('docs/contracts.md names every output of action.yml', () => {
    const outputs = Object.keys((parse(read('action.yml')) as { outputs: object }).outputs);
    const contracts = read('docs/contracts.md');
    for (const name of outputs) expect(contracts, name).toContain(`\`${name}\``);
  });

  it("the README's reports section describes every --format the CLI takes", () => {
    const names = REPORT_FORMATS;
    expect(names).toContain('rdjson');
    const readme = read('README.md');
    const reports = readme.slice(
      readme.indexOf('\n## Reports'),
      readme.indexOf('\n## ', readme.indexOf('\n## Reports') + 1),
    );
    for (const name of names) expect(reports, name).toMatch(new RegExp(`^- \`${name}\`:`, 'm'));
  });

  it('no workflow calls the findings output a count of comments', () => {
    for (const file of ['.github/workflows/prlens.yml', 'README.md'])
      expect(read(file)).not.toMatch(/FINDINGS\}? comment\(s\)/);
  });

  it('resolve-fixed says it needs contents: write, and the README example says how to grant it', () => {
    const action = parse(read('action.yml')) as { inputs: Record<string, { description: string }> };
    expect(action.inputs['resolve-fixed']!.description).toContain('contents: write');
    const usage = read('README.md').split('<!-- action-usage:start -->')[1] ?? '';
    expect(usage.slice(0, 1200)).toMatch(/contents: read # write instead lets prlens resolve/);
  });
});
