/**
 * Libraries copied into a repository are vendored code: by folder (linguist's vendor.yml), by a
 * well-known library file name, and by the licence banner of an unminified copy. The team's own
 * files stay source even with a licence header or in a monorepo's root `libs/`.
 */
import { describe, expect, it } from 'vitest';
import type { DiffLine, FileDiff } from '../../../src/core/types.js';
import { libraryBanner } from '../../../src/review/select/file-class.js';
import { selectFiles } from '../../../src/review/select/select.js';
import { parseUnifiedDiff } from '../../../src/diff/parse.js';
import { selectChange } from '../../../src/review/select/select-change.js';

function added(path: string, text = 'const x = 1;\n'): FileDiff {
  const lines: DiffLine[] = text
    .replace(/\n$/, '')
    .split('\n')
    .map((t, i) => ({ kind: 'add', text: t, oldLine: null, newLine: i + 1 }));
  return {
    path,
    oldPath: path,
    status: 'added',
    binary: false,
    oldMode: null,
    newMode: '100644',
    similarity: null,
    additions: lines.length,
    deletions: 0,
    hunks: [{ oldStart: 0, oldLines: 0, newStart: 1, newLines: lines.length, header: '', lines }],
  };
}

const reasonOf = (f: FileDiff) => selectFiles([f]).excluded[0]?.reason;

