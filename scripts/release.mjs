#!/usr/bin/env node
// Cuts a release: version bump, changelog, tag vX.Y.Z, the moving major tag vX, and the examples
// pinned to the new tag's full SHA. .github/workflows/release.yml runs it after the dist check and
// pushes what it made; CI runs it with --dry-run, which prints the plan and changes nothing.
// Usage: release.mjs major|minor|patch|X.Y.Z [--dry-run] [--dir DIR] [--date YYYY-MM-DD]
import { execFileSync } from 'node:child_process';
import { appendFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { renderAll } from './gen-usage.mjs';
import { PLACEHOLDER_OWNER, project } from './project.mjs';

const BUMPS = ['major', 'minor', 'patch'];

/** The version after `current` for a bump word or an exact `X.Y.Z` (which must be higher). */
export function nextVersion(current, bump) {
  const [major, minor, patch] = current.split('.').map(Number);
  if (bump === 'major') return `${major + 1}.0.0`;
  if (bump === 'minor') return `${major}.${minor + 1}.0`;
  if (bump === 'patch') return `${major}.${minor}.${patch + 1}`;
  if (!/^\d+\.\d+\.\d+$/.test(bump))
    throw new Error(`the bump must be ${BUMPS.join(', ')} or X.Y.Z; got '${bump}'`);
  const rank = (v) => v.split('.').reduce((sum, n) => sum * 100_000 + Number(n), 0);
  if (rank(bump) <= rank(current)) throw new Error(`version ${bump} is not above the current ${current}`);
  return bump;
}

function git(dir, args) {
  return execFileSync('git', args, { cwd: dir, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim();
}

function tryGit(dir, args) {
  try {
    return git(dir, args);
  } catch {
    return null;
  }
}

/** The changelog section: every commit since the last release tag (all of them before the first). */
export function changelogSection(dir, version, date) {
  const last = tryGit(dir, ['describe', '--tags', '--abbrev=0', '--match', 'v[0-9]*.[0-9]*.[0-9]*']);
  const range = last ? [`${last}..HEAD`] : ['HEAD'];
  const log = git(dir, ['log', '--no-merges', '--format=%h %s', ...range]);
  const items =
    log === '' ? ['- (no changes)'] : log.split('\n').map((l) => `- ${l.replace(/^(\S+) (.*)$/, '$2 ($1)')}`);
  const since = last ? ` (since ${last})` : '';
  return { last, text: `## v${version} — ${date}${since}\n\n${items.join('\n')}\n` };
}

/** What the release would do, checked before anything is written. */
export function plan(dir, bump, date) {
  const problems = [];
  if (git(dir, ['status', '--porcelain']) !== '') problems.push('the working tree has uncommitted changes');
  const p = project(dir);
  const version = nextVersion(p.version, bump);
  const major = `v${version.split('.')[0]}`;
  if (tryGit(dir, ['rev-parse', '--verify', '--quiet', `refs/tags/v${version}`]) !== null)
    problems.push(`tag v${version} exists already`);
  if (p.owner === PLACEHOLDER_OWNER)
    problems.push(
      `package.json "repository" still names the placeholder owner ${PLACEHOLDER_OWNER}: set the real one`,
    );
  return {
    project: p,
    version,
    tag: `v${version}`,
    major,
    changelog: changelogSection(dir, version, date),
    problems,
  };
}

/** Writes the release commit, its tags, and the commit that pins the examples to it. */
export function release(dir, planned) {
  const { version, tag, major } = planned;
  for (const file of ['package.json', 'package-lock.json']) {
    const full = path.join(dir, file);
    if (!existsSync(full)) continue;
    const data = JSON.parse(readFileSync(full, 'utf8'));
    data.version = version;
    if (data.packages?.['']) data.packages[''].version = version;
    writeFileSync(full, `${JSON.stringify(data, null, 2)}\n`);
  }
  const changelog = path.join(dir, 'CHANGELOG.md');
  const previous = existsSync(changelog)
    ? readFileSync(changelog, 'utf8').replace(/^# Changelog\n+/, '')
    : '';
  writeFileSync(changelog, `# Changelog\n\n${planned.changelog.text}${previous ? `\n${previous}` : ''}`);
  git(dir, [
    'add',
    '--',
    'package.json',
    'CHANGELOG.md',
    ...(existsSync(path.join(dir, 'package-lock.json')) ? ['package-lock.json'] : []),
  ]);
  git(dir, ['commit', '-q', '-m', `release ${tag}`]);
  const sha = git(dir, ['rev-parse', 'HEAD']);
  git(dir, ['tag', '-a', tag, '-m', tag]);
  // The major tag follows the newest release of its line: `uses: ...@v1` users get this one.
  git(dir, ['tag', '-f', '-a', major, '-m', `${major} (${tag})`]);
  writeFileSync(path.join(dir, 'scripts/release-pin.json'), `${JSON.stringify({ version, sha }, null, 2)}\n`);
  const written = ['scripts/release-pin.json'];
  for (const [file, content] of renderAll(dir, project(dir))) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), content);
    written.push(file);
  }
  git(dir, ['add', '--', ...written]);
  git(dir, ['commit', '-q', '-m', `examples and README: pin ${tag} (${sha})`]);
  return { sha };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2);
  const value = (flag) => (args.includes(flag) ? args[args.indexOf(flag) + 1] : undefined);
  const dryRun = args.includes('--dry-run');
  const dir = path.resolve(value('--dir') ?? path.resolve(import.meta.dirname, '..'));
  const date = value('--date') ?? new Date().toISOString().slice(0, 10);
  const bump = args.find((a, i) => !a.startsWith('--') && !['--dir', '--date'].includes(args[i - 1]));
  if (!bump) {
    console.error(`usage: release.mjs ${BUMPS.join('|')}|X.Y.Z [--dry-run] [--dir DIR] [--date YYYY-MM-DD]`);
    process.exit(2);
  }
  const planned = plan(dir, bump, date);
  console.log(
    `${dryRun ? 'dry run: would release' : 'releasing'} ${planned.tag} (moving ${planned.major}) of ${planned.project.slug}`,
  );
  console.log(planned.changelog.text);
  for (const problem of planned.problems) console.error(`${dryRun ? 'would stop' : 'stop'}: ${problem}`);
  // A dry run in CI checks the machinery; the placeholder owner only blocks a real release.
  const blocking = dryRun
    ? planned.problems.filter((p) => !p.includes('placeholder owner'))
    : planned.problems;
  if (blocking.length > 0) process.exit(1);
  if (dryRun) process.exit(0);
  const { sha } = release(dir, planned);
  console.log(`tagged ${planned.tag} and ${planned.major} at ${sha}; push with:`);
  console.log(`  git push --atomic origin HEAD ${planned.tag} && git push --force origin ${planned.major}`);
  if (process.env.GITHUB_OUTPUT) {
    // The workflow's release step reads the tags and the notes (outside the work tree: never committed).
    const notes = path.join(process.env.RUNNER_TEMP ?? os.tmpdir(), 'release-notes.md');
    writeFileSync(notes, planned.changelog.text);
    appendFileSync(
      process.env.GITHUB_OUTPUT,
      `tag=${planned.tag}\nmajor=${planned.major}\nsha=${sha}\nnotes=${notes}\n`,
    );
  }
}
