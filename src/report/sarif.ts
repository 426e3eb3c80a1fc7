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
import type * as Sarif from 'sarif';
import type { Finding, ReviewReport, Severity } from '../core/types.js';
import { STATIC_RULE_LINE, bodyWithoutTitle, compareFindings, plural } from './common.js';
import { toPlainText } from './plain-text.js';
import { withSecretsMasked } from './secret-excerpts.js';

const SARIF_SCHEMA_URI = 'https://json.schemastore.org/sarif-2.1.0.json';
/** GitHub rejects an upload with more results than this in one run. */
const GITHUB_MAX_RESULTS_PER_RUN = 25_000;
const FINGERPRINT_KEY = 'prlens/v1';

/** The levels prlens writes (never `none`: a finding is always a problem). */
type SarifLevel = Exclude<Sarif.Result.level, 'none'>;

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

/**
 * `T` (an @types/sarif type, i.e. the OASIS schema's) with the fields `N` narrowed to what prlens
 * always writes. It compiles only while every narrowed field is still a value `T` allows, so a
 * field the standard does not define, or a value it does not allow, fails to build instead of
 * failing an upload.
 */
type Narrow<T, N extends { [K in keyof N]: K extends keyof T ? T[K] : never }> = Omit<T, keyof N> & N;

type Text = Narrow<Sarif.Message, { text: string }>;

/** A file of the analysed commit: every location and fix is relative to the checkout root. */
type SourceArtifact = Narrow<Sarif.ArtifactLocation, { uri: string; uriBaseId: '%SRCROOT%' }>;

type SarifRule = Narrow<
  Sarif.ReportingDescriptor,
  {
    id: string;
    shortDescription: Sarif.MultiformatMessageString;
    defaultConfiguration: Narrow<Sarif.ReportingConfiguration, { level: SarifLevel }>;
    properties: Narrow<Sarif.PropertyBag, { tags: string[] }> & {
      'security-severity'?: string;
      precision?: string;
    };
  }
>;

type SarifReplacement = Narrow<
  Sarif.Replacement,
  {
    deletedRegion: Narrow<Sarif.Region, { startLine: number; endLine: number }>;
    insertedContent: Narrow<Sarif.ArtifactContent, { text: string }>;
  }
>;

type SarifFix = Narrow<
  Sarif.Fix,
  {
    description: Text;
    artifactChanges: Array<
      Narrow<Sarif.ArtifactChange, { artifactLocation: SourceArtifact; replacements: SarifReplacement[] }>
    >;
  }
>;

type SarifLocation = Narrow<
  Sarif.Location,
  {
    physicalLocation: Narrow<
      Sarif.PhysicalLocation,
      {
        artifactLocation: SourceArtifact;
        region: Narrow<Sarif.Region, { startLine: number }>;
      }
    >;
  }
>;

export type SarifResult = Narrow<
  Sarif.Result,
  {
    ruleId: string;
    ruleIndex: number;
    level: SarifLevel;
    message: Text;
    locations: SarifLocation[];
    partialFingerprints: Record<string, string>;
    /** A suggestion that passed its check, as a SARIF fix (3.55): code scanning offers it as an autofix. */
    fixes?: SarifFix[];
    properties: Sarif.PropertyBag & {
      severity: Severity;
      lens: string;
      category: string;
      confidence: number;
      /** The static rule's id, or null for a model finding (as in the JSON report). */
      rule: string | null;
    };
  }
>;

type SarifNotification = Narrow<Sarif.Notification, { level: SarifLevel; message: Text }>;

type SarifRun = Narrow<
  Sarif.Run,
  {
    tool: Narrow<
      Sarif.Tool,
      { driver: Narrow<Sarif.ToolComponent, { name: 'prlens'; version: string; rules: SarifRule[] }> }
    >;
    invocations: Array<
      Narrow<
        Sarif.Invocation,
        { executionSuccessful: boolean; toolExecutionNotifications: SarifNotification[] }
      >
    >;
    results: SarifResult[];
    properties: Sarif.PropertyBag & {
      incomplete: boolean;
      omittedLeftSide: number;
      omittedUnanchored: number;
      omittedOverLimit: number;
    };
  }
