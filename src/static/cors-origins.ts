/**
 * The grade of a flask-cors call with credentials (`sink-context: cors-origins`): which origins it
 * trusts decides the danger, and a call that names none does not say.
 *
 * flask-cors builds a call's options from its defaults, then the app's `CORS_*` config, then the
 * call's own keywords (flask_cors/core.py `get_cors_options`): a `CORS(app, …)` or
 * `@cross_origin(…)` naming no `origins` takes the app's `CORS_ORIGINS`, and only when that is unset
 * the default `'*'`, which with credentials reflects every caller's Origin (`get_cors_origins`
 * answers the request's own Origin unless `send_wildcard`). So:
 *
 * - `origins="*"` (the only origins the rule matches) keeps the rule's grade: any origin, stated here.
 * - No origins, and the file writes `CORS_ORIGINS` into the app's config as literal origins none of
 *   which is a wildcard: no finding (the app's allow-list is in view: a Flask app module configuring
 *   itself). A bare module constant is not enough: whether Flask loads the module is not in the file.
 * - No origins, and the file sets `CORS_ORIGINS` to a wildcard: the rule's grade (any origin).
 * - No origins otherwise (the setting lives in the app's config, an operator's environment): medium,
 *   and the body names the setting to check (issue 45 point 5). An app whose config sets an
 *   allow-list (alerta's `settings.py`, fresh20) is safe; one that never sets it is not, and the
 *   finding stays posted at the default `min-severity`.
 *
 * A PR cannot lower the grade of its own any-origin call: an explicit `"*"` is always graded by the
 * rule, and a wildcard anywhere in the file's `CORS_ORIGINS` keeps it high.
 */
import type { SgNode } from '@ast-grep/napi';
import type { Severity } from '../core/types.js';

type Graded = { keep: true; severity: Severity; detail: string } | { keep: false };

// Where a Python file can set the app's `CORS_ORIGINS`: a module constant (a config object or
// settings module), `app.config["CORS_ORIGINS"] = …`, a dict entry, or `config.update(CORS_ORIGINS=…)`.
const SETTING = /^['"]?CORS_ORIGINS['"]?$/;
// A Flask config object, and the calls that fill one from a mapping or keywords.
const CONFIG = /(^|\.)config$/;
const CONFIG_CALL = /(^|\.)config\.(update|from_mapping)$/;

/** The grade of a flask-cors call with credentials, given the file around it. */
export function corsOriginsGrade(severity: Severity, node: SgNode): Graded | undefined {
  const args = node.field('arguments');
  const origins = args
    ?.children()
    .find(
      (a) => a.kind() === 'keyword_argument' && /^(origins|resources)$/.test(a.field('name')?.text() ?? ''),
    );
  if (origins) return undefined;
  const settings = settingValues(node.getRoot().root());
  const kinds = settings.map((s) => originsKind(s.value));
  if (kinds.includes('any')) return undefined;
  if (settings.some((s) => s.config) && kinds.every((k) => k === 'listed')) return { keep: false };
  return {
    keep: true,
    severity: severity === 'critical' || severity === 'high' ? 'medium' : severity,
    detail:
      'Severity medium: the call names no `origins`, so flask-cors takes them from the app\'s `CORS_ORIGINS` setting, and where that is unset from its default `"*"`, which with credentials answers every caller\'s Origin. Check that the setting lists the allowed origins, or name them here.',
  };
}

/**
 * The values this file gives `CORS_ORIGINS`, and whether each is written into a Flask config
 * (`app.config["CORS_ORIGINS"] = …`, `app.config.update(CORS_ORIGINS=…)`, a dict handed to
 * `update` or `from_mapping`). A module constant counts only as a wildcard: whether Flask reads the
 * module (`from_object`) is not in the file, and a decoy constant must not silence the call.
 */
function settingValues(root: SgNode): Array<{ value: SgNode; config: boolean }> {
  const values: Array<{ value: SgNode; config: boolean }> = [];
  for (const a of root.findAll({ rule: { kind: 'assignment' } })) {
    const left = a.field('left');
    const subscript = left?.kind() === 'subscript';
    const key = subscript ? left?.field('subscript') : left;
    const right = a.field('right');
    if (key && right && SETTING.test(key.text()))
      values.push({ value: right, config: subscript && CONFIG.test(left?.field('value')?.text() ?? '') });
  }
  for (const p of root.findAll({ rule: { any: [{ kind: 'pair' }, { kind: 'keyword_argument' }] } })) {
    const key = p.field(p.kind() === 'pair' ? 'key' : 'name');
    const value = p.field('value');
    if (!key || !value || !SETTING.test(key.text())) continue;
    const list = p.kind() === 'pair' ? p.parent()?.parent() : p.parent();
    const call = list?.kind() === 'argument_list' ? list.parent() : null;
    values.push({ value, config: CONFIG_CALL.test(call?.field('function')?.text() ?? '') });
  }
  return values;
}

/**
 * `listed` for literal origins without a wildcard (flask-cors takes each as a pattern: a `*` in one
 * matches any host), `any` for a wildcard among them, `unknown` for a value read elsewhere.
 */
function originsKind(value: SgNode): 'listed' | 'any' | 'unknown' {
  const items = ['list', 'tuple', 'set'].includes(String(value.kind()))
    ? value.children().filter((c) => c.isNamed() && c.kind() !== 'comment')
    : [value];
  if (items.some((i) => i.kind() === 'string' && i.text().includes('*'))) return 'any';
  return items.length > 0 && items.every((i) => i.kind() === 'string' && !/[{}]/.test(i.text()))
    ? 'listed'
    : 'unknown';
}
