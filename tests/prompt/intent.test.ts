/**
 * The stated intent as the lens prompt shows it: plainly present (title, description, commit
 * messages), or plainly absent when all the change has is a generic message such as GitHub's
 * "Update x.py", so the model is not handed a purpose to judge the code against that nobody stated.
 * Also the test files changed outside a unit, so the tests lens can tell whether a test exists.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { resolveBackground } from '../../src/app/background.js';
import { loadIntent } from '../../src/github/intent.js';
import type { GitHub } from '../../src/github/types.js';
import { isGenericCommitMessage } from '../../src/prompt/intent.js';
import { buildSystem } from '../../src/review/model/plan/prompt.js';
import { contextFor, makeChange } from '../review/plan/helpers.js';
import { TempRepo } from '../support/repo.js';

let repo: TempRepo | undefined;
afterEach(() => {
  repo?.remove();
  repo = undefined;
});

describe('stated intent', () => {
  it.each([
    'Update parser.py',
    'Create README.md',
    'Add files via upload',
    'wip',
    'fix',
    'Delete src/old.ts',
  ])('treats "%s" as no stated intent', (message) => expect(isGenericCommitMessage(message)).toBe(true));

  it.each([
    'Simplify retry handling',
    'Refactor the auth module',
    'refactor: extract helpers',
    'chore(deps): bump zod',
    'Cleanup reminder scheduler',
    'Improve error messages',
  ])('treats a title that only names a kind of change, "%s", as no stated intent', (title) =>
    expect(isGenericCommitMessage(title)).toBe(true),
  );

  it.each([
    'Simplify retry handling so that SMS reminders stop after three attempts',
    'Refactor auth to reject expired tokens',
    'Update the retry limit to 5',
    'Refactor the auth module\n\nKeeps the session format; only moves code.',
    'Simplify the reminder scheduler and its three retry branches into one loop',
  ])('treats "%s" as an intent: it states behaviour, or is too long to be a bare label', (message) =>
    expect(isGenericCommitMessage(message)).toBe(false),
  );

  it.each([
    'Fix the off-by-one in paginate',
    'Update parser.py\n\nAccept trailing commas',
    'Add retry to the uploader',
  ])('treats "%s" as an intent', (message) => expect(isGenericCommitMessage(message)).toBe(false));

  it('a local range with only generic commit messages has no background; a real message is one', async () => {
    repo = new TempRepo();
    const base = repo.write('a.py', 'x = 1\n').commit('Create a.py');
    const head = repo.write('a.py', 'x = 2\n').commit('Update a.py');
    const local = { base, head, mode: 'range' as const };
    expect(await resolveBackground({}, repo.root, repo.root, local)).toBeNull();
    const described = repo.write('a.py', 'x = 3\n').commit('Raise the retry limit to 3');
    const got = await resolveBackground({}, repo.root, repo.root, { ...local, head: described });
    expect(got?.text).toContain('Raise the retry limit to 3');
    expect(got?.text).toContain('Update a.py');
  });

  it('a PR titled like a web edit, with no description and no linked issue, states no intent', async () => {
    // No issue is referenced, so no request is made: a client that cannot answer proves it.
    const gh = {} as GitHub;
    const pr = { owner: 'o', repo: 'r', number: 3 };
    expect((await loadIntent(gh, { ...pr, title: 'Update parser.py', body: '' })).text).toBe('');
    const described = await loadIntent(gh, {
      ...pr,
      title: 'Update parser.py',
      body: 'Accept trailing commas.',
    });
    expect(described.text).toContain('Accept trailing commas.');
  });

  it('says in the lens prompt that no intent was stated, and shows the intent when there is one', () => {
    const change = makeChange([{ path: 'src/a.ts', length: 40, hunks: [{ at: 5, adds: 3, dels: 1 }] }]);
    const unit = { files: [{ path: 'src/a.ts', hunks: [0] }] };
    const none = buildSystem(unit, contextFor(change));
    expect(none).toContain('# Stated intent\nNone stated');
    expect(none).toContain('never assume what it was meant to do');
    const stated = buildSystem(unit, contextFor(change, { background: 'Title: Cache parsed configs' }));
    expect(stated).toContain("The author's stated intent");
    expect(stated).toContain('Title: Cache parsed configs');
    expect(stated).not.toContain('None stated');
  });

  it('tells the lens that only a specific statement of the intent can be contradicted, and a kind-of-change title is none', () => {
    const change = makeChange([{ path: 'src/a.ts', length: 40, hunks: [{ at: 5, adds: 3, dels: 1 }] }]);
    const unit = { files: [{ path: 'src/a.ts', hunks: [0] }] };
    const stated = buildSystem(unit, contextFor(change, { background: 'Title: Refactor config loading' }));
    expect(stated).toContain('report a contradiction only of a specific statement, quoted in `body`');
    expect(stated).toMatch(/a title naming a kind of change \("Simplify X"\) is no intent/);
  });

  it('a PR titled "Simplify X" with no description and no linked issue states no intent', async () => {
    const gh = {} as GitHub;
    const pr = { owner: 'o', repo: 'r', number: 3, body: '' };
    expect((await loadIntent(gh, { ...pr, title: 'Simplify reminder retries' })).text).toBe('');
    const specific = await loadIntent(gh, {
      ...pr,
      body: 'Retries stop after 3 attempts.',
      title: 'Simplify X',
    });
    expect(specific.text).toContain('Retries stop after 3 attempts.');
  });

  it('names the test files changed outside the unit, and nothing when there are none', () => {
    const change = makeChange([
      { path: 'src/a.ts', length: 40, hunks: [{ at: 5, adds: 3, dels: 1 }] },
      { path: 'tests/a.test.ts', length: 20, hunks: [{ at: 2, adds: 4, dels: 0 }] },
      { path: 'src/b.ts', length: 20, hunks: [{ at: 2, adds: 4, dels: 0 }] },
    ]);
    const ctx = contextFor(change);
    const system = buildSystem({ files: [{ path: 'src/a.ts', hunks: [0] }] }, ctx);
    expect(system).toContain(
      'Test files this pull request also changes (diff not shown here): tests/a.test.ts',
    );
    expect(system).not.toMatch(/also changes.*src\/b\.ts/);
    const withTest = buildSystem({ files: [{ path: 'tests/a.test.ts', hunks: [0] }] }, ctx);
    expect(withTest).not.toContain('also changes');
  });
});
