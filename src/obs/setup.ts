/**
 * Observability of one run, for the CLI and the action alike: the session transcript and, when
 * asked for, OpenTelemetry. It is created before the settings are known (the action reads them from
 * the repository) and configured once they are; until then, and whenever a part is off, it observes
 * nothing at no cost. `close` ends the run span, flushes within a bounded time and closes the file.
 */
import type { Masker } from '../core/mask.js';
import { noopObserver, type ObservationAttributes, type Observer } from '../core/ports.js';
import type { ReviewReport } from '../core/types.js';
import type { TimelineCall } from '../report/html/timeline.js';
import { readTelemetryConfig, telemetryEnabled } from './otel-config.js';
import { composeObservers, transcriptObserver } from './observer.js';
import { sessionFileName } from './session-paths.js';
import { timelineRecorder } from './timeline.js';
import { TranscriptWriter } from './transcript.js';
import type { Telemetry, TelemetryOptions } from './otel-observer.js';

export interface ObservabilityOptions {
  /** Folder of the session transcripts (see session-paths.ts). */
  sessionsDir: string;
  env: Readonly<Record<string, string | undefined>>;
  mask: Masker;
  warn: (message: string) => void;
  /** Where the `console` telemetry exporters write. */
  writeConsole: (text: string) => void;
  serviceVersion: string;
  /** Attributes of the run span (`prlens.run`): the command, the preset. Never content. */
  runAttributes?: ObservationAttributes;
  now?: () => number;
  /** Test seams: extra exporters and the shutdown bound. */
  telemetry?: Pick<TelemetryOptions, 'spanExporters' | 'metricExporters' | 'shutdownTimeoutMs'>;
}

export interface RunObservability {
  /** Forwards to the configured parts; a no-op until `configure`. */
  readonly observer: Observer;
  /** Starts the parts the settings turn on. Never throws: a part that cannot start is left off. */
  configure(settings: { transcript: boolean; telemetry: boolean; preset?: string }): Promise<void>;
  /** Records the run's metrics from its report (files, findings, duration). */
  finish(report: ReviewReport): void;
  /** Ends the run; the transcript file, when one was written. Never throws. */
  close(failed?: boolean): Promise<{ transcriptFile: string | null }>;
  /** The model calls so far (start, end, group, lens, tokens), recorded whatever the settings. */
  timeline(): TimelineCall[];
}

/** The observability of one run, unconfigured. */
export function createRunObservability(options: ObservabilityOptions): RunObservability {
  let inner: Observer = noopObserver;
  let writer: TranscriptWriter | null = null;
  let telemetry: Telemetry | null = null;
  const runAttributes: ObservationAttributes = { ...options.runAttributes };
  // The HTML report's timeline: kept in memory (labels and times, no content) from the start.
  const timeline = timelineRecorder(options.now ?? Date.now);
  const observer: Observer = {
    span: (name, attributes, fn) =>
      timeline.observer.span(name, attributes, () => inner.span(name, attributes, fn)),
    count: (metric, value, attributes) => inner.count(metric, value, attributes),
    transcript: (entry) => {
      timeline.observer.transcript(entry);
      inner.transcript(entry);
    },
  };
  return {
    observer,
    async configure(settings) {
      const now = options.now ?? Date.now;
      if (settings.preset !== undefined) runAttributes['prlens.preset'] = settings.preset;
      if (settings.transcript) {
        writer = new TranscriptWriter({
          file: `${options.sessionsDir}/${sessionFileName(now())}`,
          mask: options.mask,
          warn: options.warn,
          now,
        });
      }
      if (telemetryEnabled(settings.telemetry, options.env))
        telemetry = await startRunTelemetry(options, runAttributes);
      inner = composeObservers([
        ...(writer ? [transcriptObserver(writer)] : []),
        ...(telemetry ? [telemetry.observer] : []),
      ]);
      if (writer) {
        inner.transcript({
          type: 'note',
          event: 'session_start',
          version: options.serviceVersion,
          ...runAttributes,
        });
      }
    },
    finish: (report) => recordFinish(observer, runAttributes, report),
    async close(failed = false) {
      inner = noopObserver;
      try {
        await telemetry?.shutdown(runAttributes, failed);
      } catch {
        // Bounded and best effort: the review's outcome does not depend on telemetry.
      }
      telemetry = null;
      writer?.close();
      return { transcriptFile: writer?.written ? writer.file : null };
    },
    timeline: () => timeline.calls(),
  };
}

/** OpenTelemetry for the run, or null when it is off or cannot start (a warning says why). */
async function startRunTelemetry(
  options: ObservabilityOptions,
  runAttributes: ObservationAttributes,
): Promise<Telemetry | null> {
  try {
    const config = readTelemetryConfig(options.env);
    for (const problem of config.problems) options.warn(`telemetry: ${problem}`);
    // Loaded here, only when telemetry is on: a run without it never loads the SDK.
    const { startTelemetry } = await import('./otel-observer.js');
    return await startTelemetry({
      config,
      serviceVersion: options.serviceVersion,
      mask: options.mask,
      writeConsole: options.writeConsole,
      warn: options.warn,
      root: { name: 'prlens.run', attributes: runAttributes },
      ...options.telemetry,
    });
  } catch (error) {
    options.warn(`telemetry is off: it could not start (${(error as Error).message})`);
    return null;
  }
}

/** The run's metrics and closing transcript note, from its report. */
function recordFinish(observer: Observer, runAttributes: ObservationAttributes, report: ReviewReport): void {
  const attributes = { incomplete: report.incomplete };
  Object.assign(runAttributes, {
    'prlens.files': report.stats.files_reviewed,
    'prlens.findings': report.findings.length,
    'prlens.unanchored': report.unanchored.length,
    'prlens.incomplete': report.incomplete,
    'prlens.requests': report.usage.requests,
  });
  observer.count('prlens.duration', report.duration_ms, attributes);
  observer.count('prlens.files', report.stats.files_reviewed, attributes);
  for (const severity of ['critical', 'high', 'medium', 'low'] as const) {
    const n = report.findings.filter((f) => f.severity === severity).length;
    if (n > 0) observer.count('prlens.findings', n, { severity });
  }
  observer.transcript({
    type: 'note',
    event: 'session_end',
    findings: report.findings.length,
    unanchored: report.unanchored.length,
    incomplete: report.incomplete,
    usage: report.usage,
    warnings: report.warnings,
    duration_ms: report.duration_ms,
  });
}
