/**
 * The suggestion range check (src/review/stages/check-suggestions/range.ts) over the suggestions blind models wrote in
 * a relay directory of the real-PR eval (`evals/real-prs`, answers in `<dir>/NNNN.answer.json`). Each
 * finding is checked against its file at the head of the eval case whose title its request shows,
 * read from the git mirrors; every flagged one is printed to be judged by reading it.
 *
 *   npx tsx bench/suggestion-ranges.ts /tmp/relay-base
 *
 * Model line numbers are used as the model gave them (before anchoring), as a blind answer was scored.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { applySuggestion } from '../src/review/stages/check-suggestions/apply.js';
import { rangeError } from '../src/review/stages/check-suggestions/range.js';

interface EvalCase {
  id: string;
  repo: string;
  head: string;
  title: string;
}

const CASES = path.resolve(import.meta.dirname, '..', 'evals', 'real-prs', 'cases.yml');

function fileAt(repo: string, sha: string, file: string): string | null {
  const gitDir = path.join(process.env.PRLENS_MIRRORS ?? '/work/.mirror', repo.replace('/', '+'), 'repo');
  try {
    return execFileSync('git', [`--git-dir=${gitDir}`, 'show', `${sha}:${file}`], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    });
  } catch {
    return null;
  }
}

function readOr(file: string, fallback: string): string {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return fallback;
  }
}

const text = (v: unknown) => (typeof v === 'string' ? v : '');
const cases = parse(readFileSync(CASES, 'utf8')) as EvalCase[];
const counts = { checked: 0, flagged: 0, unmatched: 0 };
for (const dir of process.argv.slice(2)) {
  for (const name of readdirSync(dir)
    .filter((n) => n.endsWith('.answer.json'))
    .sort()) {
    const answer = JSON.parse(readOr(path.join(dir, name), '{}')) as { findings?: Record<string, unknown>[] };
    const prompt = readOr(path.join(dir, name.replace('.answer.json', '.prompt.md')), '');
    const titled = cases.filter((c) => prompt.includes(c.title));
    for (const x of answer.findings ?? []) {
      if (typeof x.suggestion !== 'string' || typeof x.path !== 'string' || typeof x.line !== 'number')
        continue;
      const file = x.path;
      const found = (titled.length > 0 ? titled : cases)
        .map((c) => ({ c, content: fileAt(c.repo, c.head, file) }))
        .filter((m): m is { c: EvalCase; content: string } => m.content !== null);
      const hit = found.length === 1 ? found[0] : undefined;
      if (hit === undefined) {
        counts.unmatched++;
        continue;
      }
      const start = typeof x.start_line === 'number' ? x.start_line : null;
      const finding = {
        start_line: start,
        line: x.line,
        suggestion: x.suggestion,
        title: text(x.title),
        body: text(x.body),
        anchor: text(x.anchor),
      };
      const applied = applySuggestion(hit.content, finding, x.suggestion);
      const error = 'error' in applied ? null : rangeError(hit.content, finding);
      counts.checked++;
      if (error !== null) counts.flagged++;
      const where = `${name} ${hit.c.id} ${file}:${start ?? x.line}-${x.line}`;
      console.log(`${error === null ? 'ok     ' : 'FLAGGED'} ${where}${error === null ? '' : `  ${error}`}`);
    }
  }
}
console.log(
  `checked ${counts.checked}, flagged ${counts.flagged}, not matched to one case ${counts.unmatched}`,
);
