/**
 * The textual side of the context engine: the search patterns (POSIX ERE, as `git grep -E` and the
 * API workspace's linear-time engine take them) that find candidate files, and the whole-word test.
 * A textual hit is only a lead: declarations are confirmed by a parse (parse-file.ts).
 */

/** A whole-word POSIX ERE for `name`, as `git grep -E` and the workspace's search take it. */
export function wordPattern(name: string): string {
  return `(^|[^A-Za-z0-9_$])${name.replace(/\$/g, '\\$')}([^A-Za-z0-9_$]|$)`;
}

/**
 * A POSIX ERE for lines that may declare `name`: a declaring keyword before it, a method-like
 * `name(` at the start of a line, a Go method `func (r T) name`, a field or key `name:` / `name =`.
 */
export function declarationPattern(name: string): string {
  const n = name.replace(/\$/g, '\\$');
  const end = '([^A-Za-z0-9_$]|$)';
  return [
    `(function|class|def|func|fn|interface|type|struct|trait|enum|const|let|var|val|record)[[:space:]]+\\*?${n}${end}`,
    `^[[:space:]]*(export[[:space:]]+|async[[:space:]]+|static[[:space:]]+|public[[:space:]]+|private[[:space:]]+|protected[[:space:]]+|override[[:space:]]+|pub[[:space:]]+)*${n}[[:space:]]*[(<]`,
    `func[[:space:]]*\\([^)]*\\)[[:space:]]*${n}${end}`,
    `^[[:space:]]*${n}[[:space:]]*[:=][^=]`,
  ].join('|');
}

/** Whether `name` occurs in `source` as a whole word. */
export function mentions(source: string, name: string): boolean {
  for (let at = source.indexOf(name); at !== -1; at = source.indexOf(name, at + 1)) {
    const before = source[at - 1] ?? ' ';
    const after = source[at + name.length] ?? ' ';
    if (!/[\p{L}\p{N}_$]/u.test(before) && !/[\p{L}\p{N}_$]/u.test(after)) return true;
  }
  return false;
}
