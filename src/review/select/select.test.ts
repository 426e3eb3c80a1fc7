import { describe, expect, it } from 'vitest';
import type { DiffLine, FileDiff } from '../../core/types.js';
import { parseGitAttributes } from './git-attributes.js';
import { selectFiles, type SelectOptions } from './select.js';

/** A modified file whose single hunk adds `added` (default: one ordinary line) from line 1. */
function file(path: string, overrides: Partial<FileDiff> & { added?: string[] } = {}): FileDiff {
  const { added = ['const x = 1;'], ...rest } = overrides;
  const lines: DiffLine[] = added.map((text, i) => ({ kind: 'add', text, oldLine: null, newLine: i + 1 }));
  return {
    path,
    oldPath: path,
    status: 'modified',
    binary: false,
    oldMode: '100644',
    newMode: '100644',
    similarity: null,
    additions: added.length,
    deletions: 0,
    hunks: [{ oldStart: 0, oldLines: 0, newStart: 1, newLines: added.length, header: '', lines }],
    ...rest,
  };
}

function reasonOf(f: FileDiff, options?: SelectOptions): string | undefined {
  const { kept, excluded } = selectFiles([f], options);
  expect(kept.length + excluded.length).toBe(1);
  return excluded[0]?.reason;
}

describe('selectFiles default gates', () => {
  it.each([
    ['src/app.ts'],
    ['README.md'],
    ['config/settings.yaml'],
    ['Dockerfile'],
    ['scripts/tool.unknownext'],
    ['.github/workflows/ci.yml'],
    ['src/vendors.ts'],
    ['docs/build/notes.md'],
    ['src/select.ts'],
  ])('keeps the reviewable text file %s', (path) => {
    expect(reasonOf(file(path))).toBeUndefined();
  });

  it.each([
    ['vendor/lib/a.go', 'vendored'],
    ['services/api/vendor/x.go', 'vendored'],
    ['third_party/proto/a.proto', 'vendored'],
    ['web/node_modules/left-pad/index.js', 'vendored'],
    ['bower_components/jquery/jquery.js', 'vendored'],
    ['dist/index.js', 'generated'],
    ['build/out.txt', 'generated'],
    ['src/api.generated.ts', 'generated'],
    ['gen/service.pb.go', 'generated'],
    ['py/service_pb2.py', 'generated'],
    ['package-lock.json', 'lock file'],
    ['web/yarn.lock', 'lock file'],
    ['pnpm-lock.yaml', 'lock file'],
    ['Cargo.lock', 'lock file'],
    ['poetry.lock', 'lock file'],
    ['go.sum', 'lock file'],
    ['Gemfile.lock', 'lock file'],
    ['composer.lock', 'lock file'],
    ['Pipfile.lock', 'lock file'],
    ['uv.lock', 'lock file'],
    ['bun.lockb', 'lock file'],
    ['static/app.min.js', 'minified'],
    ['static/site.min.css', 'minified'],
    // A build's fingerprinted name for its minified output (Gokapi's `js/min/`).
    ['static/js/min/download.min.ccb62a8d5b.js', 'minified'],
    ['assets/logo.png', 'unsupported type'],
    ['assets/Photo.JPEG', 'unsupported type'],
    ['fonts/inter.woff2', 'unsupported type'],
    ['release/app.zip', 'unsupported type'],
    ['docs/spec.pdf', 'unsupported type'],
    ['media/intro.mp4', 'unsupported type'],
    ['bin/tool.exe', 'unsupported type'],
  ])('leaves out %s as %s', (path, reason) => {
    expect(reasonOf(file(path))).toBe(reason);
  });

  it('keeps a src/dist or src/build directory: only the root ones are build output', () => {
    expect(reasonOf(file('src/dist/index.ts'))).toBeUndefined();
    expect(reasonOf(file('src/build/plan.ts'))).toBeUndefined();
  });

  it('leaves out a deleted file, even one the user includes', () => {
    const deleted = file('src/old.ts', { status: 'deleted' });
    expect(reasonOf(deleted)).toBe('deleted');
    expect(reasonOf(deleted, { include: ['src/**'] })).toBe('deleted');
  });

  it('leaves out a binary file, even one the user includes', () => {
    const binary = file('data/blob.unknownext', { binary: true, hunks: [], additions: 0 });
    expect(reasonOf(binary)).toBe('binary');
    expect(reasonOf(binary, { include: ['**/*'] })).toBe('binary');
  });

  it('leaves out a pure rename and a mode-only change as having no content change', () => {
    const renamed = file('src/new.ts', {
      oldPath: 'src/old.ts',
      status: 'renamed',
      similarity: 100,
      hunks: [],
    });
    const chmod = file('run.sh', { oldMode: '100644', newMode: '100755', hunks: [] });
    expect(reasonOf(renamed)).toBe('no content change');
    expect(reasonOf(chmod, { include: ['*.sh'] })).toBe('no content change');
  });

  it('keeps a rename that also edits the file', () => {
    expect(
      reasonOf(file('src/new.ts', { oldPath: 'src/old.ts', status: 'renamed', similarity: 80 })),
    ).toBeUndefined();
  });

  it('leaves out files with more changed lines than the limit, naming both numbers', () => {
    const big = file('src/big.ts', { additions: 4000, deletions: 1001 });
    expect(reasonOf(big)).toBe('too large (5001 changed lines > 5000)');
    expect(reasonOf(file('src/ok.ts', { additions: 3000, deletions: 2000 }))).toBeUndefined();
    expect(reasonOf(file('src/small.ts', { additions: 11 }), { maxFileChangedLines: 10 })).toBe(
      'too large (11 changed lines > 10)',
    );
  });

  it('recognises generated files by a comment marker near the top', () => {
    expect(
      reasonOf(file('api/client.go', { added: ['// Code generated by protoc-gen-go. DO NOT EDIT.'] })),
    ).toBe('generated (`Code generated … DO NOT EDIT` header)');
    expect(reasonOf(file('schema.ts', { added: ['/**', ' * @generated by relay-compiler', ' */'] }))).toBe(
      'generated (`@generated` header)',
    );
    expect(reasonOf(file('models.py', { added: ['# @generated', 'x = 1'] }))).toBe(
      'generated (`@generated` header)',
    );
    expect(reasonOf(file('conf.py', { added: ['# This file is autogenerated by pip-compile', 'x'] }))).toBe(
      'generated (`generated` note header)',
    );
    expect(
      reasonOf(file('api.rs', { added: ['// Auto-generated by build.rs, do not edit', 'fn a() {}'] })),
    ).toBe('generated (`generated` note header)');
  });

  it('does not take a scaffold note or everyday English for a generated header', () => {
    expect(
      reasonOf(file('app/migrations/0002_x.py', { added: ['# Generated by Django 4.2 on 2024-01-01'] })),
    ).toBeUndefined();
    expect(
      reasonOf(file('ids.ts', { added: ['// ids are generated by the database', 'x'] })),
    ).toBeUndefined();
  });

  it("does not take sphinx-quickstart's conf.py boilerplate ('…in this / autogenerated file.') for a generated header", () => {
    const conf = [
      '# -*- coding: utf-8 -*-',
      '#',
      '# Foo documentation build configuration file, created by',
      '# sphinx-quickstart on Tue Jul  9 22:26:36 2013.',
      '#',
      '# This file is execfile()d with the current directory set to its',
      '# containing dir.',
      '#',
      '# Note that not all possible configuration values are present in this',
      '# autogenerated file.',
      "project = 'Foo'",
    ];
    expect(reasonOf(file('docs/conf.py', { added: conf }))).toBeUndefined();
    // A header that says so on its own line still counts.
    expect(reasonOf(file('gen.py', { added: ['# Foo client.', '# autogenerated by thrift', 'x'] }))).toBe(
      'generated (`generated` note header)',
    );
  });

  it('does not call code generated just because it mentions the marker or has it far down', () => {
    expect(reasonOf(file('tool.ts', { added: ["const marker = '@generated';"] }))).toBeUndefined();
    const late = Array.from({ length: 40 }, (_, i) => (i === 30 ? '// @generated' : `line ${i}`));
    expect(reasonOf(file('late.ts', { added: late }))).toBeUndefined();
  });

  it('treats a JS or CSS file with a very long added line as minified, but not other languages', () => {
    const long = 'a'.repeat(1001);
    expect(reasonOf(file('public/bundle.js', { added: [long] }))).toBe('minified');
    expect(reasonOf(file('public/theme.css', { added: [long] }))).toBe('minified');
    expect(reasonOf(file('public/ok.js', { added: ['a'.repeat(1000)] }))).toBeUndefined();
    expect(reasonOf(file('data/fixture.json', { added: [long] }))).toBeUndefined();
  });
});

