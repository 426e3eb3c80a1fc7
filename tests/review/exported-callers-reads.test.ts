/**
 * An exported JavaScript or TypeScript function's argument is graded by what its callers in the head
 * pass (static/flow/settled-callers.ts): the static lens searches the head for the function's name and
 * reads every file naming it (stages/static-lens/caller-reads.ts). Every call found and none passing
 * input: at most medium, with the callers named. Anything that leaves a caller unseen — the name used
 * as a value, a search at its limit, a failed read, a file the rules cannot parse — keeps the grade,
 * and a caller that handles a request keeps it critical: a PR may add or edit a caller anywhere.
 */
import { describe, expect, it } from 'vitest';
import { systemClock } from '../../src/core/clock.js';
import type { Workspace } from '../../src/core/ports.js';
import { parseUnifiedDiff } from '../../src/diff/parse.js';
import { createMemoryLogger } from '../../src/log/stderr-logger.js';
import { runPipeline } from '../../src/review/pipeline.js';
import { runContext } from '../../src/review/run-context.js';
import {
  CALLER_HITS,
  CALLER_READS,
  CALLER_SEARCHES,
  callerReadBudget,
  callerReader,
} from '../../src/review/stages/static-lens/caller-reads.js';
import { staticRuleIdOf } from '../../src/static/run-static-rules.js';
import { addedFileDiff } from '../support/diff-text.js';

type Tree = Record<string, string>;

/** A workspace over a head tree whose search is a line regex, recording searches and reads. */
function tree(head: Tree, options: { failing?: string } = {}) {
  const searches: string[] = [];
  const reads: string[] = [];
  const workspace: Workspace = {
    readFile(path) {
      reads.push(path);
      if (path === options.failing) return Promise.reject(new Error('502 Bad Gateway'));
      return Promise.resolve(head[path] ?? null);
    },
    searchCode(query, { regex, limit = 100 }) {
      searches.push(query);
      const match = regex ? new RegExp(query) : { test: (line: string) => line.includes(query) };
      const hits = Object.entries(head).flatMap(([path, text]) =>
        text.split('\n').flatMap((line, i) => (match.test(line) ? [{ path, line: i + 1, text: line }] : [])),
      );
      return Promise.resolve(hits.slice(0, limit));
    },
  };
  return { workspace, searches, reads };
}

async function review(
  path: string,
  text: string,
  others: Tree,
  options: { failing?: string; maxFileReads?: number } = {},
) {
  const { workspace, searches, reads } = tree({ ...others, [path]: text }, options);
  const result = await runPipeline({
    context: runContext({ clock: systemClock, logger: createMemoryLogger() }),
    change: { files: parseUnifiedDiff(addedFileDiff(path, text)), workspace, headRef: 'HEAD' },
    baseRef: 'BASE',
    settings: { include: [], exclude: [], maxFileChangedLines: 5000, minSeverity: 'low', minConfidence: 0 },
    limits: options.maxFileReads === undefined ? undefined : { maxFileReads: options.maxFileReads },
  });
  const findings = [...result.findings, ...result.unanchored]
    .filter((f) => staticRuleIdOf(f.body) === 'js-exec-interpolated')
    .map((f) => ({ line: f.line, severity: f.severity, body: f.body }));
  // The reads of others: not the file under review, its manifests or attributes.
  const callerReads = reads.filter((r) => r !== path && !/package\.json$|\.gitattributes$|lock/.test(r));
  return { findings, searches, reads: callerReads };
}

const grades = (findings: { line: number; severity: string }[]) => findings.map((f) => [f.line, f.severity]);

// wg-easy's shape (fresh16): an exported object of commands built from their arguments.
const HELPER = [
  "import { exec } from './cmd';",
  '',
  'export const wg = {',
  '  up: (infName: string) => {',
  '    return exec(`wg-quick up ${infName}`);',
  '  },',
  '};',
].join('\n');

const SERVICE = [
  "import { wg } from './wgHelper';",
  "import { Database } from './db';",
  '',
  'export class WireGuard {',
  '  async start() {',
  '    const wgInterface = await Database.interfaces.get();',
  '    await wg.up(wgInterface.name);',
  '  }',
  '}',
].join('\n');