>;

export type SarifLog = Narrow<Sarif.Log, { $schema: string; version: '2.1.0'; runs: [SarifRun] }>;

/**
 * What SARIF needs to know of a static rule, read from its YAML file (see rules/README.md). Rule
 * metadata comes from here and never from the run's findings, so a rule looks the same in every run
 * (code scanning keys its alert list and dismissals on it) and a finding re-graded in a test file
 * or by `finding-rules` does not change its rule's `security-severity`.
 */
export interface SarifRuleInfo {
  id: string;
  message: string;
  note?: string | undefined;
  category: string;
  severity: Severity;
  url?: string | undefined;
  /**
   * How often the rule is right (rule-catalog.ts: its measured precision as a level). GitHub code
   * scanning sorts alerts by it, highest first (its SARIF support's `reportingDescriptor` object).
   */
  precision?: 'very-high' | 'high' | 'medium' | 'low' | undefined;
}

export interface SarifOptions {
  /** The static rule set (loadRuleCatalog); a finding whose rule is missing here gets a bare rule. */
  rules?: readonly SarifRuleInfo[];
  /** GitHub's per-run cap; a parameter so tests can hit it. */
  maxResults?: number;
}

/** The report as a SARIF 2.1.0 document (2-space indent, trailing newline). */
export function renderSarif(report: ReviewReport, options: SarifOptions = {}): string {
  return `${JSON.stringify(buildSarif(withSecretsMasked(report), options), null, 2)}\n`;
}

/**
 * The SARIF log as an object: one SARIF rule per prlens rule (its own id, as rules/README.md says)
 * and one per lens for model findings (`lens/<name>`).
 */
