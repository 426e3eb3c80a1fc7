/**
 * The pure parts of `prlens doctor`: which repository a clone's remote names (github.com or a GHES
 * host), what a workflow's `permissions:` block grants, and what the settings need.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { mergeLayers } from '../../src/config/load.js';
import { formatResult, parseRemote } from '../../src/cli/doctor/doctor.js';
import { neededPermissions } from '../../src/cli/doctor/needs.js';
import { fromBlock, readWorkflowPermissions } from '../../src/cli/doctor/workflow.js';

describe('parseRemote', () => {
  it.each([
    ['https://github.com/octo/app.git', { repo: { owner: 'octo', repo: 'app' } }],
    ['git@github.com:octo/app.git', { repo: { owner: 'octo', repo: 'app' } }],
    ['ssh://git@github.com/octo/app', { repo: { owner: 'octo', repo: 'app' } }],
    ['https://user@github.com/octo/app.js', { repo: { owner: 'octo', repo: 'app.js' } }],
    [
      'https://ghe.example.com/team/svc.git',
      { repo: { owner: 'team', repo: 'svc' }, apiUrl: 'https://ghe.example.com/api/v3' },
    ],
  ])('%s', (url, expected) => {
    expect(parseRemote(url)).toEqual(expected);
  });

  it('returns null for a local path', () => {
    expect(parseRemote('/srv/git/app.git')).toBeNull();
  });

  it('returns null for a host that is no host name (a remote could print escapes through the suggestion)', () => {
    expect(parseRemote('git@evil\u001b[2J:octo/app.git')).toBeNull();
    expect(parseRemote('https://ghe_corp!/octo/app.git')).toBeNull();
  });
});

describe('workflow permissions', () => {
  it('reads a map; unlisted permissions are none', () => {
    const p = fromBlock('w.yml', { 'pull-requests': 'write', contents: 'read' });
    expect(p.grants('pull-requests', 'write')).toBe(true);
    expect(p.grants('contents', 'read')).toBe(true);
    expect(p.grants('contents', 'write')).toBe(false);
    expect(p.level('checks')).toBe('none');
  });

  it('reads read-all, write-all and an empty block', () => {
    expect(fromBlock('w', 'read-all').grants('pull-requests', 'write')).toBe(false);
    expect(fromBlock('w', 'write-all').grants('checks', 'write')).toBe(true);
    expect(fromBlock('w', {}).grants('contents', 'read')).toBe(false);
  });

  it('assumes only read when there is no block (the repository default is not in the file)', () => {
    const p = fromBlock('w', undefined);
    expect(p.level('pull-requests')).toBe('default');
    expect(p.grants('pull-requests', 'read')).toBe(true);
    expect(p.grants('pull-requests', 'write')).toBe(false);
  });

  it('finds the job that runs prlens; job permissions override the workflow', () => {
    const root = mkdtempSync(path.join(os.tmpdir(), 'prlens-wf-'));
    mkdirSync(path.join(root, '.github/workflows'), { recursive: true });
    writeFileSync(
      path.join(root, '.github/workflows/ci.yml'),
      'on: push\npermissions: write-all\njobs:\n  t:\n    steps:\n      - run: npm test\n',
    );
    writeFileSync(
      path.join(root, '.github/workflows/review.yml'),
      'on: pull_request\npermissions: read-all\njobs:\n  r:\n    permissions:\n      pull-requests: write\n    steps:\n      - uses: octo/prlens@v1\n',
    );
    const { found: p, unreadable } = readWorkflowPermissions(root);
    expect(unreadable).toEqual([]);
    expect(p?.file).toBe('.github/workflows/review.yml');
    expect(p?.grants('pull-requests', 'write')).toBe(true);
    expect(p?.level('contents')).toBe('none');
  });

  it('returns null without workflows', () => {
    expect(readWorkflowPermissions(mkdtempSync(path.join(os.tmpdir(), 'prlens-nowf-')))).toEqual({
      found: null,
      unreadable: [],
    });
  });

  it('names a workflow that does not parse instead of skipping it', () => {
    const root = mkdtempSync(path.join(os.tmpdir(), 'prlens-badwf-'));
    mkdirSync(path.join(root, '.github/workflows'), { recursive: true });
    writeFileSync(path.join(root, '.github/workflows/prlens.yml'), 'on: [pull_request\njobs: {\n');
    const { found, unreadable } = readWorkflowPermissions(root);
    expect(found).toBeNull();
    expect(unreadable).toHaveLength(1);
    expect(unreadable[0]!.file).toBe('.github/workflows/prlens.yml');
    expect(unreadable[0]!.reason).not.toContain('\n');
  });
});

describe('what the settings need', () => {
  it('asks contents: write only to resolve threads, and checks: write only for check-run', () => {
    const base = neededPermissions(mergeLayers([]));
    expect(base.map((n) => `${n.permission}:${n.access}`)).toEqual(['pull-requests:write', 'contents:write']);
    expect(base[1]?.optional).toBe(true);
    const lean = neededPermissions(mergeLayers([{ 'resolve-fixed': false, 'check-run': true }]));
    expect(lean.map((n) => `${n.permission}:${n.access}`)).toEqual([
      'pull-requests:write',
      'contents:read',
      'checks:write',
    ]);
  });
});

describe('formatResult', () => {
  it('prints the status, the area, the message and the fix under it', () => {
    expect(formatResult({ area: 'model', status: 'fail', message: 'down', fix: 'start it' })).toBe(
      'FAIL  model   down\n              fix: start it\n',
    );
    expect(formatResult({ area: 'github', status: 'skip', message: 'no token' })).toBe(
      '--    github  no token\n',
    );
  });
});
