/**
 * `repo-context` (issue 44): how much of the repository the model sees beyond the diff. A change
 * calls `taxRate`, declared in a file the change leaves alone; the model (a fake OpenAI-compatible
 * server on 127.0.0.1) asks to look `taxRate` up whenever it is offered lookups. Each value shows
 * in what the review requests carry: the context pack (the definition after the diff), the
 * `lookups` field of the answer schema, and the follow-up request with the lookups' answers.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OpenAIReply, RecordedRequest } from '../fakes/openai-server.js';
import { cli } from '../support/cli.js';
import { TempRepo } from '../support/repo.js';
import { useScenario } from '../support/scenario.js';

/** A line of the unchanged declaration: in a request only when the repository was read for it. */
const DECLARED = "return region === 'EU' ? 0.2 : 0.1;";
const RATES = `export function taxRate(region: string) {\n  ${DECLARED}\n}\n`;
const PAY_BEFORE = 'export function pay(cents: number) {\n  return cents;\n}\n';
const PAY_AFTER =
  "import { taxRate } from './rates';\nexport function pay(cents: number, region: string) {\n  return cents * (1 + taxRate(region));\n}\n";

type Message = { role: string; content: string };
const schemaOf = (r: RecordedRequest) => r.body.response_format?.json_schema;
const textOf = (r: RecordedRequest) => (r.body.messages as Message[]).map((m) => m.content).join('\n');

/** Asks for `taxRate`'s definition in a first answer whose schema offers lookups; else no finding. */
function answer(request: RecordedRequest): OpenAIReply {
  if (schemaOf(request)?.name !== 'review_findings')
    return { kind: 'success', json: { groups: [], verdicts: [] } };
  const offered = 'lookups' in (schemaOf(request)?.schema?.properties ?? {});
  const first = !textOf(request).includes('<<<LOOKUP-');
  const lookups = offered && first ? [{ kind: 'definition', symbol: 'taxRate' }] : [];
  return { kind: 'success', json: offered ? { findings: [], lookups } : { findings: [] } };
}

/** A repository whose one commit after `base` makes `pay` call `taxRate`; `config` at the base. */
function makeRepo(config?: string): { repo: TempRepo; base: string; head: string } {
  const repo = new TempRepo();
  if (config !== undefined) repo.write('.github/prlens.yml', config);
  repo.write('src/rates.ts', RATES);
  repo.write('src/pay.ts', PAY_BEFORE);
  const base = repo.commit('start');
  repo.write('src/pay.ts', PAY_AFTER);
  return { repo, base, head: repo.commit('tax by region') };
}

