/**
 * Dockerfiles: a downloaded script piped straight into a shell, and a final stage that runs as root.
 * Dockerfile syntax (instructions, `\` continuations, stages): https://docs.docker.com/reference/dockerfile/
 */
import type { CheckHit, CheckRule, FileCheck } from '../check.js';

const rule = (r: Omit<CheckRule, 'language' | 'category'>): CheckRule => ({
  ...r,
  language: 'dockerfile',
  category: 'security',
});

const CURL_PIPE_SHELL = rule({
  id: 'docker-curl-pipe-shell',
  severity: 'medium',
  confidence: 0.9,
  message: 'Downloaded script piped straight into a shell (`curl | sh`) during the build',
  note: 'Whatever the server (or anyone between it and the build) returns runs as root in the image, unreviewed and unpinned, and a cut-off download runs half a script. Download to a file, check it against a pinned checksum (`echo "<sha256>  file" | sha256sum -c -`), then run it; or install from the distribution\'s package manager. See https://docs.docker.com/build/building/best-practices/#run.',
});

const USER_ROOT = rule({
  id: 'docker-user-root',
  severity: 'medium',
  confidence: 0.9,
  message: 'The image ends with `USER root`: its containers run as root',
  note: 'A process that is compromised (or a file it is tricked into writing) then has root inside the container, one kernel bug away from the host. Switch back to an unprivileged user after the steps that need root: `RUN useradd --create-home app` and `USER app`. See https://docs.docker.com/build/building/best-practices/#user.',
});

const DOCKERFILE_RULES = [CURL_PIPE_SHELL, USER_ROOT];

interface Instruction {
  keyword: string;
  /** The instruction's text, continuation lines joined. */
  text: string;
  /** Physical lines of the instruction, with their numbers. */
  lines: { text: string; line: number }[];
}

const DOWNLOADER = /\b(curl|wget)\b/;
// Anchored at the start of the command after a `|`, so each is tried once per pipe.
const SHELL = /^\s*(sudo\s+(-\S+\s+)*)?(sh|bash|zsh|ash|dash|ksh|python3?|perl|ruby)\b/;
const ROOT = /^(root|0)(:(root|0))?$/;

/** The Dockerfile check: `Dockerfile`, `Containerfile`, `*.Dockerfile`, `Dockerfile.*`. */
export const dockerfileCheck: FileCheck = {
  language: 'dockerfile',
  rules: DOCKERFILE_RULES,
  covers: (path) => /(^|\/)(Dockerfile|Containerfile)(\.[\w.-]+)?$|\.(dockerfile|containerfile)$/i.test(path),
  run(content) {
    const instructions = parse(content);
    const hits: CheckHit[] = [];
    for (const ins of instructions) {
      // `ONBUILD RUN` runs the same command in the build of every image made from this one.
      if (ins.keyword !== 'RUN' && !(ins.keyword === 'ONBUILD' && /^ONBUILD\s+RUN\b/i.test(ins.text)))
        continue;
      // The pipe may sit on a continuation line: pin the line that holds it, else the instruction.
      const joined = ins.lines.map((l) => l.text.replace(/\\\s*$/, '')).join(' ');
      if (!pipesDownloadToShell(joined)) continue;
      const at = ins.lines.filter((l) => /\|\s*(sudo\s+)?\w/.test(l.text)).map((l) => l.line);
      hits.push({ rule: CURL_PIPE_SHELL, lines: [...at, ...ins.lines.map((l) => l.line)] });
    }
    // Only the last stage's last USER decides who the container runs as.
    const lastFrom = instructions.map((i) => i.keyword).lastIndexOf('FROM');
    const users = instructions.slice(lastFrom + 1).filter((i) => i.keyword === 'USER');
    const last = users.at(-1);
    if (last && ROOT.test(last.text.replace(/^USER\s+/i, '').trim()))
      hits.push({ rule: USER_ROOT, lines: [last.lines[0]!.line] });
    return hits;
  },
};

/**
 * Whether a `curl`/`wget` command's output is piped into a shell: `curl … | sh`, with nothing that
 * ends the command (`;`, `&`) in between. The text is cut at each `|` and every piece is read once:
 * one regular expression across the whole line retried `[^|;&]*` from every `curl` of it, quadratic
 * in a line of thousands of them.
 */
function pipesDownloadToShell(command: string): boolean {
  const pieces = command.split('|');
  for (let i = 0; i + 1 < pieces.length; i++) {
    const piece = pieces[i]!;
    // Only the last command of the piece feeds the pipe.
    const last = piece.slice(Math.max(piece.lastIndexOf(';'), piece.lastIndexOf('&')) + 1);
    if (DOWNLOADER.test(last) && SHELL.test(pieces[i + 1]!)) return true;
  }
  return false;
}

/** Instructions with continuations joined; comment lines inside a continuation are skipped, as Docker does. */
function parse(content: string): Instruction[] {
  const out: Instruction[] = [];
  let current: Instruction | undefined;
  content.split('\n').forEach((raw, index) => {
    const text = raw.replace(/\r$/, '');
    const trimmed = text.trim();
    if (current) {
      if (trimmed.startsWith('#') || trimmed === '') return;
      current.lines.push({ text, line: index + 1 });
      current.text += ` ${trimmed.replace(/\\$/, '')}`;
      if (!/\\\s*$/.test(text)) current = undefined;
      return;
    }
    if (trimmed === '' || trimmed.startsWith('#')) return;
    const keyword = /^([A-Za-z]+)/.exec(trimmed)?.[1]?.toUpperCase() ?? '';
    const ins: Instruction = {
      keyword,
      text: trimmed.replace(/\\$/, ''),
      lines: [{ text, line: index + 1 }],
    };
    out.push(ins);
    if (/\\\s*$/.test(text)) current = ins;
  });
  return out;
}
