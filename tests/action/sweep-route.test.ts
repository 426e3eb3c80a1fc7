/**
 * Routing and inputs of the sweep: `schedule` sweeps by itself, `command: sweep` sweeps on any
 * event, and `command: review` with the `pr` input reviews that PR (a sweep matrix's per-PR job).
 */
import * as core from '@actions/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { routeEvent } from '../../src/action/event.js';
import { readInputs, type Command } from '../../src/action/inputs.js';
import { dispatchPayload, schedulePayload } from '../fakes/github/webhook-repo.js';
import type { RepoRecord } from '../fakes/github/model.js';

const repo = {
  owner: { login: 'octo-org', graphqlLogin: 'octo-org', id: 7, type: 'Organization' },
  name: 'octo-repo',
  id: 42,
  defaultBranch: 'main',
} as unknown as RepoRecord;

const route = (eventName: string, payload: unknown, command: Command = 'auto', pr?: number) =>
  routeEvent({ eventName, payload, repository: 'octo-org/octo-repo', command, pr });

describe('sweep routing', () => {
  it('a schedule run sweeps the repository with command auto', () => {
    expect(route('schedule', schedulePayload())).toEqual({
      kind: 'sweep',
      repo: { owner: 'octo-org', repo: 'octo-repo' },
      eventName: 'schedule',
    });
  });

  it('command sweep sweeps on workflow_dispatch (GitHub’s example payload) and on any other event', () => {
    expect(route('workflow_dispatch', dispatchPayload(repo), 'sweep')).toMatchObject({ kind: 'sweep' });
    expect(route('pull_request', { action: 'opened', number: 3 }, 'sweep')).toMatchObject({ kind: 'sweep' });
  });

  it('command review with the pr input reviews that PR since its last review, on schedule or dispatch', () => {
    const expected = {
      kind: 'review',
      pr: { owner: 'octo-org', repo: 'octo-repo', number: 12 },
      action: 'synchronize',
    };
    expect(route('schedule', schedulePayload(), 'review', 12)).toMatchObject({
      ...expected,
      eventName: 'schedule',
    });
    expect(route('workflow_dispatch', dispatchPayload(repo), 'review', 12)).toMatchObject(expected);
  });

  it('the pr input alone (command auto) does not turn a schedule into a review', () => {
    expect(route('schedule', schedulePayload(), 'auto', 12)).toMatchObject({ kind: 'sweep' });
  });

  it('a sweep needs GITHUB_REPOSITORY', () => {
    expect(() =>
      routeEvent({ eventName: 'schedule', payload: {}, repository: undefined, command: 'auto' }),
    ).toThrow(/GITHUB_REPOSITORY must be owner\/repo/);
  });
});

describe('sweep inputs', () => {
  beforeEach(() => {
    vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
    for (const key of Object.keys(process.env)) if (key.startsWith('INPUT_')) vi.stubEnv(key, '');
    vi.stubEnv('INPUT_GITHUB-TOKEN', 'ghs_faketoken123456');
  });
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.restoreAllMocks();
  });

  it('reads matrix strictly and pr as a number (a leading # is allowed)', () => {
    expect(readInputs(core)).toMatchObject({ matrix: false, pr: undefined });
    vi.stubEnv('INPUT_MATRIX', 'TRUE');
    vi.stubEnv('INPUT_PR', '#15');
    expect(readInputs(core)).toMatchObject({ matrix: true, pr: 15 });
  });

  it('names the input and the fix for a bad value', () => {
    vi.stubEnv('INPUT_MATRIX', 'yes');
    expect(() => readInputs(core)).toThrow('input \'matrix\' must be true or false; got "yes"');
    vi.stubEnv('INPUT_MATRIX', '');
    vi.stubEnv('INPUT_PR', '12,15');
    expect(() => readInputs(core)).toThrow(
      /input 'pr' must be a pull request number, e.g. pr: \$\{\{ matrix.pr \}\}; got "12,15"/,
    );
  });
});
