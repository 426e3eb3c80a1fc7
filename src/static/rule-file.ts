/**
 * Loads and validates the YAML rules of the static lens.
 *
 * A rule file is an ast-grep rule (https://ast-grep.github.io/reference/yaml.html), so `ast-grep scan`
 * reads the same files; prlens' own fields live under `metadata`:
 *   metadata: { category: security, severity: high, confidence: 0.9 }
 * and, optionally, `in-tests: keep | low | skip` and `aliases: [other linters' names for the check]`.
 * `severity` at the top level is ast-grep's (error | warning | info | hint); prlens uses
 * `metadata.severity` (critical | high | medium | low). A file may hold several rules separated by `---`.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { parseAllDocuments } from 'yaml';
import { z } from 'zod';
import type { NapiConfig } from '@ast-grep/napi';
import { Severity } from '../core/types.js';
import { RULE_LANGUAGES } from './languages.js';
import type { RuleLanguage } from './languages.js';
import { derivedRequires } from './derived-requires.js';

/** The contexts a rule may name in `metadata.sink-context` (see sink-context.ts). */
const SINK_CONTEXTS = [
  'code',
  'html-output',
  'tls-peer',
  'own-store',
  'cors-origins',
  'digest-sent',
  'explicit-discard',
  'settings-default',
] as const;
type SinkContext = (typeof SINK_CONTEXTS)[number];

export const CATEGORIES = [
  'security',
  'correctness',
  'deprecation',
  'reliability',
  'maintainability',
] as const;

/**
 * What a rule does in a test file (`metadata.in-tests`): `keep` reports as anywhere else (the default:
 * a real bug in a test still hides a real failure), `low` grades its findings low there, `skip` does
 * not run it on tests at all (fixture passwords, TLS off against a local test server, ...).
 */
const IN_TESTS = ['keep', 'low', 'skip'] as const;
type InTests = (typeof IN_TESTS)[number];

// ast-grep validates the rule objects themselves when they are compiled (see compileCheck in the runner).
const RuleObject = z.record(z.string(), z.unknown());
// `scope: mapping` tests `when` on the YAML mapping that holds the match (one Compose service) instead
// of its whole document (a Compose file of many services).
const ESCALATION_SCOPES = ['document', 'mapping'] as const;
const escalation = z.strictObject({
  when: z.string().min(1),
  severity: Severity,
  why: z.string().min(1),
  scope: z.enum(ESCALATION_SCOPES).default('document'),
});

/** One `metadata.escalate` entry: the severity a match gets when its document (or mapping) matches `when`, and why. */
export interface Escalation {
  when: RegExp;
  severity: Severity;
  why: string;
  scope: (typeof ESCALATION_SCOPES)[number];
}

