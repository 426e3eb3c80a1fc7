/**
 * SARIF 2.1.0 for GitHub code scanning (`github/codeql-action/upload-sarif`).
 *
 * What is left out, and why:
 * - Findings on the LEFT side point at lines of the old file. Code scanning maps results onto the
 *   analysed (head) commit, where those lines do not exist or mean something else, so they are
 *   omitted rather than pinned to a wrong line.
 * - Unanchored findings carry a line the model claimed but the diff could not confirm; pinning an
 *   alert to it could be wrong, and GitHub requires a line, so they are omitted too.
 * Both are counted in a notification and in `run.properties`, so a reader of the log knows that
 * the JSON report holds more. GitHub limits a run to 25,000 results; beyond that the most severe
 * are kept. (https://docs.github.com/en/code-security/code-scanning/integrating-with-code-scanning/sarif-support-for-code-scanning)
 */
import type { Finding, ReviewReport, Severity } from '../core/types.js';
import { compareFindings, plural } from './common.js';

export const SARIF_SCHEMA_URI = 'https://json.schemastore.org/sarif-2.1.0.json';
/** GitHub rejects an upload with more results than this in one run. */
export const GITHUB_MAX_RESULTS_PER_RUN = 25_000;
export const FINGERPRINT_KEY = 'prlens/v1';

type SarifLevel = 'error' | 'warning' | 'note';

const LEVEL: Record<Severity, SarifLevel> = {
  critical: 'error',
  high: 'error',
  medium: 'warning',
  low: 'note',
};

/** GitHub reads this 0-10 score (as a string) to rank security alerts; it needs the `security` tag. */
const SECURITY_SEVERITY: Record<Severity, string> = {
  critical: '9.5',
  high: '8.0',
  medium: '5.5',
  low: '3.0',
};

export interface SarifRule {
  id: string;
  shortDescription: { text: string };
  defaultConfiguration: { level: SarifLevel };
  properties: { tags: string[]; 'security-severity'?: string };
}

export interface SarifResult {
  ruleId: string;
  ruleIndex: number;
  level: SarifLevel;
  message: { text: string };
  locations: Array<{
    physicalLocation: {
      artifactLocation: { uri: string; uriBaseId: '%SRCROOT%' };
      region: { startLine: number; endLine?: number };
    };
  }>;
  partialFingerprints: Record<string, string>;
  properties: { severity: Severity; lens: string; category: string; confidence: number };
}

export interface SarifLog {
  $schema: string;
  version: '2.1.0';
  runs: [
    {
      tool: { driver: { name: 'prlens'; version: string; rules: SarifRule[] } };
      invocations: Array<{
        executionSuccessful: boolean;
        toolExecutionNotifications: Array<{ level: SarifLevel; message: { text: string } }>;
      }>;
      results: SarifResult[];
      properties: {
        incomplete: boolean;
        omittedLeftSide: number;
        omittedUnanchored: number;
        omittedOverLimit: number;
      };
    },
  ];
}

/** The report as a SARIF 2.1.0 document (2-space indent, trailing newline). */
export function renderSarif(report: ReviewReport): string {
  return `${JSON.stringify(buildSarif(report), null, 2)}\n`;
}