describe('selectFiles include and exclude', () => {
  it('leaves out a user-excluded file, naming the pattern that matched', () => {
    const { kept, excluded } = selectFiles([file('src/a.ts'), file('docs/guide.md'), file('docs/api/x.md')], {
      exclude: ['src/never.ts', 'docs/**'],
    });
    expect(kept.map((f) => f.path)).toEqual(['src/a.ts']);
    expect(excluded).toEqual([
      { path: 'docs/guide.md', reason: 'excluded by config (docs/**)' },
      { path: 'docs/api/x.md', reason: 'excluded by config (docs/**)' },
    ]);
  });

  it('lets an include override every default gate', () => {
    const files = [
      file('dist/index.js'),
      file('vendor/lib/a.go'),
      file('package-lock.json'),
      file('app.min.js'),
      file('icon.svg'),
      file('src/huge.ts', { additions: 9000 }),
    ];
    const { kept, excluded } = selectFiles(files, {
      include: ['dist/**', 'vendor/**', 'package-lock.json', '*.min.js', '*.svg', 'src/huge.ts'],
    });
    expect(excluded).toEqual([]);
    expect(kept).toHaveLength(files.length);
  });

  it('lets a user exclude win over a user include', () => {
    expect(reasonOf(file('dist/index.js'), { include: ['dist/**'], exclude: ['dist/index.js'] })).toBe(
      'excluded by config (dist/index.js)',
    );
  });

  it('keeps defaults for files no include names: include widens, it does not restrict', () => {
    const { kept, excluded } = selectFiles([file('src/a.ts'), file('yarn.lock')], { include: ['dist/**'] });
    expect(kept.map((f) => f.path)).toEqual(['src/a.ts']);
    expect(excluded).toEqual([{ path: 'yarn.lock', reason: 'lock file' }]);
  });

  it('matches dotfiles and, for patterns without a slash, file names at any depth', () => {
    expect(reasonOf(file('.github/workflows/ci.yml'), { exclude: ['.github/**'] })).toBe(
      'excluded by config (.github/**)',
    );
    expect(reasonOf(file('deep/down/notes.md'), { exclude: ['*.md'] })).toBe('excluded by config (*.md)');
    expect(reasonOf(file('deep/down/notes.md'), { exclude: ['down/*.md'] })).toBeUndefined();
  });

  it('keeps the input order and accounts for every file exactly once', () => {
    const files = [file('b.ts'), file('a.png'), file('c.ts', { status: 'deleted' }), file('a.ts')];
    const { kept, excluded } = selectFiles(files);
    expect(kept.map((f) => f.path)).toEqual(['b.ts', 'a.ts']);
    expect(excluded.map((f) => f.path)).toEqual(['a.png', 'c.ts']);
  });
});

