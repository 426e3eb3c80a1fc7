/**
 * The change the page tests review and the model that reviews it: a fake OpenAI server on
 * 127.0.0.1 (tests/fakes/openai-server.ts) answering like a model that finds one problem per lens,
 * some of them hostile (markup, script, `javascript:` links, closing tags) in the title, body,
 * category and in a file name, so the pages are tested with attacker text from every source.
 */
import type { OpenAIReply, RecordedRequest } from '../fakes/openai-server.js';
import { TempRepo } from '../support/repo.js';

/** A file name an attacker chose: legal on Linux, markup in HTML. */
export const HOSTILE_FILE = 'lib/<img src=x onerror=window.__pwned=4>.ts';

/** Everything a finding from a hostile model may carry; none of it may run on the page. */
export const HOSTILE = {
  title: '<script>window.__pwned=1</script> title',
  body: [
    'Body with <img src=x onerror="window.__pwned=2"> and [a link](javascript:window.__pwned=3).',
    '</details></pre></table></article></section><img src=x onerror=window.__pwned=5>',
    '</style><style>body{display:none}</style> and </script><script>window.__pwned=6</script>',
  ].join('\n'),
  category: '<b onmouseover=window.__pwned=7>category</b>',
};

const HANDLER = [
  "import { query } from '../db/query';",
  '',
  'export async function handle(req: { query: { name: string } }) {',
  '  const rows = await query(`SELECT * FROM users WHERE name = ${req.query.name}`);',
  '  return rows.map((r) => r.id);',
  '}',
  '',
].join('\n');
const QUERY_BEFORE = ['export async function query(sql: string) {', '  return db.all(sql);', '}', ''].join(
  '\n',
);
const QUERY_AFTER = [
  'export async function query(sql: string) {',
  '  const started = Date.now();',
  '  const rows = db.all(sql);',
  '  log(`query took ${Date.now() - started}`);',
  '  return rows;',
  '}',
  '',
].join('\n');
const HOSTILE_TEXT = [
  '// </script><script>window.__pwned=8</script> <img src=x onerror=window.__pwned=9>',
  'export const x = 1;',
  '',
].join('\n');

const MIGRATE = Array.from(
  { length: 120 },
  (_, i) =>
    `export const step${i} = { table: 'orders_${i}', column: 'total_${i}', nullable: ${i % 2 === 0} };`,
).join('\n');

/** A repository with one commit of changes to review; `origin` on github.com so files link there. */
export function makeRepo(): { repo: TempRepo; base: string; head: string } {
  const repo = new TempRepo();
  repo.write('src/db/query.ts', QUERY_BEFORE);
  const base = repo.commit('start');
  repo.write('src/db/query.ts', QUERY_AFTER);
  repo.write('src/api/handler.ts', HANDLER);
  repo.write(HOSTILE_FILE, HOSTILE_TEXT);
  // Long enough (over 1,024 prompt tokens) that lens calls after the first hit the prompt cache.
  repo.write('src/db/migrate.ts', MIGRATE);
  const head = repo.commit('add the handler');
  repo.git('remote', 'add', 'origin', 'https://github.com/acme/shop.git');
  return { repo, base, head };
}

interface Message {
  role: string;
  content: unknown;
}

function text(message: Message | undefined): string {
  return typeof message?.content === 'string' ? message.content : '';
}

/** First added line of each file in the rendered diff (`FILE path (status)`, then `  12 + text`). */
function addedLines(system: string): Map<string, { line: number; text: string }> {
  const out = new Map<string, { line: number; text: string }>();
  let file: string | undefined;
  for (const line of system.split('\n')) {
    const header = /^FILE (.+) \((?:added|modified|deleted|renamed|copied)[^)]*\)$/.exec(line);
    if (header) file = header[1];
    const added = /^\s*(\d+) \+ (.*\S.*)$/.exec(line);
    if (added && file && !out.has(file)) out.set(file, { line: Number(added[1]), text: added[2]!.trim() });
  }
  return out;
}

/** What each lens finds: which file, how severe, and whether its text is hostile. */
const PLAN: Record<string, { path: string; severity: string; hostile?: true; unpinned?: true }> = {
  security: { path: 'src/api/handler.ts', severity: 'critical', hostile: true },
  correctness: { path: 'src/db/query.ts', severity: 'high' },
  tests: { path: HOSTILE_FILE, severity: 'medium' },
  'code-health': { path: 'src/db/query.ts', severity: 'medium', unpinned: true },
};

/** The fake model: groups by directory, one finding per lens of `PLAN`, keeps every audited finding. */
export function answer(request: RecordedRequest): OpenAIReply {
  const messages = (request.body?.messages ?? []) as Message[];
  const schema: unknown = request.body?.response_format?.json_schema?.name;
  const system = messages
    .filter((m) => m.role === 'system')
    .map(text)
    .join('\n');
  const user = text(messages.filter((m) => m.role === 'user').at(-1));
  if (schema === 'file_groups') {
    const paths = [...user.matchAll(/"path":\s*"((?:[^"\\]|\\.)*)"/g)].map(
      (m) => JSON.parse(`"${m[1]}"`) as string,
    );
    const byDir = new Map<string, string[]>();
    for (const p of paths) {
      const dir = p.split('/').slice(0, -1).join('/');
      byDir.set(dir, [...(byDir.get(dir) ?? []), p]);
    }
    return { kind: 'success', json: { groups: [...byDir.values()] } };
  }
  if (schema === 'reflection_verdicts') {
    const all = messages.map(text).join('\n');
    const ids = [...new Set([...all.matchAll(/^### (\S+) — /gm)].map((m) => m[1]!))];
    return {
      kind: 'success',
      json: { verdicts: ids.map((id) => ({ id, verdict: 'keep', reason: null, file: null, symbol: null })) },
    };
  }
  const lenses = [...user.matchAll(/^## Lens `([^`]+)`/gm)].map((m) => m[1]!);
  const added = addedLines(system);
  const findings = lenses.flatMap((lens) => {
    const plan = PLAN[lens];
    const at = plan && added.get(plan.path);
    if (!plan || !at) return [];
    return [
      {
        path: plan.path,
        line: at.line,
        start_line: null,
        side: 'RIGHT',
        severity: plan.severity,
        category: plan.hostile ? HOSTILE.category : `${lens}-issue`,
        lens,
        title: plan.hostile ? HOSTILE.title : `A ${lens} problem`,
        body: plan.hostile ? HOSTILE.body : `What the ${lens} lens saw.`,
        suggestion: plan.hostile ? '</pre><img src=x onerror=window.__pwned=10>' : null,
        anchor: plan.unpinned ? 'a line that is nowhere in this diff' : at.text,
        confidence: 0.9,
      },
    ];
  });
  return { kind: 'success', json: { findings } };
}
