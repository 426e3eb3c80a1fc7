/**
 * Prompts of preset `deep`. The system prompt is one group's cacheable prefix (instructions, intent,
 * diff), identical for every call of the group: plan, each round, relocation and the filter. The
 * first user message carries the lenses, the checklist and, from round 2, the findings so far. All
 * data sits between nonce delimiters, with secrets redacted.
 */
import type { Finding } from '../../../core/types.js';
import { type PromptContext } from '../plan/context.js';
import { safeNonce } from '../../../prompt/delimiters.js';
import { delimiters } from '../../../prompt/delimiters.js';
import { fillTemplate, languageName } from '../../../prompt/template.js';
import { unitGuidance } from '../../../prompt/guidance.js';
import { intentSection } from '../../../prompt/intent.js';
import { PROMPTS } from '../../../prompt/prompts.generated.js';
import { redactSecrets } from '../../../prompt/redact.js';
import { renderFiles } from '../plan/render.js';
import type { LensSpec, ReviewUnit } from '../plan/types.js';

/** The prompt template `name` (prompts/name.md). */
export function template(name: string): string {
  const text = PROMPTS[name];
  if (text === undefined)
    throw new Error(`prompts/${name}.md is missing from the build: run node scripts/gen-prompts.mjs`);
  return text;
}

/**
 * The group's system prompt and the nonce its delimiters use (also for tool results and notes), with
 * the tokens of the context pack it carries and of what the pack's cap left out.
 */
export function buildDeepSystem(
  unit: Pick<ReviewUnit, 'files'>,
  ctx: PromptContext,
): { system: string; nonce: string; diff: string; pack: { tokens: number; cutTokens: number } } {
  const diff = renderFiles(unit.files, ctx);
  const background = ctx.background === null ? null : redactSecrets(ctx.background.trim());
  // Per-path guidance from the repository config, as the lens presets show it: redacted, fenced.
  const guidance = unitGuidance(
    unit.files.map((f) => f.path),
    ctx.instructions ?? [],
  );
  const nonce = safeNonce(ctx.nonce, [diff, background ?? '', guidance?.text ?? '']);
  const parts = [
    fillTemplate(template('deep-system'), { nonce, language: languageName(ctx.language) }).trim(),
  ];
  if (background !== null) parts.push(intentSection(background, nonce));
  if (guidance !== null) parts.push(guidance.section(nonce));
  const d = delimiters('DIFF', nonce);
  parts.push(`The group's diff:\n${d.open}\n${diff}\n${d.close}`);
  // The context pack the lens presets give a unit of these files, capped by the same diff size: in
  // the system prompt after the diff, so every call of the group reads it from the prefix cache.
  const pack = ctx.repo?.pack?.(unit.files, nonce, ctx.countTokens(diff)) ?? null;
  if (pack !== null) parts.push(pack.text);
  const tokens = pack === null ? 0 : ctx.countTokens(pack.text);
  const packTokens = { tokens, cutTokens: pack?.cutTokens ?? 0 };
  return { system: `${parts.join('\n\n')}\n`, nonce, diff, pack: packTokens };
}

/** The first user message of a round. */
export function buildFirstUser(input: {
  lenses: readonly LensSpec[];
  checklist: string | null;
  round: number;
  confirmed: readonly Finding[];
  nonce: string;
}): string {
  const parts = [
    `Review this group through ${input.lenses.length === 1 ? 'this lens' : `these ${input.lenses.length} lenses`}:`,
    ...input.lenses.map((l) => `## Lens \`${l.id}\`\n${l.instructions.trim()}`),
  ];
  if (input.checklist) {
    const d = delimiters('NOTES', input.nonce);
    parts.push(`Your checklist, written before the review:\n${d.open}\n${input.checklist}\n${d.close}`);
  }
  if (input.round > 1) {
    const d = delimiters('NOTES', input.nonce);
    const list =
      input.confirmed.length === 0
        ? '(none)'
        : input.confirmed
            .map((f) => `- ${f.path}:${f.line} [${f.severity}, ${f.category}] ${f.title}`)
            .join('\n');
    parts.push(
      `This is review round ${input.round}. Findings already confirmed (do not report them again):\n${d.open}\n${redactSecrets(list).replaceAll(input.nonce, '[nonce]')}\n${d.close}\nLook for what is still missing. If nothing is, call task_done at once.`,
    );
  }
  return parts.join('\n\n');
}