const RuleFileSchema = z.strictObject({
  id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'write the id in kebab-case, e.g. js-eval'),
  language: z
    .string()
    .transform((s) => s.toLowerCase())
    .pipe(z.enum(RULE_LANGUAGES)),
  severity: z.enum(['error', 'warning', 'info', 'hint']),
  message: z.string().min(1),
  note: z.string().optional(),
  url: z.string().optional(),
  // ast-grep's rewrite template ($VAR / $$$VAR); prlens turns it into the finding's suggestion.
  fix: z.string().optional(),
  rule: RuleObject,
  constraints: z.record(z.string(), RuleObject).optional(),
  utils: z.record(z.string(), RuleObject).optional(),
  metadata: z
    .strictObject({
      category: z.enum(CATEGORIES),
      severity: Severity,
      confidence: z.number().min(0).max(1),
      'in-tests': z.enum(IN_TESTS).default('keep'),
      // `skip`: not run on sample code (examples/, seed scripts), whose data is made up for the demo.
      'in-samples': z.enum(['keep', 'skip']).default('keep'),
      // `skip`: not run on a third-party library copied into the app, told by its content
      // (review/select/copied-library.ts). Only for low deprecation and maintainability notes: a copy's
      // look can be faked, so a rule that can say more than a style note keeps running on it (below).
      'in-copies': z.enum(['keep', 'skip']).default('keep'),
      // `skip`: not run on message catalogs (locales/, i18n/), whose strings are translated UI labels.
      'in-messages': z.enum(['keep', 'skip']).default('keep'),
      // `skip`: not run on a maintainer's script (scripts/, hack/, a release script, a `#!` tool).
      'in-scripts': z.enum(['keep', 'skip']).default('keep'),
      // `skip`: a value a command-line program's operator hands it (argv, flags, config, own paths) is no
      // finding, not even low (needs `flow`; see grade-match.ts).
      'in-cli': z.enum(['keep', 'skip']).default('keep'),
      // `skip`: a function that hands its own parameter, unchanged, to the sink is a wrapper (a shell
      // helper like `subprocess.run` itself): no finding outside a file that serves requests (needs `flow`).
      // `medium`: such a wrapper, when it is an exported entry, is graded at most medium instead.
      'pass-through': z.enum(['keep', 'skip', 'medium']).default('keep'),
      // `skip`: a dropped error or empty catch that deliberate-fallback.ts recognises as deliberate (a
      // comment says why, test setup, a console write, …) is no finding.
      fallback: z.enum(['keep', 'skip']).default('keep'),
      // A metavariable of a JavaScript rule: when its value is the app's own stored setting (the
      // object's own state or a configuration object, flow/stored-setting.ts), the match is medium.
      'stored-setting': z
        .string()
        .regex(/^[A-Z_][A-Z0-9_]*$/, 'name a metavariable of the rule without `$`, e.g. BODY')
        .optional(),
      // What bounds the grade of a rule naming a dangerous sink or setting (sink-context.ts).
      'sink-context': z.enum(SINK_CONTEXTS).optional(),
      // Another severity when the match's YAML document (else its file) matches `when`; a list is
      // tried in order and the first match decides (a node agent's medium before a host-sharing high).
      escalate: z.union([escalation, z.array(escalation).min(1)]).optional(),
      aliases: z.array(z.string().min(1)).default([]),
      // The metavariable holding the value that reaches the sink: its sources grade the severity.
      flow: z
        .string()
        .regex(/^[A-Z_][A-Z0-9_]*$/, 'name a metavariable of the rule without `$`, e.g. CMD')
        .optional(),
      // true: only a value traced to a source (request, location, storage) is reported; a function's
      // arguments count as one only in an event, message or response handler (see flow/grade-flow.ts).
      // `arguments`: the same, with every function's arguments counted as input (a module's own helper
      // is graded by what its calls pass).
      // `values`: as `arguments`, and a part the rules cannot trace is still reported (at most medium)
      // when it is spliced between quotes as a SQL string value (`'" + kid + "'`): a value, not a name.
      // `requests`: as `arguments`, and a part the rules cannot trace is still reported (at most medium)
      // in a file that reads a request or declares a handler, where a helper may hand over its value.
      'flow-sources': z
        .union([z.boolean(), z.literal('arguments'), z.literal('values'), z.literal('requests')])
        .default(false),
      // Only where the installed version of a package is below `below` (static/manifest.ts): js-yaml's
      // `load` is unsafe only before 4. A file whose version cannot be read keeps the finding, saying so.
      dependency: z
        .strictObject({
          name: z.string().min(1),
          below: z.string().regex(/^\d+(?:\.\d+){0,2}$/, "write a version, e.g. '4' or '4.1.0'"),
        })
        .optional(),
      // Only where one of these packages is installed (static/manifest.ts): an operator object in a
      // filter is MongoDB's, and a SQL query builder's `find` binds it. Kept where nothing read can tell.
      'needs-package': z.array(z.string().min(1)).min(1).optional(),
      // A regular expression the file's text must match for the rule to be tried at all.
      requires: z
        .string()
        .min(1)
        .refine((source) => compiles(source), 'write a valid regular expression, e.g. createHmac|jwt')
        .optional(),
    })
    .refine((m) => m['in-copies'] === 'keep' || styleNoteOnly(m), {
      message:
        'only a low deprecation or maintainability rule may skip copied libraries: remove `in-copies: skip` (a copy is told by content a change can fake)',
      path: ['in-copies'],
    }),
});

