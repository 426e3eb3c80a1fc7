/**
 * Observers built from parts: one that only writes the transcript, and a composite that fans every
 * call out to several (the transcript and OpenTelemetry). A span sets the conversation of the
 * transcript entries written inside it, so deep callers need not thread a conversation id through.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { noopObserver, type ObservationAttributes, type Observer } from '../core/ports.js';
import type { TranscriptWriter } from './transcript.js';

/**
 * The conversation a span opens, if any: an explicit `conversation` attribute, else
 * `group:<id>` for a `prlens.group` span with a `group` attribute.
 */
function conversationOf(name: string, attributes: ObservationAttributes): string | undefined {
  const explicit = attributes.conversation;
  if (typeof explicit === 'string' && explicit !== '') return explicit;
  const group = attributes.group ?? attributes['prlens.group'];
  if (name === 'prlens.group' && group !== undefined) return `group:${String(group)}`;
  return undefined;
}

/** The conversation a span opened, with the group and lenses it is about (for the timeline). */
interface Conversation {
  id: string;
  labels: { group?: string; lenses?: string };
}

/** The group and lens ids a span names, as request entries carry them. */
function labelsOf(attributes: ObservationAttributes): Conversation['labels'] {
  const group = attributes.group ?? attributes['prlens.group'];
  const lenses = attributes['prlens.lenses'];
  return {
    ...(group === undefined ? {} : { group: String(group) }),
    ...(typeof lenses === 'string' && lenses !== '' ? { lenses } : {}),
  };
}

/**
 * An observer that writes the transcript and nothing else. Request entries also get the `group`
 * and `lenses` of their conversation, so a viewer can label each call without knowing the plan.
 */
export function transcriptObserver(writer: Pick<TranscriptWriter, 'write'>): Observer {
  const current = new AsyncLocalStorage<Conversation>();
  return {
    span: (name, attributes, fn) => {
      const id = conversationOf(name, attributes);
      return id === undefined ? fn() : current.run({ id, labels: labelsOf(attributes) }, fn);
    },
    count: () => undefined,
    transcript: (entry) => {
      const open = current.getStore();
      const conversation = entry.conversation ?? open?.id;
      const labels = entry.type === 'request' && open ? open.labels : {};
      writer.write(conversation === undefined ? entry : { ...labels, ...entry, conversation });
    },
  };
}

/** One observer that forwards to all of `observers`; a failing part never reaches the caller. */
export function composeObservers(observers: readonly Observer[]): Observer {
  const parts = observers.filter((o) => o !== noopObserver);
  if (parts.length === 0) return noopObserver;
  if (parts.length === 1) return parts[0]!;
  return {
    span: <T>(name: string, attributes: ObservationAttributes, fn: () => Promise<T>): Promise<T> =>
      parts.reduceRight<() => Promise<T>>((inner, part) => () => part.span(name, attributes, inner), fn)(),
    count: (metric, value, attributes) => {
      for (const part of parts) quietly(() => part.count(metric, value, attributes));
    },
    transcript: (entry) => {
      for (const part of parts) quietly(() => part.transcript(entry));
    },
  };
}

/** Runs `fn`, dropping what it throws: observing and telemetry never break the review. */
export function quietly(fn: () => void): void {
  try {
    fn();
  } catch {
    // The Observer contract: observing never breaks the review.
  }
}
