/**
 * What a Flask or Werkzeug route lets into a view's parameter: `<int:page>`, `<float:x>` and
 * `<uuid:id>` hand the view a number or a UUID, and `<any(css,js):folder>` one of the words the route
 * lists (https://werkzeug.palletsprojects.com/en/stable/routing/#built-in-converters). Such a value
 * carries no `/`, `..`, quote or shell metacharacter: no injection or traversal reaches a sink
 * through it (Indico's `static_custom(folder, filename)`, whose `folder` is `any(css,js)`, fresh10).
 * `<name>` (any text without a slash), `<path:name>` and converters the file defines itself stay
 * input.
 */
import type { SgNode } from '@ast-grep/napi';
import { kindOf } from './flow-syntax.js';

// Werkzeug's converters whose values are closed: numbers, UUIDs, or the words the rule lists.
const CLOSED = /^(?:int|float|uuid|any\([\w\s,'"-]*\))(?:\([^)]*\))?$/;

/**
 * The converter that limits route parameter `name` of the Python view `fn` to a number, a UUID or
 * listed words, when every route decorator of `fn` either declares `name` with one or leaves it to
 * a `defaults=` the decorator writes; undefined when one route passes it as text, or none declares it.
 */
export function closedRouteConverter(fn: SgNode, name: string): string | undefined {
  const decorated = fn.parent();
  if (!decorated || kindOf(decorated) !== 'decorated_definition') return undefined;
  const routes = decorated
    .children()
    .filter((d) => kindOf(d) === 'decorator' && /\.(route|get|post|put|patch|delete)\(/.test(d.text()));
  const variable = new RegExp(String.raw`<(?:([^<>:]+):)?${name}>`, 'g');
  let closed: string | undefined;
  for (const route of routes) {
    const declared = [...route.text().matchAll(variable)].map((m) => m[1]?.trim() ?? '');
    if (declared.length === 0) {
      // The route does not declare it: Flask passes the decorator's own `defaults` entry.
      if (!new RegExp(String.raw`defaults\s*=\s*\{[^}]*['"]${name}['"]\s*:\s*['"\d]`).test(route.text()))
        return undefined;
      continue;
    }
    const open = declared.find((converter) => !CLOSED.test(converter));
    if (open !== undefined) return undefined;
    closed ??= declared[0];
  }
  return closed;
}
