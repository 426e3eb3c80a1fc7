/**
 * The in-memory tarball reader against archives an attacker could shape (a PR's head is theirs):
 * paths that climb out (`..`, absolute, also through pax headers), symlinks and hard links, size
 * fields larger than the archive or not octal, a bad checksum, a truncated archive. Each is skipped
 * or refused with an error, never followed and never read as a partial snapshot. The archives are
 * built here byte by byte (POSIX ustar: https://pubs.opengroup.org/onlinepubs/9799919799/utilities/pax.html#tag_20_94_13).
 */
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { readTarball } from '../../src/github/tarball.js';

interface Entry {
  name: string;
  body?: string;
  /** ustar type flag: '0' file, '1' hard link, '2' symlink, '5' directory, 'x' pax header. */
  type?: string;
  linkname?: string;
  /** The size field as written, when it must lie. */
  sizeField?: string;
  /** Breaks the header checksum. */
  badChecksum?: boolean;
}

function header(entry: Entry, size: number): Buffer {
  const h = Buffer.alloc(512);
  h.write(entry.name, 0, 100, 'utf8');
  h.write('0000644\0', 100, 'latin1');
  h.write('0000000\0', 108, 'latin1');
  h.write('0000000\0', 116, 'latin1');
  h.write(entry.sizeField ?? `${size.toString(8).padStart(11, '0')}\0`, 124, 12, 'latin1');
  h.write('00000000000\0', 136, 'latin1');
  h.write(entry.type ?? '0', 156, 'latin1');
  if (entry.linkname) h.write(entry.linkname, 157, 100, 'utf8');
  h.write('ustar\u000000', 257, 'latin1');
  h.fill(0x20, 148, 156);
  let sum = 0;
  for (const b of h) sum += b;
  if (entry.badChecksum) sum += 1;
  h.write(`${sum.toString(8).padStart(6, '0')}\0 `, 148, 'latin1');
  return h;
}

function tar(entries: Entry[], end = true): Buffer {
  const parts: Buffer[] = [];
  for (const entry of entries) {
    const body = Buffer.from(entry.body ?? '', 'utf8');
    parts.push(header(entry, body.length), body, Buffer.alloc((512 - (body.length % 512)) % 512));
  }
  if (end) parts.push(Buffer.alloc(1024));
  return Buffer.concat(parts);
}

function pax(records: Record<string, string>): string {
  return Object.entries(records)
    .map(([k, v]) => {
      const rest = ` ${k}=${v}\n`;
      let length = rest.length + 1;
      while (`${length}${rest}`.length !== length) length++;
      return `${length}${rest}`;
    })
    .join('');
}

const read = (entries: Entry[], end = true) => readTarball(gzipSync(tar(entries, end)));
const ok: Entry = { name: 'acme-app-1/src/a.ts', body: 'export const a = 1;\n' };

describe('the tarball reader on hostile archives', () => {
  it('reads a well-formed archive built here (the builder is right)', () => {
    expect([...read([ok]).entries()].map(([k, v]) => [k, v.toString()])).toEqual([
      ['src/a.ts', 'export const a = 1;\n'],
    ]);
  });

  it('skips paths that climb out of the repository or are absolute, also from a pax header', () => {
    const files = read([
      { name: 'acme-app-1/../../etc/cron.d/x', body: 'evil' },
      { name: 'acme-app-1/src/../../../x', body: 'evil' },
      { name: 'acme-app-1//etc/passwd', body: 'evil' },
      { name: 'acme-app-1/.git/config', body: 'evil' },
      { name: 'pax', type: 'x', body: pax({ path: 'acme-app-1/a/../../../outside' }) },
      { name: 'acme-app-1/innocent', body: 'evil' },
      ok,
    ]);
    expect([...files.keys()]).toEqual(['src/a.ts']);
  });

  it('skips symlinks, hard links and directories instead of following them', () => {
    const files = read([
      { name: 'acme-app-1/link', type: '2', linkname: '/etc/passwd' },
      { name: 'acme-app-1/hard', type: '1', linkname: 'acme-app-1/../../etc/shadow' },
      { name: 'acme-app-1/dir/', type: '5' },
      ok,
    ]);
    expect([...files.keys()]).toEqual(['src/a.ts']);
  });

  it('refuses a size field larger than the archive rather than reading past it', () => {
    expect(() => read([{ ...ok, sizeField: '77777777777\0' }])).toThrow(/malformed: entry runs past the end/);
  });

  it('refuses a non-octal or base-256 size and a pax size that is not a number', () => {
    expect(() => read([{ ...ok, sizeField: '12z45\0' }])).toThrow(/malformed: unreadable entry size/);
    const base256 = String.fromCharCode(0x80) + '\0'.repeat(10) + '\u0014';
    expect(() => read([{ ...ok, sizeField: base256 }])).toThrow(/malformed: unreadable entry size/);
    const sized = { name: 'pax', type: 'x', body: pax({ size: '-5' }) };
    expect(() => read([sized, ok])).toThrow(/malformed: unreadable entry size/);
  });

  it('takes the size from a pax header when it gives one', () => {
    const body = 'export const b = 2;\n';
    const files = read([
      { name: 'pax', type: 'x', body: pax({ size: String(body.length) }) },
      { ...ok, body, sizeField: '0\0' },
    ]);
    expect(files.get('src/a.ts')?.toString()).toBe(body);
  });

  it('refuses a header whose checksum does not add up', () => {
    expect(() => read([{ ...ok, badChecksum: true }])).toThrow(/malformed: bad header checksum at byte 0/);
  });

  it('refuses an archive cut inside an entry or inside a header, not a partial snapshot', () => {
    const whole = tar([ok, { name: 'acme-app-1/b.ts', body: 'x'.repeat(2000) }], false);
    expect(() => readTarball(gzipSync(whole.subarray(0, whole.length - 700)))).toThrow(/truncated/);
    const cutHeader = Buffer.concat([
      tar([ok], false),
      header({ name: 'acme-app-1/c.ts' }, 1).subarray(0, 300),
    ]);
    expect(() => readTarball(gzipSync(cutHeader))).toThrow(/malformed: truncated header/);
    // Without the end-of-archive blocks but at a block boundary: complete, as some writers leave it.
    expect([...read([ok], false).keys()]).toEqual(['src/a.ts']);
  });
});
