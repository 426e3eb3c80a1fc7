/**
 * `renderReport` for the CLI's review commands, with the HTML page (and the Markdown library it
 * renders bodies with) imported only when `--format html` asks for it: a review printing text or
 * JSON, the static-only pre-commit case of issue 48, does not load it.
 */
import type { ReviewReport } from '../core/types.js';
import type { RenderOptions, ReportFormat } from './index.js';

/** Renders a report in the given format, as `renderReport` does. */
export async function renderFormat(
  report: ReviewReport,
  format: ReportFormat,
  opts: RenderOptions = {},
): Promise<string> {
  switch (format) {
    // Each renderer loads when its format is asked for: JSON needs no translated strings, text no
    // SARIF rule table (issue 48: a pre-commit run loads only what it prints).
    case 'text': {
      const { renderText } = await import('./text.js');
      return renderText(report, { color: opts.color ?? false, language: opts.language });
    }
    case 'json':
      return (await import('./json.js')).renderJson(report);
    case 'markdown': {
      const { renderMarkdown } = await import('./markdown.js');
      return renderMarkdown(report, {
        ...(opts.maxChars === undefined ? {} : { maxChars: opts.maxChars }),
        ...(opts.language === undefined ? {} : { language: opts.language }),
      });
    }
    case 'sarif': {
      const { renderSarif } = await import('./sarif.js');
      return renderSarif(report, opts.rules === undefined ? {} : { rules: opts.rules });
    }
    case 'rdjson':
      return (await import('./rdjson.js')).renderRdjson(report);
    case 'html': {
      const { renderHtml } = await import('./html/report-page.js');
      return renderHtml(report, {
        ...opts.html,
        ...(opts.language === undefined ? {} : { language: opts.language }),
      });
    }
  }
}
