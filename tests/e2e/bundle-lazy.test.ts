/**
 * Issue 16: the built CLI and action load the heavy parts (both model SDKs, the tokenizer's ranks,
 * OpenTelemetry, gRPC, zod) only when a run uses them. Each test runs a bundle with a load tracer
 * (tests/support/load-tracer.mjs) and compares the files it loaded with the chunks of dist/ that
 * hold each library, found by a string only that library carries. A model review is the positive
 * control: it must load its SDK's chunk, so a tracer that saw nothing could not pass.
 */
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { useScenario } from '../support/scenario.js';
import { tempDir } from '../support/repo.js';

const ROOT = path.resolve(import.meta.dirname, '../..');
const DIST = path.join(ROOT, 'dist');
const BIN = path.join(ROOT, 'bin/prlens.js');
const TRACER = path.join(ROOT, 'tests/support/load-tracer.mjs');

/** A string each library's code carries (a header it sends, a key it registers under). */
const MARKERS = {
  openai: 'OpenAI-Organization',
  anthropic: 'anthropic-version',
  // The class of gpt-tokenizer's code, not the encoding's name: comments in our own chunks name that.
  tokenizer: 'GptEncoding',
  opentelemetry: 'opentelemetry.js.api',
  grpc: 'grpc-node-js',
  zod: 'ZodType',
  // marked, which renders finding bodies in the HTML report.
  marked: 'marked(): input parameter',
} as const;
type Library = keyof typeof MARKERS;
const HEAVY = Object.keys(MARKERS) as Library[];

/**
 * Strings only some of prlens's own modules carry: parts a static-only review that prints JSON
 * never uses (issue 48), each loaded by the run that needs it.
 */
const OWN_MARKERS = {
  // src/review/model/exec/run-model-review.ts: plan, exec, reflect and the deep agent load together.
  'model half': 'reflection dropped "',
  // src/ingest/checkstyle.ts, with the XML parser: only when --sarif files are given.
  'result-file readers': 'defaultXMLVersion',
  // src/i18n/de.ts: the translated strings of the text, Markdown and PR renderers. ASCII: the
  // bundle escapes every other character (scripts/ascii-source.mjs).
  translations: 'Keine Befunde.',
  // src/local/apply-fixes.ts: only with --fix.
  'fix writer': 'or review the working tree (prlens review --fix)',
} as const;
type OwnPart = keyof typeof OWN_MARKERS;

/** Which of our own parts the loaded dist/ files hold. */
function ownPartsIn(loaded: readonly string[]): OwnPart[] {
  const code = loaded.map((f) => readFileSync(path.join(DIST, f), 'utf8'));
  return (Object.keys(OWN_MARKERS) as OwnPart[]).filter((part) =>
    code.some((c) => c.includes(OWN_MARKERS[part])),
  );
}

/** The files of dist/ (entries and chunks) whose code holds each library. */
function libraryFiles(): Record<Library, string[]> {
  const files = readdirSync(DIST).filter((f) => f.endsWith('.js'));
  const code = new Map(files.map((f) => [f, readFileSync(path.join(DIST, f), 'utf8')]));
  const out = {} as Record<Library, string[]>;
  for (const lib of HEAVY) out[lib] = files.filter((f) => code.get(f)!.includes(MARKERS[lib]));
  return out;
}

/**
 * Runs a bundle under the tracer; returns the dist/ files it loaded, the exit status and output.
 * Asynchronous: the fake model lives in this process, so its event loop must keep running.
 */