describe("an exported function's argument, from what its callers in the head pass", () => {
  it('grades it medium, naming the callers, when every call passes a database row', async () => {
    const { findings, searches, reads } = await review('src/utils/wgHelper.ts', HELPER, {
      'src/utils/WireGuard.ts': SERVICE,
      'README.md': 'Run `wg up` to start.',
    });
    expect(grades(findings)).toEqual([[5, 'medium']]);
    expect(findings[0]?.body).toContain('its callers (WireGuard.ts) pass only values the rules cannot trace');
    expect(searches).toHaveLength(1);
    // The documentation naming it is no caller, and is not read (the file under review is, once).
    expect(reads).toEqual(['src/utils/WireGuard.ts']);
  });

  it("keeps it critical when a route passes a request's value (the attack: a PR adds the caller elsewhere)", async () => {
    const { findings } = await review('src/utils/wgHelper.ts', HELPER, {
      'src/utils/WireGuard.ts': SERVICE,
      'src/app.ts':
        "import { wg } from './utils/wgHelper';\napp.post('/up', (req, res) => wg.up(req.body.name));\n",
    });
    expect(grades(findings)).toEqual([[5, 'critical']]);
  });

  it('keeps it critical when a Nitro handler passes what it read of the request (a handler the request test does not name)', async () => {
    const { findings } = await review('src/utils/wgHelper.ts', HELPER, {
      'src/utils/WireGuard.ts': SERVICE,
      'src/server/up.post.ts': [
        'export default defineEventHandler(async (event) => {',
        '  const body = await readBody(event);',
        '  await wg.up(body.name);',
        '});',
      ].join('\n'),
    });
    expect(grades(findings)).toEqual([[5, 'critical']]);
  });

  it('keeps it when the callers cannot all be seen: the function handed on, renamed, bound or called by a computed key', async () => {
    const leaks = [
      'const run = wg.up;\nrun(name);\n',
      'const actions = { start: wg.up };\n',
      'wg.up.call(null, name);\n',
      "wg['up'](name);\n",
      'const { up: start } = wg;\nstart(name);\n',
    ];
    for (const leak of leaks) {
      const { findings } = await review('src/utils/wgHelper.ts', HELPER, {
        'src/utils/WireGuard.ts': SERVICE,
        'src/utils/other.ts': `import { wg } from './wgHelper';\nexport function go(name: string) {\n${leak}}\n`,
      });
      expect(grades(findings), leak).toEqual([[5, 'critical']]);
    }
  });

  it('reads a local variable of the same name as another binding, not a use of the function', async () => {
    const local = SERVICE.replace(
      '    await wg.up(wgInterface.name);',
      '    const up = await wg.up(wgInterface.name);\n    log(up);',
    );
    const { findings } = await review('src/utils/wgHelper.ts', HELPER, { 'src/utils/WireGuard.ts': local });
    expect(grades(findings)).toEqual([[5, 'medium']]);
  });

  it('keeps it when a file naming it cannot be parsed as a caller: a Vue component, a file with a syntax error', async () => {
    const vue = await review('src/utils/wgHelper.ts', HELPER, {
      'src/utils/WireGuard.ts': SERVICE,
      'src/app/Admin.vue': '<template><button @click="up()">Up</button></template>\n',
    });
    expect(grades(vue.findings)).toEqual([[5, 'critical']]);
    // TypeScript's `as` in a JavaScript file: the grammar's error shifts the arguments, and the value
    // in the sink's position would read as an unknown global while `name` (input) goes unseen.
    const second = [
      "import { exec } from './cmd';",
      '',
      'export const wg = {',
      '  up: (flag: string, infName: string) => {',
      '    return exec(`wg-quick up ${infName}`);',
      '  },',
      '};',
    ].join('\n');
    const broken = await review('src/utils/wgHelper.ts', second, {
      'src/utils/other.js':
        "import { wg } from './wgHelper';\nexport function go(name) {\n  wg.up(mode as any, name);\n}\n",
    });
    expect(grades(broken.findings)).toEqual([[5, 'critical']]);
  });

  it('keeps it when no call is found (a library entry its users call), and for a default export, imported under any name', async () => {
    const none = await review('src/utils/wgHelper.ts', HELPER, {});
    expect(grades(none.findings)).toEqual([[5, 'critical']]);
    const fallback = [
      "import { exec } from './cmd';",
      '',
      'export default function up(infName: string) {',
      '  return exec(`wg-quick up ${infName}`);',
      '}',
    ].join('\n');
    const byDefault = await review('src/utils/up.ts', fallback, {
      'src/utils/WireGuard.ts': "import up from './up';\nup('wg0');\n",
    });
    expect(grades(byDefault.findings)).toEqual([[4, 'critical']]);
  });

  it('keeps it when a search reaches its limit, a read fails, or more calls pass values than are graded', async () => {
    // The caller past the limit is never seen: only the limit itself says the search is not whole.
    const notes = Array.from({ length: CALLER_HITS }, (_, i) => `- step ${i}: bring the tunnel up`).join(
      '\n',
    );
    const limited = await review('src/utils/wgHelper.ts', HELPER, {
      'src/utils/WireGuard.ts': SERVICE,
      'docs/notes.md': notes,
      'src/utils/zz.ts': 'export function go(name: string) {\n  wg.up(name);\n}\n',
    });
    expect(grades(limited.findings)).toEqual([[5, 'critical']]);
    const many = Array.from({ length: 41 }, (_, i) => `wg.up('wg${i}');`).join('\n');
    const shared = await review('src/utils/wgHelper.ts', HELPER, {
      'src/utils/WireGuard.ts': SERVICE,
      'src/utils/many.ts': `import { wg } from './wgHelper';\n${many}\n`,
    });
    expect(grades(shared.findings)).toEqual([[5, 'critical']]);
    const failed = await review(
      'src/utils/wgHelper.ts',
      HELPER,
      { 'src/utils/WireGuard.ts': SERVICE },
      { failing: 'src/utils/WireGuard.ts' },
    );
    expect(grades(failed.findings)).toEqual([[5, 'critical']]);
  });

  it("follows the argument back through callers' own exported arguments (wg-easy's firewall: `initChain` ← `rebuildRules` ← WireGuard.ts)", async () => {
    const firewall = [
      "import { exec } from './cmd';",
      '',
      'export const firewall = {',
      '  async initChain(interfaceName: string) {',
      '    await exec(`iptables -I FORWARD -i ${interfaceName}`);',
      '  },',
      '  async rebuildRules(wgInterface: { name: string }) {',
      '    await this.initChain(wgInterface.name);',
      '  },',
      '};',
    ].join('\n');
    const service = (value: string) =>
      `import { firewall } from './firewall';\nexport async function apply(req) {\n  await firewall.rebuildRules(${value});\n}\n`;
    const row = await review('src/utils/firewall.ts', firewall, {
      'src/utils/WireGuard.ts': service('await Database.interfaces.get()'),
    });
    expect(grades(row.findings)).toEqual([[5, 'medium']]);
    expect(row.searches).toHaveLength(2);
    const request = await review('src/utils/firewall.ts', firewall, {
      'src/utils/WireGuard.ts': service('req.body'),
    });
    expect(grades(request.findings)).toEqual([[5, 'critical']]);
  });
});

