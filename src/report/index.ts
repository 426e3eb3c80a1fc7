/**
 * One entry for every output format of a review: the CLI's `--format` and the action's job
 * summary both come through here. The formats themselves are listed in formats.ts.
 */
import type { ReviewReport } from '../core/types.js';
import type { ReportFormat } from './formats.js';
import { renderHtml, type HtmlReportOptions } from './html/report-page.js';
import { renderJson } from './json.js';
import { renderMarkdown } from './markdown.js';
import { renderRdjson } from './rdjson.js';
import { renderSarif, type SarifRuleInfo } from './sarif.js';
import { renderText } from './text.js';

export { REPORT_FORMATS, type ReportFormat } from './formats.js';

export interface RenderOptions {
  /** ANSI colours in `text` output; off unless asked for. */
  color?: boolean;
  /** Length ceiling for `markdown` output. */
  maxChars?: number;
  /** Language of prlens's own strings in `markdown` output (the `language` setting). */
  language?: string;
  /** What the `html` page shows beyond the report: the diff, the call timeline, the repository URL. */
  html?: HtmlReportOptions;
  /** The static rule set, for `sarif` output's rule metadata (loadRuleCatalog). */
  rules?: readonly SarifRuleInfo[];
}

/** Renders a report in the given format. */
export function renderReport(report: ReviewReport, format: ReportFormat, opts: RenderOptions = {}): string {
  switch (format) {
    case 'text':
      return renderText(report, { color: opts.color ?? false, language: opts.language });
    case 'json':
      return renderJson(report);
    case 'markdown':
      return renderMarkdown(report, {
        ...(opts.maxChars === undefined ? {} : { maxChars: opts.maxChars }),
        ...(opts.language === undefined ? {} : { language: opts.language }),
      });
    case 'sarif':
      return renderSarif(report, opts.rules === undefined ? {} : { rules: opts.rules });
    case 'rdjson':
      return renderRdjson(report);
    case 'html':
      return renderHtml(report, {
        ...opts.html,
        ...(opts.language === undefined ? {} : { language: opts.language }),
      });
  }
}

export { renderHtml, renderJson, renderMarkdown };
export type { TimelineCall } from './html/timeline.js';
