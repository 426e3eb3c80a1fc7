/**
 * Reflection: one audit call per unit over its merged findings, each shown in the excerpt of the
 * diff the review saw it in, with the stated intent and the list of changed files. The audit argues
 * against each finding and drops it only with evidence: a line of the code it was shown, quoted,
 * that we check is really there. A drop without such a quote, "cannot verify" and every failure of
 * the audit itself (a failed call, an unparsable or missing verdict, a lookup that failed) keep the
 * finding. When it needs code it has not seen, it names a file or a symbol; we fetch it read-only
 * (a file from the workspace, a symbol with its usages from the run's context index) and ask again,
 * bounded in hops and files. Findings below the inline
 * floor, and those below `high` the review is sure of, are not audited, and a low finding is read only
 * beside a louder one and pays for no lookup round (audit-scope.ts says why).
 */
import type { ModelClient, ModelResponse } from '../../../core/ports.js';
import type { Finding, Severity } from '../../../core/types.js';
import type { ChangeUnderReview, RunContext } from '../../run-context.js';
import { MAX_KNOWN_LISTED, type KnownFinding } from '../../known/known-prompt.js';
import { createPromptContext, type PromptContext } from '../plan/context.js';
import { auditScope, paysForARequest } from './audit-scope.js';
import { auditSystem, renderAudit, type Fetched } from './audit-prompt.js';
import type { UnitView } from './excerpts.js';
import { fetchFile, lookupSymbol, type SymbolIndex } from './reflect-context.js';
import { quotedIn } from './evidence.js';
import { parseVerdicts, VERDICTS_SCHEMA, type Verdict } from './verdicts.js';

export interface ReflectInput {
  context: RunContext;
  /** The reviewed files: the diff shown around each finding, and where fetched code is read. */
  change: ChangeUnderReview;
  findings: Finding[];
  model: ModelClient;
  /** The review's prompt context, so excerpts are rendered as the review saw them; no padding without it. */
  excerptContext?: PromptContext;
  /** The unit's files and hunks as the review showed them; every hunk of a file when left out. */
  view?: UnitView;
  /** The lowest severity posted inline: the audit reads findings from it up (audit-scope.ts). */
  inlineFloor?: Severity;
  /** The stated intent (PR title and description, or commit messages); null = none stated. */
  intent?: string | null;
  /** Findings already reported by rules and tools: a finding that repeats one is a `duplicate`. */
  known?: readonly KnownFinding[];
  /** The run's context index: symbol lookups answer from it (none: every symbol lookup fails). */
  symbols?: SymbolIndex | null;
  /** Masks secrets in everything sent to the model. */
  redact: (text: string) => string;
  /** Called before each audit request, answered or not. */
  onSend?: () => void;
  /** Extra audit rounds with fetched code (default 2). */
  maxHops?: number;
  /** Files and symbols fetched over all hops (default 5). */
  maxFetches?: number;
  maxOutputTokens?: number;
}

export interface ReflectResult {
  kept: Finding[];
  dropped: Array<{ finding: Finding; reason: string }>;
  /** Kept findings the audit called repeats of a known one (by its fingerprint): merged into it. */
  duplicates: Array<{ finding: Finding; known: string }>;
  warnings: string[];
}

