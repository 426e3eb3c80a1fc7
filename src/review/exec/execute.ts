/**
 * The executor: runs every lens call through one shared pool, within the run's budgets.
 *
 * - `maxInputTokens`: a call whose prompt is over it is split before it is sent;
 * - `maxReviewTokens` (0 = none): dispatch stops when the next prompt would not fit beside what
 *   was spent and what is in flight (output size is unknown in advance, so only the prompt counts);
 * - `maxReviewSeconds`: after the deadline queued calls are skipped; in-flight ones finish.
 * A truncated answer splits its unit; an auth, quota or unknown-model error stops dispatch at once.
 * Whatever stops a call, the run is marked incomplete and says why: never a complete-looking result.
 */
import {
  noopObserver,
  type Clock,
  type Logger,
  type ModelClient,
  type ModelResponse,
  type Observer,
} from '../../core/ports.js';
import type { Usage } from '../../core/types.js';
import { UsageMeter } from '../../llm/usage.js';
import { runLensCall } from './call-runner.js';
import { Coverage } from './lens-coverage.js';
import type { ParsedFinding } from './model-output.js';
import type { LensCall, LensSpec, Planner, PromptContext, ReviewUnit } from './plan-types.js';

export interface Budgets {
  maxConcurrency: number;
  maxInputTokens: number;
  /** 0 = no ceiling. */
  maxReviewTokens: number;
  /** 0 = no deadline. */
  maxReviewSeconds: number;
  maxOutputTokens?: number;
}

export interface ExecuteInput {
  calls: LensCall[];
  units: ReviewUnit[];
  lenses: LensSpec[];
  ctx: PromptContext;
  planner: Planner;
  model: ModelClient;
  budgets: Budgets;
  clock: Clock;
  logger: Logger;
  /** One `prlens.group` span per call (its transcript conversation is `call:<id>`). */
  observer?: Observer | undefined;
  onProgress?: (p: { done: number; total: number; tokens: number }) => void;
}

/** The parsed findings of one successful call, with the unit they are about. */
export interface CallFindings {
  call: LensCall;
  unit: ReviewUnit;
  findings: ParsedFinding[];
}

export interface ExecuteResult {
  results: CallFindings[];
  warnings: string[];
  incomplete: boolean;
  /** Model requests sent (re-asks included). */
  requests: number;
  usage: Usage;
  coverage: Coverage;
  /** Set when an error that every call would hit stopped the run (auth, quota, unknown model). */
  fatal: string | null;
}

export const DEFAULT_MAX_OUTPUT_TOKENS = 8_000;

interface Task {
  call: LensCall;
  unit: ReviewUnit;
}

type Stop = 'fatal' | 'deadline' | 'budget';

