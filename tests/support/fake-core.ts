/**
 * A recording fake of @actions/core for running the action in-process (actions/typescript-action's
 * `__fixtures__/core.ts` records calls the same way). It reads inputs from the env it is given, as
 * the real one reads INPUT_* from process.env, and writes what the runner would see in the real
 * one's formats (https://github.com/actions/toolkit/tree/main/packages/core): workflow commands on
 * its `stdout` (`::warning::`, `::add-mask::`, `::group::`, data escaped as in command.ts), outputs
 * as `name<<ghadelimiter_UUID` blocks in GITHUB_OUTPUT, the job summary appended to
 * GITHUB_STEP_SUMMARY. It also keeps every call, for tests that assert on calls.
 */
import { randomUUID } from 'node:crypto';
import { appendFileSync } from 'node:fs';
import type { Core } from '../../src/action/core.js';

/** @actions/core's escapeData: the runner parses a command to the end of the line. */
function escapeData(text: string): string {
  return text.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
}

export interface FakeCore extends Core {
  /** Everything the real core would have written to stdout. */
  readonly stdout: string;
  readonly outputs: Record<string, string>;
  readonly secrets: string[];
  readonly annotations: Array<{ level: 'error' | 'warning' | 'notice'; message: string }>;
  /** The messages of setFailed; the step's exit code is 1 when there is one. */
  readonly failures: string[];
  readonly summaries: string[];
}

/** A fake core over `env`: INPUT_* for inputs, GITHUB_OUTPUT and GITHUB_STEP_SUMMARY for files. */
export function createFakeCore(env: Record<string, string | undefined>): FakeCore {
  let stdout = '';
  const outputs: Record<string, string> = {};
  const secrets: string[] = [];
  const annotations: FakeCore['annotations'] = [];
  const failures: string[] = [];
  const summaries: string[] = [];
  const write = (text: string) => (stdout += text);
  const command = (name: string, message: string) => write(`::${name}::${escapeData(message)}\n`);
  const annotate = (level: 'error' | 'warning' | 'notice', message: string) => {
    annotations.push({ level, message });
    command(level, message);
  };
  let pending = '';
  const summary = {
    addRaw(text: string, addEOL = false) {
      pending += addEOL ? `${text}\n` : text;
      return summary;
    },
    write() {
      const file = env.GITHUB_STEP_SUMMARY;
      if (!file)
        return Promise.reject(new Error('Unable to find environment variable for $GITHUB_STEP_SUMMARY'));
      appendFileSync(file, pending);
      summaries.push(pending);
      pending = '';
      return Promise.resolve(summary);
    },
  };
  return {
    get stdout() {
      return stdout;
    },
    outputs,
    secrets,
    annotations,
    failures,
    summaries,
    getInput: (name) => (env[`INPUT_${name.replace(/ /g, '_').toUpperCase()}`] ?? '').trim(),
    setSecret(secret) {
      secrets.push(secret);
      command('add-mask', secret);
    },
    debug: (message) => command('debug', message),
    info: (message) => write(`${message}\n`),
    warning: (message) => annotate('warning', message),
    error: (message) => annotate('error', message),
    notice: (message) => annotate('notice', message),
    setFailed(message) {
      failures.push(message);
      annotate('error', message);
    },
    setOutput(name, value) {
      outputs[name] = value;
      const file = env.GITHUB_OUTPUT;
      if (!file) {
        write(`\n::set-output name=${name}::${escapeData(value)}\n`);
        return;
      }
      const delimiter = `ghadelimiter_${randomUUID()}`;
      appendFileSync(file, `${name}<<${delimiter}\n${value}\n${delimiter}\n`);
    },
    async group(name, fn) {
      command('group', name);
      try {
        return await fn();
      } finally {
        write('::endgroup::\n');
      }
    },
    summary,
  };
}
