/**
 * What a workflow grants its GITHUB_TOKEN, read from the `permissions:` blocks of the workflow that
 * runs prlens. GitHub offers no API that lists an installation token's permissions, so this is how
 * doctor can tell a local user what the action's token will be allowed to do.
 * https://docs.github.com/actions/writing-workflows/workflow-syntax-for-github-actions#permissions
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';

type Level = 'none' | 'read' | 'write' | 'default';

export interface WorkflowPermissions {
  /** Repository-relative path of the workflow file. */
  file: string;
  level(permission: string): Level;
  grants(permission: string, access: 'read' | 'write'): boolean;
}

interface Job {
  permissions?: unknown;
  steps?: Array<{ uses?: unknown }>;
}

/** What the workflows directory says about prlens's job, and the files that could not be read. */
export interface WorkflowScan {
  /** The permissions of the job that runs prlens in the first workflow that does; null when none does. */
  found: WorkflowPermissions | null;
  /**
   * Workflow files that could not be read or parsed, with why: any of them may be the one that runs
   * prlens, so "no workflow runs prlens" is not known while one is listed here.
   */
  unreadable: Array<{ file: string; reason: string }>;
}

/** The first line of an error (YAML errors carry a code frame after it). */
function reasonOf(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.split('\n', 1)[0]!.trim();
}

/** Scans `.github/workflows` under `root` for the job that runs prlens. */
export function readWorkflowPermissions(root: string): WorkflowScan {
  const dir = path.join(root, '.github', 'workflows');
  const unreadable: WorkflowScan['unreadable'] = [];
  let names: string[];
  try {
    names = readdirSync(dir).filter((n) => /\.ya?ml$/.test(n));
  } catch (error) {
    // No workflows directory is an answer; a directory that cannot be listed is not.
    const code = (error as { code?: unknown }).code;
    if (code === 'ENOENT' || code === 'ENOTDIR') return { found: null, unreadable };
    return { found: null, unreadable: [{ file: '.github/workflows', reason: reasonOf(error) }] };
  }
  // `prlens.yml` first: the usual name, and this repository's own.
  names.sort(
    (a, b) => Number(!a.startsWith('prlens')) - Number(!b.startsWith('prlens')) || a.localeCompare(b),
  );
  for (const name of names) {
    const file = `.github/workflows/${name}`;
    let doc: { permissions?: unknown; jobs?: Record<string, Job> } | null;
    try {
      doc = parse(readFileSync(path.join(dir, name), 'utf8')) as typeof doc;
    } catch (error) {
      unreadable.push({ file, reason: reasonOf(error) });
      continue;
    }
    const jobs = Object.values(doc?.jobs ?? {});
    const job = jobs.find((j) =>
      (j.steps ?? []).some(
        (s) =>
          typeof s.uses === 'string' &&
          (/prlens/i.test(s.uses) || (s.uses === './' && name.startsWith('prlens'))),
      ),
    );
    if (!job) continue;
    const block = job.permissions ?? doc?.permissions;
    return { found: fromBlock(file, block), unreadable };
  }
  return { found: null, unreadable };
}

/** Interprets a `permissions:` value: a map, `read-all`, `write-all`, `{}` or absent. */
export function fromBlock(file: string, block: unknown): WorkflowPermissions {
  const level = (permission: string): Level => {
    if (block === undefined || block === null) return 'default';
    if (block === 'read-all') return 'read';
    if (block === 'write-all') return 'write';
    if (typeof block !== 'object') return 'none';
    // Any listed permission sets the unlisted ones to none.
    const value = (block as Record<string, unknown>)[permission];
    return value === 'read' || value === 'write' ? value : 'none';
  };
  return {
    file,
    level,
    grants(permission, access) {
      const l = level(permission);
      // Without a block the repository's default applies, which this file cannot show: assume read.
      if (l === 'default') return access === 'read';
      return l === 'write' || (access === 'read' && l === 'read');
    },
  };
}
