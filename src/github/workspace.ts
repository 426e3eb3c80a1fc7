/**
 * GitHubWorkspace: the Workspace port over the contents API, for the action, which never checks out
 * or runs the PR's code (safe under `pull_request_target`). Paths are repository paths (the PR's own
 * file list reads here, `C:notes.md` included): callers check a model's or a commenter's paths
 * strictly first, and octokit URL-encodes the whole path for the contents API, so no name can reach
 * another endpoint. Every (path, ref) is fetched at most once, and not at all once the ref's tarball
 * (fetched once, for searches) holds it: one head tree per run.
 */
import type { Logger, Workspace } from '../core/ports.js';
import { repositoryPath } from '../core/repo-path.js';
import { compileLinearRegex } from '../regex/linear-regex.js';
import { readTarball } from './tarball.js';
import type { GitHub } from './types.js';

export interface GitHubWorkspaceOptions {
  owner: string;
  repo: string;
  /** The ref read when a caller passes `null` (there is no working tree): the PR's head SHA. */
  defaultRef: string;
  logger: Logger;
  /** Larger files read as null; default 1 MB. */
  maxBytes?: number;
  /**
   * The most the run's reads hold in all (bytes); a read past it answers null, with why. Default
   * 300 MiB: what 300 reads of 1 MiB could hold before one read could take 2 MB.
   */
  maxTotalBytes?: number;
  /** Requests in flight during a prefetch; default 4. */
  concurrency?: number;
}

const DEFAULT_MAX_FILE_BYTES = 1024 * 1024;
const DEFAULT_MAX_TOTAL_BYTES = 300 * 1024 * 1024;

/** Folder listings one listBelow reads: the folders of a small instructions tree, not a repository. */
const MAX_LISTED_FOLDERS = 20;

/** Reads files at a ref over `GET /repos/{o}/{r}/contents/{path}` with the raw media type. */
export class GitHubWorkspace implements Workspace {
  private readonly cache = new Map<string, Promise<string | null>>();
  private readonly snapshots = new Map<string, Promise<Map<string, Buffer>>>();
  private readonly maxBytes: number;
  private readonly maxTotalBytes: number;
  /** Bytes of the texts read so far (what the cache holds). */
  private held = 0;
  /** Why a (ref, path) read as null though it is there. */
  private readonly reasons = new Map<string, string>();

  constructor(
    private readonly gh: GitHub,
    private readonly options: GitHubWorkspaceOptions,
  ) {
    this.maxBytes = options.maxBytes ?? DEFAULT_MAX_FILE_BYTES;
    this.maxTotalBytes = options.maxTotalBytes ?? DEFAULT_MAX_TOTAL_BYTES;
  }

  unreadReason(path: string, ref: string | null): string | undefined {
    return this.reasons.get(`${ref ?? this.options.defaultRef}\0${repositoryPath(path)}`);
  }

  /** Text of `path` at `ref` (null: the default ref); null when absent, a directory, binary or too big. */
  async readFile(path: string, ref: string | null): Promise<string | null> {
    const relative = repositoryPath(path);
    const at = ref ?? this.options.defaultRef;
    const key = `${at}\0${relative}`;
    let pending = this.cache.get(key);
    if (!pending) {
      // The promise is cached, so concurrent readers of one file share one request.
      pending = this.fromSnapshot(relative, at);
      this.cache.set(key, pending);
      // A failure is not an answer: forget it so that a later read may try again.
      pending.catch(() => this.cache.delete(key));
    }
    return pending;
  }