/** Audits `findings`; returns the kept ones, the dropped ones with reasons, and warnings. */
export async function reflectFindings(input: ReflectInput): Promise<ReflectResult> {
  const maxHops = input.maxHops ?? 2;
  const maxFetches = input.maxFetches ?? 5;
  const { audited, unaudited } = auditScope(input.findings, input.inlineFloor);
  if (unaudited.length > 0)
    input.context.logger.debug(
      `reflection: ${unaudited.length} finding(s) not audited (below the inline floor, or below high and sure)`,
    );
  const byId = new Map(audited.map((f, i) => [`f${i + 1}`, f]));
  const kept = new Set<string>();
  const dropped: ReflectResult['dropped'] = [];
  const warnings: string[] = [];
  const fetched: Fetched[] = [];
  const asked = new Set<string>();
  // Lookups that failed (key → why), and the findings that asked for one: the audit judged those
  // without the code it wanted, so it may not drop them.
  const failed = new Map<string, string>();
  const blind = new Map<string, string>();
  let pending = [...byId.keys()];
  const known = knownForAudit(audited, input.known ?? []);
  const duplicates: ReflectResult['duplicates'] = [];

  for (let hop = 0; pending.length > 0; hop++) {
    const answer = await audit(input, pending, byId, fetched, known);
    if (!answer.ok) {
      warnings.push(`reflection: ${answer.error}; all ${pending.length} finding(s) it was checking are kept`);
      break;
    }
    const { needs, missing } = judge(input, pending, answer, {
      byId,
      known,
      blind,
      kept,
      dropped,
      duplicates,
      warnings,
    });
    if (missing > 0)
      warnings.push(`reflection gave no usable verdict for ${missing} finding(s); they are kept`);
    pending = needs.map((n) => n.id);
    if (pending.length === 0) break;
    if (!pending.some((id) => paysForARequest(byId.get(id)!))) {
      // Only observations want more code: not worth a lookup round (audit-scope.ts); kept as written.
      input.context.logger.debug(`reflection: ${pending.length} low finding(s) wanted more code; kept`);
      break;
    }

    const before = fetched.length;
    if (hop < maxHops)
      await fetchNeeds(input, needs, { fetched, asked, failed, blind, warnings, maxFetches });
    // Nothing new to show (hop or fetch limit reached, or the same request again): asking once more
    // would get the same answer.
    if (fetched.length === before) {
      warnings.push(
        `reflection wanted more code than it may read for ${pending.length} finding(s); they are kept`,
      );
      break;
    }
  }
  for (const id of pending) kept.add(id);
  const keeps = new Set([...byId].filter(([id]) => kept.has(id)).map(([, f]) => f));
  for (const f of unaudited) keeps.add(f);
  return { kept: input.findings.filter((f) => keeps.has(f)), dropped, duplicates, warnings };
}

/** What one round's verdicts decide, written into the run's shared sets. */
interface Verdicts {
  byId: ReadonlyMap<string, Finding>;
  known: ReadonlyMap<string, KnownFinding>;
  /** Findings whose lookup failed (id → why): never dropped. */
  blind: ReadonlyMap<string, string>;
  kept: Set<string>;
  dropped: ReflectResult['dropped'];
  duplicates: ReflectResult['duplicates'];
  warnings: string[];
}

/**
 * Applies one answer to the `pending` findings: a drop stands only with a quote found in the code
 * shown and no failed lookup behind it; need asks again; everything else keeps the finding.
 */
function judge(
  input: ReflectInput,
  pending: readonly string[],
  answer: Extract<AuditAnswer, { ok: true }>,
  { byId, known, blind, kept, dropped, duplicates, warnings }: Verdicts,
): { needs: Array<Extract<Verdict, { verdict: 'need' }>>; missing: number } {
  const { logger } = input.context;
  const verdicts = new Map<string, Verdict>(answer.verdicts.map((v) => [v.id, v]));
  const needs: Array<Extract<Verdict, { verdict: 'need' }>> = [];
  let missing = 0;
  for (const id of pending) {
    const v = verdicts.get(id);
    if (!v) missing++;
    const missed = blind.get(id);
    const finding = byId.get(id)!;
    const disproof = v?.verdict === 'drop' ? disproved(v, answer.shown) : null;
    if (v?.verdict === 'drop' && (missed !== undefined || disproof === null)) {
      // Not evidence either way: the code it asked for could not be read, or it quoted nothing it was shown.
      const why =
        missed !== undefined ? `after ${missed}` : 'without quoting code it was shown that disproves it';
      warnings.push(`reflection would drop "${finding.title}" ${why}; it is kept`);
      kept.add(id);
    } else if (v?.verdict === 'drop') dropped.push({ finding, reason: `${v.reason} (${disproof})` });
    else if (v?.verdict === 'need') needs.push(v);
    else {
      // A duplicate is kept: the merge folds it into the known comment (its text enriches that one).
      const repeated = v?.verdict === 'duplicate' ? known.get(v.known) : undefined;
      if (repeated !== undefined && repeated.path === finding.path)
        duplicates.push({ finding, known: repeated.fingerprint });
      else if (v?.verdict === 'duplicate')
        logger.debug(`reflection named ${v.known} for ${id}, not a known finding on its file`);
      kept.add(id);
    }
  }
  return { needs, missing };
}

