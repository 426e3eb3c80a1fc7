import { describe, expect, it } from 'vitest';
import { toReviewComments } from '../../src/github/comments.js';
import { commentBody } from '../../src/report/inline-comment.js';
import { readFingerprint } from '../../src/report/markers.js';
import { finding } from '../support/finding.js';
import { appIndexes } from './findings.js';

const OPTIONS = { maxComments: 30, maxBodyChars: 60_000 };

describe('toReviewComments: locations', () => {
  it('places a finding on an added line with side RIGHT', () => {
    const f = finding({ line: 3 });
    const plan = toReviewComments([f], appIndexes(), OPTIONS);
    expect(plan.invalid).toEqual([]);
    expect(plan.comments).toHaveLength(1);
    const { comment } = plan.comments[0]!;
    expect(comment).toMatchObject({ path: 'src/app.ts', line: 3, side: 'RIGHT' });
    expect(comment).not.toHaveProperty('start_line');
    expect(comment).not.toHaveProperty('start_side');
  });

  it('accepts a context line on RIGHT by its new-file number', () => {
    expect(toReviewComments([finding({ line: 21 })], appIndexes(), OPTIONS).comments).toHaveLength(1);
  });

  it('rejects a line outside every hunk', () => {
    const f = finding({ line: 10 });
    const plan = toReviewComments([f], appIndexes(), OPTIONS);
    expect(plan.comments).toEqual([]);
    expect(plan.invalid).toEqual([f]);
    expect(plan.invalidReasons.get(f)).toMatch(/not part of the diff/);
  });

  it('rejects a file that has no diff', () => {
    const f = finding({ path: 'README.md' });
    const plan = toReviewComments([f], appIndexes(), OPTIONS);
    expect(plan.invalid).toEqual([f]);
    expect(plan.invalidReasons.get(f)).toMatch(/no diff/);
  });

  it('places a deleted line on LEFT by its old-file number, and rejects it on RIGHT', () => {
    const left = finding({ line: 21, side: 'LEFT' });
    const wrongSide = finding({ line: 20, side: 'RIGHT' });
    const plan = toReviewComments([left, wrongSide], appIndexes(), OPTIONS);
    expect(plan.comments.map((c) => c.comment)).toMatchObject([{ line: 21, side: 'LEFT' }]);
    expect(plan.invalid).toEqual([wrongSide]);
  });

  it('sends a range with start_side equal to side', () => {
    const plan = toReviewComments([finding({ start_line: 2, line: 4 })], appIndexes(), OPTIONS);
    expect(plan.comments[0]!.comment).toMatchObject({
      start_line: 2,
      line: 4,
      side: 'RIGHT',
      start_side: 'RIGHT',
    });
    const left = toReviewComments(
      [finding({ side: 'LEFT', start_line: 20, line: 22 })],
      appIndexes(),
      OPTIONS,
    );
    expect(left.comments[0]!.comment).toMatchObject({
      start_line: 20,
      line: 22,
      side: 'LEFT',
      start_side: 'LEFT',
    });
  });

  it('rejects a range across two hunks and a range that runs backwards', () => {
    const across = finding({ start_line: 3, line: 22 });
    const backwards = finding({ start_line: 4, line: 2 });
    const plan = toReviewComments([across, backwards], appIndexes(), OPTIONS);
    expect(plan.comments).toEqual([]);
    expect(plan.invalidReasons.get(across)).toMatch(/cross a hunk/);
    expect(plan.invalidReasons.get(backwards)).toMatch(/must be below/);
  });

  it('sends a one-line range as a single-line comment', () => {
    const plan = toReviewComments([finding({ start_line: 3, line: 3 })], appIndexes(), OPTIONS);
    expect(plan.comments[0]!.comment).not.toHaveProperty('start_line');
  });
});