/** The SARIF log as an object; `maxResults` is GitHub's per-run cap, a parameter so tests can hit it. */
export function buildSarif(report: ReviewReport, maxResults = GITHUB_MAX_RESULTS_PER_RUN): SarifLog {
  const onNewSide = report.findings.filter((f) => f.side === 'RIGHT').sort(compareFindings);
  const kept = onNewSide.slice(0, maxResults);
  const omittedLeftSide = report.findings.length - onNewSide.length;
  const omittedOverLimit = onNewSide.length - kept.length;

  const rules: SarifRule[] = [];
  const ruleIndex = new Map<string, number>();
  const results = kept.map((finding): SarifResult => {
    const id = ruleId(finding);
    let index = ruleIndex.get(id);
    // Findings are sorted most severe first, so the first finding of a rule sets its default level.
    if (index === undefined) {
      index = rules.push(newRule(id, finding)) - 1;
      ruleIndex.set(id, index);
    }
    return toResult(finding, id, index);
  });

  const notes: string[] = [];
  if (omittedLeftSide > 0) notes.push(`${plural(omittedLeftSide, 'finding')} on deleted lines (old file)`);
  if (report.unanchored.length > 0) {
    notes.push(`${plural(report.unanchored.length, 'finding')} not pinned to a changed line`);
  }
  if (omittedOverLimit > 0) {
    notes.push(`${plural(omittedOverLimit, 'finding')} over GitHub's limit of ${maxResults} results`);
  }
  const notifications = report.warnings.map((text) => ({ level: 'warning' as const, message: { text } }));
  if (notes.length > 0) {
    notifications.push({
      level: 'warning',
      message: { text: `Not in this SARIF log (see the JSON report): ${notes.join('; ')}.` },
    });
  }

  return {
    $schema: SARIF_SCHEMA_URI,
    version: '2.1.0',
    runs: [
      {
        tool: {
          driver: {
            name: 'prlens',
            version: report.tool.version,
            rules,
          },
        },
        invocations: [{ executionSuccessful: !report.incomplete, toolExecutionNotifications: notifications }],
        results,
        properties: {
          incomplete: report.incomplete,
          omittedLeftSide,
          omittedUnanchored: report.unanchored.length,
          omittedOverLimit,
        },
      },
    ],
  };
}

/** `${lens}/${category}` in lower kebab case: `security/sql-injection`. */
export function ruleId(finding: Pick<Finding, 'lens' | 'category'>): string {
  return `${toKebab(finding.lens)}/${toKebab(finding.category)}`;
}

/** A repository-relative path as a URI reference: forward slashes, each segment percent-encoded. */
export function artifactUri(path: string): string {
  return path
    .replace(/\\/g, '/')
    .replace(/^(\.\/)+/, '')
    .replace(/^\/+/, '')
    .split('/')
    .map(encodeURIComponent)
    .join('/');
}

function toResult(finding: Finding, id: string, index: number): SarifResult {
  const start = finding.start_line;
  const region =
    start !== null && start < finding.line
      ? { startLine: start, endLine: finding.line }
      : { startLine: finding.line };
  return {
    ruleId: id,
    ruleIndex: index,
    level: LEVEL[finding.severity],
    message: { text: messageText(finding) },
    locations: [
      {
        physicalLocation: {
          artifactLocation: { uri: artifactUri(finding.path), uriBaseId: '%SRCROOT%' },
          region,
        },
      },
    ],
    partialFingerprints: { [FINGERPRINT_KEY]: finding.fingerprint },
    properties: {
      severity: finding.severity,
      lens: finding.lens,
      category: finding.category,
      confidence: finding.confidence,
    },
  };
}

function messageText(finding: Finding): string {
  const parts = [finding.title.trim() || `${finding.lens} finding`];
  if (finding.body.trim() !== '') parts.push(finding.body.trim());
  if (finding.suggestion !== null) parts.push(`Suggested change:\n${finding.suggestion}`);
  return parts.join('\n\n');
}

function newRule(id: string, finding: Finding): SarifRule {
  return {
    id,
    shortDescription: {
      text: `${finding.lens.trim() || 'review'} lens: ${finding.category.trim() || 'general'}`,
    },
    defaultConfiguration: { level: LEVEL[finding.severity] },
    properties: isSecurity(finding)
      ? { tags: ['security'], 'security-severity': SECURITY_SEVERITY[finding.severity] }
      : { tags: [] },
  };
}

function isSecurity(finding: Finding): boolean {
  return toKebab(finding.lens) === 'security' || toKebab(finding.category).startsWith('security');
}

function toKebab(text: string): string {
  const kebab = text
    .trim()
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return kebab === '' ? 'general' : kebab;
}
