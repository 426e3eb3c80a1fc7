/**
 * Reads a SARIF 2.1.0 log (https://docs.oasis-open.org/sarif/sarif/v2.1.0/sarif-v2.1.0.html) into
 * imported results. Only what prlens can use is read: the tool, each result's rule (by `ruleId`, or
 * by `ruleIndex` into the driver's rules), level (the rule's default when the result has none,
 * `warning` when neither has one, as §3.27.10 says), message (text, or a rule's message string with
 * its `{0}` arguments), first location, related locations, fixes and baseline state. A result that
 * breaks the shape is skipped with a problem that names its JSON path; the rest of the file is kept.
 */
import type * as Sarif from 'sarif';
import { resolveArtifactUri, type UriBases } from './sarif-uri.js';
import {
  type ImportedFix,
  type ImportedLevel,
  type ImportedResult,
  JsonPath,
  ShapeError,
  optArray,
  optLine,
  optObject,
  optString,
} from './imported.js';
import { isRecord } from '../core/is-record.js';

const LEVELS: ReadonlySet<string> = new Set<Sarif.Result.level>(['error', 'warning', 'note', 'none']);
const BASELINE: ReadonlySet<string> = new Set<Sarif.Result.baselineState>([
  'new',
  'unchanged',
  'updated',
  'absent',
]);

/**
 * Longest message kept: a comment on GitHub holds at most 65,536 characters, so more could never be
 * shown, and the cap bounds the work of filling a template's arguments.
 */
const MAX_MESSAGE_CHARS = 20_000;

interface Rule {
  id: string | undefined;
  level: ImportedLevel | undefined;
  helpUri: string | undefined;
  messages: Record<string, string>;
}

/** The results of a parsed SARIF log; problems name the JSON path of what was skipped. */
export function readSarif(log: unknown): { results: ImportedResult[]; problems: string[] } {
  const root = new JsonPath();
  if (!isRecord(log)) throw new ShapeError(root, 'a SARIF log object');
  const version = optString(log, 'version', root);
  if (version !== '2.1.0')
    throw new ShapeError(root.key('version'), `"2.1.0" (got ${JSON.stringify(version)})`);
  const runs = optArray(log, 'runs', root);
  if (!runs) throw new ShapeError(root.key('runs'), 'an array');
  const results: ImportedResult[] = [];
  const problems: string[] = [];
  runs.forEach((run, i) => {
    const at = root.key('runs').index(i);
    try {
      readRun(run, at, results, problems);
    } catch (error) {
      if (!(error instanceof ShapeError)) throw error;
      problems.push(`${error.message} (run skipped)`);
    }
  });
  return { results, problems };
}

function readRun(run: unknown, at: JsonPath, out: ImportedResult[], problems: string[]): void {
  if (!isRecord(run)) throw new ShapeError(at, 'an object');
  const driver = optObject(optObject(run, 'tool', at) ?? {}, 'driver', at.key('tool'));
  const tool = driver && optString(driver, 'name', at.key('tool').key('driver'));
  if (!driver || !tool) throw new ShapeError(at.key('tool').key('driver').key('name'), 'the tool name');
  const rules = (optArray(driver, 'rules', at.key('tool').key('driver')) ?? []).map((r, i) =>
    readRule(r, at.key('tool').key('driver').key('rules').index(i)),
  );
  const bases: UriBases = readBases(optObject(run, 'originalUriBaseIds', at) ?? {});
  const artifacts = optArray(run, 'artifacts', at) ?? [];
  (optArray(run, 'results', at) ?? []).forEach((result, j) => {
    const where = at.key('results').index(j);
    try {
      const read = readResult(result, where, { tool, rules, bases, artifacts });
      if (read) out.push(read);
    } catch (error) {
      if (!(error instanceof ShapeError)) throw error;
      problems.push(error.message);
    }
  });
}

function readRule(rule: unknown, at: JsonPath): Rule {
  if (!isRecord(rule)) throw new ShapeError(at, 'an object');
  const config = optObject(rule, 'defaultConfiguration', at);
  const level = config && optString(config, 'level', at.key('defaultConfiguration'));
  const messages: Record<string, string> = {};
  for (const [id, value] of Object.entries(optObject(rule, 'messageStrings', at) ?? {}))
    if (isRecord(value) && typeof value.text === 'string') messages[id] = value.text;
  return {
    id: optString(rule, 'id', at),
    level: level !== undefined && LEVELS.has(level) ? (level as ImportedLevel) : undefined,
    helpUri: optString(rule, 'helpUri', at),
    messages,
  };
}

