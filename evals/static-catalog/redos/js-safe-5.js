// Source: https://codeql.github.com/codeql-query-help/javascript/js-redos/
// The alternatives cannot start alike: an escape starts with a backslash the class excludes.
const STRING_LITERAL = /"(?:\\.|[^"\\])*"/;

export function firstString(source) {
  const match = STRING_LITERAL.exec(source);
  return match ? match[0] : null;
}
