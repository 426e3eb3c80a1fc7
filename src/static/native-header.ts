/**
 * A look at a native library's header before Node or ast-grep loads it. `registerDynamicLanguage`
 * aborts the whole process with a Rust panic ("TODO: OpenLib(DlOpen…)", exit 134) when a grammar
 * does not load, so a file for another system or architecture, or a truncated one, must be turned
 * away here, with a reason, and cost only its own language (issue 46, point 1).
 *
 * Formats: ELF (https://refspecs.linuxfoundation.org/elf/gabi4+/ch4.eheader.html), Mach-O
 * (<mach-o/loader.h>, <mach-o/fat.h>) and PE (https://learn.microsoft.com/windows/win32/debug/pe-format).
 */
import { closeSync, fstatSync, openSync, readSync } from 'node:fs';

/** How far into the file the checks read: the ELF and PE headers and the Mach-O load commands. */
const HEAD_BYTES = 64 * 1024;

const ELF_MACHINES: Partial<Record<string, number>> = { x64: 62, arm64: 183 };
const MACHO_CPUS: Partial<Record<string, number>> = { x64: 0x01000007, arm64: 0x0100000c };
const PE_MACHINES: Partial<Record<string, number>> = { x64: 0x8664, arm64: 0xaa64 };

type Verdict = { ok: true } | { ok: false; reason: string };

/** Whether `file` is a native library this process (`platform`, `arch`) can load, judged by its header. */
export function checkNativeLibrary(
  file: string,
  platform: string = process.platform,
  arch: string = process.arch,
): Verdict {
  let head: Buffer;
  let size: number;
  try {
    const fd = openSync(file, 'r');
    try {
      size = fstatSync(fd).size;
      head = Buffer.alloc(Math.min(size, HEAD_BYTES));
      readSync(fd, head, 0, head.length, 0);
    } finally {
      closeSync(fd);
    }
  } catch (error) {
    return {
      ok: false,
      reason: `cannot read ${file}: ${error instanceof Error ? error.message : String(error)}`,
    };
  }
  const problem = headerProblem(head, size, platform, arch);
  return problem === null ? { ok: true } : { ok: false, reason: `${file} ${problem}` };
}

function headerProblem(head: Buffer, size: number, platform: string, arch: string): string | null {
  const wanted = `${platform}-${arch}`;
  if (head.length >= 4 && head.readUInt32BE(0) === 0x7f454c46) {
    if (platform === 'darwin' || platform === 'win32')
      return `is a Linux (ELF) library, not one for ${wanted}`;
    return elfProblem(head, size, arch);
  }
  if (head.length >= 4 && (head.readUInt32LE(0) === 0xfeedfacf || head.readUInt32BE(0) === 0xcafebabe)) {
    if (platform !== 'darwin') return `is a macOS (Mach-O) library, not one for ${wanted}`;
    return head.readUInt32BE(0) === 0xcafebabe ? null : machoProblem(head, size, arch);
  }
  if (head.length >= 2 && head.toString('latin1', 0, 2) === 'MZ') {
    if (platform !== 'win32') return `is a Windows (PE) library, not one for ${wanted}`;
    return peProblem(head, size, arch);
  }
  return head.length === 0 ? 'is empty' : 'is not a native library (no ELF, Mach-O or PE header)';
}

function elfProblem(head: Buffer, size: number, arch: string): string | null {
  // Only 64-bit little-endian libraries are published for the platforms prlens supports.
  if (head.length < 64 || head[4] !== 2 || head[5] !== 1) return 'is not a 64-bit little-endian ELF library';
  const machine = head.readUInt16LE(18);
  if (machine !== ELF_MACHINES[arch]) return `is built for ELF machine ${machine}, not ${arch}`;
  // The section header table is written last: a file cut short loses it first.
  const end = Number(head.readBigUInt64LE(40)) + head.readUInt16LE(58) * head.readUInt16LE(60);
  return end > size ? `is truncated (${size} bytes, its headers end at ${end})` : null;
}

function machoProblem(head: Buffer, size: number, arch: string): string | null {
  if (head.length < 32) return 'is truncated (no Mach-O header)';
  const cpu = head.readUInt32LE(4);
  if (cpu !== MACHO_CPUS[arch]) return `is built for Mach-O CPU type ${cpu}, not ${arch}`;
  // LC_SEGMENT_64 commands say where each segment's bytes are: all must be inside the file.
  let at = 32;
  for (let n = head.readUInt32LE(16); n > 0 && at + 8 <= head.length; n--) {
    const [command, length] = [head.readUInt32LE(at), head.readUInt32LE(at + 4)];
    if (command === 0x19 && at + 56 <= head.length) {
      const end = Number(head.readBigUInt64LE(at + 40)) + Number(head.readBigUInt64LE(at + 48));
      if (end > size) return `is truncated (${size} bytes, a segment ends at ${end})`;
    }
    if (length === 0) break;
    at += length;
  }
  return null;
}

function peProblem(head: Buffer, size: number, arch: string): string | null {
  const pe = head.length >= 64 ? head.readUInt32LE(60) : -1;
  if (pe < 0 || pe + 24 > head.length || head.readUInt32BE(pe) !== 0x50450000) return 'is not a PE library';
  const machine = head.readUInt16LE(pe + 4);
  if (machine !== PE_MACHINES[arch]) return `is built for PE machine 0x${machine.toString(16)}, not ${arch}`;
  const sections = head.readUInt16LE(pe + 6);
  let at = pe + 24 + head.readUInt16LE(pe + 20);
  for (let i = 0; i < sections && at + 40 <= head.length; i++, at += 40) {
    const end = head.readUInt32LE(at + 20) + head.readUInt32LE(at + 16);
    if (end > size) return `is truncated (${size} bytes, a section ends at ${end})`;
  }
  return null;
}
