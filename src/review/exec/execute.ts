/**
 * The executor: runs every lens call through one shared pool, within the run's budgets.
 *
 * Cache-aware order: the calls on one unit share their system prompt (its diff), and a provider
 * caches a prefix only once a request carrying it has been processed. So the first call of each
 * unit goes out first, and that unit's other calls wait until it has answered; meanwhile the first
 * calls of the other units fill the pool, so later units overlap with earlier ones. Only when the
 * wait costs no time and buys a cache hit: when there are more calls than `maxConcurrency` (some
 * must wait anyway) and the prefix is long enough to be cached (CACHE_MIN_TOKENS). When every
 * call of a family (a packer's unit and the routed sub-units cut from it) has settled,
 * `onFamilyDone` runs (the audit of its findings), in the same pool, while other families go on.
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
import { Pool } from './pool.js';

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
  /** The run's slots; a pool of `maxConcurrency` when absent. */
  pool?: Pool;
  /** Runs once all calls of a family have settled (not after a fatal error); awaited before returning. */
  onFamilyDone?: (family: string, results: CallFindings[]) => Promise<void>;
}

/** The parsed findings of one successful call, with the unit they are about. */
export interface CallFindings {
  call: LensCall;
  unit: ReviewUnit;
  /** The family of the call (see LensCall.family). */
  family: string;
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

/**
 * Prompts shorter than this are never served from a cache: OpenAI caches from 1,024 tokens
 * (https://platform.openai.com/docs/guides/prompt-caching), Anthropic from 1,024 (Sonnet, Opus) or
 * 2,048 (Haiku) (https://docs.anthropic.com/en/docs/build-with-claude/prompt-caching).
 */
export const CACHE_MIN_TOKENS = 1_024;

interface Task {
  call: LensCall;
  unit: ReviewUnit;
  family: string;
}

type Stop = 'fatal' | 'deadline' | 'budget';

/** Runs `calls` within the budgets; never throws for a model failure. */
export async function executeCalls(input: ExecuteInput): Promise<ExecuteResult> {
  const { budgets, clock, logger, model, planner, ctx } = input;
  const observer = input.observer ?? noopObserver;
  const pool = input.pool ?? new Pool(budgets.maxConcurrency);
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
  // Once stopped, stay stopped: a budget that frees up later must not reorder the review.
  let stop: Stop | null = null;

  /** Unsettled tasks per family. */
  const open = new Map<string, number>();
  /** Per unit: its first call is out (`leading`) or has answered (`warm`); the others wait in `held`. */
  const prefix = new Map<string, 'leading' | 'warm'>();
  let holding = false;
  const held = new Map<string, Task[]>();
  const running = new Set<Promise<void>>();
  const tasks: Task[] = [];
  for (const call of input.calls) {
    const unit = units.get(call.unitId);
    if (!unit) {
      warnings.push(`call ${call.id} names unknown unit ${call.unitId}; it was not run`);
      incomplete = true;
      continue;
    }
    coverage.add(unit, call.lenses);
    tasks.push({ call, unit, family: call.family ?? call.unitId });
    total++;
  }
  for (const task of tasks) open.set(task.family, (open.get(task.family) ?? 0) + 1);

  const lensSpecs = (ids: string[]): LensSpec[] =>
    ids.map((id) => input.lenses.find((l) => l.id === id) ?? { id, title: id, instructions: '' });
  const progress = () => input.onProgress?.({ done, total, tokens: spent });
  const fail = (task: Task, reason: string) => {
    coverage.mark(task.unit, task.call.lenses, 'failed', reason);
    warnings.push(reason);
    incomplete = true;
  };

  const track = (promise: Promise<void>) => {
    const tracked: Promise<void> = promise.finally(() => running.delete(tracked));
    running.add(tracked);
  };

  /** Sends `task` when a slot is free; the first task of a unit leads, the others wait for its answer. */
  const dispatch = (task: Task, front = false) => {
    const state = prefix.get(task.unit.id);
    if (state === 'leading') {
      held.set(task.unit.id, [...(held.get(task.unit.id) ?? []), task]);
      return;
    }
    if (state === undefined && holding && task.unit.estimatedTokens >= CACHE_MIN_TOKENS)
      prefix.set(task.unit.id, 'leading');
    track(
      pool
        .run(() => attempt(task), front)
        .catch((error: unknown) => fail(task, `call ${task.call.id} failed: ${String(error)}`))
        .then(() => settle(task)),
    );
  };

  /** A task has ended: release the calls waiting on its prefix, and close its family when it was the last. */
  const settle = (task: Task) => {
    // While a unit is leading only its leader runs: this is it, and its prefix is now warm.
    if (prefix.get(task.unit.id) === 'leading') {
      prefix.set(task.unit.id, 'warm');
      const waiting = held.get(task.unit.id) ?? [];
      held.delete(task.unit.id);
      for (const next of waiting) dispatch(next);
    }
    const left = (open.get(task.family) ?? 1) - 1;
    open.set(task.family, left);
    if (left === 0 && input.onFamilyDone && fatal === null) {
      const family = results.filter((r) => r.family === task.family);
      track(
        input
          .onFamilyDone(task.family, family)
          .catch((error: unknown) => void warnings.push(`${task.family}: ${String(error)}`)),
      );
    }
  };

  /** Replaces a task by the calls for the two halves of its unit; false when it cannot be split. */
  const split = (task: Task): boolean => {
    const halves = planner.splitUnit(task.unit, ctx);
    if (!halves) return false;
    coverage.replace(task.unit, halves, task.call.lenses);
    const parts = halves.map((unit) => {
      units.set(unit.id, unit);
      const call = {
        ...planner.buildCallForUnit(unit, lensSpecs(task.call.lenses), ctx),
        family: task.family,
      };
      return { unit, call, family: task.family };
    });
    open.set(task.family, (open.get(task.family) ?? 0) + parts.length);
    total += parts.length;
    // In front: the halves of a started unit finish before new work begins.
    for (const part of parts.reverse()) dispatch(part, true);
    return true;
  };

  const onResponse = (response: ModelResponse) => {
    meter.record(response);
    spent += response.usage.prompt_tokens + response.usage.completion_tokens;
  };

  /** Why the next task may not start, or null when it may. */
  const stopFor = (estimate: number): Stop | null => {
    if (fatal !== null) return 'fatal';
    if (clock.now() >= deadline) return 'deadline';
    if (budgets.maxReviewTokens > 0 && spent + reserved + estimate > budgets.maxReviewTokens) return 'budget';
    return null;
  };

  /** Runs one task in its slot: split it, skip it, or send it and record the outcome. */
  const attempt = async (task: Task): Promise<void> => {
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
      return;
    }
    // A fatal error stops dispatch at once, even if an earlier stop was a softer one.
    if (fatal !== null) stop = 'fatal';
    stop ??= stopFor(estimate);
    if (stop !== null) {
      coverage.mark(task.unit, task.call.lenses, 'skipped', skipReason(stop, budgets, fatal));
      skipped[stop]++;
      done++;
      return;
    }
    reserved += estimate;
    const attributes = {
      group: task.unit.id,
      conversation: `call:${task.call.id}`,
      'prlens.lenses': task.call.lenses.join(','),
      'prlens.files': task.unit.files.length,
    };
    const outcome = await observer
      .span('prlens.group', attributes, () =>
        runLensCall(task.call, {
          model,
          maxOutputTokens: budgets.maxOutputTokens ?? DEFAULT_MAX_OUTPUT_TOKENS,
          onResponse,
          onSend: () => requests++,
        }),
      )
      .finally(() => (reserved -= estimate));
    if (outcome.kind === 'ok') {
      coverage.mark(task.unit, task.call.lenses, 'done');
      warnings.push(...outcome.warnings);
      results.push({
        call: task.call,
        unit: task.unit,
        family: task.family,
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

  // The first calls of units that others wait on go first: each answer unlocks a unit's prefix.
  // Waiting for a leader pays only where calls must queue anyway; else it adds a round trip.
  holding = tasks.length > Math.max(1, budgets.maxConcurrency);
  const perUnit = new Map<string, number>();
  for (const task of tasks) perUnit.set(task.unit.id, (perUnit.get(task.unit.id) ?? 0) + 1);
  const shared = (t: Task) => ((perUnit.get(t.unit.id) ?? 0) > 1 ? 0 : 1);
  for (const task of [...tasks].sort((a, b) => shared(a) - shared(b))) dispatch(task);
  while (running.size > 0) await Promise.race(running);

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
