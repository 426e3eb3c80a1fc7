/**
 * Issue 45: third-party libraries copied into an app's own folders (`server/libs/<module>/index.js`)
 * with no `vendor` folder to name them. The content says the file is a copy (a banner with a licence
 * and a version, a leading "adapted from <address>" note, a UMD wrapper); only low style notes are
 * dropped on it, and a security rule still reports at full severity on a file that looks copied.
 */
import { describe, expect, it } from 'vitest';
import { looksCopied } from '../../../src/review/select/copied-library.js';
import { parseRuleFile } from '../../../src/static/rule-file.js';
import { runStaticRules } from '../../../src/static/run-static-rules.js';

const UMD = [
  '(function (root, factory) {',
  "  if (typeof define === 'function' && define.amd) define([], factory);",
  "  else if (typeof module === 'object' && module.exports) module.exports = factory();",
  '  else root.pad = factory();',
  '})(this, function () {',
];

/** The rules' findings on one added file, with the copy flag the static-lens stage sets. */
async function scan(path: string, lines: string[]) {
  const content = lines.join('\n') + '\n';
  const changedLines = new Set(lines.map((_, i) => i + 1));
  const file = { path, content, changedLines, copy: looksCopied(path, content) };
  const { findings } = await runStaticRules([file]);
  return findings.map((f) => [f.ruleId, f.line, f.severity]);
}

describe('a copied library, told by its content', () => {
  it.each([
    [
      'an origin note with an address',
      ['// Adapted from https://github.com/isaacs/isexe', 'module.exports = isexe;'],
    ],
    [
      'an origin note inside a block comment',
      ['/*', '  Source: https://github.com/fent/node-ytdl-core', '  MIT', '*/', "'use strict';"],
    ],
    ['a banner with a licence and a version', ['/*! buffer-crc32 v0.2.13 | MIT License */', 'var x;']],
    ['a UMD wrapper under a plain comment', ['// pad a string', ...UMD]],
    // uBlock's copy of RegexAnalyzer (fresh30): a version and the repository it comes from, no licence.
    [
      "a library's header: a version and its repository",
      [
        '/**',
        '*   Regex',
        '*   @version: 1.2.0',
        '*   https://github.com/foo123/RegexAnalyzer',
        '**/',
        'export default 1;',
      ],
    ],
    // A minified bundle writes the test the other way round (diff2html's build, fresh14).
    [
      'a minified UMD wrapper',
      [
        '!(function (e, t) {',
        "  'object' == typeof exports ? (module.exports = t()) : 'function' == typeof define && define.amd ? define([], t) : (e.D = t());",
        '})(this, () => {});',
      ],
    ],
  ])('%s → a copy', (_, lines) => {
    expect(looksCopied('server/libs/module/index.js', lines.join('\n'))).toBe(true);
  });

  it.each([
    // The team's own file under its licence header (syncthing's GUI, fresh25): no product version.
    [
      'a licence header of the project',
      [
        '// Copyright (C) 2014 The Syncthing Authors.',
        '// This Source Code Form is subject to the terms of the Mozilla Public License.',
        'angular.module("syncthing.core");',
      ],
    ],
    ['"based on" with no address', ['// Sorts rows based on the user settings', 'export const sort = 1;']],
    ['an address with no origin', ['// See https://developer.mozilla.org/docs/Web', 'export const a = 1;']],
    [
      'a repository address with no version',
      ['// Issue: https://github.com/acme/app/issues/12', 'export const a = 1;'],
    ],
    ['a version with no repository', ['/** @version 2.1.0 of the parser */', 'export const a = 1;']],
    [
      'an origin note below the first code',
      ["'use strict';", '// Adapted from https://github.com/isaacs/isexe', 'module.exports = 1;'],
    ],
  ])("the team's own code: %s → not a copy", (_, lines) => {
    expect(looksCopied('server/libs/module/index.js', lines.join('\n'))).toBe(false);
  });

  it('reads JavaScript only: a TypeScript file is compiled from the team’s source', () => {
    expect(looksCopied('server/libs/pad.ts', UMD.join('\n'))).toBe(false);
  });

  it('drops the deprecation notes on a copy, keeps them on the same code without the copy’s signs', async () => {
    const body = [
      'function pad(s) {',
      '  return s.substr(1) + s.substr(0, 2) + new Date().toGMTString();',
      '}',
    ];
    expect(
      await scan('server/libs/pad/index.js', ['// Adapted from https://github.com/x/pad', ...body]),
    ).toEqual([]);
    expect(await scan('server/libs/pad/index.js', ['// Pads a string.', ...body])).toEqual([
      ['js-substr', 3, 'low'],
      ['js-substr-length', 3, 'low'],
      ['js-togmtstring', 3, 'low'],
    ]);
  });

  it('a security rule still reports at full severity on a file that looks copied (a pasted banner)', async () => {
    const attack = [
      "  const app = require('express')();",
      "  app.get('/run', (req, res) => res.send(String(eval(req.query.code)) + req.query.code.substr(1)));",
      '});',
    ];
    const copy = await scan('server/libs/pad/index.js', [
      '/*! pad v1.0.0 | MIT License */',
      '// Adapted from https://github.com/x/pad',
      ...UMD,
      ...attack,
    ]);
    const own = await scan('server/libs/pad/index.js', [
      '// pad',
      '//',
      ...UMD.map((l) => l.replace('define.amd', 'amd')),
      ...attack,
    ]);
    expect(own).toContainEqual(['js-eval', 9, 'high']);
    expect(copy.filter(([rule]) => rule === 'js-eval')).toEqual([['js-eval', 9, 'high']]);
    expect(copy.filter(([rule]) => rule === 'js-substr')).toEqual([]);
  });

  it('refuses `in-copies: skip` on a rule that can say more than a low style note', () => {
    const rule = (metadata: string) =>
      `id: x\nlanguage: JavaScript\nseverity: info\nmessage: m\nrule:\n  pattern: eval($X)\nmetadata: ${metadata}\n`;
    expect(() =>
      parseRuleFile(
        rule('{ category: security, severity: high, confidence: 0.9, in-copies: skip }'),
        'sec.yml',
      ),
    ).toThrow(
      /malformed rule file sec\.yml: metadata\.in-copies: only a low deprecation or maintainability rule/,
    );
    expect(() =>
      parseRuleFile(
        rule('{ category: deprecation, severity: medium, confidence: 0.9, in-copies: skip }'),
        'med.yml',
      ),
    ).toThrow(/metadata\.in-copies/);
    expect(() =>
      parseRuleFile(
        rule(
          "{ category: deprecation, severity: low, confidence: 0.9, in-copies: skip, escalate: { when: 'x', severity: high, why: 'y' } }",
        ),
        'esc.yml',
      ),
    ).toThrow(/metadata\.in-copies/);
    expect(
      parseRuleFile(
        rule('{ category: deprecation, severity: low, confidence: 0.9, in-copies: skip }'),
        'ok.yml',
      )[0]?.inCopies,
    ).toBe('skip');
  });
});
