/**
 * What the known list costs the lens prompt: for each change of the cross-source slice
 * (bench/cross-source-changes.ts), the system prompt (the cacheable prefix every lens call of the
 * unit reads) without and with the known findings (the bundled rules' findings, plus ESLint's
 * `no-eval` where that case runs it), and the tokens of the known section alone. The prompt may
 * grow by no more than that section (issue 27's done-when): the list costs its own size, nothing else.
 * Run: npx tsx bench/known-prompt-tokens.ts
 */
import { execFileSync } from 'node:child_process';
import { parseUnifiedDiff } from '../src/diff/parse.js';
import { countTokens } from '../src/llm/tokens.js';
import { knownFindings, knownLines, knownSection } from '../src/review/known/known-prompt.js';
import { importedFindings } from '../src/review/stages/imported/imported-findings.js';
import { createPromptContext } from '../src/review/model/plan/context.js';
import { buildSystem } from '../src/review/model/plan/prompt.js';
import { runStaticRules } from '../src/static/run-static-rules.js';
import { createCaseRepo } from '../evals/repo.js';
import { CROSS_SOURCE, eslintResults } from './cross-source-changes.js';

console.log('change                               without   with  growth  known section  known');
for (const change of CROSS_SOURCE) {
  const repo = createCaseRepo({ id: change.name, files: change.files });
  try {
    const diff = execFileSync('git', ['diff', '--no-color', '--no-ext-diff', repo.base, repo.head], {
      cwd: repo.root,
      encoding: 'utf8',
    });
    const files = parseUnifiedDiff(diff);
    const contents = new Map(Object.entries(change.files).map(([p, f]) => [p, f.changed ?? null]));
    const statics = await runStaticRules(
      files.map((f) => ({
        path: f.path,
        content: contents.get(f.path) ?? '',
        changedLines: new Set(
          f.hunks.flatMap((h) => h.lines.flatMap((l) => (l.kind === 'add' ? [l.newLine!] : []))),
        ),
      })),
    );
    const eslint = await eslintResults(repo.root, change);
    const imported = eslint ? importedFindings(eslint.results, files, eslint.options).findings : [];
    const known = knownFindings([...statics.findings, ...imported]);
    const fixed = () => Buffer.alloc(16, 7);
    const ctx = (withKnown: boolean) =>
      createPromptContext({ files, contents, countTokens, random: fixed, known: withKnown ? known : [] });
    const unit = { files: files.map((f) => ({ path: f.path, hunks: f.hunks.map((_, i) => i) })) };
    const without = countTokens(buildSystem(unit, ctx(false)));
    const withList = countTokens(buildSystem(unit, ctx(true)));
    const lines = knownLines(
      files.map((f) => f.path),
      known,
    );
    // The section and the blank line that joins it to the prompt's other parts.
    const section = lines === null ? 0 : countTokens(`${knownSection(lines, ctx(true).nonce)}\n\n`);
    console.log(
      `${change.name.padEnd(36)} ${String(without).padStart(7)} ${String(withList).padStart(6)} ${String(withList - without).padStart(7)} ${String(section).padStart(14)}  ${known.length}`,
    );
  } finally {
    repo.remove();
  }
}