async function traced(
  script: string,
  args: string[],
  env: Record<string, string | undefined>,
  cwd: string,
): Promise<{
  loaded: string[];
  files: string[];
  builtins: string[];
  status: number | null;
  stdout: string;
  stderr: string;
}> {
  const log = path.join(tempDir('prlens-trace-'), 'loads.txt');
  const child = spawn(process.execPath, ['--import', TRACER, script, ...args], {
    cwd,
    env: { PATH: process.env.PATH, HOME: cwd, ...env, PRLENS_TRACE_LOADS: log },
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (d: Buffer) => (stdout += d.toString('utf8')));
  child.stderr.on('data', (d: Buffer) => (stderr += d.toString('utf8')));
  const status = await new Promise<number | null>((resolve, reject) => {
    child.on('error', reject);
    child.on('close', resolve);
  });
  const traces = existsSync(log) ? readFileSync(log, 'utf8').trim().split('\n') : [];
  const urls = traces.filter((u) => u.startsWith('file:'));
  const builtins = [...new Set(traces.filter((u) => u.startsWith('node:')))];
  const loaded = urls
    .map((u) => fileURLToPath(u))
    .filter((f) => path.dirname(f) === DIST)
    .map((f) => path.basename(f));
  return {
    loaded: [...new Set(loaded)],
    files: urls.map((u) => fileURLToPath(u)),
    builtins,
    status,
    stdout,
    stderr,
  };
}

/** The heavy libraries whose chunk files were among `loaded`. */
function librariesIn(loaded: readonly string[], files: Record<Library, string[]>): Library[] {
  return HEAVY.filter((lib) => files[lib].some((f) => loaded.includes(f)));
}

describe('the built bundles load heavy libraries only when a run uses them (issue 16)', () => {
  const scenario = useScenario({ openai: true });
  const files = libraryFiles();

  it('ships each heavy library in chunk files, none in an entry file', () => {
    for (const lib of HEAVY) {
      expect(files[lib].length, `${lib} is in no file of dist/`).toBeGreaterThan(0);
      expect(files[lib], lib).not.toContain('cli.js');
      expect(files[lib], lib).not.toContain('index.js');
    }
  });

  it('prlens --version and --help load the CLI entry and no chunk', async () => {
    const cwd = tempDir();
    for (const flag of ['--version', '--help']) {
      const run = await traced(BIN, [flag], {}, cwd);
      expect(run.status, run.stderr).toBe(0);
      expect(run.loaded, flag).toEqual(['cli.js']);
      expect(librariesIn(run.loaded, files), flag).toEqual([]);
    }
  });

  it('a review with the static rules only loads neither SDK, the tokenizer nor telemetry', async () => {
    const repo = scenario.repo();
    repo.write('app.ts', 'export const a = 1;\n');
    repo.commit('start');
    repo.write('app.ts', 'export const a = (code: string) => eval(code);\n');
    const run = await traced(BIN, ['review', '--format', 'json'], {}, repo.root);
    expect(run.status, run.stderr).toBe(0);
    expect(JSON.parse(run.stdout).findings.length).toBeGreaterThan(0);
    expect(librariesIn(run.loaded, files)).toEqual(['zod']);
  });

  it('a review of a docs-only change loads neither the ast-grep binding nor node:crypto; one of a TypeScript change with a finding loads the binding, still not node:crypto (issue 48)', async () => {
    // napi's loader, wherever it comes from: bundled into a chunk, or the installed package.
    const loadsBinding = (files: readonly string[]) =>
      files.some(
        (f) => f.endsWith('.js') && readFileSync(f, 'utf8').includes('Failed to load native binding'),
      );
    const repo = scenario.repo();
    repo.write('README.md', '# r\n');
    repo.write('app.ts', 'export const a = 1;\n');
    repo.commit('start');
    repo.write('README.md', '# r\n\nMore words.\n');
    const docs = await traced(BIN, ['review', '--format', 'json'], {}, repo.root);
    expect(docs.status, docs.stderr).toBe(0);
    expect(loadsBinding(docs.files)).toBe(false);
    // Nothing to fingerprint, no prompt to fence, a transcript name needs no CSPRNG.
    expect(docs.builtins).not.toContain('node:crypto');
    repo.write('app.ts', 'export const a = (code: string) => eval(code);\n');
    const code = await traced(BIN, ['review', '--format', 'json'], {}, repo.root);
    expect(JSON.parse(code.stdout).findings.length).toBeGreaterThan(0);
    expect(loadsBinding(code.files)).toBe(true);
    // Fingerprints are hashed without node:crypto (src/core/sha256.ts); the tracer does see
    // built-ins: the one that starts git.
    expect(code.builtins).toContain('node:child_process');
    expect(code.builtins).not.toContain('node:crypto');
  });

  it('review --commit loads no node:fs/promises (~0.8 ms of internal modules once child_process is loaded); --output, which writes through it, does (issue 48)', async () => {
    const repo = scenario.repo();
    repo.write('README.md', '# r\n');
    repo.write('app.ts', 'export const a = 1;\n');
    repo.commit('start');
    repo.write('app.ts', 'export const a = (code: string) => eval(code);\n');
    const sha = repo.commit('code');
    const run = await traced(BIN, ['review', '--commit', sha, '--format', 'json'], {}, repo.root);
    expect(run.status, run.stderr).toBe(0);
    expect(JSON.parse(run.stdout).findings.length).toBeGreaterThan(0);
    // The tracer sees the built-ins a run loads: git's.
    expect(run.builtins).toContain('node:child_process');
    expect(run.builtins).not.toContain('node:fs/promises');
    const out = path.join(repo.root, 'out', 'report.json');
    const written = await traced(
      BIN,
      ['review', '--commit', sha, '--format', 'json', '--output', out],
      {},
      repo.root,
    );
    expect(written.status, written.stderr).toBe(0);
    expect(JSON.parse(readFileSync(out, 'utf8')).findings.length).toBeGreaterThan(0);
    expect(written.builtins).toContain('node:fs/promises');
  });

  it('a static-only review loads only files that V8 holds one byte a character: Latin-1 (issue 48)', async () => {
    const repo = scenario.repo();
    repo.write('README.md', '# r\n');
    repo.write('app.ts', 'export const a = 1;\n');
    repo.commit('start');
    repo.write('README.md', '# r — more words\n');
    repo.write('app.ts', 'export const a = (code: string) => eval(code);\n');
    const run = await traced(BIN, ['review', '--format', 'json'], {}, repo.root);
    expect(run.status, run.stderr).toBe(0);
    expect(JSON.parse(run.stdout).findings.length).toBeGreaterThan(0);
    expect(run.loaded.length).toBeGreaterThan(1);
    // One character past U+00FF makes V8 hold the whole file two bytes a character.
    const twoByte = run.loaded.filter((f) => /[^\x00-\xff]/.test(readFileSync(path.join(DIST, f), 'utf8')));
    expect(twoByte).toEqual([]);
  });

  it('a static-only JSON review loads neither the model half, the result-file readers, the translations nor --fix (issue 48)', async () => {
    const repo = scenario.repo();
    repo.write('README.md', '# r\n');
    repo.write('app.ts', 'export const a = 1;\n');
    repo.commit('start');
    repo.write('README.md', '# r\n\nMore words.\n');
    repo.write('app.ts', 'export const a = (code: string) => eval(code);\n');
    const json = await traced(BIN, ['review', '--format', 'json'], {}, repo.root);
    expect(json.status, json.stderr).toBe(0);
    expect(JSON.parse(json.stdout).findings.length).toBeGreaterThan(0);
    expect(ownPartsIn(json.loaded)).toEqual([]);
    // Positive controls: each marker is found when its part runs.
    const text = await traced(BIN, ['review', '--format', 'text', '--fix'], {}, repo.root);
    expect(text.status, text.stderr).toBe(0);
    expect(ownPartsIn(text.loaded)).toEqual(['translations', 'fix writer']);
    writeFileSync(
      path.join(repo.root, 'lint.xml'),
      '<?xml version="1.0"?><checkstyle version="4.3"></checkstyle>',
    );
    const sarif = await traced(BIN, ['review', '--format', 'json', '--sarif', 'lint.xml'], {}, repo.root);
    expect(sarif.status, sarif.stderr).toBe(0);
    expect(ownPartsIn(sarif.loaded)).toEqual(['result-file readers']);
  });

  it('a static-only review with no config file loads neither the YAML parser nor the rule-file reader; a config file or a changed workflow loads the parser (issue 48)', async () => {
    // An error message of the yaml package; the rule file's own zod message for the reader.
    const parts = {
      'YAML parser': 'Map keys must be unique',
      'rule-file reader': 'write the id in kebab-case',
    };
    const partsIn = (loaded: readonly string[]) => {
      const code = loaded.map((f) => readFileSync(path.join(DIST, f), 'utf8'));
      return (Object.keys(parts) as (keyof typeof parts)[]).filter((part) =>
        code.some((c) => c.includes(parts[part])),
      );
    };
    const repo = scenario.repo();
    repo.write('README.md', '# r\n');
    repo.write('app.py', 'x = 1\n');
    repo.write('app.ts', 'export const a = 1;\n');
    repo.commit('start');
    repo.write('README.md', '# r\n\nMore words.\n');
    repo.write('app.py', 'x = eval(input())\n');
    repo.write('app.ts', 'export const a = (code: string) => eval(code);\n');
    repo.commit('code');
    const code = await traced(BIN, ['review', '--commit', 'HEAD', '--format', 'json'], {}, repo.root);
    expect(code.status, code.stderr).toBe(0);
    expect(JSON.parse(code.stdout).findings.length).toBeGreaterThan(1);
    expect(partsIn(code.loaded)).toEqual([]);
    // Positive controls: a repository config file (read at the base commit), a changed workflow.
    repo.write('.github/prlens.yml', 'min-severity: low\n');
    repo.commit('config');
    repo.write(
      '.github/workflows/ci.yml',
      'on: push\npermissions:\n  contents: write\njobs:\n  t:\n    runs-on: ubuntu-latest\n    steps:\n      - uses: some-org/deploy@v1\n',
    );
    repo.commit('workflow');
    const config = await traced(BIN, ['review', '--commit', 'HEAD', '--format', 'json'], {}, repo.root);
    expect(config.status, config.stderr).toBe(0);
    expect(config.stderr).toContain('.github/prlens.yml');
    const rules = JSON.parse(config.stdout).findings.map((f: { rule: string | null }) => f.rule);
    expect(rules).toContain('gha-unpinned-action');
    expect(partsIn(config.loaded)).toEqual(['YAML parser']);
  });

  it('a review that compiles no glob loads neither the glob parser nor RE2; a config glob loads both (issue 48)', async () => {
    // A message of picomatch's parser; a comment at the top of re2js's class.
    const parts = {
      picomatch: 'Expected pattern to be a non-empty string',
      re2js: 'RE2JS is the JavaScript port of RE2',
    };
    const partsIn = (files: readonly string[]) =>
      (Object.keys(parts) as (keyof typeof parts)[]).filter((part) =>
        files.some((f) => /\.c?js$/.test(f) && readFileSync(f, 'utf8').includes(parts[part])),
      );
    const repo = scenario.repo();
    repo.write('README.md', '# r\n');
    repo.write('app.ts', 'export const a = 1;\n');
    repo.commit('start');
    repo.write('README.md', '# r\n\nMore words.\n');
    repo.write('app.ts', 'export const a = (code: string) => eval(code);\n');
    repo.commit('change');
    const plain = await traced(BIN, ['review', '--commit', 'HEAD', '--format', 'json'], {}, repo.root);
    expect(plain.status, plain.stderr).toBe(0);
    expect(JSON.parse(plain.stdout).findings.length).toBeGreaterThan(0);
    expect(partsIn(plain.files)).toEqual([]);
    // Positive control: an exclude glob in the repository's config compiles on RE2 and is obeyed.
    repo.write('.github/prlens.yml', 'exclude: ["docs/**"]\n');
    repo.commit('config');
    repo.write('docs/a.md', '# a\n');
    repo.write('app.ts', 'export const a = 2;\n');
    repo.commit('docs and code');
    const globbed = await traced(BIN, ['review', '--commit', 'HEAD', '--format', 'json'], {}, repo.root);
    expect(globbed.status, globbed.stderr).toBe(0);
    const report = JSON.parse(globbed.stdout) as { excluded_files: { path: string }[] };
    expect(report.excluded_files.map((f) => f.path)).toEqual(['docs/a.md']);
    expect(partsIn(globbed.files)).toEqual(['picomatch', 're2js']);
  });

  it('a review with an OpenAI model loads the openai SDK and the tokenizer, not Anthropic', async () => {
    const repo = scenario.repo();
    repo.write('app.ts', 'export const a = 1;\n');
    repo.commit('start');
    repo.write('app.ts', 'export const a = 2;\n');
    scenario.openai.setHandler(() => ({ kind: 'success', json: { findings: [] } }));
    const env = { PRLENS_API_KEY: 'sk-test', PRLENS_BASE_URL: undefined };
    const run = await traced(
      BIN,
      ['review', '--provider', 'openai', '--base-url', scenario.openai.url, '--format', 'json'],
      env,
      repo.root,
    );
    expect(run.status, run.stderr).toBe(0);
    expect(scenario.openai.requests.length).toBeGreaterThan(0);
    expect(librariesIn(run.loaded, files)).toEqual(['openai', 'tokenizer', 'zod']);
    expect(ownPartsIn(run.loaded)).toContain('model half');
  });

  it('the action on an event it skips loads the settings check (zod) and no other heavy library', async () => {
    const dir = tempDir();
    const event = path.join(dir, 'event.json');
    const payload = {
      action: 'created',
      issue: { number: 7, pull_request: { url: 'https://api.github.com/repos/o/r/pulls/7' } },
      comment: {
        // github.com-sized ids: issue comments are past 3.1e9, user ids past 1.9e8.
        id: 3_100_000_001,
        body: 'Thanks, looks fine!',
        user: { login: 'alice', id: 190_000_005 },
        author_association: 'MEMBER',
      },
    };
    writeFileSync(event, JSON.stringify(payload));
    const run = await traced(
      path.join(DIST, 'index.js'),
      [],
      {
        GITHUB_EVENT_NAME: 'issue_comment',
        GITHUB_EVENT_PATH: event,
        GITHUB_REPOSITORY: 'o/r',
        'INPUT_GITHUB-TOKEN': 'x',
        RUNNER_TEMP: dir,
      },
      dir,
    );
    expect(run.stdout).toContain('nothing to do');
    // The setting inputs are checked on every event, a skipped one too (a bad value must fail the
    // step before the first GitHub call): the settings table, and so zod, loads; nothing else heavy.
    expect(librariesIn(run.loaded, files)).toEqual(['zod']);
  });
});

describe('the built CLI keeps a compile cache (issue 16)', () => {
  it('in the user cache folder, filled by a run that loads chunks', async () => {
    const home = tempDir();
    const run = await traced(BIN, ['config', 'path'], {}, home);
    expect(run.status, run.stderr).toBe(0);
    const dir = path.join(home, '.cache', 'prlens', 'compile-cache');
    // One folder per Node version, holding an entry per compiled file.
    const versions = readdirSync(dir);
    expect(versions.length).toBe(1);
    expect(readdirSync(path.join(dir, versions[0]!)).length).toBeGreaterThan(0);
  });

  it('and runs without one when that folder cannot be created', async () => {
    const home = tempDir();
    const blocker = path.join(home, 'not-a-folder');
    writeFileSync(blocker, 'x');
    const run = await traced(BIN, ['--version'], { XDG_CACHE_HOME: blocker }, home);
    expect(run.status, run.stderr).toBe(0);
    expect(run.stdout).toMatch(/^prlens \d/);
    expect(run.stderr).toBe('');
  });
});
