/**
 * prlens's own fixed strings (summary headings, table headers, notices, comment footers) in the
 * configured `language`. The model writes titles and bodies itself (prompts/base.md); this catalog
 * covers what the code writes. A language without a translation falls back to English with one
 * warning. To add a string: add the key to en.ts, then to every other language file (the compiler
 * lists the ones missing it). To add a language: copy de.ts, translate, and list it in CATALOG and
 * ALIASES below.
 */
import { de } from './de.js';
import { en, type Message, type MessageKey, type Messages } from './en.js';
import { es } from './es.js';
import { fr } from './fr.js';
import { ja } from './ja.js';
import { ko } from './ko.js';
import { plainNumber } from './plain-number.js';
import { pt } from './pt.js';
import { zh } from './zh.js';

export type { MessageKey } from './en.js';

const CATALOG = { en, de, fr, es, pt, ja, zh, ko } satisfies Record<string, Messages>;
export type Lang = keyof typeof CATALOG;
export const LANGUAGES = Object.keys(CATALOG) as Lang[];

/** How each language writes the decimal point (plain-number.ts writes small numbers without Intl). */
const DECIMAL_SEPARATOR: Record<Lang, string> = {
  en: '.',
  de: ',',
  fr: ',',
  es: ',',
  pt: ',',
  ja: '.',
  zh: '.',
  ko: '.',
};

/** Names people write for a language, in English and in the language itself (lower case). */
const ALIASES: Record<Lang, readonly string[]> = {
  en: ['english'],
  de: ['german', 'deutsch'],
  fr: ['french', 'français', 'francais'],
  es: ['spanish', 'español', 'espanol', 'castellano'],
  pt: ['portuguese', 'português', 'portugues', 'brazilian portuguese'],
  ja: ['japanese', '日本語', 'nihongo'],
  // One Chinese catalog (Simplified); zh-TW / zh-Hant get it too rather than English.
  zh: ['chinese', '中文', '简体中文', '汉语', 'mandarin', 'simplified chinese'],
  ko: ['korean', '한국어'],
};

/** The catalog language for a code (`de`, `de-DE`, `pt_BR`) or a name (`German`, `Deutsch`), or null. */
export function resolveLanguage(language: string | undefined): Lang | null {
  const value = (language ?? 'en').trim().toLowerCase();
  if (value === '') return 'en';
  const base = value.split(/[-_]/)[0] ?? value;
  if ((LANGUAGES as string[]).includes(base)) return base as Lang;
  for (const lang of LANGUAGES) if (ALIASES[lang].includes(value)) return lang;
  return null;
}

export interface Translator {
  readonly lang: Lang;
  /** The message for `key` with `{name}` placeholders filled; a number is written as a count. */
  t(key: MessageKey, vars?: Record<string, string | number>): string;
  /** A counted message: `{n}` is the count, the form is chosen by the language's plural rules. */
  count(key: MessageKey, n: number, vars?: Record<string, string | number>): string;
  /** The raw forms of a message, placeholders unfilled: for a page script that counts by itself. */
  forms(key: MessageKey): { one: string; other: string };
  /** A number the way the language writes it (`1,234` in English, `1.234` in German). */
  num(value: number, fractionDigits?: number): string;
  /** A fraction (0.85) as a whole percentage the way the language writes it (`85%`, `85 %`). */
  percent(fraction: number): string;
  /** A cost in US dollars: four decimals below a cent (cents would round it to nothing), else two. */
  cost(usd: number): string;
}

const warned = new Set<string>();

/**
 * A translator for the configured language. An unknown language gets English and one warning per
 * process through `warn` (the model still writes its own text in that language).
 */
export function translator(language?: string, warn?: (message: string) => void): Translator {
  const resolved = resolveLanguage(language);
  if (resolved === null && language !== undefined && !warned.has(language)) {
    warned.add(language);
    warn?.(
      `language '${language}': prlens's own headings and notices are available in ${LANGUAGES.join(', ')}; ` +
        'using English for them (the model still writes its findings in the language asked for)',
    );
  }
  const lang = resolved ?? 'en';
  const messages: Messages = CATALOG[lang];
  // The catalog has two forms; CLDR's other categories (few, many) take the plural one. Languages
  // differ on which counts are singular: French and Portuguese say "0 fichier", Japanese has one form.
  let rules: Intl.PluralRules | undefined;
  const pick = (key: MessageKey, n?: number): string => {
    const message: Message = messages[key];
    if (typeof message === 'string') return message;
    return n !== undefined && (rules ??= new Intl.PluralRules(lang)).select(n) === 'one'
      ? message.one
      : message.other;
  };
  const num = (value: number, fractionDigits = 0): string =>
    plainNumber(value, fractionDigits, DECIMAL_SEPARATOR[lang]) ??
    new Intl.NumberFormat(lang, {
      minimumFractionDigits: fractionDigits,
      maximumFractionDigits: fractionDigits,
    }).format(value);
  const money = (digits: number): Intl.NumberFormat =>
    new Intl.NumberFormat(lang, {
      style: 'currency',
      currency: 'USD',
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    });
  // Built on first use: an Intl currency format loads ICU data (~25 ms of every run, issue 48), and
  // ENGLISH is built when this module loads, on runs that never print a cost.
  let cents: Intl.NumberFormat | undefined;
  let fine: Intl.NumberFormat | undefined;
  const format = (vars: Record<string, string | number>): Record<string, string> =>
    Object.fromEntries(Object.entries(vars).map(([k, v]) => [k, typeof v === 'number' ? num(v) : v]));
  return {
    lang,
    t: (key, vars = {}) => fill(pick(key), format(vars)),
    count: (key, n, vars = {}) => fill(pick(key, n), format({ ...vars, n })),
    forms: (key) => {
      const message: Message = messages[key];
      return typeof message === 'string' ? { one: message, other: message } : message;
    },
    num,
    percent: (fraction) => new Intl.NumberFormat(lang, { style: 'percent' }).format(fraction),
    cost: (usd) => (usd !== 0 && usd < 0.01 ? (fine ??= money(4)) : (cents ??= money(2))).format(usd),
  };
}

/** The English translator, the default of every renderer. */
export const ENGLISH: Translator = translator('en');

/** The `Usage` label in every language, so a rerun recognises its own footer whatever the language. */
export const USAGE_LABELS: readonly string[] = LANGUAGES.map((l) => CATALOG[l].usage);

/** Placeholders of a message (all its forms), for tests that compare translations with English. */
export function placeholders(lang: Lang, key: MessageKey): string[] {
  const message: Message = CATALOG[lang][key];
  const text = typeof message === 'string' ? message : `${message.one} ${message.other}`;
  return [...new Set(text.match(/\{\w+\}/g) ?? [])].sort();
}

function fill(template: string, vars: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => vars[name] ?? whole);
}

/** Every key of the catalog. */
export const MESSAGE_KEYS = Object.keys(en) as MessageKey[];