describe('toReviewComments: order and cap', () => {
  it('orders by severity, then path and line, and moves the rest beyond the cap to overflow', () => {
    const low = finding({ severity: 'low', line: 1 });
    const high4 = finding({ severity: 'high', line: 4 });
    const high1 = finding({ severity: 'high', line: 1 });
    const critical = finding({ severity: 'critical', line: 22 });
    const medium = finding({ severity: 'medium', line: 2 });
    const plan = toReviewComments([low, high4, high1, critical, medium], appIndexes(), {
      maxComments: 3,
      maxBodyChars: 60_000,
    });
    expect(plan.comments.map((c) => c.finding)).toEqual([critical, high1, high4]);
    expect(plan.overflow).toEqual([medium, low]);
  });

  it('counts only valid findings against the cap', () => {
    const plan = toReviewComments([finding({ line: 99 }), finding({ line: 1 })], appIndexes(), {
      maxComments: 1,
      maxBodyChars: 60_000,
    });
    expect(plan.comments).toHaveLength(1);
    expect(plan.overflow).toEqual([]);
    expect(plan.invalid).toHaveLength(1);
  });
});

describe('toReviewComments: bodies', () => {
  it('renders bold title, severity and lens, escaped prose and the fingerprint marker last', () => {
    const f = finding({
      title: 'Null <b>deref</b>',
      body: 'Ping @octocat, see <script>.',
      severity: 'high',
      lens: 'security',
    });
    const body = toReviewComments([f], appIndexes(), OPTIONS).comments[0]!.comment.body;
    expect(
      body.startsWith('**Null &lt;b&gt;deref&lt;/b&gt;**\n\n<sub>high · security · correctness</sub>'),
    ).toBe(true);
    expect(body).toContain('@&#8203;octocat');
    expect(body).not.toContain('<script>');
    expect(body.endsWith(`<!-- prlens:fp=${f.fingerprint} -->`)).toBe(true);
    expect(readFingerprint(body)).toBe(f.fingerprint);
  });

  it('writes a suggestion block when the suggestion replaces exactly the commented lines', () => {
    const f = finding({ start_line: 2, line: 3, suggestion: 'fixed2\nfixed3\n' });
    const body = toReviewComments([f], appIndexes(), OPTIONS).comments[0]!.comment.body;
    expect(body).toContain('```suggestion\nfixed2\nfixed3\n```');
  });

  it("says in one line that a rule's verified fix was checked", () => {
    const f = finding({
      start_line: 2,
      line: 3,
      lens: 'static',
      rule: 'js-eval',
      suggestion: 'fixed2\nfixed3',
      suggestion_rule: 'js-eval',
      suggestion_check: 'verified',
    });
    const body = toReviewComments([f], appIndexes(), OPTIONS).comments[0]!.comment.body;
    expect(body).toContain(
      '```suggestion\nfixed2\nfixed3\n```\n\n_Suggestion checked by prlens: applied, parsed and re-reviewed by the static rules._',
    );
  });

  it("shows a token another tool's message quotes only by its prefix", () => {
    const token = `npm_${'q7Lm2ZkR9xTf4WcB1vNs8HdJ3gYp6AeUo0iK'}`;
    const f = finding({
      lens: 'gitleaks',
      rule: 'npm-access-token',
      title: `npm token ${token}`,
      body: `Found ${token}.`,
    });
    const body = toReviewComments([f], appIndexes(), OPTIONS).comments[0]!.comment.body;
    expect(body).not.toContain(token);
    expect(body).toContain('npm_…');
  });

  it("never labels a model's suggestion on a rule's finding as checked by prlens", () => {
    const f = finding({
      start_line: 2,
      line: 3,
      lens: 'static+security',
      rule: 'js-eval',
      suggestion: 'fixed2\nfixed3',
      suggestion_check: 'verified',
    });
    const body = toReviewComments([f], appIndexes(), OPTIONS).comments[0]!.comment.body;
    expect(body).toContain('```suggestion\nfixed2\nfixed3\n```');
    expect(body).not.toContain('checked by prlens');
  });

  it('shows a broken suggestion as plain code with the reason, never as a button', () => {
    const f = finding({
      start_line: 2,
      line: 3,
      suggestion: 'fixed2\nfixed3',
      suggestion_check: 'broken',
      suggestion_reason: 'it adds 1 syntax error (typescript)',
    });
    const body = toReviewComments([f], appIndexes(), OPTIONS).comments[0]!.comment.body;
    expect(body).not.toContain('```suggestion');
    expect(body).toContain(
      'Suggested change (no suggestion button: when applied, it adds 1 syntax error (typescript)):\n\n```ts\nfixed2\nfixed3\n```',
    );
  });

  it('leaves a broken suggestion out with broken-suggestions: omit', () => {
    const f = finding({ line: 3, suggestion: 'fixed3', suggestion_check: 'broken', suggestion_reason: 'r' });
    const body = toReviewComments([f], appIndexes(), { ...OPTIONS, brokenSuggestions: 'omit' }).comments[0]!
      .comment.body;
    expect(body).not.toContain('fixed3');
    expect(body).not.toContain('Suggested change');
  });

  it('uses a fence longer than any backtick run in the suggestion', () => {
    const f = finding({ line: 2, suggestion: 'const s = ````;' });
    const body = toReviewComments([f], appIndexes(), OPTIONS).comments[0]!.comment.body;
    expect(body).toContain('`````suggestion\nconst s = ````;\n`````');
  });

  it('shows a suggestion on deleted lines as plain code, never as an applicable block', () => {
    const f = finding({ side: 'LEFT', line: 2, suggestion: 'restored' });
    const body = toReviewComments([f], appIndexes(), OPTIONS).comments[0]!.comment.body;
    expect(body).not.toContain('```suggestion');
    expect(body).toContain('Suggested change:\n\n```ts\nrestored\n```');
  });

  it('leaves out a suggestion identical to the current lines', () => {
    const f = finding({ line: 2, suggestion: 'new2' });
    const body = toReviewComments([f], appIndexes(), OPTIONS).comments[0]!.comment.body;
    expect(body).not.toContain('suggestion');
    expect(body).not.toContain('Suggested');
  });

  it('keeps a long body under the limit with the marker intact, cutting the prose', () => {
    const f = finding({ body: 'word & '.repeat(5_000), suggestion: 'short()' });
    const body = toReviewComments([f], appIndexes(), { maxComments: 30, maxBodyChars: 2_000 }).comments[0]!
      .comment.body;
    expect(body.length).toBeLessThanOrEqual(2_000);
    expect(body.length).toBeGreaterThan(1_900);
    expect(body).toContain('…');
    expect(body).toContain('```suggestion\nshort()\n```');
    expect(readFingerprint(body)).toBe(f.fingerprint);
  });

  it('drops an oversized suggestion, then cuts the title, before ever touching the marker', () => {
    const f = finding({ body: 'x', suggestion: 'y'.repeat(5_000), title: 'T'.repeat(500) });
    const noSuggestion = commentBody(f, 'suggestion', 1_000);
    expect(noSuggestion.length).toBeLessThanOrEqual(1_000);
    expect(noSuggestion).toContain('suggested change left out');
    expect(readFingerprint(noSuggestion)).toBe(f.fingerprint);
    const tiny = commentBody(f, 'suggestion', 200);
    expect(tiny.length).toBeLessThanOrEqual(200);
    expect(tiny.startsWith('**TTT')).toBe(true);
    expect(readFingerprint(tiny)).toBe(f.fingerprint);
  });

  it('closes a code fence cut off in the middle of the prose', () => {
    const f = finding({ body: `Look:\n\n\`\`\`ts\n${'const a = 1;\n'.repeat(400)}\`\`\`\n\nEnd.` });
    const body = commentBody(f, 'none', 1_000);
    expect(body.length).toBeLessThanOrEqual(1_000);
    const fences = body.split('\n').filter((l) => /^`{3,}/.test(l));
    expect(fences.length % 2).toBe(0);
    expect(readFingerprint(body)).toBe(f.fingerprint);
  });

  it('shows a static rule message once: as the bold title, not again as the first paragraph', () => {
    const f = finding({
      title: 'Shell command built from interpolated values (command injection)',
      body: [
        'Shell command built from interpolated values (command injection)',
        'Pass the arguments as an array to execFile.',
        '_prlens static rule `js-exec-interpolated`_',
      ].join('\n\n'),
    });
    const body = commentBody(f, 'none', 10_000);
    expect(body.match(/command injection/g)).toHaveLength(1);
    expect(body).toContain('Pass the arguments as an array to execFile.');
    expect(body).toContain('js-exec-interpolated');
  });
});
