// Source: https://codeql.github.com/codeql-query-help/javascript/js-redos/
// "==" can be read as one alternative or as two "."s, so "=" followed by many "=" and no closing
// "=" tries every way of splitting them before it fails.
const HEADING = /^=(==|.)+=$/;

export function isHeading(line) {
  return HEADING.test(line);
}
