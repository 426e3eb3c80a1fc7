/**
 * The timeline of a run's model calls, built from transcript entries: a `request` entry marks a
 * call's start, its `response` (or `error`) entry its end, both matched by request number. The same
 * builder serves the review page (entries recorded in memory as the run goes, transcript on or off)
 * and the session viewer (entries read back from a transcript file, times from their `ts`).
 */
import type { Observer, TranscriptEntry } from '../core/ports.js';
import type { TimelineCall } from '../report/html/timeline.js';
import { transcriptObserver } from './observer.js';

/** An entry as the builder reads it: a transcript line, or its in-memory twin. */
export type TimedEntry = Record<string, unknown> & { type: string };

/** The calls of a run, in request order. `timeOf` gives an entry's time in epoch milliseconds. */
export function timelineFromEntries(
  entries: readonly TimedEntry[],
  timeOf: (entry: TimedEntry) => number | null = isoTime,
): TimelineCall[] {
  const calls = new Map<number, TimelineCall>();
  for (const entry of entries) {
    const request = entry.request;
    if (typeof request !== 'number') continue;
    const at = timeOf(entry);
    if (at === null) continue;
    if (entry.type === 'request') {
      calls.set(request, {
        request,
        conversation: text(entry.conversation) ?? '(no conversation)',
        group: text(entry.group),
        lenses: text(entry.lenses),
        start: at,
        end: null,
        outcome: 'open',
        promptTokens: 0,
        cachedTokens: 0,
        completionTokens: 0,
      });
      continue;
    }
    const call = calls.get(request);
    if (!call || call.end !== null) continue;
    if (entry.type === 'response') {
      const usage = (entry.usage ?? {}) as Record<string, unknown>;
      Object.assign(call, {
        end: at,
        outcome: 'ok',
        promptTokens: count(usage.prompt_tokens),
        cachedTokens: count(usage.cached_tokens),
        completionTokens: count(usage.completion_tokens),
      });
    } else if (entry.type === 'error') Object.assign(call, { end: at, outcome: 'error' });
  }
  return [...calls.values()].sort((a, b) => a.request - b.request);
}

/** Records the timeline of a run in memory; its observer keeps no prompt or answer text. */
export function timelineRecorder(now: () => number = Date.now): {
  observer: Observer;
  calls(): TimelineCall[];
} {
  const entries: TimedEntry[] = [];
  const observer = transcriptObserver({
    write: (entry: TranscriptEntry) => {
      if (entry.type !== 'request' && entry.type !== 'response' && entry.type !== 'error') return;
      // Only what the timeline reads: labels, numbers and the time.
      entries.push({
        type: entry.type,
        request: entry.request,
        conversation: entry.conversation,
        group: entry.group,
        lenses: entry.lenses,
        usage: entry.usage,
        at: now(),
      });
    },
  });
  return { observer, calls: () => timelineFromEntries(entries, (e) => e.at as number) };
}

function isoTime(entry: TimedEntry): number | null {
  if (typeof entry.ts !== 'string') return null;
  const at = Date.parse(entry.ts);
  return Number.isFinite(at) ? at : null;
}

function text(value: unknown): string | null {
  return typeof value === 'string' && value !== '' ? value : null;
}

function count(value: unknown): number {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : 0;
}
