/**
 * A literal secret in a settings module's shared defaults (`sink-context: settings-default`,
 * py-literal-signing-secret): Django's split settings keep what every environment shares in
 * `settings/base.py` or `settings/common.py`, and the module a deployment runs
 * (`settings/prod.py`, a `config.py` made from an example) imports it and sets its own key: linkding
 * reads its key from a file or generates one, taiga's Docker config reads it from the environment
 * (tuning, fresh7 and fresh13). The literal there is the developer's default, not what signs
 * production sessions: no finding. A lone `settings.py`, a `default_settings.py` or a config class is
 * what the app runs unless told otherwise: the rule's grade. A test or development config class
 * (`class TestingConfig`, a body setting `TESTING = True`: CTFd's `config.py`, fresh) is a test's.
 */
import type { SgNode } from '@ast-grep/napi';

// The shared module of a settings package; the package is a folder named settings, config or conf.
const SHARED = /(^|\/)(settings|config|conf)\/(base|common|shared|defaults?)\.py$/i;
// A config class for tests or a developer's machine, by name or by the flag Flask's testing reads.
const DEV_CLASS = /^(Test|Testing|Dev|Develop|Development|CI|E2E|Debug)([A-Z_]\w*)?$/;

/** Whether the match is a settings module's or a test config class's default, not a deployment's. */
export function settingsDefault(node: SgNode, path: string): boolean {
  // Only a constant of its own: `app.secret_key = …` or a JWT key in such a module still reports.
  if (node.kind() !== 'assignment' || node.field('left')?.kind() !== 'identifier') return false;
  const statement = node.parent();
  const scope = statement?.parent();
  if (!scope) return false;
  if (scope.kind() === 'module') return SHARED.test(path);
  const cls = scope.kind() === 'block' ? scope.parent() : null;
  if (cls?.kind() !== 'class_definition') return false;
  if (DEV_CLASS.test(cls.field('name')?.text() ?? '')) return true;
  return scope.children().some((s) => /^TESTING\s*=\s*True$/.test(s.text().trim()));
}