describe('CommonJS exports and mixed values', () => {
  const BACKUP = [
    "const { exec } = require('./childProcess');",
    '',
    'async function backup(folder) {',
    '  await exec(`tar czf backup.tgz ${folder}`);',
    '}',
    '',
    'module.exports = { backup };',
  ].join('\n');

  it('follows `module.exports = { name }`, a destructuring require and `X.prototype.name = name`', async () => {
    const { findings } = await review('lib/backup.js', BACKUP, {
      'lib/index.js': [
        "const { backup } = require('./backup');",
        'Gateway.prototype.backup = backup;',
        'Gateway.prototype.run = async function run() {',
        '  await this.backup(this.config.backupsFolder);',
        '};',
      ].join('\n'),
    });
    expect(grades(findings)).toEqual([[4, 'medium']]);
  });

  it('keeps it when the method is bound and handed to an event emitter (Gladys: `this.restoreBackupEvent.bind(this)`)', async () => {
    const { findings } = await review('lib/backup.js', BACKUP, {
      'lib/index.js': [
        "const { backup } = require('./backup');",
        'Gateway.prototype.backup = backup;',
        'this.event.on(EVENTS.BACKUP, this.backup.bind(this));',
      ].join('\n'),
    });
    expect(grades(findings)).toEqual([[4, 'critical']]);
  });

  it('keeps it when one part is settled and another is an argument whose callers are unknown: the unknown one decides', async () => {
    const two = [
      "import { exec } from './cmd';",
      '',
      'export const wg = {',
      '  up: (infName: string, extra: string) => {',
      '    return exec(`wg-quick up ${infName} ${extra}`);',
      '  },',
      '};',
    ].join('\n');
    const { findings } = await review('src/utils/wgHelper.ts', two, {
      'src/utils/WireGuard.ts': [
        "import { wg } from './wgHelper';",
        'export default async function start(extra: string) {',
        '  const row = await Database.interfaces.get();',
        '  await wg.up(row.name, extra);',
        '}',
      ].join('\n'),
    });
    expect(grades(findings)).toEqual([[5, 'critical']]);
  });

  it('asks for no callers when the finding is graded below high without them (a migration: low)', async () => {
    const { findings, searches } = await review('db/migrations/001_wg.ts', HELPER, {
      'src/utils/WireGuard.ts': SERVICE,
    });
    expect(grades(findings)).toEqual([[5, 'low']]);
    expect(searches).toEqual([]);
  });
});

