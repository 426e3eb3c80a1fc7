/**
 * The message catalog: every language translates every key with the same placeholders, language
 * codes and names resolve, an unknown language falls back to English with one warning, and the
 * summary and comments come out in the language while code, paths and identifiers stay as they are.
 */
import { describe, expect, it } from 'vitest';
import { COMMAND_TABLE, helpText } from '../../src/app/commands/table.js';
import { commentBody } from '../../src/report/inline-comment.js';
import { sameSummary } from '../../src/github/summary.js';
import { renderSummary, type SummaryExtras } from '../../src/report/pr-summary.js';
import { LANGUAGES, MESSAGE_KEYS, placeholders, resolveLanguage, translator } from '../../src/i18n/index.js';
import { renderMarkdown } from '../../src/report/markdown.js';
import { completeReport, finding, incompleteReport } from '../report/fixtures.js';

const extras = (overrides: Partial<SummaryExtras> = {}): SummaryExtras => ({
  reviewedSha: 'a'.repeat(40),
  overflow: [],
  rejected: [],
  unreviewable: [],
  staticOnly: false,
  ...overrides,
});

describe('message catalog', () => {
  it.each(LANGUAGES.filter((l) => l !== 'en'))(
    '%s has every key with the placeholders of English',
    (lang) => {
      for (const key of MESSAGE_KEYS)
        expect([key, placeholders(lang, key)]).toEqual([key, placeholders('en', key)]);
    },
  );

  it.each([
    ['de', 'de'],
    ['de-DE', 'de'],
    ['de_AT', 'de'],
    ['German', 'de'],
    ['Deutsch', 'de'],
    ['pt-BR', 'pt'],
    ['Português', 'pt'],
    ['fr', 'fr'],
    ['Español', 'es'],
    ['ja-JP', 'ja'],
    ['日本語', 'ja'],
    ['zh-Hans', 'zh'],
    ['Chinese', 'zh'],
    ['한국어', 'ko'],
    ['EN', 'en'],
    ['', 'en'],
  ])('resolves %j to %s', (input, lang) => {
    expect(resolveLanguage(input)).toBe(lang);
  });

  it('falls back to English for a language it has no catalog for, warning once', () => {
    const warnings: string[] = [];
    const tr = translator('Klingon', (m) => warnings.push(m));
    translator('Klingon', (m) => warnings.push(m));
    expect(tr.lang).toBe('en');
    expect(tr.t('findings')).toBe('Findings');
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/language 'Klingon'.*using English/);
  });

  it('does not warn for a language it has', () => {
    const warnings: string[] = [];
    translator('de-CH', (m) => warnings.push(m));
    expect(warnings).toEqual([]);
  });

  it('picks the singular or plural form by count', () => {
    const tr = translator('de');
    expect(tr.count('findingCount', 1)).toBe('1 Befund');
    expect(tr.count('findingCount', 1200)).toBe('1.200 Befunde');
  });
});

describe('rendering in the configured language', () => {
  it('writes the summary headings and notices in German and leaves paths and code untouched', () => {
    const report = completeReport();
    const body = renderSummary(
      report,
      extras({ staticOnly: true, incremental: { from: 'b'.repeat(40), to: 'c'.repeat(40) }, language: 'de' }),
    );
    expect(body).toContain('## prlens-Review');
    expect(body).toContain('| Schweregrad | Befunde |');
    expect(body).toContain('Nur statische Regeln');
    expect(body).toContain('Inkrementelles Review der Commits nach `bbbbbbb` bis `ccccccc`.');
    expect(body).toContain('<sub>Verbrauch: ');
    for (const f of report.findings) expect(body).toContain(`<code>${f.path}</code>`);
    expect(body).not.toContain('## prlens review');
    expect(body).not.toContain('Static rules only');
  });

  it('recognises its own German footer on a rerun (only the duration changed)', () => {
    const a = renderSummary({ ...completeReport(), duration_ms: 1000 }, extras({ language: 'de' }));
    const b = renderSummary({ ...completeReport(), duration_ms: 2500 }, extras({ language: 'de' }));
    expect(a).not.toBe(b);
    expect(sameSummary(a, b)).toBe(true);
  });

  it('marks an incomplete review in Japanese', () => {
    const md = renderMarkdown(incompleteReport(), { language: 'ja' });
    expect(md).toContain('> **未完了のレビュー:**');
    expect(md).toContain('## prlens レビュー');
  });

  it('keeps English as the default', () => {
    expect(renderMarkdown(completeReport())).toContain('| Severity | Findings |');
  });

  it('writes the comment footer strings in French, the suggestion code unchanged', () => {
    const f = finding({ path: 'src/app.ts', line: 3, title: '', suggestion: 'const x = 1;' });
    const body = commentBody(f, 'code', 60_000, translator('fr'));
    expect(body).toContain('**Problème relevé par prlens**');
    expect(body).toContain('Modification suggérée :');
    expect(body).toContain('const x = 1;');
  });

  it('answers an unknown PR command with the help in German', () => {
    const reply = helpText('frobnicate', 'de');
    expect(reply).toMatch(/^prlens kennt den Befehl `frobnicate` nicht\. Befehle:/);
    expect(reply).toContain('`/ask <Frage>` beantwortet');
    expect(reply).toContain('(als Antwort in einem Review-Thread)');
    expect(reply).toContain('`/prlens <Befehl>`');
  });

  it("keeps the English help lines identical to the commands' own", () => {
    for (const c of COMMAND_TABLE) expect(helpText(null)).toContain(`- ${c.help}`);
    expect(helpText(null, 'en')).toBe(helpText(null));
    const en = translator('en');
    const keys = {
      ask: 'helpAsk',
      describe: 'helpDescribe',
      review: 'helpReview',
      ignore: 'helpIgnore',
    } as const;
    for (const c of COMMAND_TABLE) {
      const key = keys[c.name as keyof typeof keys];
      if (key) expect(en.t(key)).toBe(c.help);
    }
  });
});
