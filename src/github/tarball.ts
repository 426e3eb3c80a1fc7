/**
 * Reads a repository snapshot from GitHub's tarball (`GET /repos/{o}/{r}/tarball/{ref}`, the
 * `git archive` of one commit) entirely in memory: gunzip, then a small ustar/pax reader. Nothing
 * is written to disk and nothing is executed, so the action can search a PR's head without a
 * checkout (safe under `pull_request_target`). Only regular files are kept: symlinks, hard links,
 * devices and directories are skipped, so a link can never lead a search out of the repository.
 * https://docs.github.com/en/rest/repos/contents#download-a-repository-archive-tar
 *
 * Hand-written on purpose, for a parser of untrusted archives: `tar-stream` and node-tar are
 * streaming readers (node-tar built around extracting to disk) with their own dependencies, while
 * this reads one buffer that gunzip has already capped, writes nothing and follows no link. What
 * it must survive is pinned by tests/github/tarball-hostile.test.ts: `..` and absolute paths (also
 * in pax headers), symlinks and hard links, a size field larger than the archive, non-octal or
 * base-256 sizes, a bad header checksum, a truncated archive. A malformed archive is an error,
 * never a partial snapshot that a search would report as "no match".
 * Format: https://pubs.opengroup.org/onlinepubs/9799919799/utilities/pax.html#tag_20_94_13
 */
import { gunzipSync } from 'node:zlib';

export interface TarLimits {
  /** Uncompressed bytes of the whole archive; larger archives are refused. */
  maxBytes: number;
  /** Files larger than this are skipped (generated or vendored blobs, not code to search). */
  maxFileBytes: number;
}

const DEFAULT_TAR_LIMITS: TarLimits = { maxBytes: 256 * 1024 * 1024, maxFileBytes: 1024 * 1024 };

const BLOCK = 512;

/** The regular files of a gzipped tarball, by path with the top directory (`owner-repo-sha/`) removed. */
export function readTarball(
  gzipped: Uint8Array,
  limits: TarLimits = DEFAULT_TAR_LIMITS,
): Map<string, Buffer> {
  let tar: Buffer;
  try {
    tar = gunzipSync(gzipped, { maxOutputLength: limits.maxBytes });
  } catch (error) {
    throw new Error(`the repository archive could not be unpacked (${(error as Error).message})`, {
      cause: error,
    });
  }
  return readEntries(tar, limits);
}

function malformed(reason: string, at: number): Error {
  return new Error(`the repository archive is malformed: ${reason} at byte ${at}`);
}

function readEntries(tar: Buffer, limits: TarLimits): Map<string, Buffer> {
  const files = new Map<string, Buffer>();
  let pax: Map<string, string> | null = null;
  let at = 0;
  for (; at + BLOCK <= tar.length;) {
    const header = tar.subarray(at, at + BLOCK);
    if (header.every((b) => b === 0)) return files;
    if (!checksumOk(header)) throw malformed('bad header checksum', at);
    const paxSize = pax?.get('size');
    const size = paxSize === undefined ? octal(header.subarray(124, 136)) : decimal(paxSize);
    if (!Number.isSafeInteger(size) || size < 0) throw malformed('unreadable entry size', at);
    const type = String.fromCharCode(header[156] ?? 0);
    const dataStart = at + BLOCK;
    if (dataStart + size > tar.length) throw malformed('entry runs past the end (truncated)', at);
    const data = tar.subarray(dataStart, dataStart + size);
    at = dataStart + Math.ceil(size / BLOCK) * BLOCK;
    // A pax header describes the next entry (long paths); the global one only carries the commit id.
    if (type === 'x') {
      pax = paxRecords(data);
      continue;
    }
    if (type === 'g') continue;
    const name = pax?.get('path') ?? ustarName(header);
    pax = null;
    // '0' and NUL are regular files; everything else (links, dirs, devices) is skipped.
    if (type !== '0' && type !== '\0') continue;
    const relative = name.split('/').slice(1).join('/');
    if (relative === '' || size > limits.maxFileBytes) continue;
    if (relative.split('/').some((s) => s === '..' || s === '.git') || relative.startsWith('/')) continue;
    files.set(relative, Buffer.from(data));
  }
  // No end-of-archive block: fine at a block boundary (some writers omit it), not mid-header.
  if (at < tar.length && tar.subarray(at).some((b) => b !== 0)) throw malformed('truncated header', at);
  return files;
}

/** The header checksum: the sum of its bytes with the checksum field read as spaces (POSIX ustar). */
function checksumOk(header: Buffer): boolean {
  let sum = 0;
  for (let i = 0; i < BLOCK; i++) sum += i >= 148 && i < 156 ? 0x20 : header[i]!;
  return octal(header.subarray(148, 156)) === sum;
}

function decimal(text: string): number {
  return /^[0-9]+$/.test(text) ? Number(text) : NaN;
}

/** An octal field; NaN when it holds anything else (a base-256 size, garbage). */
function octal(field: Buffer): number {
  const text = field.toString('latin1').replace(/\0.*$/s, '').trim();
  if (text === '') return 0;
  return /^[0-7]+$/.test(text) ? parseInt(text, 8) : NaN;
}

function ustarName(header: Buffer): string {
  const cut = (b: Buffer) => b.toString('utf8').replace(/\0.*$/s, '');
  const name = cut(header.subarray(0, 100));
  const magic = header.subarray(257, 262).toString('latin1');
  const prefix = magic === 'ustar' ? cut(header.subarray(345, 500)) : '';
  return prefix ? `${prefix}/${name}` : name;
}

/** `LEN key=value\n` records of a pax header. */
function paxRecords(data: Buffer): Map<string, string> {
  const out = new Map<string, string>();
  let at = 0;
  while (at < data.length) {
    const space = data.indexOf(0x20, at);
    if (space < 0) break;
    const length = Number(data.toString('latin1', at, space));
    if (!Number.isFinite(length) || length <= 0) break;
    const record = data.toString('utf8', space + 1, at + length - 1);
    const eq = record.indexOf('=');
    if (eq > 0) out.set(record.slice(0, eq), record.slice(eq + 1));
    at += length;
  }
  return out;
}
