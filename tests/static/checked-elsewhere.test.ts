/**
 * py-open-redirect's target check one import away (src/static/flow/checked-elsewhere.ts): a helper
 * imported from another file of the same change counts when its body shows the check, as a helper of
 * the same file does; a helper the change does not hold, or whose body checks nothing, does not.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { compileStaticRules } from '../../src/static/compiled-rules.js';
import { runStaticRules } from '../../src/static/run-static-rules.js';
import { CHECKS_TARGET, IN_DECISION } from '../../src/static/flow/checked-elsewhere.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const compiled = await compileStaticRules({ rulesDir: path.join(here, '..', '..', 'rules') });

// OctoPrint's login view (fresh19): the target replaced by the default when the check fails.
const VIEW = `from flask import redirect, request
from octoprint.server.util import (
    has_permissions,
    validate_local_redirect,
)


def login():
    redirect_url = request.args.get("redirect", "/")
    if not validate_local_redirect(redirect_url, ["/", "/recovery"]):
        redirect_url = "/"
    return redirect(redirect_url)
`;

const CHECKING = `def validate_local_redirect(url, allowed_paths):
    from urllib.parse import urljoin, urlparse

    parsed = urlparse(url)
    path = urljoin("/", parsed.path)
    return parsed.scheme == "" and parsed.netloc == "" and path in allowed_paths
`;

const all = (content: string) => new Set(content.split('\n').map((_, i) => i + 1));

async function redirectsIn(files: { path: string; content: string }[]): Promise<string[]> {
  const result = await runStaticRules(
    files.map((f) => ({ ...f, changedLines: all(f.content) })),
    { compiled, only: new Set(['py-open-redirect']) },
  );
  return result.findings.filter((f) => f.ruleId === 'py-open-redirect').map((f) => `${f.path}:${f.line}`);
}

describe('an open redirect checked by a helper of another file of the change', () => {
  it('is no finding when the imported helper, in the change, checks the netloc', async () => {
    expect(
      await redirectsIn([
        { path: 'src/octoprint/server/views.py', content: VIEW },
        { path: 'src/octoprint/server/util/__init__.py', content: CHECKING },
      ]),
    ).toEqual([]);
  });

  it('follows a relative import to the module next to the view', async () => {
    const view = VIEW.replace('from octoprint.server.util import', 'from .util import');
    expect(
      await redirectsIn([
        { path: 'app/views.py', content: view },
        { path: 'app/util.py', content: CHECKING },
      ]),
    ).toEqual([]);
  });

  it('stays reported when the change does not hold the helper: only its name would vouch for it', async () => {
    expect(await redirectsIn([{ path: 'src/octoprint/server/views.py', content: VIEW }])).toEqual([
      'src/octoprint/server/views.py:12',
    ]);
  });

  it('stays reported when the helper the change defines checks nothing', async () => {
    const lenient = 'def validate_local_redirect(url, allowed_paths):\n    return True\n';
    expect(
      await redirectsIn([
        { path: 'src/octoprint/server/views.py', content: VIEW },
        { path: 'src/octoprint/server/util/__init__.py', content: lenient },
      ]),
    ).toEqual(['src/octoprint/server/views.py:12']);
  });

  it('stays reported when another file of the same module name defines a helper that checks nothing', async () => {
    const lenient = 'def validate_local_redirect(url, allowed_paths):\n    return True\n';
    expect(
      await redirectsIn([
        { path: 'src/octoprint/server/views.py', content: VIEW },
        { path: 'src/octoprint/server/util/__init__.py', content: lenient },
        { path: 'vendor/octoprint/server/util/__init__.py', content: CHECKING },
      ]),
    ).toEqual(['src/octoprint/server/views.py:12']);
  });

  it('stays reported when the function does not call the imported check', async () => {
    const unchecked = VIEW.replace(
      /    if not validate_local_redirect[^\n]*\n        redirect_url = "\/"\n/,
      '',
    );
    expect(
      await redirectsIn([
        { path: 'src/octoprint/server/views.py', content: unchecked },
        { path: 'src/octoprint/server/util/__init__.py', content: CHECKING },
      ]),
    ).toEqual(['src/octoprint/server/views.py:10']);
  });

  it('stays reported when the imported check is called but its result decides nothing', async () => {
    const ignored = VIEW.replace(
      /    if not validate_local_redirect\(([^\n]*)\):\n        redirect_url = "\/"\n/,
      '    validate_local_redirect($1)\n',
    );
    expect(ignored).toContain('    validate_local_redirect(redirect_url, ["/", "/recovery"])\n    return');
    expect(
      await redirectsIn([
        { path: 'src/octoprint/server/views.py', content: ignored },
        { path: 'src/octoprint/server/util/__init__.py', content: CHECKING },
      ]),
    ).toEqual(['src/octoprint/server/views.py:11']);
  });

  it("is no finding when the imported check's result is kept in a name a condition tests", async () => {
    const kept = VIEW.replace(
      /    if not validate_local_redirect\(([^\n]*)\):\n/,
      '    allowed = validate_local_redirect($1)\n    if not allowed:\n',
    );
    expect(kept).toContain(
      '    allowed = validate_local_redirect(redirect_url, ["/", "/recovery"])\n    if not allowed:',
    );
    expect(
      await redirectsIn([
        { path: 'src/octoprint/server/views.py', content: kept },
        { path: 'src/octoprint/server/util/__init__.py', content: CHECKING },
      ]),
    ).toEqual([]);
  });

  it("reads the same check as the rule's own check-text", () => {
    const rule = parse(
      readFileSync(path.join(here, '..', '..', 'rules', 'py-open-redirect.yml'), 'utf8'),
    ) as {
      utils: { 'check-text': { regex: string } };
    };
    expect(CHECKS_TARGET.source).toBe(new RegExp(rule.utils['check-text'].regex).source);
  });

  it("trusts a check where the rule's own in-decision does, no more and no less", () => {
    const rule = parse(
      readFileSync(path.join(here, '..', '..', 'rules', 'py-open-redirect.yml'), 'utf8'),
    ) as { utils: { 'in-decision': unknown } };
    // The whole util, the order of `all` included (the assignment binds $DECIDES before the search).
    expect(IN_DECISION).toStrictEqual(rule.utils['in-decision']);
  });
});