describe('the hops through callers are bounded', () => {
  it('ends a cycle of functions passing each other their arguments, keeping the grade', async () => {
    const cycle = [
      "import { exec } from './cmd';",
      '',
      'export function a(x: string) {',
      '  exec(`run ${x}`);',
      '  b(x);',
      '}',
      '',
      'export function b(y: string) {',
      '  a(y);',
      '}',
    ].join('\n');
    const { findings } = await review('src/cycle.ts', cycle, {});
    expect(grades(findings)).toEqual([[4, 'critical']]);
    expect(findings[0]?.body).not.toContain('not graded');
  });
});

describe('the reads for callers are counted and bounded', () => {
  it('searches each name once and reads each file once, however many findings ask', async () => {
    const two = HELPER.replace(
      '  },\n};',
      '  },\n  down: (infName: string) => {\n    return exec(`wg-quick down ${infName}`);\n  },\n};',
    );
    const service = SERVICE.replace(
      '    await wg.up(wgInterface.name);',
      '    await wg.up(wgInterface.name);\n    await wg.up(wgInterface.name);\n    await wg.down(wgInterface.name);',
    );
    const { findings, searches, reads } = await review('src/utils/wgHelper.ts', two, {
      'src/utils/WireGuard.ts': service,
    });
    expect(grades(findings)).toEqual([
      [5, 'medium'],
      [8, 'medium'],
    ]);
    expect(searches).toHaveLength(2);
    expect(reads).toEqual(['src/utils/WireGuard.ts']);
  });

  it('stops at the search budget and at the read budget: the names left keep their grade', async () => {
    const { workspace, searches, reads } = tree({ 'a.ts': 'f(1)\ng(2)\n', 'b.ts': 'f(3)\n' });
    const logger = createMemoryLogger();
    const two = callerReader({ workspace, headRef: 'HEAD', maxReads: 40, maxSearches: 1, logger });
    expect(await two.filesNaming('f')).toHaveLength(2);
    expect(await two.filesNaming('f')).toHaveLength(2);
    expect(await two.filesNaming('g')).toBeUndefined();
    expect([two.searches(), two.reads(), searches.length, reads.length]).toEqual([1, 2, 1, 2]);
    // One search and two reads take three; with two left, `f`'s two files are not read at all.
    const short = callerReader({ workspace, headRef: 'HEAD', maxReads: 2, logger });
    expect(await short.filesNaming('f')).toBeUndefined();
    expect(short.reads()).toBe(0);
    const enough = callerReader({ workspace, headRef: 'HEAD', maxReads: 3, logger });
    expect(await enough.filesNaming('f')).toHaveLength(2);
  });

  it('takes its share of the run budget, never unbounded', () => {
    expect(callerReadBudget(Infinity, 500)).toBe(CALLER_READS);
    expect(CALLER_READS).toBe(40);
    expect(callerReadBudget(100, 90)).toBe(10);
    expect(callerReadBudget(100, 120)).toBe(0);
    expect(CALLER_SEARCHES).toBeLessThanOrEqual(12);
  });

  it('gives nothing, and does not throw, when the search fails', async () => {
    const workspace: Workspace = {
      readFile: () => Promise.resolve(null),
      searchCode: () => Promise.reject(new Error('git grep failed')),
    };
    const reader = callerReader({ workspace, headRef: 'HEAD', maxReads: 40, logger: createMemoryLogger() });
    expect(await reader.filesNaming('up')).toBeUndefined();
  });
});
