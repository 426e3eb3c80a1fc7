/**
 * How many duplicate inline comments the one-comment-per-problem merge removes (issue 14, defect 4)
 * on the project's own end-to-end corpus: every planted-bug and clean case of evals/cases, and the
 * review-quality fixtures of tests/action.
 *
 * Each change runs through the real pipeline in process (selection, the bundled static rules, the
 * model lenses in preset `fast` over the real OpenAI SDK against the fake server, anchoring, the
 * fingerprint dedupe, the finding rules, the merge, the floors at min-severity low). The model is
 * scripted, not guessed:
 * - eval cases: an oracle that reports each planted bug once, through the lens the case names, at
 *   its line, quoting that line, with the case's first keyword as category and the case's
 *   description as title; clean cases get nothing;
 * - the review-quality fixtures: the scripted answers of their end-to-end test;
 * - the cross-source slice (bench/cross-source-changes.ts): ESLint's SARIF, the rules and a scripted
 *   model on one problem each, as the issue's defects reported them.
 * Comments before the merge = comments after + those it folded (the pipeline's `merged` count:
 * policy-kept findings before minus after the merge).
 * Run: npx tsx bench/duplicate-comments.ts   (add --verbose to list each reported finding, --only
 * cross to run only the slices whose label contains that word)
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { systemClock } from '../src/core/clock.js';
import type { Workspace } from '../src/core/ports.js';
import { emptyUsage } from '../src/core/types.js';
import { parseUnifiedDiff } from '../src/diff/parse.js';
import { OpenAIChatClient } from '../src/llm/openai.js';
import { createMemoryLogger } from '../src/log/stderr-logger.js';
import { runPipeline } from '../src/review/pipeline.js';
import { loadCases, type EvalCase } from '../evals/case.js';
import { createCaseRepo } from '../evals/repo.js';
import { SHELL, TALLY, qualityModelAnswer } from '../tests/action/review-quality-fixtures.js';
import { startFakeOpenAI, type OpenAIReply, type RecordedRequest } from '../tests/fakes/openai-server.js';
import { runContext } from '../src/review/run-context.js';
import { CROSS_SOURCE, eslintResults } from './cross-source-changes.js';

const ROOT = path.resolve(import.meta.dirname, '..');

interface Change {
  name: string;
  files: Record<string, { base?: string; changed?: string }>;
  answer: (request: RecordedRequest) => OpenAIReply;
  eslint?: Record<string, 'error' | 'warn'>;
}

/** The oracle model of an eval case: each planted bug once, through its own lens. */
function oracle(c: EvalCase): Change['answer'] {
  return (request) => {
    const messages = (request.body?.messages ?? []) as Array<{ content?: string | null }>;
    const system = messages[0]?.content ?? '';
    const lenses = [...(messages[1]?.content ?? '').matchAll(/## Lens `([^`]+)`/g)].map((m) => m[1]);
    const findings = c.expected
      .filter((e) => system.includes(`FILE ${e.file}`) && lenses.includes(e.lens))
      .map((e) => ({
        path: e.file,
        line: e.line,
        start_line: null,
        side: 'RIGHT',
        severity: e.min_severity === 'low' ? 'medium' : e.min_severity,
        category: e.keywords[0]!.replace(/\s+/g, '-'),
        lens: e.lens,
        title: c.description,
        body: `Planted bug: ${e.keywords.join(', ')}.`,
        suggestion: null,
        anchor: (c.files[e.file]?.changed ?? '').split('\n')[e.line - 1]!.trim(),
        confidence: 0.9,
      }));
    return { kind: 'success', json: { findings } };
  };
}

/** Reviews one change; returns the inline comments after the merge and how many it folded. */
async function review(change: Change, server: Awaited<ReturnType<typeof startFakeOpenAI>>) {
  server.setHandler(change.answer);
  const repo = createCaseRepo({ id: change.name, files: change.files });
  try {
    const diff = execFileSync('git', ['diff', '--no-color', '--no-ext-diff', repo.base, repo.head], {
      cwd: repo.root,
      encoding: 'utf8',
    });
    const contents = Object.fromEntries(
      Object.entries(change.files).flatMap(([p, f]) => (f.changed === undefined ? [] : [[p, f.changed]])),
    );
    const workspace: Workspace = {
      readFile: (p) => Promise.resolve(contents[p] ?? null),
      searchCode: () => Promise.resolve([]),
    };
    const imported = await eslintResults(repo.root, change);
    const result = await runPipeline({
      imported,
      context: runContext({ clock: systemClock, logger: createMemoryLogger() }),
      change: { files: parseUnifiedDiff(diff), workspace, headRef: 'HEAD' },
      settings: { include: [], exclude: [], maxFileChangedLines: 5000, minSeverity: 'low', minConfidence: 0 },
      model: {
        client: new OpenAIChatClient({
          provider: 'openai',
          model: 'gpt-4.1-mini',
          apiKey: 'k',
          baseUrl: server.url,
          timeoutMs: 10_000,
        }),
        settings: {
          preset: 'fast',
          lenses: [],
          language: 'en',
          reflect: false,
          maxConcurrency: 4,
          maxInputTokens: 100_000,
          maxReviewTokens: 0,
          maxReviewSeconds: 0,
        },
        usage: emptyUsage,
      },
    });
    if (result.incomplete)
      throw new Error(`${change.name}: review incomplete: ${result.warnings.join('; ')}`);
    const merged = result.findings.filter((f) => /^Merged from \d+ findings/m.test(f.body));
    if (process.argv.includes('--verbose')) {
      for (const f of result.findings)
        console.log(`    ${f.path}:${f.line} ${f.lens} ${f.category}: ${f.title}`);
    }
    return { after: result.findings.length, removed: result.merged, merged };
  } finally {
    repo.remove();
  }
}

const cases: Change[] = loadCases(path.join(ROOT, 'evals/cases')).map((c) => ({
  name: c.id,
  files: c.files,
  answer: oracle(c),
}));
const fixtures: Change[] = [
  {
    name: 'fixture: shell',
    files: { [SHELL.path]: { base: SHELL.base, changed: SHELL.head } },
    answer: qualityModelAnswer,
  },
  {
    name: 'fixture: tally',
    files: { [TALLY.path]: { base: TALLY.base, changed: TALLY.head } },
    answer: qualityModelAnswer,
  },
];

const server = await startFakeOpenAI();
try {
  console.log('change                               before  after  removed  merged into');
  for (const [label, set] of [
    ['eval cases', cases],
    ['review-quality fixtures', fixtures],
    ['cross-source slice', CROSS_SOURCE],
  ] as const) {
    const only = process.argv.indexOf('--only');
    if (only !== -1 && !label.includes(process.argv[only + 1] ?? '')) continue;
    let before = 0;
    let after = 0;
    for (const change of set) {
      const r = await review(change, server);
      before += r.after + r.removed;
      after += r.after;
      const into = r.merged.map(
        (f) => `${f.path}:${f.start_line ? `${f.start_line}-` : ''}${f.line} (${f.lens})`,
      );
      console.log(
        `${change.name.padEnd(36)} ${String(r.after + r.removed).padStart(6)} ${String(r.after).padStart(6)} ` +
          `${String(r.removed).padStart(8)}  ${into.join(', ')}`,
      );
    }
    console.log(
      `${`total, ${label} (${set.length})`.padEnd(36)} ${String(before).padStart(6)} ${String(after).padStart(6)} ${String(before - after).padStart(8)}\n`,
    );
  }
} finally {
  await server.close();
}
// The package version guards against running a stale checkout's figures by mistake.
console.log(`prlens ${JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')).version}`);
