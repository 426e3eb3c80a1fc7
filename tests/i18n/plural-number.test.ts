/**
 * Plural forms and numbers follow the report's language: the form is chosen by the language's
 * plural rules (French says "0 fichier", Japanese has one form) and counts, tokens, seconds and
 * costs are written the way the language writes numbers. Machine outputs stay locale-free.
 */
import { describe, expect, it } from 'vitest';
import { LANGUAGES, translator } from '../../src/i18n/index.js';
import { renderJson } from '../../src/report/json.js';
import { renderMarkdown } from '../../src/report/markdown.js';
import { completeReport, emptyReport } from '../report/fixtures.js';

// Node's ICU groups French thousands with a narrow no-break space (U+202F) and puts a no-break
// space (U+00A0) before a currency sign.
const NNBSP = '\u202f';
const NBSP = '\u00a0';

function usageFooter(language: string): string {
  const md = renderMarkdown(completeReport(), { language });
  return md.split('\n').find((line) => line.startsWith('<sub>')) ?? '';
}

function noFilesScope(language: string): string {
  const report = emptyReport();
  report.stats.files_changed = 0;
  return (
    renderMarkdown(report, { language })
      .split('\n')
      .find((line) => line.startsWith('✅')) ?? ''
  );
}

describe('plural forms by language', () => {
  it.each([
    ['en', 0, '0 files'],
    ['en', 1, '1 file'],
    ['de', 0, '0 Dateien'],
    ['de', 1, '1 Datei'],
    ['fr', 0, '0 fichier'],
    ['fr', 1, '1 fichier'],
    ['fr', 2, '2 fichiers'],
    ['ja', 1, '1 ファイル'],
    ['ja', 2, '2 ファイル'],
  ])('%s: %d → %s', (lang, n, text) => {
    expect(translator(lang).count('fileCount', n)).toBe(text);
  });

  it('writes a review of no files in the singular in French, the plural in English and German', () => {
    expect(noFilesScope('fr')).toContain('0 fichier dans');
    expect(noFilesScope('en')).toContain('0 files in');
    expect(noFilesScope('de')).toContain('0 Dateien in');
    expect(noFilesScope('ja')).toContain('の 0 ファイル');
  });
});

describe('numbers by language', () => {
  it('en: tokens 12,345, cost $0.03, seconds 12.3', () => {
    expect(usageFooter('en')).toContain(
      '12,345 prompt tokens (8,000 cached), 2,345 completion tokens, 4 requests, $0.03 · 12.3 s',
    );
  });

  it('de: tokens 12.345, cost 0,03 $, seconds 12,3', () => {
    expect(usageFooter('de')).toContain(
      `12.345 Prompt-Tokens (8.000 aus dem Cache), 2.345 Antwort-Tokens, 4 Anfragen, 0,03${NBSP}$ · 12,3 s`,
    );
  });

  it('fr: tokens 12 345 with a narrow no-break space, seconds 12,3', () => {
    expect(usageFooter('fr')).toContain(
      `12${NNBSP}345 jetons de prompt (8${NNBSP}000 en cache), 2${NNBSP}345 jetons de réponse, 4 requêtes, 0,03${NBSP}$US · 12,3 s`,
    );
  });

  it('ja: tokens 12,345 and one form for every count', () => {
    expect(usageFooter('ja')).toContain('プロンプト 12,345 トークン');
    expect(usageFooter('ja')).toContain('4 リクエスト, $0.03 · 12.3 s');
  });

  it('de: a count past a thousand in a counted message', () => {
    expect(translator('de').count('findingCount', 1234)).toBe('1.234 Befunde');
  });

  it('keeps a cost below a cent at four decimals in every language', () => {
    expect(translator('en').cost(0.0042)).toBe('$0.0042');
    expect(translator('de').cost(0.0042)).toBe(`0,0042${NBSP}$`);
    expect(translator('en').cost(0)).toBe('$0.00');
  });

  it('keeps the JSON report locale-free whatever the language', () => {
    const json = renderJson(completeReport());
    expect(json).toContain('"prompt_tokens": 12345');
    expect(json).toContain('"cost_usd": 0.0321');
  });
});

describe('numbers below 1000 without Intl.NumberFormat (issue 48)', () => {
  /** Values a report prints: counts, seconds from milliseconds, and ICU's rounding edges. */
  const SAMPLES = [
    ...Array.from({ length: 1000 }, (_, n) => n),
    ...Array.from({ length: 3_000 }, (_, n) => (n * 7) / 1000),
    ...[
      0.05, 0.15, 0.25, 0.35, 1.005, 1.45, 2.675, 999.4, 999.5, 999.94, 999.95, 999.999, 1e-7, 1000, 1234.5,
    ],
  ];

  it('writes them exactly as Intl.NumberFormat does, with 0 to 3 decimals, in every language', () => {
    for (const lang of LANGUAGES) {
      const t = translator(lang);
      for (const digits of [0, 1, 2, 3]) {
        const intl = new Intl.NumberFormat(lang, {
          minimumFractionDigits: digits,
          maximumFractionDigits: digits,
        });
        for (const value of SAMPLES)
          expect(t.num(value, digits), `${lang} ${value} ${digits}`).toBe(intl.format(value));
      }
    }
  });

  it('builds no Intl.NumberFormat for a count or a duration, whose first use loads ICU data; a larger number still does', () => {
    const Real = Intl.NumberFormat;
    let built = 0;
    Intl.NumberFormat = new Proxy(Real, {
      construct(target, args: ConstructorParameters<typeof Intl.NumberFormat>) {
        built++;
        return new target(...args);
      },
    });
    try {
      const t = translator('de');
      expect(t.count('coverageChanged', 12)).toBe('12 Dateien geändert');
      expect(t.num(0.038, 1)).toBe('0,0');
      expect(t.num(1.45, 1)).toBe('1,5');
      expect(built).toBe(0);
      expect(t.num(1234)).toBe('1.234');
      expect(built).toBe(1);
    } finally {
      Intl.NumberFormat = Real;
    }
  });
});
