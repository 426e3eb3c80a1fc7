/**
 * `prlens review` on a git repository whose `.github/prlens.yml` excludes a secrets folder: the
 * change calls a function declared there, and neither the context pack nor the lookup round (`git
 * grep` over the head) sends that file to the model; the lookup answer says it is excluded by
 * configuration, not that nothing was found.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { OpenAIReply, RecordedRequest } from '../fakes/openai-server.js';
import { cli } from '../support/cli.js';
import { TempRepo } from '../support/repo.js';
import { useScenario } from '../support/scenario.js';

const SECRET = 'SECRET_MARKER_5518';
const CALLER_BEFORE = 'export function pay(cents: number) {\n  return cents;\n}\n';
const CALLER_AFTER =
  "import { signingKey } from './secrets/keys';\nexport function pay(cents: number) {\n  return sign(signingKey(), cents);\n}\n";

type Message = { role: string; content: string };
const schemaName = (r: RecordedRequest): string | undefined => r.body.response_format?.json_schema?.name;
const text = (r: RecordedRequest) => (r.body.messages as Message[]).map((m) => m.content).join('\n');

/** A review call asks for the definition once; every other call answers with no finding. */
function answer(request: RecordedRequest): OpenAIReply {
  if (schemaName(request) !== 'review_findings')
    return { kind: 'success', json: { groups: [], verdicts: [] } };
  const asked = text(request).includes('<<<LOOKUP-');
  // With one lookup that can be answered (`pay`): a round whose every lookup failed is not sent.
  const lookups = asked
    ? []
    : [
        { kind: 'definition', symbol: 'signingKey' },
        { kind: 'definition', symbol: 'pay' },
      ];
  return { kind: 'success', json: { findings: [], lookups } };
}

describe('prlens review and a path the config excludes', () => {
  const scene = useScenario({ openai: true });
  let repo: TempRepo;
  let base: string;
  let head: string;

  beforeAll(() => {
    repo = new TempRepo();
    repo.write('.github/prlens.yml', 'exclude:\n  - src/secrets/**\n');
    repo.write('src/secrets/keys.ts', `export function signingKey() {\n  return '${SECRET}';\n}\n`);
    repo.write('src/pay.ts', CALLER_BEFORE);
    base = repo.commit('start');
    repo.write('src/pay.ts', CALLER_AFTER);
    head = repo.commit('sign payments');
  });

  it('never sends the excluded declaration, and says the lookup met an excluded path', async () => {
    scene.openai.requests.length = 0;
    scene.openai.setHandler(answer);
    const args = ['review', '--from', base, '--to', head, '--provider', 'openai-compatible'];
    // The lookup round is part of what must not leak: asked for explicitly (the default is pack).
    const run = await cli(repo.root, [
      ...args,
      '--base-url',
      scene.openai.url,
      '--model',
      'm',
      '--repo-context',
      'full',
    ]);
    expect(run.stderr).not.toMatch(/error/i);
    expect(run.code).toBe(0);
    const calls = scene.openai.requests.filter((r) => schemaName(r) === 'review_findings');
    const lookupRound = calls.find((r) => text(r).includes('<<<LOOKUP-'));
    expect(lookupRound).toBeDefined();
    expect(JSON.stringify(scene.openai.requests)).not.toContain(SECRET);
    expect(text(lookupRound!)).toContain('src/secrets/keys.ts (excluded by config (src/secrets/**))');
    expect(text(lookupRound!)).not.toContain('none found');
  });
});
