/**
 * Reads checkstyle XML (`<checkstyle><file name=…><error line=… severity=… message=… source=…/>`),
 * the format golangci-lint, ESLint's checkstyle formatter and many others write. The XML itself is
 * read by saxes (https://github.com/lddubeau/saxes), a strict streaming parser: one pass over the
 * text whatever it holds (the hand-written reader it replaces went quadratic on 250,000 unclosed
 * `<!--`, issue 42 point 7), well-formedness errors with a line and column, and no DTD processing:
 * a DOCTYPE is refused, so no entity can be defined or expanded (a "billion laughs" file, or an
 * external entity reading a runner's file, is an error, not a hang or a leak). Only the five
 * predefined entities and character references are decoded.
 */
import { SaxesParser, type SaxesTagPlain } from 'saxes';
import { type ImportedLevel, type ImportedResult, JsonPath, ShapeError } from './imported.js';

const LEVEL: Record<string, ImportedLevel> = {
  error: 'error',
  warning: 'warning',
  info: 'note',
  ignore: 'none',
};

/** The results of a checkstyle document; problems name the element (`file[2].error[0]`). */
export function readCheckstyle(xml: string): { results: ImportedResult[]; problems: string[] } {
  const reader = new CheckstyleReader();
  const parser = new SaxesParser({
    // Plain names and string attributes: checkstyle has no namespaces.
    xmlns: false,
    // XML 1.1 for every file: it allows `&#27;` and other references to control characters, which
    // ESLint's checkstyle formatter writes for a message's ANSI colours; 1.0 would refuse the file.
    defaultXMLVersion: '1.1',
    forceXMLVersion: true,
  });
  parser.on('doctype', () => {
    throw new ShapeError(
      new JsonPath(),
      'no DOCTYPE or entity declarations (refused: they can expand without bound)',
    );
  });
  // The first well-formedness error ends the file: XML after it has no reliable reading.
  parser.on('error', (error) => {
    throw new ShapeError(new JsonPath(), `well-formed XML (${error.message})`);
  });
  parser.on('opentag', (tag) => reader.open(tag));
  parser.on('closetag', (tag) => reader.close(tag));
  parser.write(xml).close();
  if (!reader.sawRoot) throw new ShapeError(new JsonPath(), 'a <checkstyle> root element');
  return { results: reader.results, problems: reader.problems };
}

/** Follows the elements as saxes reports them: `<file>` sets the name its `<error>`s belong to. */
class CheckstyleReader {
  readonly results: ImportedResult[] = [];
  readonly problems: string[] = [];
  sawRoot = false;
  private fileIndex = -1;
  private errorIndex = 0;
  private fileName: string | null = null;

  open(tag: SaxesTagPlain): void {
    if (tag.name === 'checkstyle') this.sawRoot = true;
    if (tag.name === 'file') {
      this.fileIndex++;
      this.errorIndex = 0;
      this.fileName = tag.attributes.name ?? null;
      if (this.fileName === null) this.problems.push(`file[${this.fileIndex}]: expected a name attribute`);
    } else if (tag.name === 'error') this.error(tag.attributes);
  }

  close(tag: SaxesTagPlain): void {
    if (tag.name === 'file') this.fileName = null;
  }

  private error(a: Record<string, string>): void {
    const at = `file[${this.fileIndex}].error[${this.errorIndex++}]`;
    if (this.fileName === null) {
      this.problems.push(`${at}: expected to be inside a <file name="…">`);
      return;
    }
    const line = a.line === undefined ? null : Number(a.line);
    if (line !== null && (!Number.isInteger(line) || line < 0)) {
      this.problems.push(`${at}.line: expected a whole number ≥ 0`);
      return;
    }
    if (a.message === undefined) {
      this.problems.push(`${at}.message: expected an attribute`);
      return;
    }
    const source = a.source ?? null;
    this.results.push({
      tool: toolOf(source),
      ruleId: source,
      level: LEVEL[(a.severity ?? 'warning').toLowerCase()] ?? 'warning',
      message: a.message,
      helpUri: null,
      uri: this.fileName,
      startLine: line === 0 ? null : line,
      endLine: line === 0 ? null : line,
      fixes: [],
      related: [],
      baseline: null,
    });
  }
}

/** A source like `com.puppycrawl.tools.checkstyle.checks.X` names checkstyle; `golint`-style ids name themselves. */
function toolOf(source: string | null): string {
  if (source === null || source.startsWith('com.puppycrawl.')) return 'checkstyle';
  const dot = source.indexOf('.');
  return dot > 0 && !source.includes('/') ? source.slice(0, dot) : 'checkstyle';
}