export function buildSarif(report: ReviewReport, options: SarifOptions = {}): SarifLog {
  const maxResults = options.maxResults ?? GITHUB_MAX_RESULTS_PER_RUN;
  const catalog = new Map((options.rules ?? []).map((r) => [r.id, r]));
  const onNewSide = report.findings.filter((f) => f.side === 'RIGHT').sort(compareFindings);
  const kept = onNewSide.slice(0, maxResults);
  const omittedLeftSide = report.findings.length - onNewSide.length;
  const omittedOverLimit = onNewSide.length - kept.length;

  const uncatalogued = new Set<string>();
  const byId = new Map<string, SarifRule>();
  for (const finding of kept) {
    const id = ruleId(finding);
    if (byId.has(id)) continue;
    if (finding.rule === null) byId.set(id, lensRule(id, finding.lens));
    else {
      const info = catalog.get(finding.rule);
      if (!info) uncatalogued.add(finding.rule);
      byId.set(id, info ? staticRule(info) : bareRule(id));
    }
  }
  // Sorted by id so the rule list (and every ruleIndex) is the same whatever order findings come in.
  const rules = [...byId.values()].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  const ruleIndex = new Map(rules.map((rule, index) => [rule.id, index]));
  const results = kept.map((finding): SarifResult => {
    const id = ruleId(finding);
    return toResult(finding, id, ruleIndex.get(id) ?? 0);
  });

  const notes: string[] = [];
  if (omittedLeftSide > 0) notes.push(`${plural(omittedLeftSide, 'finding')} on deleted lines (old file)`);
  if (report.unanchored.length > 0) {
    notes.push(`${plural(report.unanchored.length, 'finding')} not pinned to a changed line`);
  }
  if (omittedOverLimit > 0) {
    notes.push(`${plural(omittedOverLimit, 'finding')} over GitHub's limit of ${maxResults} results`);
  }
  const notifications = report.warnings.map((text): SarifNotification => ({
    level: 'warning',
    message: { text },
  }));
  if (notes.length > 0) {
    notifications.push({
      level: 'warning',
      message: { text: `Not in this SARIF log (see the JSON report): ${notes.join('; ')}.` },
    });
  }
  if (uncatalogued.size > 0) {
    notifications.push({
      level: 'warning',
      message: { text: `No rule metadata for ${[...uncatalogued].sort().join(', ')}: described by id only.` },
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

/**
 * The SARIF rule id of a finding: the static rule's own id (`py-eval-exec`), or `lens/<lens>` for a
 * model finding. A finding two model lenses agreed on (`security+correctness`) files under the first.
 */
export function ruleId(finding: Pick<Finding, 'lens' | 'rule'>): string {
  if (finding.rule !== null) return finding.rule;
  return `lens/${toKebab(finding.lens.split('+')[0] ?? '')}`;
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
    ...fixesOf(finding),
    properties: {
      severity: finding.severity,
      lens: finding.lens,
      category: finding.category,
      confidence: finding.confidence,
      rule: finding.rule,
    },
  };
}

/**
 * A fix only for a suggestion that was applied, parsed and re-reviewed without a new finding: a SARIF
 * consumer may apply it unseen. The deleted region has no columns, so it spans the whole lines (3.30.2).
 */
function fixesOf(finding: Finding): { fixes?: SarifFix[] } {
  const check = finding.suggestion_check;
  if (finding.suggestion === null || (check !== 'verified' && check !== 'parses')) return {};
  const fix: SarifFix = {
    description: { text: `Suggested change (${check}: ${finding.suggestion_reason ?? ''})` },
    artifactChanges: [
      {
        artifactLocation: { uri: artifactUri(finding.path), uriBaseId: '%SRCROOT%' },
        replacements: [
          {
            deletedRegion: { startLine: finding.start_line ?? finding.line, endLine: finding.line },
            insertedContent: { text: finding.suggestion },
          },
        ],
      },
    ],
  };
  return { fixes: [fix] };
}

function messageText(finding: Finding): string {
  const parts = [oneLine(toPlainText(finding.title)) || `${finding.lens} finding`];
  const body = toPlainText(bodyWithoutTitle(finding, finding.rule === null ? null : STATIC_RULE_LINE));
  if (body !== '') parts.push(body);
  if (finding.suggestion !== null) parts.push(`Suggested change:\n${finding.suggestion}`);
  return parts.join('\n\n');
}

function staticRule(info: SarifRuleInfo): SarifRule {
  const security = info.category === 'security';
  const rule: SarifRule = {
    id: info.id,
    shortDescription: { text: oneLine(info.message) },
    defaultConfiguration: { level: LEVEL[info.severity] },
    properties: {
      ...(security
        ? { tags: ['security'], 'security-severity': SECURITY_SEVERITY[info.severity] }
        : { tags: [info.category] }),
      ...(info.precision ? { precision: info.precision } : {}),
    },
  };
  if (info.note) rule.fullDescription = { text: toPlainText(info.note.trim()) };
  if (info.url && /^https?:\/\//.test(info.url)) rule.helpUri = info.url;
  return rule;
}

/**
 * A model lens as a rule. A lens grades each finding itself, so it has no severity of its own: no
 * `security-severity` (one score would overstate some findings and understate others), and code
 * scanning shows each result's own `level` instead.
 */
function lensRule(id: string, lens: string): SarifRule {
  const name = toKebab(lens.split('+')[0] ?? '');
  return {
    id,
    shortDescription: { text: `prlens ${name} lens (language-model review)` },
    defaultConfiguration: { level: 'warning' },
    properties: { tags: name === 'security' ? ['security'] : [] },
  };
}

/** A static rule missing from the catalog: its id only, never metadata guessed from a finding. */
function bareRule(id: string): SarifRule {
  return {
    id,
    shortDescription: { text: `prlens static rule ${id}` },
    defaultConfiguration: { level: 'warning' },
    properties: { tags: [] },
  };
}

function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
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
