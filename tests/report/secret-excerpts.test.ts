/**
 * Issue 42 point 5 / issue 46 point 5: the HTML page showed a flagged key whole in its code excerpt
 * while the finding said only its prefix is shown. Every output now shows a secret's prefix only:
 * the page's diff rows, and a model finding's quoted anchor, suggestion or another tool's message
 * in the JSON, Markdown, text, SARIF and rdjson reports. The tokens are built at run time.
 */
import { describe, expect, it } from 'vitest';
import type { Finding } from '../../src/core/types.js';
import { parseUnifiedDiff } from '../../src/diff/parse.js';
import { toAnnotations, unplacedText } from '../../src/report/check-run.js';
import { REPORT_FORMATS, renderReport } from '../../src/report/index.js';
import { runStaticRules } from '../../src/static/run-static-rules.js';
import { completeReport, finding } from './fixtures.js';

const RANDOM = 'q7Lm2ZkR9xTf4WcB1vNs8HdJ3gYp6AeUo0iK5rQtE';
const STRIPE = `sk_live_${RANDOM.slice(0, 28)}`;
const NPM = `npm_${RANDOM.slice(0, 36)}`;
const KEY_LINE = `STRIPE_KEY=${STRIPE}`;
const CONTENT = `PORT=8080\n${KEY_LINE}\nDEBUG=false\n`;
const DIFF = [
  'diff --git a/.env.production b/.env.production',
  'new file mode 100644',
  '--- /dev/null',
  '+++ b/.env.production',
  '@@ -0,0 +1,3 @@',
  ...CONTENT.trimEnd()
    .split('\n')
    .map((l) => `+${l}`),
  '',
].join('\n');

async function reportWithKey() {
  const { findings } = await runStaticRules([
    { path: '.env.production', content: CONTENT, changedLines: new Set([1, 2, 3]) },
  ]);
  const flagged = findings.filter((f) => f.rule === 'secret-stripe-live-key');
  expect(flagged.map((f) => f.anchor)).toEqual(['STRIPE_KEY=sk_live_…']);
  // A model finding quoting the same line verbatim, and a tool result repeating another token.
  const quoted: Finding = finding({
    path: '.env.production',
    line: 2,
    lens: 'security',
    title: 'Key committed',
    anchor: KEY_LINE,
    suggestion: KEY_LINE.replace('STRIPE_KEY=', 'STRIPE_KEY_OLD='),
  });
  const tool: Finding = finding({
    path: '.npmrc',
    line: 1,
    lens: 'gitleaks',
    rule: 'npm',
    body: `found ${NPM}`,
  });
  return { ...completeReport(), findings: [...flagged, quoted, tool], unanchored: [] };
}

describe('secrets in report excerpts', () => {
  it("the HTML page's excerpt shows only the key's prefix, as the finding says", async () => {
    const html = renderReport(await reportWithKey(), 'html', { html: { files: parseUnifiedDiff(DIFF) } });
    expect(html).toContain('only its prefix is shown here');
    expect(html).toContain('STRIPE_KEY=sk_live_…');
    expect(html).not.toContain(RANDOM.slice(0, 12));
  });

  it.each(REPORT_FORMATS.filter((f) => f !== 'html'))(
    'the %s report holds no token whole',
    async (format) => {
      const out = renderReport(await reportWithKey(), format);
      expect(out).not.toContain(RANDOM.slice(0, 12));
    },
  );

  it('shows a title written for the PR comment with its code spans as code on the page', () => {
    const report = { ...completeReport(), unanchored: [] };
    report.findings = [finding({ path: 'src/a.js', line: 1, title: '`eval` of a non-literal string' })];
    const html = renderReport(report, 'html');
    expect(html).toContain('<div class="title"><code>eval</code> of a non-literal string</div>');
  });
});

describe('secrets in the check run', () => {
  it("shows a token another tool's message quotes only by its prefix in annotations and the unplaced list", () => {
    const quoted = finding({
      path: '.npmrc',
      line: 1,
      lens: 'gitleaks',
      rule: 'npm',
      title: `npm token ${NPM}`,
      body: `Found ${NPM}.`,
    });
    const annotations = toAnnotations([quoted], []);
    expect(JSON.stringify(annotations)).not.toContain(NPM);
    expect(annotations[0]!.message).toBe('Found npm_….');
    expect(unplacedText([{ ...quoted, side: 'LEFT' }])).not.toContain(NPM);
  });
});
