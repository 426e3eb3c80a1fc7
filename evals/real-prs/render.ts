/** The real-PR score as Markdown tables (also printed by `npm run eval:real-prs -- score`). */
import type { RunScore } from './score-run.js';
import type { Totals } from './score.js';

const pct = (v: number | null) => (v === null ? '–' : `${(v * 100).toFixed(1)}%`);

function totalsRow(name: string, t: Totals): string {
  return `| ${name} | ${t.cases} | ${t.found}/${t.golden} | ${t.truePositives}/${t.groups} | ${pct(t.precision)} | ${pct(t.recall)} | ${pct(t.f1)} | ${pct(t.f05)} | ${t.cleanFindings} | ${t.drops} (${t.wrongDrops} wrong, ${t.lostToAudit} golden lost) |`;
}

/** Renders a run's score. */
export function renderScore(score: RunScore): string {
  const lines = [
    '# Real-PR evaluation',
    '',
    score.complete
      ? 'Every case was reviewed and judged.'
      : '**Incomplete**: some cases are not scored (listed below).',
    '',
    '| set | cases | golden found | groups matched | precision | recall | F1 | F0.5 | findings on clean PRs | audit drops |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |',
    totalsRow('all', score.overall),
    ...Object.entries(score.byHalf).map(([name, t]) => totalsRow(name, t)),
    '',
    `Usage (prlens reports): ${score.usage.prompt_tokens} prompt tokens (${score.usage.cached_tokens} cached), ` +
      `${score.usage.completion_tokens} completion tokens, ${score.usage.requests} requests.`,
    '',
  ];
  const kinds = Object.entries(score.tokensByKind);
  if (kinds.length) {
    const total = kinds.reduce((n, [, k]) => n + k.prompt_tokens, 0);
    lines.push(
      '| request kind | requests | unanswered | prompt tokens | share | completion tokens |',
      '| --- | ---: | ---: | ---: | ---: | ---: |',
    );
    for (const [kind, k] of kinds.sort((a, b) => b[1].prompt_tokens - a[1].prompt_tokens))
      lines.push(
        `| ${kind} | ${k.requests} | ${k.unanswered} | ${k.prompt_tokens} | ${pct(total ? k.prompt_tokens / total : null)} | ${k.completion_tokens} |`,
      );
    lines.push('', `Audit share of prompt tokens: ${pct(score.auditShare)}.`, '');
  } else lines.push('No relay directory: prompt tokens by request kind are not known.', '');
  lines.push(
    '| case | golden found | missed | groups | false positives | audit drops | lost to audit |',
    '| --- | ---: | --- | ---: | ---: | ---: | --- |',
  );
  for (const s of score.cases)
    lines.push(
      `| ${s.id}${s.clean ? ' (clean)' : ''} | ${s.found}/${s.golden} | ${s.missed.join(', ') || '–'} | ${s.groups} | ${s.falsePositives} | ${s.drops} | ${s.lostToAudit.join(', ') || '–'} |`,
    );
  if (score.unscored.length) {
    lines.push('', '## Not scored', '');
    for (const u of score.unscored) lines.push(`- ${u.id}: ${u.reason}`);
  }
  return `${lines.join('\n')}\n`;
}