function readBases(raw: Record<string, unknown>): UriBases {
  const bases: UriBases = {};
  for (const [id, value] of Object.entries(raw)) {
    if (!isRecord(value)) continue;
    bases[id] = {
      uri: typeof value.uri === 'string' ? value.uri : undefined,
      uriBaseId: typeof value.uriBaseId === 'string' ? value.uriBaseId : undefined,
    };
  }
  return bases;
}

interface RunFacts {
  tool: string;
  rules: Rule[];
  bases: UriBases;
  artifacts: unknown[];
}

function readResult(result: unknown, at: JsonPath, run: RunFacts): ImportedResult | null {
  if (!isRecord(result)) throw new ShapeError(at, 'an object');
  // A `pass`, `review` or `notApplicable` result records a check, not a problem (§3.27.9).
  const kind = optString(result, 'kind', at) ?? 'fail';
  if (kind !== 'fail' && kind !== 'open') return null;
  const ruleIndex = result.ruleIndex;
  if (ruleIndex !== undefined && (typeof ruleIndex !== 'number' || !Number.isInteger(ruleIndex)))
    throw new ShapeError(at.key('ruleIndex'), 'a whole number');
  const rule = typeof ruleIndex === 'number' && ruleIndex >= 0 ? run.rules[ruleIndex] : undefined;
  if (typeof ruleIndex === 'number' && ruleIndex >= 0 && !rule)
    throw new ShapeError(at.key('ruleIndex'), `an index below ${run.rules.length} (the driver's rules)`);
  const ruleRef = optObject(result, 'rule', at);
  const ruleId =
    optString(result, 'ruleId', at) ??
    (ruleRef && optString(ruleRef, 'id', at.key('rule'))) ??
    rule?.id ??
    null;
  const level = optString(result, 'level', at);
  if (level !== undefined && !LEVELS.has(level))
    throw new ShapeError(at.key('level'), 'one of error, warning, note, none');
  const baseline = optString(result, 'baselineState', at);
  if (baseline !== undefined && !BASELINE.has(baseline))
    throw new ShapeError(at.key('baselineState'), 'one of new, unchanged, updated, absent');

  const locations = optArray(result, 'locations', at) ?? [];
  const first = locations.length > 0 ? readLocation(locations[0], at.key('locations').index(0), run) : null;
  const related = (optArray(result, 'relatedLocations', at) ?? []).flatMap((loc, i) => {
    const where = at.key('relatedLocations').index(i);
    const read = readLocation(loc, where, run);
    if (!read) return [];
    const msg = isRecord(loc) ? optObject(loc, 'message', where) : undefined;
    return [{ uri: read.uri, line: read.startLine, message: (msg && optString(msg, 'text', where)) ?? null }];
  });
  return {
    tool: run.tool,
    ruleId,
    level: (level as ImportedLevel | undefined) ?? rule?.level ?? 'warning',
    message: messageOf(result, at, rule),
    helpUri: rule?.helpUri ?? null,
    // No location with a file: kept, and counted as not on a file (the summary says so).
    uri: first?.uri ?? null,
    startLine: first?.startLine ?? null,
    endLine: first?.endLine ?? null,
    fixes: first ? readFixes(result, at, run, first.uri) : [],
    related,
    baseline: (baseline as ImportedResult['baseline'] | undefined) ?? null,
  };
}

/** The message's text, or the rule's message string it names, with `{n}` filled from `arguments`. */
function messageOf(result: Record<string, unknown>, at: JsonPath, rule: Rule | undefined): string {
  const message = optObject(result, 'message', at);
  if (!message) throw new ShapeError(at.key('message'), 'an object with text');
  const text = optString(message, 'text', at.key('message'));
  const id = optString(message, 'id', at.key('message'));
  const template = text ?? (id !== undefined ? rule?.messages[id] : undefined);
  if (template === undefined) throw new ShapeError(at.key('message').key('text'), 'a string');
  const args = (optArray(message, 'arguments', at.key('message')) ?? []).map((arg, i) =>
    argumentText(arg, at.key('message').key('arguments').index(i)),
  );
  return fillArguments(template, args, MAX_MESSAGE_CHARS);
}

/**
 * The template with `{n}` replaced by `args[n]`, cut at `max` characters. Filled piece by piece so
 * the work stops at the cap: 100,000 `{0}` with a 100,000-character argument would otherwise build
 * 10^10 characters before anything could cut them.
 */
export function fillArguments(template: string, args: readonly string[], max: number): string {
  let out = '';
  let from = 0;
  for (const m of template.matchAll(/\{(\d+)\}/g)) {
    out += template.slice(from, m.index) + (args[Number(m[1])] ?? m[0]);
    from = m.index + m[0].length;
    if (out.length > max) break;
  }
  if (out.length <= max) out += template.slice(from);
  return out.length > max ? `${out.slice(0, max - 1)}…` : out;
}

