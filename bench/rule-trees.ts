/**
 * Runs chosen static rules over whole HEAD trees of real repositories (every line counts as added) and
 * prints each finding with its line, to be judged by reading the code. How the rules of issue 44,
 * point 8 were measured (bench/RESULTS.md, "Cheap defect rules on real trees"): a rule that never
 * fires on the recent commits of `bench:real` still needs real code to show its precision.
 *
 *   npx tsx bench/rule-trees.ts js-foreach-async js-orm-read-modify-write
 *
 * Files are read from the git mirrors (PRLENS_MIRRORS, default /work/.mirror/<owner>+<name>/repo) at
 * the pinned SHA, JavaScript and TypeScript only; a missing mirror is named and skipped.
 */
import { execFileSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { isTestPath } from '../src/core/code-paths.js';
import { compileStaticRules } from '../src/static/compiled-rules.js';
import { runStaticRules } from '../src/static/run-static-rules.js';

/** The trees measured, at the SHA the verdicts in bench/RESULTS.md were written for. */
const TREES: ReadonlyArray<{ repo: string; sha: string }> = [
  { repo: 'louislam/uptime-kuma', sha: '6398a9581d' },
  { repo: 'requarks/wiki', sha: '6f042e97cc' },
  { repo: 'getredash/redash', sha: 'ca79fe988d' },
  { repo: 'vitejs/vite', sha: 'a98c8d95d5' },
  { repo: 'prettier/prettier', sha: '4f84a93420' },
  { repo: 'google/zx', sha: '707b43adef' },
  { repo: 'juice-shop/juice-shop', sha: '33518f5a09' },
  // The parent of 71ddd216c, which removed rsn-verbose.ts and its forEach(async ...).
  { repo: 'juice-shop/juice-shop', sha: '86f4c56642' },
  { repo: 'honojs/hono', sha: '28a9c12891' },
  { repo: 'vuejs/core', sha: 'e2bede9613' },
  { repo: 'vitest-dev/vitest', sha: 'c3ba16b358' },
  { repo: 'OWASP/NodeGoat', sha: 'c5cb68a708' },
  { repo: 'documenso/documenso', sha: '75330166cc' },
  { repo: 'formbricks/formbricks', sha: 'b66c1dd978' },
  { repo: 'dubinc/dub', sha: '1de955f782' },
  { repo: 'triggerdotdev/trigger.dev', sha: 'b082e44389' },
  { repo: 'mfts/papermark', sha: '7ff2e657ed' },
  { repo: 'wekan/wekan', sha: 'f5cc8e3731' },
];

const SOURCE = /\.(js|jsx|mjs|cjs|ts|tsx|mts|cts)$/;
// Bundled or minified files are not code anyone reviews line by line.
const SKIP = /(^|\/)node_modules\/|\.min\.js$/;
const MAX_CHARS = 400_000;

function git(gitDir: string, args: string[], input?: string): Buffer {
  return execFileSync('git', [`--git-dir=${gitDir}`, ...args], { input, maxBuffer: 1 << 30 });
}

/**
 * The source files of the tree, read in one `git cat-file --batch` (a process per file would cost
 * minutes on prettier's 5,800 files). A blob the mirror lacks comes back as `missing`, and is named.
 */
function readTree(gitDir: string, sha: string): { files: Map<string, string>; missing: string[] } {
  const entries = git(gitDir, ['ls-tree', '-r', sha])
    .toString('utf8')
    .split('\n')
    .map((line) => /^\d+ blob ([0-9a-f]+)\t(.+)$/.exec(line))
    .filter((m): m is RegExpExecArray => m !== null && SOURCE.test(m[2] ?? '') && !SKIP.test(m[2] ?? ''));
  const out = git(gitDir, ['cat-file', '--batch'], entries.map((m) => m[1]).join('\n') + '\n');
  const files = new Map<string, string>();
  const missing: string[] = [];
  let at = 0;
  for (const m of entries) {
    const eol = out.indexOf(10, at);
    const header = out.subarray(at, eol).toString('utf8').split(' ');
    at = eol + 1;
    if (header[1] === 'missing') {
      missing.push(m[2] ?? '');
      continue;
    }
    const size = Number(header[2]);
    files.set(m[2] ?? '', out.subarray(at, at + size).toString('utf8'));
    at += size + 1;
  }
  return { files, missing };
}

/** The findings of `ids` on one tree, as `rule  path:line  code` lines. */
async function scanTree(gitDir: string, sha: string, ids: ReadonlySet<string>): Promise<string[]> {
  const { files, missing } = readTree(gitDir, sha);
  const out = missing.map((file) => `unread\t${file}`);
  for (const [file, content] of files) {
    if (content.length > MAX_CHARS) continue;
    const lines = content.split('\n');
    const changedLines = new Set(lines.map((_, i) => i + 1));
    const role = isTestPath(file) ? 'test' : 'source';
    const result = await runStaticRules([{ path: file, content, changedLines, role }], { compiled });
    for (const f of result.findings.filter((x) => ids.has(x.ruleId)))
      out.push(`${f.ruleId}\t${file}:${f.line}\t${lines[f.line - 1]?.trim().slice(0, 140) ?? ''}`);
  }
  return out;
}

const ids = new Set(process.argv.slice(2));
if (ids.size === 0) throw new Error('name the rule ids to run, e.g. js-foreach-async');
// Only the named rules are compiled: the whole catalog on every file takes minutes, these seconds.
const only = mkdtempSync(path.join(tmpdir(), 'prlens-rule-trees-'));
for (const id of ids)
  copyFileSync(path.resolve(import.meta.dirname, '..', 'rules', `${id}.yml`), path.join(only, `${id}.yml`));
const compiled = await compileStaticRules({ rulesDir: only });
for (const { repo, sha } of TREES) {
  const gitDir = path.join(process.env.PRLENS_MIRRORS ?? '/work/.mirror', repo.replace('/', '+'), 'repo');
  if (!existsSync(gitDir)) {
    console.log(`# ${repo}: no mirror at ${gitDir}, skipped`);
    continue;
  }
  const found = await scanTree(gitDir, sha, ids);
  console.log(`# ${repo}@${sha}: ${found.length} line(s)`);
  for (const line of found) console.log(line);
}
rmSync(only, { recursive: true, force: true });