/** A rule that can only ever say a low style note: the only kind a copy's look may silence. */
function styleNoteOnly(m: { severity: string; category: string; escalate?: unknown }): boolean {
  const style = m.category === 'deprecation' || m.category === 'maintainability';
  return style && m.severity === 'low' && m.escalate === undefined;
}

function flowSourcesOf(value: boolean | 'arguments' | 'values' | 'requests'): StaticRule['flowSources'] {
  if (value === 'arguments' || value === 'values' || value === 'requests') return value;
  return value ? 'handlers' : false;
}

function compiles(source: string): boolean {
  try {
    new RegExp(source);
    return true;
  } catch {
    return false;
  }
}

export interface StaticRule {
  id: string;
  language: RuleLanguage;
  message: string;
  note: string | undefined;
  /** Where the rule's problem is explained (the rule file's `url`). */
  url: string | undefined;
  category: (typeof CATEGORIES)[number];
  severity: Severity;
  confidence: number;
  /** How the rule treats test files (see IN_TESTS). */
  inTests: InTests;
  /** Whether the rule runs on sample code (examples/, seed scripts): `skip` = not. */
  inSamples: 'keep' | 'skip';
  /** Whether the rule runs on a copied third-party library (a low style note only): `skip` = not. */
  inCopies: 'keep' | 'skip';
  /** Whether the rule runs on message catalogs (locales/, i18n/, lang/): `skip` = not. */
  inMessages: 'keep' | 'skip';
  /** Whether the rule runs on a maintainer's script (see `isMaintainerTool`): `skip` = not. */
  inScripts: 'keep' | 'skip';
  /** Whether a command-line program's own values stay a (low) finding under `flow`: `skip` = not. */
  inCli: 'keep' | 'skip';
  /** Whether a wrapper passing its parameter whole to the sink is reported under `flow`: `skip` = not. */
  passThrough: 'keep' | 'skip' | 'medium';
  /** Whether a match deliberate-fallback.ts recognises as a deliberate fallback is dropped: `skip` = it is. */
  fallback: 'keep' | 'skip';
  /** The metavariable graded medium when it holds the app's own stored setting (`metadata.stored-setting`). */
  storedSetting: string | undefined;
  /** What bounds the grade of a dangerous sink or setting (`metadata.sink-context`, sink-context.ts). */
  sinkContext: SinkContext | undefined;
  /** The severity the match gets from the first entry whose `when` its YAML document (else its file) matches. */
  escalate: readonly Escalation[];
  /**
   * Names other linters give the same check (`no-eval`, `S307`, `gosec`): an inline suppression that
   * names one of them (`// eslint-disable-line no-eval`, `# noqa: S307`) also silences this rule.
   */
  aliases: readonly string[];
  /** The metavariable whose sources grade the severity (see flow/grade-flow.ts), if any. */
  flow: string | undefined;
  /**
   * Whether only a value traced to a source is reported (`metadata.flow-sources`), and whether a
   * function's arguments are a source in any function (`arguments`) or only in a handler (`handlers`);
   * `requests` also reports an untraced value in a file that serves requests.
   */
  flowSources: false | 'handlers' | 'arguments' | 'values' | 'requests';
  /**
   * A text the file must contain for the rule to be tried (`metadata.requires`): a regex test is far
   * cheaper than the syntax search over every node, and most files lack the rule's API name.
   */
  requires: RegExp | undefined;
  /** The package whose installed version must be below `below` for a match to be reported (`metadata.dependency`). */
  dependency: { name: string; below: string } | undefined;
  /** Packages one of which must be installed for a match to be reported (`metadata.needs-package`). */
  needsPackage: readonly string[] | undefined;
  /** ast-grep's `fix` template, turned into a suggestion when the match sits on one line. */
  fix: string | undefined;
  /** The matcher handed to `SgNode.findAll`; no `language`, so it compiles for each file's grammar. */
  config: NapiConfig;
  /** The file the rule came from, for error messages. */
  source: string;
}

