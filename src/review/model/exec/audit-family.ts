/**
 * The audit (reflection) of one family's findings. It reads each identity once: two lenses that
 * report one problem on one line (one fingerprint) cost one verdict, and that verdict holds for
 * both. Which copy is reported is the dedupe stage's choice, made later for every lens at once.
 */
import type { ModelClient } from '../../../core/ports.js';
import { SEVERITY_RANK, type Finding, type Severity } from '../../../core/types.js';
import { redactSecrets } from '../../../prompt/redact.js';
import { reflectFindings } from '../reflect/reflect.js';
import type { ChangeUnderReview, RunContext } from '../../run-context.js';
import type { PromptContext, ReviewUnit } from './plan-types.js';

/** What the audit of one family kept, dropped and called a repeat. */
export interface Audited {
  family: string;
  kept: Finding[];
  dropped: Array<{ finding: Finding; reason: string }>;
  /** Model finding's fingerprint → the known finding's it repeats. */
  duplicates: Array<[string, string]>;
  warnings: string[];
  /** Audit requests sent, answered or not. */
  requests: number;
}

/** A family that was not audited (reflect off, or nothing found): everything kept. */
export function notAudited(family: string, kept: Finding[]): Audited {
  return { family, kept, dropped: [], duplicates: [], warnings: [], requests: 0 };
}

/** Audits one family's findings, one verdict per fingerprint. */
export async function auditFamily(
  family: string,
  found: Finding[],
  input: {
    context: RunContext;
    change: ChangeUnderReview;
    ctx: PromptContext;
    model: ModelClient;
    /** The files of the units whose calls reported these findings, as their prompts showed them. */
    view: ReviewUnit['files'];
    inlineFloor?: Severity | undefined;
  },
): Promise<Audited> {
  const { context } = input;
  const byIdentity = new Map<string, Finding[]>();
  for (const f of found) byIdentity.set(f.fingerprint, [...(byIdentity.get(f.fingerprint) ?? []), f]);
  const shown = [...byIdentity.values()].map(strongest);
  let requests = 0;
  const reflected = await context.observer.span(
    'prlens.reflect',
    // One conversation for every unit's audit, as the session viewer and the timeline name it.
    { conversation: 'reflect', 'prlens.findings': shown.length },
    () =>
      reflectFindings({
        context,
        change: input.change,
        findings: shown,
        model: input.model,
        excerptContext: input.ctx,
        symbols: input.ctx.repo?.symbols ?? null,
        view: input.view,
        ...(input.inlineFloor ? { inlineFloor: input.inlineFloor } : {}),
        intent: input.ctx.background,
        known: input.ctx.known ?? [],
        redact: redactSecrets,
        onSend: () => requests++,
      }),
  );
  for (const d of reflected.dropped)
    context.logger.info(`reflection dropped "${d.finding.title}": ${d.reason}`);
  return {
    family,
    kept: reflected.kept.flatMap((f) => byIdentity.get(f.fingerprint) ?? [f]),
    dropped: reflected.dropped,
    duplicates: reflected.duplicates.map((d) => [d.finding.fingerprint, d.known]),
    warnings: reflected.warnings,
    requests,
  };
}

/** The copy the audit reads: the most severe, then most confident, then one pinned to a line. */
function strongest(copies: readonly Finding[]): Finding {
  const rank = (f: Finding) => [SEVERITY_RANK[f.severity], f.confidence, f.anchored ? 1 : 0];
  return copies.reduce((best, f) => {
    const [a, b] = [rank(f), rank(best)];
    const i = a.findIndex((v, k) => v !== b[k]);
    return i !== -1 && a[i]! > b[i]! ? f : best;
  });
}
