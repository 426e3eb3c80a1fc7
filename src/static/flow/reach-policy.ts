/**
 * One severity-by-reachability policy for every injection-class rule with `metadata.flow` (command,
 * code, SQL, NoSQL, path, SSRF, regex, redirect, deserialisation, template sinks): issue 45 point 5.
 * Two tables decide a finding's grade, the same for every rule. SOURCES: what flows into the sink
 * bounds the grade (high and critical only for untrusted input). PLACES: where the code runs bounds it
 * further (tests, scripts, build files, CLIs, migrations serve no request). The finding gets the
 * mildest of the rule's severity and both bounds, and its body says which one lowered it.
 *
 * What counts as untrusted follows the default threat model of CodeQL (`remote` sources: a request;
 * its `local` model — argv, environment, stdin, files — is off by default, see
 * https://codeql.github.com/docs/codeql-cli/threat-models/) and Semgrep's taint mode (only declared
 * sources taint). The operator's own argv and environment are at most medium here rather than silent,
 * because a server's environment can still hold a value another system wrote.
 */
import { SEVERITIES, type Severity } from '../../core/types.js';
import type { Language } from '../languages.js';
import { isOperatorSource } from './cli-program.js';
import { servesRequests } from './entry-points.js';
import type { Graded } from './graded.js';

/** What the value reaching the sink comes from, as the policy tells sources apart. */
export type Source =
  | 'constant'
  | 'own-state'
  | 'own-path'
  | 'untraced'
  | 'operator'
  | 'unserved-argument'
  | 'settled-argument'
  | 'exported-argument'
  | 'served-argument'
  | 'request';

/** Where the code with the sink runs, as the policy tells places apart. */
export type Place = 'build-script' | 'test' | 'maintainer-script' | 'cli' | 'migration' | 'app';

type Bound = { ceiling: Severity | null; why: string };

/** What flows in → the highest grade it earns, and the reason the body gives when that lowered it. */
export const SOURCES: Record<Source, Bound> = {
  constant: { ceiling: null, why: '' },
  // What the program produced itself (grade-flow.ts `closed`): its object's state and configuration,
  // names and dates it generated, calls on its own constants; no parameter, input or network read.
  // CodeQL's command-injection queries need a remote (or, indirect, an argv/env) source: none is here.
  'own-state': { ceiling: null, why: '' },
  'own-path': { ceiling: 'low', why: ', where the program itself lives, not a value anyone sends' },
  untraced: {
    ceiling: 'medium',
    why: '; the rules cannot trace it to a request, so nothing shows an attacker choosing it',
  },
  operator: {
    ceiling: 'medium',
    why: ', which its operator sets (the environment, argv or stdin), not a value an attacker sends',
  },
  'unserved-argument': {
    ceiling: 'medium',
    why: '; no request is read in this file and it declares no request handler, so nothing here shows an attacker reaching it',
  },
  // An exported entry's argument whose every call in the head was read and passes no input
  // (settled-callers.ts): what the app hands itself, like an untraced value. The body names the callers.
  'settled-argument': {
    ceiling: 'medium',
    why: "; none of them passes a request's value, argv or the environment",
  },
  // An exported entry's callers are anyone, including a route in another file: a request's value
  // crosses modules through exactly such functions (a DAO's, a service's public method), which a
  // per-file grader cannot follow the way CodeQL's interprocedural `remote` flow does.
  'exported-argument': { ceiling: 'critical', why: '' },
  'served-argument': { ceiling: 'critical', why: '' },
  request: { ceiling: 'critical', why: '' },
};

type PlaceBound = Bound & { keeps: (source: Source) => boolean };

// Read by the code itself, not handed over by a caller: what a test or a script is reported for.
const readHere = (source: Source): boolean => source === 'request' || source === 'operator';

/**
 * Where the code runs → the mildest grade a finding there gets, which sources are reported there at
 * all, and the reason the body gives. Everything not listed is the app's code: the source decides.
 */
export const PLACES: Record<Place, PlaceBound> = {
  // A build's environment and arguments belong to whoever runs the build: no attacker, no injection.
  'build-script': { ceiling: null, keeps: () => false, why: '' },
  test: {
    ceiling: 'low',
    keeps: readHere,
    why: ' (in a test: it serves no request, so only argv, the environment, stdin or a request read in it is reported, at most low)',
  },
  'maintainer-script': {
    ceiling: 'low',
    keeps: readHere,
    why: " (in a maintainer's script: its arguments and environment are the maintainer's own)",
  },
  cli: {
    ceiling: 'low',
    keeps: (source) => source !== 'constant' && source !== 'own-path',
    why: " (in a command-line program that serves no request: its argv, flags, environment, config and own paths are its operator's input, not an attacker's)",
  },
  // What a migration splices that traces to no input is the app's own schema and settings, and an
  // internal helper's argument what the migrations themselves pass (navidrome's `addColumn` helper,
  // its configured music folder, fresh5): no finding. A value read from a request, argv or the
  // environment, or an exported function's argument (a Knex `up(knex, table)`), stays, at most low.
  migration: {
    ceiling: 'low',
    keeps: (source) => !['constant', 'own-path', 'untraced', 'unserved-argument'].includes(source),
    why: " (in a migration, run once by the operator on the app's own schema)",
  },
  app: { ceiling: 'critical', keeps: (source) => source !== 'constant', why: '' },
};

// SEVERITIES runs from critical to low: the larger index is the milder severity.
const rank = (s: Severity): number => SEVERITIES.indexOf(s);

/** The milder of two severities. */
export const milder = (a: Severity, b: Severity): Severity => (rank(a) > rank(b) ? a : b);

/**
 * Which source a graded value is: a request read outranks the rest, the operator's argv or
 * environment is its own kind, and a function's argument counts as untrusted in a file that serves
 * requests or when the function is an exported entry.
 */
export function sourceOf(graded: Graded, file: string, language: Language): Source {
  if (graded.origin === 'constant') return 'constant';
  if (graded.origin === 'local') return 'own-path';
  if (graded.origin === 'unknown') return graded.closed ? 'own-state' : 'untraced';
  if (graded.via === 'argument') {
    if (servesRequests(file, language)) return 'served-argument';
    if (!graded.exported) return 'unserved-argument';
    return graded.callers === undefined ? 'exported-argument' : 'settled-argument';
  }
  return isOperatorSource(graded.source ?? '', language) ? 'operator' : 'request';
}

/**
 * The grade of a finding of a rule graded `ruleSeverity` whose value comes from `source` in code
 * running at `place`: null when it is no finding, else the severity and the reason to append.
 */
export function gradeByReach(
  ruleSeverity: Severity,
  source: Source,
  place: Place,
): { severity: Severity; why: string } | null {
  const where = PLACES[place];
  const from = SOURCES[source];
  if (!where.keeps(source) || !where.ceiling || !from.ceiling) return null;
  const bySource = milder(ruleSeverity, from.ceiling);
  const severity = milder(bySource, where.ceiling);
  // The place's reason wins when it lowered the grade further; else the source's, when it did.
  if (severity !== bySource) return { severity, why: where.why };
  if (bySource !== ruleSeverity) return { severity, why: from.why + where.why };
  return { severity, why: where.why };
}
