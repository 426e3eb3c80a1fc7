/**
 * Runs the BUILT action (dist/index.js) as the runner does: a child process with INPUT_* for every
 * input of action.yml (defaults included), GITHUB_* pointing at the fake GitHub, and temp files for
 * the event payload, GITHUB_OUTPUT, GITHUB_STEP_SUMMARY and RUNNER_TEMP.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parse } from 'yaml';
import type { FakeGitHub } from '../fakes/github/index.js';

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
}

/** Inputs with the defaults the runner fills in from action.yml. */
function inputEnv(inputs: Record<string, string>): Record<string, string> {
  const action = parse(readFileSync(path.join(ROOT, 'action.yml'), 'utf8')) as {
    inputs: Record<string, { default?: string }>;
  };
  const env: Record<string, string> = {};
  for (const [name, spec] of Object.entries(action.inputs)) {
    const value = name in inputs ? inputs[name]! : String(spec.default ?? '');
    env[`INPUT_${name.toUpperCase()}`] = value === '${{ github.token }}' ? TOKEN : value;
  }
  for (const name of Object.keys(inputs)) {
    if (!(name in action.inputs)) throw new Error(`action.yml has no input ${name}`);
  }
  return env;
}

/** Parses GITHUB_OUTPUT: `name<<DELIMITER\nvalue\nDELIMITER` blocks as @actions/core writes them. */
export function parseOutputs(text: string): Record<string, string> {
  const outputs: Record<string, string> = {};
  const re = /^([^<\n]+)<<(\S+)\n([\s\S]*?)\n\2$/gm;
  for (let m = re.exec(text); m; m = re.exec(text)) outputs[m[1]!] = m[3]!;
  return outputs;
}

export async function runAction(options: {
  fake: Pick<FakeGitHub, 'apiUrl' | 'graphqlUrl'>;
  eventName: string;
  payload: unknown;
  repository?: string;
  inputs?: Record<string, string>;
  env?: Record<string, string>;
}): Promise<ActionRun> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'prlens-action-'));
  const files = {
    event: path.join(dir, 'event.json'),
    output: path.join(dir, 'output.txt'),
    summary: path.join(dir, 'summary.md'),
  };
  writeFileSync(files.event, JSON.stringify(options.payload));
  writeFileSync(files.output, '');
  writeFileSync(files.summary, '');
  const env = {
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
    ...inputEnv(options.inputs ?? {}),
    ...options.env,
  };
  const child = spawn(process.execPath, [ACTION_ENTRY], { env, cwd: dir });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
  return {
    code,
    stdout,
    stderr,
    outputs: parseOutputs(readFileSync(files.output, 'utf8')),
    jobSummary: readFileSync(files.summary, 'utf8'),
    dir,
  };
}
