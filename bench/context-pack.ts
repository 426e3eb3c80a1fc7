/**
 * What the context packs hold and cost on real commits (issue 44): for each of the last N non-merge
 * commits of a git repository (default: this one), one unit per changed source file (a language the
 * engine parses), the tokens of its prompt prefix without the pack, the tokens of its pack, what
 * the pack holds, and the work the index did (searches, file reads). Counts work, not time.
 *
 *   npx tsx bench/context-pack.ts [repo=.] [commits=10]
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import type { Workspace } from '../src/core/ports.js';
import { prepareReviewContext } from '../src/context/review-context.js';
import { parseUnifiedDiff } from '../src/diff/parse.js';
import { countTokens } from '../src/llm/tokens.js';
import { GitWorkspace } from '../src/local/workspace.js';
import { createPromptContext } from '../src/review/model/plan/context.js';
import { buildSystem } from '../src/review/model/plan/prompt.js';
import { renderFiles } from '../src/review/model/plan/render.js';
import { systemClock } from '../src/core/clock.js';
import { languageOf } from '../src/static/languages.js';

const [repoArg = '.', countArg = '10'] = process.argv.slice(2);
const root = path.resolve(repoArg);
const git = (...args: string[]) =>
  execFileSync('git', args, { cwd: root, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 });

/** The workspace with its searches and reads counted. */
function counted(inner: Workspace) {
  const work = { searches: 0, reads: 0 };
  const workspace: Workspace = {
    readFile: (p, ref) => {
      work.reads++;
      return inner.readFile(p, ref);
    },
    searchCode: (q, o) => {
      work.searches++;
      return inner.searchCode(q, o);
    },
  };
  return { workspace, work };
}

/** A pack's share of the prompt it rides in (the prefix without it, plus the pack). */
const share = (packTokens: number) =>
  `${((packTokens / Math.max(1, totals.prefix + packTokens)) * 100).toFixed(1)}%`;
const totals = { prefix: 0, pack: 0, capped: 0, units: 0, withPack: 0 };
/** Units whose rendered diff is at most this many tokens: the small units the cap is for. */
const SMALL_DIFF = 1_000;
const small = { prefix: 0, pack: 0, capped: 0 };
const smallShare = (packTokens: number) =>
  `${((packTokens / Math.max(1, small.prefix + packTokens)) * 100).toFixed(1)}%`;
console.log(
  'commit   | files | prefix tokens | pack tokens | capped pack tokens | units with a pack | searches | reads | kinds',
);
for (const sha of git('log', '--no-merges', `-n${countArg}`, '--format=%H').trim().split('\n')) {
  const files = parseUnifiedDiff(git('diff', '--no-color', '-M', `${sha}~1`, sha)).filter(
    (f) => !f.binary && f.status !== 'deleted' && f.hunks.length > 0 && languageOf(f.path) !== undefined,
  );
  if (files.length === 0) continue;
  const base = new GitWorkspace(root);
  const contents = new Map<string, string | null>();
  for (const f of files) contents.set(f.path, await base.readFile(f.path, sha));
  const { workspace, work } = counted(base);
  const ctx = createPromptContext({ files, contents, countTokens });
  const repo = await prepareReviewContext({
    files,
    contents,
    workspace,
    headRef: sha,
    clock: systemClock,
    maxInputTokens: 100_000,
    maxReviewSeconds: 600,
    countTokens,
  });
  let prefix = 0;
  let pack = 0;
  let capped = 0;
  let withPack = 0;
  const kinds = new Map<string, number>();
  for (const f of files) {
    const unit = [{ path: f.path, hunks: f.hunks.map((_, i) => i) }];
    const unitPrefix = countTokens(buildSystem({ files: unit }, ctx));
    prefix += unitPrefix;
    const text = repo.pack(unit, ctx.nonce)?.text ?? null;
    const diffTokens = countTokens(renderFiles(unit, ctx));
    if (diffTokens <= SMALL_DIFF) small.prefix += unitPrefix;
    if (text === null) continue;
    withPack++;
    pack += countTokens(text);
    // The same pack under the unit's own cap, a multiple of its diff (review-context.ts unitPackCap).
    const cappedTokens = countTokens(repo.pack(unit, ctx.nonce, diffTokens)?.text ?? '');
    capped += cappedTokens;
    if (diffTokens <= SMALL_DIFF) {
      small.pack += countTokens(text);
      small.capped += cappedTokens;
    }
    for (const m of text.matchAll(
      /^## (whole body of changed|definition of|usages of|implementations of|tests that reference)|^UNKNOWN/gm,
    ))
      kinds.set(m[1] ?? 'unknown', (kinds.get(m[1] ?? 'unknown') ?? 0) + 1);
  }
  totals.prefix += prefix;
  totals.pack += pack;
  totals.capped += capped;
  totals.units += files.length;
  totals.withPack += withPack;
  const shown = [...kinds].map(([k, n]) => `${k.split(' ')[0]} ${n}`).join(', ');
  console.log(
    `${sha.slice(0, 8)} | ${files.length} | ${prefix} | ${pack} | ${capped} | ${withPack} | ${work.searches} | ${work.reads} | ${shown}`,
  );
}
console.log(
  `total: ${totals.units} units, ${totals.withPack} with a pack; prefix ${totals.prefix} tokens, packs ${totals.pack} tokens (${share(totals.pack)} of prompt prefix + pack), capped ${totals.capped} tokens (${share(totals.capped)})`,
);
console.log(
  `units with a diff of at most ${SMALL_DIFF} tokens: packs ${small.pack} tokens (${smallShare(small.pack)} of their prompt prefix + pack), capped ${small.capped} (${smallShare(small.capped)})`,
);
