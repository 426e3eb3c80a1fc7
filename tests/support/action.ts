/**
 * Runs the action as the runner does: INPUT_* for every input of action.yml (defaults included),
 * GITHUB_* pointing at the fake GitHub, and temp files for the event payload, GITHUB_OUTPUT,
 * GITHUB_STEP_SUMMARY and RUNNER_TEMP.
 *
 * `runAction` runs it in-process through src/action/main.ts with a recording fake @actions/core
 * (./fake-core.ts) and GitHub's write spacing off (createGitHub's `throttle: false`): the same code
 * as the bundle, without a process start and without seconds of waiting per write.
 * `runBuiltAction` runs the BUILT dist/index.js in a child process, for the few smoke tests that
 * must prove the bundle itself and what it prints on the real stdout and stderr.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { main } from '../../src/action/main.js';
import type { FakeGitHub } from '../fakes/github/index.js';
import { inputEnv } from './action-inputs.js';
import { createFakeCore, type FakeCore } from './fake-core.js';

const ROOT = path.resolve(import.meta.dirname, '../..');
export const ACTION_ENTRY = path.join(ROOT, 'dist/index.js');
export const TOKEN = 'ghs_fakeActionsToken0123456789';

export interface ActionRun {
  code: number | null;
  stdout: string;
  stderr: string;
  outputs: Record<string, string>;
  jobSummary: string;
  dir: string;
  /** In-process runs: the fake core with every call (secrets, annotations, failures). */
  core?: FakeCore;
}

export interface ActionOptions {
  fake: Pick<FakeGitHub, 'apiUrl' | 'graphqlUrl'>;
  eventName: string;
  payload: unknown;
  repository?: string;
  inputs?: Record<string, string>;
  env?: Record<string, string>;
}

/** Parses GITHUB_OUTPUT: `name<<DELIMITER\nvalue\nDELIMITER` blocks as @actions/core writes them. */
export function parseOutputs(text: string): Record<string, string> {
  const outputs: Record<string, string> = {};
  const re = /^([^<\n]+)<<(\S+)\n([\s\S]*?)\n\2$/gm;
  for (let m = re.exec(text); m; m = re.exec(text)) outputs[m[1]!] = m[3]!;
  return outputs;
}

/** The runner's environment and files for one run. */
function runnerEnv(options: ActionOptions) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'prlens-action-'));
  const files = {
    event: path.join(dir, 'event.json'),
    output: path.join(dir, 'output.txt'),
    summary: path.join(dir, 'summary.md'),
  };
  writeFileSync(files.event, JSON.stringify(options.payload));
  writeFileSync(files.output, '');
  writeFileSync(files.summary, '');
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? '',
    HOME: dir,
    GITHUB_ACTIONS: 'true',
    GITHUB_API_URL: options.fake.apiUrl,
    GITHUB_GRAPHQL_URL: options.fake.graphqlUrl,
    GITHUB_EVENT_NAME: options.eventName,
    GITHUB_EVENT_PATH: files.event,
    GITHUB_REPOSITORY: options.repository ?? 'octo-org/octo-repo',
    GITHUB_OUTPUT: files.output,
    GITHUB_STEP_SUMMARY: files.summary,
    RUNNER_TEMP: dir,
    ...inputEnv(options.inputs ?? {}, TOKEN),
    ...options.env,
  };
  const result = (code: number | null, stdout: string, stderr: string): ActionRun => ({
    code,
    stdout,
    stderr,
    outputs: parseOutputs(readFileSync(files.output, 'utf8')),
    jobSummary: readFileSync(files.summary, 'utf8'),
    dir,
  });
  return { dir, env, result };
}

/** Runs the action in-process, as dist/index.js would, with a recording fake core. */
export async function runAction(options: ActionOptions): Promise<ActionRun> {
  const { env, result } = runnerEnv(options);
  const core = createFakeCore(env);
  let stderr = '';
  await main(env, {
    core,
    github: { throttle: false },
    stderr: (text) => {
      stderr += text;
    },
  });
  return { ...result(core.failures.length > 0 ? 1 : 0, core.stdout, stderr), core };
}

/** Runs the BUILT action (dist/index.js) in a child process, as the runner does. */
export async function runBuiltAction(options: ActionOptions): Promise<ActionRun> {
  const { dir, env, result } = runnerEnv(options);
  const child = spawn(process.execPath, [ACTION_ENTRY], { env, cwd: dir });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
  return result(code, stdout, stderr);
}