/** Parses the rules of one YAML text; throws an error naming the file and the offending key. */
export function parseRuleFile(text: string, source: string): StaticRule[] {
  const rules: StaticRule[] = [];
  parseAllDocuments(text).forEach((doc, index) => {
    const where = `${source}${index > 0 ? ` (document ${index + 1})` : ''}`;
    if (doc.errors.length > 0) {
      throw new Error(`malformed rule file ${where}: ${doc.errors.map((e) => e.message).join('; ')}`);
    }
    const parsed = RuleFileSchema.safeParse(doc.toJS());
    if (!parsed.success) {
      const problems = parsed.error.issues.map((issue) => {
        const key = issue.path.map(String).join('.');
        const unknownKeys = issue.code === 'unrecognized_keys' ? issue.keys.join(', ') : '';
        return `${key || unknownKeys || '(top level)'}: ${issue.message}`;
      });
      throw new Error(`malformed rule file ${where}: ${problems.join('; ')}`);
    }
    const r = parsed.data;
    const config: NapiConfig = { rule: r.rule };
    if (r.constraints) config.constraints = r.constraints;
    if (r.utils) config.utils = r.utils;
    rules.push({
      id: r.id,
      language: r.language,
      message: unwrap(r.message),
      note: r.note === undefined ? undefined : unwrap(r.note),
      url: r.url?.trim(),
      category: r.metadata.category,
      severity: r.metadata.severity,
      confidence: r.metadata.confidence,
      inTests: r.metadata['in-tests'],
      inSamples: r.metadata['in-samples'],
      inCopies: r.metadata['in-copies'],
      inMessages: r.metadata['in-messages'],
      inScripts: r.metadata['in-scripts'],
      inCli: r.metadata['in-cli'],
      passThrough: r.metadata['pass-through'],
      fallback: r.metadata.fallback,
      storedSetting: r.metadata['stored-setting'],
      sinkContext: r.metadata['sink-context'],
      escalate: [r.metadata.escalate ?? []].flat().map((e) => ({ ...e, when: compileWhen(e.when, where) })),
      aliases: r.metadata.aliases,
      flow: r.metadata.flow,
      flowSources: flowSourcesOf(r.metadata['flow-sources']),
      // Without one written, the gate the rule's own patterns imply (derived-requires.ts).
      requires:
        r.metadata.requires === undefined
          ? derivedRequires(r.rule, r.language)
          : new RegExp(r.metadata.requires),
      dependency: r.metadata.dependency,
      needsPackage: r.metadata['needs-package'],
      fix: r.fix,
      config,
      source,
    });
  });
  return rules;
}

/** Reads every `*.yml`/`*.yaml` file of a folder, in name order; rule ids must be unique. */
export async function loadRules(dir: string): Promise<StaticRule[]> {
  let names: string[];
  try {
    names = (await readdir(dir)).filter((n) => /\.ya?ml$/.test(n)).sort();
  } catch (error) {
    throw new Error(`cannot read the static rules folder ${dir}`, { cause: error });
  }
  const rules: StaticRule[] = [];
  const seen = new Map<string, string>();
  for (const name of names) {
    const file = path.join(dir, name);
    for (const rule of parseRuleFile(await readFile(file, 'utf8'), file)) {
      const previous = seen.get(rule.id);
      if (previous)
        throw new Error(`malformed rule file ${file}: id: "${rule.id}" is already used by ${previous}`);
      seen.set(rule.id, file);
      rules.push(rule);
    }
  }
  return rules;
}

function compileWhen(source: string, where: string): RegExp {
  try {
    return new RegExp(source, 'm');
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    throw new Error(`malformed rule file ${where}: metadata.escalate.when: ${detail}`);
  }
}

/**
 * Rule prose is hard-wrapped in its YAML block (`note: |`) to keep the files readable; a comment,
 * a terminal and a page wrap it themselves, so the line breaks go and only paragraph breaks stay.
 */
export function unwrap(prose: string): string {
  return prose
    .trim()
    .split(/\n[ \t]*\n/)
    .map((paragraph) => paragraph.replace(/[ \t]*\n[ \t]*/g, ' '))
    .join('\n\n');
}
