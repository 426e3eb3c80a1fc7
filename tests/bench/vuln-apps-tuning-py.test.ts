/**
 * The Python tuning recall set (bench/vuln-apps-tuning-py): which apps it holds, that none of them
 * is held out, that its entries are well formed, and that `--dir` reads it.
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { appsDir, loadVulnApps } from '../../bench/static-vuln-apps.js';
import { KINDS } from '../../bench/vuln-apps-match.js';

const ROOT = path.resolve(import.meta.dirname, '../..');
const tuning = loadVulnApps(path.join(ROOT, 'bench/vuln-apps-tuning-py'));

// The held-out apps and the apps kept for the independent check never join a tuning set.
const HELD_OUT = [
  'appsecco/dvna',
  'anxolerd/dvpwa',
  '0c34/govwa',
  'ScaleSec/vulnado',
  'WebGoat/WebGoat',
  'mealie-recipes/mealie',
  'fastapi/full-stack-fastapi-template',
];

describe('the Python tuning set (bench/vuln-apps-tuning-py)', () => {
  it('is PyGoat, Vulpy, DSVPWA and the Vulnerable Flask App, pinned at 12-hex SHAs, sharing no app with the held-out set', () => {
    expect(tuning.map((a) => a.repo)).toEqual([
      'adeyosemanputra/pygoat',
      'fportantier/vulpy',
      'sgabe/DSVPWA',
      'we45/Vulnerable-Flask-App',
    ]);
    const heldOut = new Set([...HELD_OUT, ...loadVulnApps().map((a) => a.repo)].map((r) => r.toLowerCase()));
    for (const app of tuning) {
      expect(app.sha).toMatch(/^[0-9a-f]{12}$/);
      expect(heldOut.has(app.repo.toLowerCase())).toBe(false);
    }
  });

  it('gives every entry a known kind, a unique id and a line range in order', () => {
    for (const app of tuning) {
      expect(new Set(app.vulns.map((v) => v.id)).size).toBe(app.vulns.length);
      expect(Number.isInteger(app.skipped)).toBe(true);
      for (const v of app.vulns) {
        expect(KINDS).toContain(v.kind);
        expect(v.lines[1]).toBeGreaterThanOrEqual(v.lines[0]);
      }
    }
  });

  it('is the folder --dir names', () => {
    expect(appsDir(['node', 'bench', '--dir', 'bench/vuln-apps-tuning-py'], ROOT)).toBe(
      path.join(ROOT, 'bench/vuln-apps-tuning-py'),
    );
    expect(appsDir(['node', 'bench'])).toBe(path.join(ROOT, 'bench/vuln-apps'));
    expect(() => appsDir(['node', 'bench', '--dir'])).toThrow('--dir takes a folder');
  });
});