/**
 * One message argument: SARIF says a string (§3.11.11); a number or boolean is read as its text.
 * An array or object is refused, never stringified: `String()` of an array nested 5,000 deep
 * recursed until the stack overflowed and the run died with nothing posted (issue 42 point 7).
 */
function argumentText(arg: unknown, at: JsonPath): string {
  if (typeof arg === 'string') return arg;
  if (typeof arg === 'number' || typeof arg === 'boolean') return String(arg);
  throw new ShapeError(at, 'a string');
}

interface Place {
  uri: string;
  startLine: number | null;
  endLine: number | null;
}

function readLocation(location: unknown, at: JsonPath, run: RunFacts): Place | null {
  if (!isRecord(location)) throw new ShapeError(at, 'an object');
  const physical = optObject(location, 'physicalLocation', at);
  if (!physical) return null;
  const pat = at.key('physicalLocation');
  const artifact = optObject(physical, 'artifactLocation', pat);
  if (!artifact) return null;
  const uri = artifactUri(artifact, pat.key('artifactLocation'), run);
  if (uri === null) return null;
  const region = optObject(physical, 'region', pat);
  const start = region ? optLine(region, 'startLine', pat.key('region')) : undefined;
  const end = region ? optLine(region, 'endLine', pat.key('region')) : undefined;
  return {
    uri,
    startLine: start ?? null,
    endLine: start === undefined ? null : Math.max(start, end ?? start),
  };
}

/** The artifact's URI resolved against its base; one given only by `index` is looked up in `artifacts`. */
function artifactUri(artifact: Record<string, unknown>, at: JsonPath, run: RunFacts): string | null {
  let uri = optString(artifact, 'uri', at);
  let base = optString(artifact, 'uriBaseId', at);
  const index = artifact.index;
  if (uri === undefined && typeof index === 'number') {
    const entry = run.artifacts[index];
    const location = isRecord(entry) && isRecord(entry.location) ? entry.location : undefined;
    if (location && typeof location.uri === 'string') {
      uri = location.uri;
      base = typeof location.uriBaseId === 'string' ? location.uriBaseId : undefined;
    }
  }
  if (uri === undefined) return null;
  try {
    return resolveArtifactUri(uri, base, run.bases);
  } catch (error) {
    // `new URL` refuses a malformed base (`http://[::1`): that result's problem, not the run's.
    if (!(error instanceof TypeError)) throw error;
    throw new ShapeError(at.key('uriBaseId'), `a base in originalUriBaseIds whose uri is a valid URI`);
  }
}

/** Fixes that replace whole lines of the result's own file (a column inside a line cannot be offered). */
function readFixes(result: Record<string, unknown>, at: JsonPath, run: RunFacts, uri: string): ImportedFix[] {
  const fixes: ImportedFix[] = [];
  (optArray(result, 'fixes', at) ?? []).forEach((fix, i) => {
    const fat = at.key('fixes').index(i);
    if (!isRecord(fix)) throw new ShapeError(fat, 'an object');
    const changes = optArray(fix, 'artifactChanges', fat) ?? [];
    // A fix that also edits other files or several places cannot be one suggestion block.
    if (changes.length !== 1 || !isRecord(changes[0])) return;
    const change = changes[0];
    const cat = fat.key('artifactChanges').index(0);
    const artifact = optObject(change, 'artifactLocation', cat);
    if (!artifact || artifactUri(artifact, cat.key('artifactLocation'), run) !== uri) return;
    const replacements = optArray(change, 'replacements', cat) ?? [];
    if (replacements.length !== 1 || !isRecord(replacements[0])) return;
    const rat = cat.key('replacements').index(0);
    const deleted = optObject(replacements[0], 'deletedRegion', rat);
    const inserted = optObject(replacements[0], 'insertedContent', rat);
    const text = inserted && optString(inserted, 'text', rat.key('insertedContent'));
    if (!deleted || text === undefined) return;
    const wholeLines =
      deleted.charOffset === undefined &&
      (deleted.startColumn === undefined || deleted.startColumn === 1) &&
      deleted.endColumn === undefined;
    const startLine = optLine(deleted, 'startLine', rat.key('deletedRegion'));
    if (!wholeLines || startLine === undefined) return;
    const endLine = optLine(deleted, 'endLine', rat.key('deletedRegion')) ?? startLine;
    fixes.push({ startLine, endLine, text: text.replace(/\r?\n$/, '') });
  });
  return fixes;
}