/** Runs `calls` within the budgets; never throws for a model failure. */
export async function executeCalls(input: ExecuteInput): Promise<ExecuteResult> {
  const { budgets, clock, logger, model, planner, ctx } = input;
  const observer = input.observer ?? noopObserver;
  const units = new Map(input.units.map((u) => [u.id, u]));
  const coverage = new Coverage();
  const meter = new UsageMeter();
  const warnings: string[] = [];
  const results: CallFindings[] = [];
  const skipped: Record<Stop, number> = { fatal: 0, deadline: 0, budget: 0 };
  const deadline = budgets.maxReviewSeconds > 0 ? clock.now() + budgets.maxReviewSeconds * 1000 : Infinity;
  let incomplete = false;
  let fatal: string | null = null;
  let spent = 0;
  let reserved = 0;
  let requests = 0;
  let done = 0;
  let total = 0;

  const queue: Task[] = [];
  for (const call of input.calls) {
    const unit = units.get(call.unitId);
    if (!unit) {
      warnings.push(`call ${call.id} names unknown unit ${call.unitId}; it was not run`);
      incomplete = true;
      continue;
    }
    coverage.add(unit, call.lenses);
    queue.push({ call, unit });
    total++;
  }

  const lensSpecs = (ids: string[]): LensSpec[] =>
    ids.map((id) => input.lenses.find((l) => l.id === id) ?? { id, title: id, instructions: '' });
  const progress = () => input.onProgress?.({ done, total, tokens: spent });
  const fail = (task: Task, reason: string) => {
    coverage.mark(task.unit, task.call.lenses, 'failed', reason);
    warnings.push(reason);
    incomplete = true;
  };

  /** Replaces a task by the calls for the two halves of its unit; false when it cannot be split. */
  const split = (task: Task): boolean => {
    const halves = planner.splitUnit(task.unit, ctx);
    if (!halves) return false;
    coverage.replace(task.unit, halves, task.call.lenses);
    const tasks = halves.map((unit) => {
      units.set(unit.id, unit);
      return { unit, call: planner.buildCallForUnit(unit, lensSpecs(task.call.lenses), ctx) };
    });
    // In front: the halves of a started unit finish before new work begins.
    queue.unshift(...tasks);
    total += tasks.length;
    return true;
  };

  const onResponse = (response: ModelResponse) => {
    meter.record(response);
    spent += response.usage.prompt_tokens + response.usage.completion_tokens;
  };

  const run = async (task: Task, estimate: number): Promise<void> => {
    const attributes = {
      group: task.unit.id,
      conversation: `call:${task.call.id}`,
      'prlens.lenses': task.call.lenses.join(','),
      'prlens.files': task.unit.files.length,
    };
    const outcome = await observer.span('prlens.group', attributes, () =>
      runLensCall(task.call, {
        model,
        maxOutputTokens: budgets.maxOutputTokens ?? DEFAULT_MAX_OUTPUT_TOKENS,
        onResponse,
        onSend: () => requests++,
      }),
    );
    reserved -= estimate;
    if (outcome.kind === 'ok') {
      coverage.mark(task.unit, task.call.lenses, 'done');
      warnings.push(...outcome.warnings);
      results.push({
        call: task.call,
        unit: task.unit,
        findings: outcome.findings.map((f) => withLens(f, task.call)),
      });
    } else if (outcome.kind === 'truncated') {
      logger.info(`call ${task.call.id}: answer cut off at the output limit; splitting unit ${task.unit.id}`);
      if (!split(task)) {
        fail(
          task,
          `call ${task.call.id}: the answer was cut off at the output limit even for a single hunk (${files(task.unit)})`,
        );
      }
    } else {
      fail(task, `call ${task.call.id} failed: ${outcome.reason}`);
      if (outcome.fatal && fatal === null) fatal = outcome.reason;
    }
    done++;
    progress();
  };

  /** Why the next task may not start, or null when it may. */
  const stopFor = (estimate: number): Stop | null => {
    if (fatal !== null) return 'fatal';
    if (clock.now() >= deadline) return 'deadline';
    if (budgets.maxReviewTokens > 0 && spent + reserved + estimate > budgets.maxReviewTokens) return 'budget';
    return null;
  };

  const running = new Set<Promise<void>>();
  let stop: Stop | null = null;
  for (;;) {
    while (queue.length > 0 && running.size < Math.max(1, budgets.maxConcurrency)) {
      const task = queue.shift()!;
      const estimate = model.countTokens(`${task.call.system}\n${task.call.user}`);
      if (budgets.maxInputTokens > 0 && estimate > budgets.maxInputTokens) {
        logger.info(`call ${task.call.id}: ${estimate} prompt tokens is over max-input-tokens; splitting`);
        if (!split(task)) {
          fail(
            task,
            `call ${task.call.id}: ${files(task.unit)} is over max-input-tokens (${budgets.maxInputTokens}) even as a single hunk`,
          );
        }
        done++;
        continue;
      }
      // Once stopped, stay stopped: a budget that frees up later must not reorder the review.
      stop ??= stopFor(estimate);
      if (stop !== null) {
        coverage.mark(task.unit, task.call.lenses, 'skipped', skipReason(stop, budgets, fatal));
        skipped[stop]++;
        done++;
        continue;
      }
      reserved += estimate;
      const promise: Promise<void> = run(task, estimate).finally(() => running.delete(promise));
      running.add(promise);
    }
    if (running.size === 0) break;
    await Promise.race(running);
    // A fatal error stops dispatch at once, even if an earlier stop was a softer one.
    if (fatal !== null) stop = 'fatal';
  }

  warnings.push(...stopWarnings(skipped, budgets, fatal));
  if (skipped.fatal + skipped.deadline + skipped.budget > 0) incomplete = true;
  return { results, warnings, incomplete, requests, usage: meter.usage(), coverage, fatal };
}

function skipReason(stop: Stop, budgets: Budgets, fatal: string | null): string {
  if (stop === 'fatal') return `not run: ${fatal ?? 'an earlier call failed'}`;
  if (stop === 'deadline') return `skipped: max-review-seconds (${budgets.maxReviewSeconds}) reached`;
  return `skipped: max-review-tokens (${budgets.maxReviewTokens}) reached`;
}

function stopWarnings(skipped: Record<Stop, number>, budgets: Budgets, fatal: string | null): string[] {
  const out: string[] = [];
  if (skipped.fatal > 0)
    out.push(
      `review stopped after a failure every call would hit: ${fatal}; ${skipped.fatal} call(s) not run`,
    );
  if (skipped.deadline > 0) {
    out.push(
      `max-review-seconds (${budgets.maxReviewSeconds}) reached: ${skipped.deadline} queued call(s) skipped; raise max-review-seconds for a full review`,
    );
  }
  if (skipped.budget > 0) {
    out.push(
      `max-review-tokens (${budgets.maxReviewTokens}) would be exceeded: ${skipped.budget} call(s) not run; raise max-review-tokens or narrow the review`,
    );
  }
  return out;
}

/** The lens a finding belongs to: the model's label when it is one of the call's lenses. */
function withLens(finding: ParsedFinding, call: LensCall): ParsedFinding {
  if (call.lenses.includes(finding.lens)) return finding;
  if (call.lenses.length === 1) return { ...finding, lens: call.lenses[0]! };
  return finding;
}

function files(unit: ReviewUnit): string {
  return unit.files.map((f) => f.path).join(', ') || `unit ${unit.id}`;
}
