/**
 * One head tree per run (issue 44 leftovers, context8 point 3), counted at the fake GitHub: one
 * review with a model reads the head's tarball at most once and each (file, ref) over the contents API
 * at most once, however many stages ask — the context index and its packs, the review's lookup round,
 * the audit's file and symbol reads, the static lens, the suggestion check and the instructions.
 * Files the in-memory tarball already holds are answered from it, not fetched again.
 * https://docs.github.com/rest/repos/contents#download-a-repository-archive-tar
 * https://docs.github.com/rest/repos/contents#get-repository-content
 */
import { describe, expect, it } from 'vitest';
import { webhookPayload } from '../fakes/github/index.js';
import type { OpenAIReply, RecordedRequest } from '../fakes/openai-server.js';
import { TOKEN } from '../support/action.js';
import { useScenario } from '../support/scenario.js';

const MODEL_KEY = 'sk-fake-model-key-0123456789';

const GATEWAY = 'export function charge(cents: number) {\n  return cents;\n}\n';
const PAY_BEFORE = "import { charge } from './gateway';\nexport const pay = (cents: number) => cents;\n";
const PAY_AFTER =
  "import { charge } from './gateway';\nexport const pay = (cents: number) => charge(cents * 100);\n";
const SHOP = "import { pay } from './pay';\nexport const checkout = () => pay(5);\n";

type Message = { role: string; content: string };
const schemaName = (r: RecordedRequest): string | undefined => r.body.response_format?.json_schema?.name;
const text = (r: RecordedRequest) => (r.body.messages as Message[]).map((m) => m.content).join('\n');

const FINDING = {
  path: 'src/pay.ts',
  line: 2,
  start_line: null,
  side: 'RIGHT',
  severity: 'high',
  category: 'units',
  lens: 'correctness',
  title: 'Cents multiplied by 100 again',
  body: 'charge takes cents already.',
  suggestion: 'export const pay = (cents: number) => charge(cents);',
  anchor: 'export const pay = (cents: number) => charge(cents * 100);',
  confidence: 0.6,
};

/** Lens calls look `charge` up once; the audit asks for the gateway file and the symbol, then keeps. */
function answer(request: RecordedRequest): OpenAIReply {
  if (schemaName(request) === 'reflection_verdicts') {
    const asked = text(request).includes('### file src/gateway.ts');
    const verdict = asked
      ? { verdict: 'keep', file: null, symbol: null }
      : { verdict: 'need', file: 'src/gateway.ts', symbol: 'charge' };
    return {
      kind: 'success',
      json: { verdicts: [{ id: 'f1', reason: null, evidence: null, known: null, ...verdict }] },
    };
  }
  if (schemaName(request) !== 'review_findings') return { kind: 'success', json: { groups: [] } };
  const looked = text(request).includes('<<<LOOKUP-');
  const lookups = looked
    ? []
    : [
        { kind: 'usages', symbol: 'pay' },
        { kind: 'definition', symbol: 'charge' },
      ];
  return { kind: 'success', json: { findings: [FINDING], lookups } };
}

describe('one head tree per review run', () => {
  const s = useScenario({ openai: { apiKey: MODEL_KEY } });

  it('downloads the head tarball once and reads no (file, ref) twice', async () => {
    s.openai.setHandler(answer);
    const fake = await s.github({ token: TOKEN });
    const pull = fake.state.createPullRequest({
      base: { 'src/gateway.ts': GATEWAY, 'src/pay.ts': PAY_BEFORE, 'src/shop.ts': SHOP },
      head: { 'src/gateway.ts': GATEWAY, 'src/pay.ts': PAY_AFTER, 'src/shop.ts': SHOP },
    });
    const run = await s.action({
      eventName: 'pull_request',
      payload: webhookPayload('pull_request.opened', { pull, apiUrl: fake.apiUrl }),
      inputs: {
        'api-key': MODEL_KEY,
        'base-url': s.openai.url,
        model: 'm',
        preset: 'full',
        'repo-context': 'full',
      },
    });
    expect(run.code).toBe(0);
    const isRead = (r: (typeof fake.requests)[number]) =>
      r.kind === 'rest' && r.operation === 'repos/get-content';
    const where = (r: (typeof fake.requests)[number]) =>
      `${decodeURIComponent(r.path.replace(/^.*\/contents\/?/, ''))}@${r.query.ref === pull.headSha ? 'head' : 'base'}`;
    const reads = fake.requests.filter(isRead).map(where);
    const tarballs = fake.requests.filter((r) => r.operation === 'repos/download-tarball-archive');
    // The run did ask: the index searched the head, the lookup round ran, the audit read a file.
    expect(tarballs.map((t) => t.path)).toEqual([`/repos/octo-org/octo-repo/tarball/${pull.headSha}`]);
    expect(s.openai.requests.some((r) => text(r).includes('<<<LOOKUP-'))).toBe(true);
    expect(s.openai.requests.some((r) => text(r).includes('### file src/gateway.ts'))).toBe(true);
    expect(reads.filter((r, i) => reads.indexOf(r) !== i)).toEqual([]);
    // Once the head's tarball is in memory, no head file is fetched again over the contents API.
    const after = fake.requests.slice(fake.requests.indexOf(tarballs[0]!)).filter(isRead).map(where);
    expect(after.filter((r) => r.endsWith('@head'))).toEqual([]);
    // The PR's own file is read before any search needs the tarball (a small PR never downloads it
    // for select alone); the gateway, found by the index's search, comes from the tarball.
    expect(reads).toContain('src/pay.ts@head');
    expect(reads).not.toContain('src/gateway.ts@head');
  });
});