describe('repo-context: how much of the repository the review calls see', () => {
  const scene = useScenario({ openai: true });
  const repos: TempRepo[] = [];
  let plain: ReturnType<typeof makeRepo>;
  beforeAll(() => {
    plain = makeRepo();
    repos.push(plain.repo);
  });
  afterAll(() => {
    for (const repo of repos) repo.remove();
  });

  /** Reviews the commit with `extra` arguments and env; the review requests and what they carried. */
  async function review(extra: string[], env: Record<string, string> = {}, target = plain) {
    scene.openai.requests.length = 0;
    scene.openai.setHandler(answer);
    const { repo, base, head } = target;
    const args = ['review', '--from', base, '--to', head, '--provider', 'openai-compatible'];
    const run = await cli(
      repo.root,
      [...args, '--base-url', scene.openai.url, '--model', 'm', ...extra],
      env,
    );
    expect(run.code).toBe(0);
    const calls = scene.openai.requests.filter((r) => schemaOf(r)?.name === 'review_findings');
    const first = calls.filter((r) => !textOf(r).includes('<<<LOOKUP-'));
    return {
      stderr: run.stderr,
      /** First requests whose prompt carries a context pack with the unchanged declaration. */
      packed: first.filter((r) => textOf(r).includes('<<<CONTEXT-') && textOf(r).includes(DECLARED)).length,
      /** First requests whose schema offers `lookups`, and whose prompt says how to ask. */
      offered: first.filter((r) => 'lookups' in (schemaOf(r)?.schema?.properties ?? {})).length,
      instructed: first.filter((r) => textOf(r).includes('list up to 6 `lookups`')).length,
      /** Follow-up requests that carry the lookups' answers, with the declaration found. */
      rounds: calls.filter((r) => textOf(r).includes('<<<LOOKUP-') && textOf(r).includes(DECLARED)).length,
      firsts: first.length,
    };
  }

  it('full: every call carries its pack and may look code up, and the round is answered', async () => {
    const seen = await review(['--repo-context', 'full']);
    expect(seen.firsts).toBeGreaterThan(0);
    expect(seen).toMatchObject({ packed: seen.firsts, offered: seen.firsts, instructed: seen.firsts });
    expect(seen.rounds).toBe(seen.firsts);
  });

  it('pack: the packs, and neither the lookups field, nor the instruction, nor a second request', async () => {
    const seen = await review(['--repo-context', 'pack']);
    expect(seen.firsts).toBeGreaterThan(0);
    expect(seen).toMatchObject({ packed: seen.firsts, offered: 0, instructed: 0, rounds: 0 });
  });

  it('full is the default: no setting gives the packs and the lookup round', async () => {
    const seen = await review([]);
    expect(seen.firsts).toBeGreaterThan(0);
    expect(seen).toMatchObject({ packed: seen.firsts, offered: seen.firsts, instructed: seen.firsts });
    expect(seen.rounds).toBe(seen.firsts);
  });

  it('lookups (from the environment): no pack, and the lookup round answers from the repository', async () => {
    const seen = await review([], { PRLENS_REPO_CONTEXT: 'lookups' });
    expect(seen.firsts).toBeGreaterThan(0);
    expect(seen).toMatchObject({ packed: 0, offered: seen.firsts, instructed: seen.firsts });
    expect(seen.rounds).toBe(seen.firsts);
  });

  it('off (from the repository config): the requests carry nothing of the repository beyond the diff', async () => {
    const configured = makeRepo('repo-context: off\n');
    repos.push(configured.repo);
    const seen = await review([], {}, configured);
    expect(seen.firsts).toBeGreaterThan(0);
    expect(seen).toMatchObject({ packed: 0, offered: 0, instructed: 0, rounds: 0 });
    expect(seen.stderr).toContain('repo-context off: no context packs built, no lookup round');
  });

  /** Reviews the commit with preset deep, each conversation ending at once; its requests with tools. */
  async function reviewDeep(extra: string[]) {
    scene.openai.requests.length = 0;
    scene.openai.setHandler((request): OpenAIReply => {
      if (request.body.tools) return { kind: 'tool_calls', calls: [{ name: 'task_done', arguments: {} }] };
      return { kind: 'success', json: { groups: [], reasoning: '-', contradicted: [] } };
    });
    const { repo, base, head } = plain;
    const args = [
      'review',
      '--from',
      base,
      '--to',
      head,
      '--provider',
      'openai-compatible',
      '--preset',
      'deep',
    ];
    const run = await cli(repo.root, [
      ...args,
      ...['--base-url', scene.openai.url, '--model', 'm', '--format', 'json'],
      ...extra,
    ]);
    expect(run.code).toBe(0);
    const usage = (JSON.parse(run.stdout) as { usage: { context_pack_tokens?: number } }).usage;
    return {
      requests: scene.openai.requests.filter((r) => r.body.tools),
      packTokens: usage.context_pack_tokens,
    };
  }

  it("deep: a conversation's first request carries the unchanged file's declaration of a name the change calls", async () => {
    const {
      requests: [first],
      packTokens,
    } = await reviewDeep([]);
    const system = (first?.body.messages as Message[] | undefined)?.[0];
    expect(system?.role).toBe('system');
    // After the diff, in the system prompt every call of the conversation repeats (its cached prefix).
    expect(system?.content).toMatch(
      /DIFF-\w+>>>\n\nRepository context[^\n]*\n<<<CONTEXT-\w+\n[\s\S]*taxRate/,
    );
    expect(system?.content).toContain(DECLARED);
    // Counted in the usage as the lens presets' packs are.
    expect(packTokens).toBeGreaterThan(0);
  });

  it('deep with repo-context lookups (its tools look code up): no pack', async () => {
    const { requests, packTokens } = await reviewDeep(['--repo-context', 'lookups']);
    expect(packTokens).toBeUndefined();
    expect(requests.length).toBeGreaterThan(0);
    for (const r of requests) expect(textOf(r)).not.toContain('<<<CONTEXT-');
  });

  it('the preview counts the very pack tokens the review then sends', async () => {
    const { repo, base, head } = plain;
    const args = [
      'review',
      '--from',
      base,
      '--to',
      head,
      '--provider',
      'openai-compatible',
      '--repo-context',
      'pack',
    ];
    const common = [...args, '--base-url', scene.openai.url, '--model', 'm', '--format', 'json'];
    scene.openai.requests.length = 0;
    scene.openai.setHandler(answer);
    const run = JSON.parse((await cli(repo.root, common)).stdout) as {
      usage: { context_pack_tokens: number };
    };
    const sent = scene.openai.requests.length;
    const preview = JSON.parse((await cli(repo.root, [...common, '--preview'])).stdout) as {
      estimate: { packTokens: number };
    };
    expect(scene.openai.requests).toHaveLength(sent);
    expect(run.usage.context_pack_tokens).toBeGreaterThan(0);
    expect(preview.estimate.packTokens).toBe(run.usage.context_pack_tokens);
  });

  it("off leaves the audit's reads alone: a symbol it needs is still looked up in the repository", async () => {
    const finding = {
      path: 'src/pay.ts',
      line: 3,
      start_line: null,
      side: 'RIGHT',
      severity: 'high',
      category: 'correctness',
      lens: 'correctness',
      title: 'An unknown region gets the lowest rate',
      body: '`taxRate` may not know the region.',
      suggestion: null,
      anchor: 'return cents * (1 + taxRate(region));',
      confidence: 0.9,
    };
    scene.openai.requests.length = 0;
    scene.openai.setHandler((request): OpenAIReply => {
      const schema = schemaOf(request)?.name;
      if (schema === 'review_findings') return { kind: 'success', json: { findings: [finding] } };
      if (schema !== 'reflection_verdicts') return { kind: 'success', json: { groups: [] } };
      const ids = [...textOf(request).matchAll(/^### (\S+) —/gm)].map((m) => m[1]);
      const seen = textOf(request).includes(DECLARED);
      const verdict = (id: string | undefined) => ({
        ...{ id, verdict: seen ? 'keep' : 'need', reason: seen ? 'shown' : null, evidence: null },
        ...{ file: null, symbol: seen ? null : 'taxRate', known: null },
      });
      return { kind: 'success', json: { verdicts: ids.map(verdict) } };
    });
    const { repo, base, head } = plain;
    const args = [
      'review',
      '--from',
      base,
      '--to',
      head,
      '--provider',
      'openai-compatible',
      '--repo-context',
      'off',
    ];
    const run = await cli(repo.root, [...args, '--base-url', scene.openai.url, '--model', 'm']);
    expect(run.code).toBe(0);
    const audits = scene.openai.requests.filter((r) => schemaOf(r)?.name === 'reflection_verdicts');
    expect(audits.length).toBeGreaterThan(1);
    expect(textOf(audits.at(-1)!)).toContain(DECLARED);
  });

  it('a bad value is a configuration error that names the values allowed', async () => {
    const { repo, base, head } = plain;
    const run = await cli(repo.root, ['review', '--from', base, '--to', head, '--repo-context', 'all']);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('\'repo-context\' must be full, pack, lookups, off; got "all"');
  });
});