describe('library copies', () => {
  it.each([
    'src/main/resources/static/js/libs/require-text.js',
    'web/assets/lib/editor.js',
    'pip/_vendor/requests/api.py',
    'native/3rdparty/zlib/inflate.c',
    'deps/extern/glm/glm.hpp',
    'static/js/jquery-ui-1.10.4.js',
    'frontend/src/assets/private/three.js',
    'public/bootstrap-datepicker.js',
  ])('folder or name of a copied library: %s → vendored', (path) => {
    expect(reasonOf(added(path))).toBe('vendored');
  });

  it.each([
    'libs/feature-auth/src/index.ts',
    'lib/app.js',
    'src/lib/parser.js',
    'scripts/release.js',
    // A monorepo's web app: its lib/ is compiled source, not a copy a browser loads as it is.
    'apps/web/lib/analytics/get-analytics.ts',
    'web/lib/api.tsx',
  ])("the team's own code: %s → kept", (path) => {
    expect(reasonOf(added(path))).toBeUndefined();
  });

  it.each([
    [
      '/**\n * @license wysihtml5 v0.3.0\n * https://example.invalid/wysihtml5\n */\nvar w = {};\n',
      'wysihtml5',
    ],
    [
      '/*!\n * jQuery Form Plugin\n * version: 3.51.0-2014.06.20\n * Dual licensed under the MIT and GPL licenses.\n */\n(function () {})();\n',
      'jQuery Form Plugin',
    ],
    [
      '/**\n * @license RequireJS text 2.0.14 Copyright (c) 2010-2014, The Dojo Foundation.\n */\ndefine([], 1);\n',
      'RequireJS text',
    ],
    // Closure Compiler keeps a library's banner without the `*` on each line (AngularJS's angular.min.js).
    [
      '/*\n AngularJS v1.0.7\n (c) 2010-2012 Google, Inc. http://angularjs.org\n License: MIT\n*/\n(function(P,T,q){})(window,document);\n',
      'AngularJS v1.0.7',
    ],
  ])('an unminified library with its licence banner → vendored, the banner named', (text, name) => {
    const reason = reasonOf(added('src/main/resources/static/plugins/editor/editor.js', text));
    expect(reason).toMatch(/^vendored \(library banner: `.*`\)$/);
    expect(reason).toContain(name);
  });

  it.each([
    '/*\n * Copyright 2024 Acme Inc.\n * Licensed under the Apache License, Version 2.0 (the "License");\n */\nexport const a = 1;\n',
    '// Copyright (c) Acme. Released under the MIT license.\nexport const b = 2;\n',
    '/* Licensed under GPL v3 */\nexport const c = 3;\n',
    '// version 2.1 of the parser: handles quoted keys\nexport const d = 4;\n',
    // Only the leading comment is the banner: a version and a licence in the code under it name nothing.
    '/*\n Helpers for the editor\n*/\nexport const version = "1.2.3"; // License: MIT\n',
  ])("the team's own file with a licence header and no product version → kept", (text) => {
    expect(libraryBanner('src/app.js', text.split('\n'))).toBeNull();
    expect(reasonOf(added('src/app.js', text))).toBeUndefined();
  });

  const GRANT =
    '/**\n * Copyright (c) 2017-present, Example Corp. All rights reserved.\n *\n' +
    ' * You are hereby granted a non-exclusive, worldwide, royalty-free license to use this software.\n' +
    ' * THE SOFTWARE IS PROVIDED "AS IS", WITHOUT WARRANTY OF ANY KIND.\n */\n';

  it.each([
    [
      'minified parameters',
      "tracker.version = '2.9.1';\n(function (a, b, c, d) {\n  var e = { exports: {} };\n})();\n",
    ],
    [
      'webpack bootstrap',
      '/******/ (() => { // webpackBootstrap\n/******/ var __webpack_modules__ = ({});\n',
    ],
  ])(
    "a bundle copied with its owner's licence grant and no version in the banner (%s) → vendored",
    (_, code) => {
      expect(reasonOf(added('apps/web/public/f.js', GRANT + code))).toBe(
        'vendored (library banner: `Copyright (c) 2017-present, Example Corp. All rights reserv…`)',
      );
    },
  );

  it.each([
    ['hand-written code', 'export function handle(req, res, next) {\n  next();\n}\n'],
    ['two one-letter parameters', 'export const byName = function (a, b) {\n  return a < b;\n};\n'],
    [
      'a named function of one-letter parameters',
      'export function lerp(a, b, t) {\n  return a + (b - a) * t;\n}\n',
    ],
    ['one-letter parameters in a comment', '// function (a, b, c) in the old API\nexport const x = 1;\n'],
  ])("the team's own file under a licence grant (%s) → kept", (_, code) => {
    expect(reasonOf(added('apps/web/public/app.js', GRANT + code))).toBeUndefined();
  });

  it('one-letter parameters under a banner with no licence → kept', () => {
    const text = '/**\n * Copyright (c) 2024 Acme. All rights reserved.\n */\n(function (a, b, c) {})();\n';
    expect(reasonOf(added('public/app.js', text))).toBeUndefined();
  });

  it('a banner on a Java file is not read as a library: licence headers are common on own code', () => {
    expect(libraryBanner('src/A.java', ['/*', ' * @license Foo v1.2.3', ' */'])).toBeNull();
  });
});

describe('a library banner outside every hunk', () => {
  it('a change in the middle of an unminified library copy the base already has → vendored, found in the content', async () => {
    const path = 'web/plugins/editor/wysihtml5-0.3.0.js';
    const content = `/**\n * @license wysihtml5 v0.3.0\n * Licensed under the MIT license (MIT)\n */\n${'x();\n'.repeat(60)}`;
    const picked = await selectChange({
      files: parseUnifiedDiff(
        `diff --git a/${path} b/${path}\n--- a/${path}\n+++ b/${path}\n@@ -40 +40 @@\n-y();\n+x();\n`,
      ),
      workspace: {
        readFile: () => Promise.resolve(content),
        searchCode: () => Promise.resolve([]),
      },
      headRef: 'head',
      // The same banner at the base (the workspace answers the same text at every revision).
      baseRef: 'base',
      options: { include: [], exclude: [], maxFileChangedLines: 5000 },
      wanted: () => true,
    });
    expect(picked.kept).toEqual([]);
    expect(picked.excluded).toEqual([
      { path, reason: 'vendored (library banner: `@license wysihtml5 v0.3.0`)' },
    ]);
  });
});