/** The quoted line that backs a drop (as `quoted: …`), or null when its evidence is not in the code shown. */
function disproved(v: Extract<Verdict, { verdict: 'drop' }>, shown: readonly string[]): string | null {
  const line = v.evidence === null ? null : quotedIn(v.evidence, shown);
  return line === null ? null : `quoted: ${JSON.stringify(line.slice(0, 120))}`;
}

/** What the audit's lookups have read and failed so far, shared over the hops. */
interface Lookups {
  fetched: Fetched[];
  asked: Set<string>;
  failed: Map<string, string>;
  blind: Map<string, string>;
  warnings: string[];
  maxFetches: number;
}

/** Reads the files and symbols the audit asked for, each once and at most `maxFetches` in all. */
async function fetchNeeds(
  input: ReflectInput,
  needs: ReadonlyArray<Extract<Verdict, { verdict: 'need' }>>,
  { fetched, asked, failed, blind, warnings, maxFetches }: Lookups,
): Promise<void> {
  for (const need of needs) {
    for (const [kind, name] of [
      ['file', need.file],
      ['symbol', need.symbol],
    ] as const) {
      if (name === null) continue;
      const key = `${kind}:${name}`;
      const earlier = failed.get(key);
      if (earlier !== undefined) blind.set(need.id, earlier);
      if (asked.has(key) || asked.size >= maxFetches) continue;
      asked.add(key);
      // A file asked for with a symbol is shown around that symbol when it is too long to show whole.
      const got =
        kind === 'file'
          ? await fetchFile(input.change.workspace, name, input.change.headRef, need.symbol)
          : await lookupSymbol(input.symbols ?? null, name);
      input.context.logger.debug(`reflection read ${got.label}: ${got.found ? 'found' : got.text}`);
      fetched.push({ label: got.label, text: got.text });
      if (got.failed !== undefined) {
        const why = `the lookup of ${got.label} failed (${got.failed})`;
        failed.set(key, why);
        blind.set(need.id, why);
        warnings.push(`reflection: ${why}`);
      }
    }
  }
}

/** The known findings on the audited findings' files, by the id the audit names them with (`k1`). */
function knownForAudit(
  findings: readonly Finding[],
  known: readonly KnownFinding[],
): Map<string, KnownFinding> {
  const paths = new Set(findings.map((f) => f.path));
  const mine = known.filter((k) => paths.has(k.path)).slice(0, MAX_KNOWN_LISTED);
  return new Map(mine.map((k, i) => [`k${i + 1}`, k]));
}

/** `shown`: the code the audit was shown (excerpts and fetched code), which evidence must quote. */
type AuditAnswer = { ok: true; verdicts: Verdict[]; shown: string[] } | { ok: false; error: string };

async function audit(
  input: ReflectInput,
  ids: readonly string[],
  byId: ReadonlyMap<string, Finding>,
  fetched: readonly Fetched[],
  known: ReadonlyMap<string, KnownFinding>,
): Promise<AuditAnswer> {
  const files = input.change.files;
  const ctx = input.excerptContext ?? createPromptContext({ files, countTokens: () => 0, paddingLines: 0 });
  const view = input.view === undefined ? {} : { view: input.view };
  const rendered = renderAudit(
    ids,
    byId,
    { files, ctx, ...view, intent: input.intent ?? null, known },
    fetched,
  );
  const user = input.redact(rendered.text);
  let response: ModelResponse;
  input.onSend?.();
  try {
    response = await input.model.complete({
      system: auditSystem(),
      messages: [{ role: 'user', content: user }],
      schema: VERDICTS_SCHEMA,
      maxOutputTokens: input.maxOutputTokens ?? 4_000,
    });
  } catch (error) {
    return {
      ok: false,
      error: `the audit call failed (${error instanceof Error ? error.message : String(error)})`,
    };
  }
  if (response.finishReason !== 'stop' && response.finishReason !== 'other') {
    return { ok: false, error: `the audit answer ended with "${response.finishReason}"` };
  }
  const parsed = parseVerdicts(response.text);
  if (!parsed.ok) return { ok: false, error: `the audit answer could not be parsed (${parsed.error})` };
  if (parsed.problems.length > 0)
    input.context.logger.debug(`reflection verdict problems: ${parsed.problems.join('; ')}`);
  return { ok: true, verdicts: parsed.verdicts, shown: rendered.shown.map(input.redact) };
}
