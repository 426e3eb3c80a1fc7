/**
 * Reads a repository snapshot from GitHub's tarball (`GET /repos/{o}/{r}/tarball/{ref}`, the
 * `git archive` of one commit) entirely in memory: gunzip, then a small ustar/pax reader. Nothing
 * is written to disk and nothing is executed, so the action can search a PR's head without a
 * checkout (safe under `pull_request_target`). Only regular files are kept: symlinks, hard links,
 * devices and directories are skipped, so a link can never lead a search out of the repository.
 * https://docs.github.com/en/rest/repos/contents#download-a-repository-archive-tar
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
  const files = new Map<string, Buffer>();
  let paxPath: string | null = null;
  for (let at = 0; at + BLOCK <= tar.length;) {
    const header = tar.subarray(at, at + BLOCK);
    if (header.every((b) => b === 0)) break;
    const size = octal(header.subarray(124, 136));
    const type = String.fromCharCode(header[156] ?? 0);
    const dataStart = at + BLOCK;
    const data = tar.subarray(dataStart, dataStart + size);
    at = dataStart + Math.ceil(size / BLOCK) * BLOCK;
    // A pax header names the next entry (long paths); the global one only carries the commit id.
    if (type === 'x') {
      paxPath = paxRecords(data).get('path') ?? null;
      continue;
    }
    if (type === 'g') continue;
    const name = paxPath ?? ustarName(header);
    paxPath = null;
    // '0' and NUL are regular files; everything else (links, dirs, devices) is skipped.
    if (type !== '0' && type !== '\0') continue;
    const relative = name.split('/').slice(1).join('/');
    if (relative === '' || size > limits.maxFileBytes) continue;
    if (relative.split('/').some((s) => s === '..' || s === '.git') || relative.startsWith('/')) continue;
    files.set(relative, Buffer.from(data));
  }
  return files;
}

function octal(field: Buffer): number {
  const text = field.toString('latin1').replace(/\0.*$/s, '').trim();
  return text === '' ? 0 : parseInt(text, 8);
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
