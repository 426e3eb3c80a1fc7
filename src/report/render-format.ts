/**
 * `renderReport` for the CLI's review commands, with the HTML page (and the Markdown library it
 * renders bodies with) imported only when `--format html` asks for it: a review printing text or
 * JSON, the static-only pre-commit case of issue 48, does not load it.
 */
import type { ReviewReport } from '../core/types.js';
import type { RenderOptions, ReportFormat } from './index.js';
import { renderJson } from './json.js';
import { renderMarkdown } from './markdown.js';
import { renderRdjson } from './rdjson.js';
import { renderSarif } from './sarif.js';
import { renderText } from './text.js';

/** Renders a report in the given format, as `renderReport` does. */
export async function renderFormat(
  report: ReviewReport,
  format: ReportFormat,
  opts: RenderOptions = {},
): Promise<string> {
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
    case 'html': {
      const { renderHtml } = await import('./html/report-page.js');
      return renderHtml(report, {
        ...opts.html,
        ...(opts.language === undefined ? {} : { language: opts.language }),
      });
    }
  }
}