  /** Warms the cache for `paths`, at most `concurrency` requests at a time; failures are logged. */
  async prefetch(paths: readonly string[], ref: string | null = null): Promise<void> {
    const queue = [...new Set(paths)];
    const worker = async () => {
      for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
        try {
          await this.readFile(path, ref);
        } catch (error) {
          this.options.logger.warn(`could not prefetch ${path}: ${String(error)}`);
        }
      }
    };
    const workers = Math.max(1, Math.min(this.options.concurrency ?? 4, queue.length));
    await Promise.all(Array.from({ length: workers }, worker));
  }

  /**
   * Literal or regular-expression search over the tarball of `ref` (the head by default), unpacked
   * in memory: GitHub's code search covers default branches only, and there is no checkout. Binary
   * files and symlinks are never searched; hits come in path order, at most `limit`.
   */
  async searchCode(
    query: string,
    options: Parameters<Workspace['searchCode']>[1],
  ): ReturnType<Workspace['searchCode']> {
    if (query === '') return [];
    const limit = Math.min(Math.max(1, Math.floor(options.limit ?? 100)), 1000);
    const matcher = lineMatcher(query, options.regex === true);
    const files = await this.snapshot(options.ref ?? this.options.defaultRef);
    const hits: Array<{ path: string; line: number; text: string }> = [];
    const skip = options.skip;
    for (const path of [...files.keys()].sort()) {
      const bytes = files.get(path)!;
      if (bytes.includes(0)) continue;
      const excluded = skip?.excluded(path) === true;
      const lines = bytes.toString('utf8').split('\n');
      for (let i = 0; i < lines.length && hits.length < limit; i++) {
        const text = (lines[i] ?? '').replace(/\r$/, '');
        if (!matcher(text)) continue;
        // An excluded path is only named: one match says it holds the code, nothing of it is kept.
        if (excluded) {
          skip?.withheld.add(path);
          break;
        }
        hits.push({ path, line: i + 1, text });
      }
      if (hits.length >= limit) break;
    }
    return hits;
  }

  /** Paths of the regular files at `ref` (null: the head), from the same in-memory tarball. */
  async listFiles(ref: string | null): Promise<string[]> {
    return [...(await this.snapshot(ref ?? this.options.defaultRef)).keys()].sort();
  }

  /**
   * Files at or below `folder` at `ref` (null: the head), from the contents API's folder listings
   * (one request a folder, at most MAX_LISTED_FOLDERS), so a few small files need no tarball.
   */
  async listBelow(folder: string, ref: string | null): Promise<string[]> {
    const at = ref ?? this.options.defaultRef;
    const files: string[] = [];
    const queue = [repositoryPath(folder)];
    for (let listed = 0; listed < MAX_LISTED_FOLDERS; listed++) {
      const next = queue.shift();
      if (next === undefined) break;
      for (const entry of await this.folderEntries(next, at)) {
        if (entry.type === 'file') files.push(entry.path);
        else if (entry.type === 'dir') queue.push(entry.path);
      }
    }
    return files.sort();
  }

  /** Files directly in `folder` at `ref` (null: the head): one contents-API listing, [] when absent. */
  async listFolder(folder: string, ref: string | null): Promise<string[]> {
    const entries = await this.folderEntries(repositoryPath(folder), ref ?? this.options.defaultRef);
    return entries
      .filter((e) => e.type === 'file')
      .map((e) => e.path)
      .sort();
  }

  /** One folder's entries from the contents API; none for an absent path or a file. */
  private async folderEntries(path: string, ref: string): Promise<Array<{ type: unknown; path: string }>> {
    const { owner, repo } = this.options;
    let data: unknown;
    try {
      ({ data } = await this.gh.rest.repos.getContent({ owner, repo, path, ref }));
    } catch (error) {
      if ((error as { status?: unknown }).status === 404) return [];
      throw error;
    }
    // A file answers with one object, a folder with the array of its entries.
    if (!Array.isArray(data)) return [];
    return (data as Array<{ type?: unknown; path?: unknown }>).flatMap((e) =>
      typeof e.path === 'string' ? [{ type: e.type, path: e.path }] : [],
    );
  }

  /** The files of `ref`, fetched once as a tarball and kept in memory; a failure is not cached. */
  private snapshot(ref: string): Promise<Map<string, Buffer>> {
    let pending = this.snapshots.get(ref);
    if (!pending) {
      pending = this.fetchTarball(ref);
      this.snapshots.set(ref, pending);
      pending.catch(() => this.snapshots.delete(ref));
    }
    return pending;
  }

  private async fetchTarball(ref: string): Promise<Map<string, Buffer>> {
    const { owner, repo, logger } = this.options;
    // GitHub answers with a redirect to codeload.github.com, which fetch follows.
    const response = await this.gh.rest.repos.downloadTarballArchive({ owner, repo, ref });
    const files = readTarball(new Uint8Array(response.data as ArrayBuffer));
    logger.debug(`read ${files.size} file(s) of ${owner}/${repo} at ${ref} from its tarball`);
    return files;
  }

  /**
   * A file of a ref whose tarball this run already fetched (for a search) is read from it: the same
   * commit's bytes, without one more request. A path the tarball lacks (a symlink, an `export-ignore`
   * path, a file too large for it) or a failed tarball falls back to the contents API.
   */
  private async fromSnapshot(path: string, ref: string): Promise<string | null> {
    const files = await this.snapshots.get(ref)?.catch(() => null);
    const bytes = files?.get(path);
    if (bytes === undefined) return this.fetch(path, ref);
    return this.text(bytes.byteLength > this.maxBytes ? null : bytes, path, ref);
  }

  /**
   * A file's bytes as text, counted against the run's total. Null, with why (in the log and for
   * unreadReason), when over the size limit (`bytes` null), binary, or past the total.
   */
  private text(bytes: Uint8Array | null, path: string, ref: string): string | null {
    if (bytes === null)
      return this.unread(path, ref, `larger than ${this.maxBytes} bytes, the most one read takes`);
    if (bytes.includes(0)) return this.unread(path, ref, 'binary', 'debug');
    if (this.held + bytes.byteLength > this.maxTotalBytes)
      return this.unread(path, ref, `the run's reads reached their total of ${this.maxTotalBytes} bytes`);
    this.held += bytes.byteLength;
    return new TextDecoder().decode(bytes);
  }

  private unread(path: string, ref: string, reason: string, level: 'info' | 'debug' = 'info'): null {
    this.reasons.set(`${ref}\0${path}`, reason);
    this.options.logger[level](`not reading ${path} at ${ref}: ${reason}`);
    return null;
  }

  private async fetch(path: string, ref: string): Promise<string | null> {
    const { owner, repo, logger } = this.options;
    let response;
    try {
      response = await this.gh.rest.repos.getContent({
        owner,
        repo,
        path,
        ref,
        // Raw serves files up to 100 MB (JSON only to 1 MB); the unparsed body lets us stop early.
        // https://docs.github.com/en/rest/repos/contents#get-repository-content
        mediaType: { format: 'raw' },
        request: { parseSuccessResponseBody: false },
      });
    } catch (error) {
      if ((error as { status?: unknown }).status === 404) return null;
      throw error;
    }
    const body = response.data as unknown as ReadableStream<Uint8Array> | null;
    // A directory (or a symlink out of the repository) answers with its JSON description.
    if (/^application\/json\b/i.test(response.headers['content-type'] ?? '')) {
      await body?.cancel();
      logger.debug(`${path} at ${ref} is not a file`);
      return null;
    }
    const declared = Number(response.headers['content-length'] ?? NaN);
    const bytes = declared > this.maxBytes ? null : await readAtMost(body, this.maxBytes);
    if (bytes === null) await body?.cancel().catch(() => undefined);
    return this.text(bytes, path, ref);
  }
}

/** The whole body, or null as soon as it grows past `max` bytes. */
async function readAtMost(body: ReadableStream<Uint8Array> | null, max: number): Promise<Uint8Array | null> {
  if (!body) return new Uint8Array();
  const chunks: Uint8Array[] = [];
  let total = 0;
  const reader = body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > max) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

/** Longest line a regular expression is run on: matching is linear, this bounds its total cost. */
const MAX_REGEX_LINE = 2_000;

/**
 * A line test for `query`: a substring, or a regular expression on RE2's linear-time engine (close to
 * the POSIX extended syntax `git grep -E` takes locally; RE2 knows the `[[:space:]]` classes). The
 * pattern comes from a model: on a backtracking engine `(a|a?)+$` would block the event loop for
 * tens of seconds, past any deadline.
 */
export function lineMatcher(query: string, regex: boolean): (line: string) => boolean {
  if (!regex) return (line) => line.includes(query);
  const re = compileLinearRegex(query);
  return (line) => re.test(line.length > MAX_REGEX_LINE ? line.slice(0, MAX_REGEX_LINE) : line);
}
