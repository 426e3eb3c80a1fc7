/**
 * Clause, not value (issue 45 point 1): `db.QueryRow("SELECT … WHERE " + condition, value)` splices a
 * whole clause that its caller chose and binds the value separately. The clause is code the callers
 * write (`"alias = ?"`), not data; what would be injected, the value, goes through a placeholder. A
 * splice right after a clause keyword in a call that also passes bound arguments is this shape
 * (miniflux's `WHERE ` + e.buildCondition() with `e.args...`, in the tuning half).
 */
import type { SgNode } from '@ast-grep/napi';

// A literal that ends where a whole clause or predicate starts: `… WHERE `, `… AND `, `… ORDER BY `.
const CLAUSE_END = /\b(?:where|and|or|having|order\s+by|group\s+by|set)\s*["`]$/i;
// A literal right after a splice that opens with a quote: the splice sat inside a quoted SQL value.
const QUOTE_AFTER = /^["`]\s*'/;

/** The operands of a chain of `+`, left to right. */
function operands(node: SgNode): SgNode[] {
  if (node.kind() !== 'binary_expression' || node.field('operator')?.text() !== '+') return [node];
  const left = node.field('left');
  const right = node.field('right');
  return left && right ? [...operands(left), ...operands(right)] : [node];
}

// A template with substitutions (`${x}`) splices too: it is not a literal here.
const isLiteral = (node: SgNode) => {
  const kind = String(node.kind());
  return kind.includes('string') && !(kind === 'template_string' && node.text().includes('${'));
};

/**
 * Whether `sql`, an argument of a database call, is literal SQL with every spliced part placed right
 * after a clause keyword (and not inside quotes), and the call passes bound arguments after it.
 */
export function isCallerClause(sql: SgNode): boolean {
  try {
    return callerClause(sql);
  } catch {
    // A grammar shape this does not know keeps the finding: never drop one on an error.
    return false;
  }
}

function callerClause(sql: SgNode): boolean {
  if (!sql.nextAll().some((n) => n.isNamed())) return false;
  const parts = operands(sql);
  if (parts.length < 2 || !parts.some(isLiteral)) return false;
  return parts.every((part, i) => {
    if (isLiteral(part)) return true;
    const before = parts[i - 1];
    const after = parts[i + 1];
    return (
      before !== undefined &&
      isLiteral(before) &&
      CLAUSE_END.test(before.text()) &&
      (after === undefined || !QUOTE_AFTER.test(after.text()))
    );
  });
}
