/**
 * The scenario builder of the end-to-end tests: `useScenario()` in a describe block gives each test
 * a fresh fake GitHub (closed after the test, which must have sent GitHub nothing it would refuse),
 * one fake model server for the file (its script and records cleared before each test, so answers
 * are scripted per test), temp git repositories, and the two entries run as users run them:
 * `action()` (in-process, tests/support/action.ts; `builtAction()` through dist/index.js) and
 * `cli()` (in-process, tests/support/cli.ts).
 */
import { afterAll, afterEach, beforeAll, beforeEach, expect } from 'vitest';
import { startFakeGitHub, type FakeGitHub, type FakeOptions } from '../fakes/github/index.js';
import {
  startFakeAnthropic,
  type AnthropicReply,
  type FakeAnthropicOptions,
} from '../fakes/anthropic-server.js';
import {
  startFakeOpenAI,
  type FakeOpenAIOptions,
  type OpenAIReply,
  type ScriptedServer,
} from '../fakes/openai-server.js';
import { runAction, runBuiltAction, type ActionOptions, type ActionRun } from './action.js';
import { cli, type CliOptions, type CliRun } from './cli.js';
import { TempRepo } from './repo.js';

export interface ScenarioOptions {
  /** Start a fake OpenAI server for the file (true: default options). */
  openai?: FakeOpenAIOptions | boolean;
  /** Start a fake Anthropic server for the file. */
  anthropic?: FakeAnthropicOptions | boolean;
  /** Skip the check that the fake GitHub saw no request GitHub would refuse (fault tests). */
  allowViolations?: boolean;
}

export interface Scenario {
  /** This test's fake GitHub; throws before `github()` was awaited. */
  readonly fake: FakeGitHub;
  /** Starts this test's fake GitHub (once per test; closed after it). */
  github(options?: FakeOptions): Promise<FakeGitHub>;
  /** The file's fake OpenAI server. */
  readonly openai: ScriptedServer<OpenAIReply>;
  /** The file's fake Anthropic server. */
  readonly anthropic: ScriptedServer<AnthropicReply>;
  /** A fresh temp git repository. */
  repo(): TempRepo;
  /** The action in-process against this test's fake GitHub. */
  action(options: Omit<ActionOptions, 'fake'>): Promise<ActionRun>;
  /** The built dist/index.js against this test's fake GitHub. */
  builtAction(options: Omit<ActionOptions, 'fake'>): Promise<ActionRun>;
  /** The CLI in-process; GITHUB_API_URL and GITHUB_GRAPHQL_URL point at this test's fake, when started. */
  cli(
    cwd: string,
    args: string[],
    env?: Record<string, string | undefined>,
    options?: CliOptions,
  ): Promise<CliRun>;
}

/**
 * A fake GitHub of its own for one test that runs beside others (`it.concurrent`): `useScenario`
 * holds one fake per test, so tests that run at the same time each take theirs here. It is started,
 * handed to `use`, checked for requests GitHub would refuse (unless `allowViolations`), and closed.
 */
export async function withOwnGitHub<T>(
  options: FakeOptions & { allowViolations?: boolean },
  use: (fake: FakeGitHub) => Promise<T>,
): Promise<T> {
  const { allowViolations, ...fakeOptions } = options;
  const fake = await startFakeGitHub(fakeOptions);
  try {
    const result = await use(fake);
    if (!allowViolations) expect(fake.violations).toEqual([]);
    return result;
  } finally {
    await fake.close();
  }
}

/** Registers the hooks of a scenario in the current describe block (or file). */
export function useScenario(options: ScenarioOptions = {}): Scenario {
  let fake: FakeGitHub | undefined;
  let openai: ScriptedServer<OpenAIReply> | undefined;
  let anthropic: ScriptedServer<AnthropicReply> | undefined;
  const repos: TempRepo[] = [];

  beforeAll(async () => {
    if (options.openai) openai = await startFakeOpenAI(options.openai === true ? {} : options.openai);
    if (options.anthropic)
      anthropic = await startFakeAnthropic(options.anthropic === true ? {} : options.anthropic);
  });
  beforeEach(() => {
    openai?.reset();
    anthropic?.reset();
  });
  afterEach(async () => {
    const current = fake;
    fake = undefined;
    for (const repo of repos.splice(0)) repo.remove();
    if (!current) return;
    // Requests GitHub would refuse, GraphQL errors and deprecated fields included.
    if (!options.allowViolations) expect(current.violations).toEqual([]);
    await current.close();
  });
  afterAll(async () => {
    await openai?.close();
    await anthropic?.close();
  });

  const need = <T>(value: T | undefined, what: string): T => {
    if (value === undefined) throw new Error(`the scenario has no ${what}`);
    return value;
  };
  return {
    get fake() {
      return need(fake, 'fake GitHub yet: await s.github() first');
    },
    async github(fakeOptions = {}) {
      if (fake) throw new Error('this test already started its fake GitHub');
      fake = await startFakeGitHub(fakeOptions);
      return fake;
    },
    get openai() {
      return need(openai, 'fake OpenAI server: pass { openai: true }');
    },
    get anthropic() {
      return need(anthropic, 'fake Anthropic server: pass { anthropic: true }');
    },
    repo() {
      const repo = new TempRepo();
      repos.push(repo);
      return repo;
    },
    action: (run) => runAction({ ...run, fake: need(fake, 'fake GitHub yet') }),
    builtAction: (run) => runBuiltAction({ ...run, fake: need(fake, 'fake GitHub yet') }),
    cli: (cwd, args, env = {}, cliOptions = {}) =>
      cli(
        cwd,
        args,
        fake ? { GITHUB_API_URL: fake.apiUrl, GITHUB_GRAPHQL_URL: fake.graphqlUrl, ...env } : env,
        cliOptions,
      ),
  };
}