describe('selectFiles and .gitattributes', () => {
  const attributes = parseGitAttributes(
    [
      '# Linguist overrides',
      'api/gen/** linguist-generated',
      'docs/*.js linguist-generated=true',
      'lib/copied.py linguist-vendored',
      'vendor/ours/** -linguist-vendored',
      'src/schema.ts linguist-generated',
      'src/schema.ts linguist-generated=false',
    ].join('\n'),
  );

  it.each([
    ['api/gen/client.ts', 'generated (linguist-generated in .gitattributes)'],
    ['docs/search.js', 'generated (linguist-generated in .gitattributes)'],
    ['lib/copied.py', 'vendored (linguist-vendored in .gitattributes)'],
    ['vendor/lib/a.go', 'vendored'],
  ])('leaves out %s as %s', (path, reason) => {
    expect(reasonOf(file(path), { attributes })).toBe(reason);
  });

  it('reviews what the attributes mark as not vendored or not generated, later lines winning', () => {
    expect(reasonOf(file('vendor/ours/patched.go'), { attributes })).toBeUndefined();
    expect(reasonOf(file('src/schema.ts'), { attributes })).toBeUndefined();
    // A pattern without a slash matches at any depth; a directory pattern does not reach inside.
    const more = parseGitAttributes('*.pb.ts linguist-generated\nout linguist-generated\n');
    expect(reasonOf(file('a/b/c.pb.ts'), { attributes: more })).toBe(
      'generated (linguist-generated in .gitattributes)',
    );
    expect(reasonOf(file('out/x.ts'), { attributes: more })).toBeUndefined();
  });
});

describe('selectFiles classes and the include-generated switch', () => {
  it('records source and test classes for the kept files', () => {
    const { classes } = selectFiles([
      file('src/app.ts'),
      file('src/app.test.ts'),
      file('pkg/server_test.go'),
      file('tests/test_api.py'),
      file('src/test/java/org/acme/ParserTest.java'),
      file('testdata/sample.json'),
    ]);
    expect(Object.fromEntries(classes)).toEqual({
      'src/app.ts': 'source',
      'src/app.test.ts': 'test',
      'pkg/server_test.go': 'test',
      'tests/test_api.py': 'test',
      'src/test/java/org/acme/ParserTest.java': 'test',
      'testdata/sample.json': 'test',
    });
  });

  it('reviews generated and vendored files when include-generated is on, keeping their class', () => {
    const files = [
      file('vendor/lib/a.go'),
      file('dist/index.js'),
      file('gen.go', { added: ['// Code generated by x. DO NOT EDIT.'] }),
    ];
    expect(selectFiles(files).kept).toEqual([]);
    const { kept, classes } = selectFiles(files, { includeGenerated: true });
    expect(kept.map((f) => f.path)).toEqual(['vendor/lib/a.go', 'dist/index.js', 'gen.go']);
    expect([...classes.values()]).toEqual(['vendored', 'generated', 'generated']);
  });
});
