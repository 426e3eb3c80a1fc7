/**
 * Terraform: ingress open to the whole internet on non-web ports and publicly readable or writable
 * S3 buckets, in `*.tf` files.
 */
import type { CheckHit, CheckRule, FileCheck } from '../check.js';
import { literal, parseHcl, type HclAttribute, type HclBlock } from './parse-hcl.js';

const rule = (r: Omit<CheckRule, 'language' | 'category'>): CheckRule => ({
  ...r,
  language: 'terraform',
  category: 'security',
});

const OPEN_INGRESS = rule({
  id: 'tf-ingress-open-to-world',
  severity: 'high',
  confidence: 0.9,
  message: 'Ingress from the whole internet (`0.0.0.0/0` or `::/0`) on a non-web port',
  note: 'Anyone can reach this port: SSH, RDP and databases exposed this way are scanned and brute-forced within minutes. Allow only the ranges that need it (a VPN, a bastion, the VPC CIDR) or reach the host through AWS Systems Manager Session Manager; keep world-open rules to ports 80 and 443. See https://docs.aws.amazon.com/vpc/latest/userguide/vpc-security-best-practices.html.',
});

const PUBLIC_ACL = rule({
  id: 'tf-s3-public-acl',
  severity: 'high',
  confidence: 0.9,
  message: 'S3 bucket ACL makes the bucket public',
  note: '`public-read` lets anyone list and download every object; `public-read-write` also lets anyone upload or overwrite. Keep the bucket private (`acl = "private"`, or no ACL with object ownership `BucketOwnerEnforced`) and serve public files through CloudFront with origin access control. See https://docs.aws.amazon.com/AmazonS3/latest/userguide/acl-overview.html#canned-acl.',
});

const ACCESS_BLOCK_OFF = rule({
  id: 'tf-s3-public-access-block-off',
  severity: 'medium',
  confidence: 0.9,
  message: 'S3 Block Public Access is switched off',
  note: 'With these settings false, a public ACL or bucket policy (added now or later, by anyone with write access) exposes the data. Set all four of `block_public_acls`, `block_public_policy`, `ignore_public_acls` and `restrict_public_buckets` to `true`. See https://docs.aws.amazon.com/AmazonS3/latest/userguide/access-control-block-public-access.html.',
});

const TERRAFORM_RULES = [OPEN_INGRESS, PUBLIC_ACL, ACCESS_BLOCK_OFF];

const WORLD = /"(0\.0\.0\.0\/0|::\/0)"/;
const WEB_PORTS = new Set([80, 443]);
const PUBLIC_ACLS = new Set(['public-read', 'public-read-write', 'authenticated-read']);
const BLOCK_SETTINGS = [
  'block_public_acls',
  'block_public_policy',
  'ignore_public_acls',
  'restrict_public_buckets',
];

/** The Terraform check: `*.tf` files. */
export const terraformCheck: FileCheck = {
  language: 'terraform',
  rules: TERRAFORM_RULES,
  covers: (path) => /\.tf$/i.test(path),
  run(content) {
    const hits: CheckHit[] = [];
    for (const block of parseHcl(content)) {
      if (block.type !== 'resource') continue;
      const kind = block.labels[0] ?? '';
      if (kind === 'aws_security_group')
        for (const ingress of block.blocks.filter((b) => b.type === 'ingress'))
          hits.push(...openIngress(ingress));
      if (kind === 'aws_security_group_rule' && literal(block.attributes.get('type')) === 'ingress')
        hits.push(...openIngress(block));
      if (kind === 'aws_vpc_security_group_ingress_rule') hits.push(...openIngress(block));
      if (kind === 'google_compute_firewall') hits.push(...openFirewall(block));
      if (kind === 'aws_s3_bucket' || kind === 'aws_s3_bucket_acl' || kind === 'aws_s3_object')
        hits.push(...publicAcl(block));
      if (kind === 'aws_s3_bucket_public_access_block' || kind === 'aws_s3_account_public_access_block')
        hits.push(...accessBlockOff(block));
    }
    return hits;
  },
};

/** The lines of the attributes that hold a world-open CIDR. */
function worldLines(block: HclBlock, names: string[]): number[] {
  return names.flatMap(
    (n) =>
      block.attributes
        .get(n)
        ?.lines.filter((l) => WORLD.test(l.text))
        .map((l) => l.line) ?? [],
  );
}

function port(attribute: HclAttribute | undefined): number | undefined {
  const value = literal(attribute);
  return value !== undefined && /^-?\d+$/.test(value) ? Number(value) : undefined;
}

// AWS: all traffic when the protocol is -1/all, else the from..to range; unknown (a variable) is not flagged.
function openIngress(block: HclBlock): CheckHit[] {
  const lines = worldLines(block, ['cidr_blocks', 'ipv6_cidr_blocks', 'cidr_ipv4', 'cidr_ipv6']);
  if (lines.length === 0) return [];
  const protocol = literal(block.attributes.get('protocol') ?? block.attributes.get('ip_protocol'));
  const [from, to] = [port(block.attributes.get('from_port')), port(block.attributes.get('to_port'))];
  const all = protocol === '-1' || protocol === 'all';
  if (!all && (from === undefined || to === undefined)) return [];
  if (!all && from === to && WEB_PORTS.has(from!)) return [];
  const ports = all ? 'every port' : from === to ? `port ${from}` : `ports ${from}-${to}`;
  return [{ rule: OPEN_INGRESS, lines, detail: `This rule opens ${ports} to the internet.` }];
}

// GCP: source_ranges with the world and an `allow` block on ports other than 80/443 (none = all).
function openFirewall(block: HclBlock): CheckHit[] {
  const lines = worldLines(block, ['source_ranges']);
  if (lines.length === 0 || literal(block.attributes.get('direction')) === 'EGRESS') return [];
  const open = block.blocks
    .filter((b) => b.type === 'allow')
    .flatMap((allow) => {
      const ports = allow.attributes.get('ports');
      if (!ports) return ['every port'];
      const listed = [...ports.value.matchAll(/"([^"]+)"/g)].map((m) => m[1]!);
      return listed.filter((p) => !WEB_PORTS.has(Number(p)));
    });
  return open.length === 0
    ? []
    : [{ rule: OPEN_INGRESS, lines, detail: `This firewall opens ${open.join(', ')} to the internet.` }];
}

function publicAcl(block: HclBlock): CheckHit[] {
  const acl = block.attributes.get('acl');
  const value = literal(acl);
  if (!acl || !value || !PUBLIC_ACLS.has(value)) return [];
  return [
    {
      rule: PUBLIC_ACL,
      lines: [acl.line],
      severity: value === 'public-read-write' ? 'critical' : undefined,
      detail: `\`${value}\` applies to every object in the bucket.`,
    },
  ];
}

function accessBlockOff(block: HclBlock): CheckHit[] {
  const off = BLOCK_SETTINGS.flatMap((name) => {
    const attribute = block.attributes.get(name);
    return attribute && literal(attribute) === 'false' ? [attribute] : [];
  });
  if (off.length === 0) return [];
  return [
    {
      rule: ACCESS_BLOCK_OFF,
      lines: off.map((a) => a.line),
      detail: `Off here: ${off.map((a) => `\`${a.name}\``).join(', ')}.`,
    },
  ];
}
