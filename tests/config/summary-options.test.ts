import { describe, expect, it } from 'vitest';
import { layerFromYaml, mergeLayers } from '../../src/config/load.js';
import { renderSummary } from '../../src/report/pr-summary.js';
import { completeReport } from '../report/fixtures.js';

/** The summary comment as the action renders it with the `summary` setting of a config file. */
function summaryWith(yaml: string): string {
  const { summary } = mergeLayers([layerFromYaml(yaml, '.github/prlens.yml')]);
  return renderSummary(completeReport(), {
    reviewedSha: 'a'.repeat(40),
    overflow: [],
    rejected: [],
    unreviewable: [],
    staticOnly: false,
    collapseFindings: summary['collapse-findings'] === true,
    showUsage: summary['show-usage'] !== false,
  });
}

describe('the summary setting', () => {
  it('by default opens files with high or critical findings and shows the usage line', () => {
    const body = summaryWith('');
    expect(body).toMatch(/<details open>/);
    expect(body).toMatch(/<sub>.*tokens/);
  });

  it('collapse-findings: true collapses every file', () => {
    const body = summaryWith('summary:\n  collapse-findings: true\n');
    expect(body).toMatch(/<details>/);
    expect(body).not.toMatch(/<details open>/);
  });

  it('show-usage: false leaves out the token and cost line', () => {
    expect(summaryWith('summary: { show-usage: false }\n')).not.toMatch(/<sub>.*tokens/);
  });

  it('refuses a non-boolean option, naming it', () => {
    expect(() => summaryWith('summary: { show-usage: "no" }\n')).toThrow(
      /\.github\/prlens\.yml: summary\.show-usage: Invalid input: expected boolean, received string \(line 1\)/,
    );
  });
});
