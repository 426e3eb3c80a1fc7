/**
 * GitHubWorkspace: the Workspace port over the contents API, for the action, which never checks out
 * or runs the PR's code (safe under `pull_request_target`). Paths come from a model (reflection,
 * preset `deep`), so each is checked before any request; every (path, ref) is fetched at most once.
 */
import type { Logger, Workspace } from '../core/ports.js';
import { safeRelativePath } from '../local/workspace.js';
import type { GitHub } from './types.js';

export interface GitHubWorkspaceOptions {
  owner: string;
  repo: string;
  /** The ref read when a caller passes `null` (there is no working tree): the PR's head SHA. */
  defaultRef: string;
  logger: Logger;
  /** Larger files read as null; default 1 MB. */
  maxBytes?: number;
  /** Requests in flight during a prefetch; default 4. */
  concurrency?: number;
}

export const DEFAULT_MAX_FILE_BYTES = 1024 * 1024;

/** Reads files at a ref over `GET /repos/{o}/{r}/contents/{path}` with the raw media type. */
export class GitHubWorkspace implements Workspace {
  private readonly cache = new Map<string, Promise<string | null>>();
  private readonly maxBytes: number;

  constructor(
    private readonly gh: GitHub,
    private readonly options: GitHubWorkspaceOptions,
  ) {
    this.maxBytes = options.maxBytes ?? DEFAULT_MAX_FILE_BYTES;
  }

  /** Text of `path` at `ref` (null: the default ref); null when absent, a directory, binary or too big. */
  async readFile(path: string, ref: string | null): Promise<string | null> {
    const relative = safeRelativePath(path);
    const at = ref ?? this.options.defaultRef;
    const key = `${at}\0${relative}`;
    let pending = this.cache.get(key);
    if (!pending) {
      // The promise is cached, so concurrent readers of one file share one request.
      pending = this.fetch(relative, at);
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
   * Always empty: with no checkout there is nothing to grep, and GitHub's code search only covers
   * default branches, not a PR's head. A later issue adds search over a fetched tree.
   */
  searchCode(
    _query: string,
    _options: Parameters<Workspace['searchCode']>[1],
  ): ReturnType<Workspace['searchCode']> {
    return Promise.resolve([]);
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
    if (bytes === null) {
      await body?.cancel().catch(() => undefined);
      logger.info(`not reading ${path} at ${ref}: larger than ${this.maxBytes} bytes`);
      return null;
    }
    if (bytes.includes(0)) {
      logger.debug(`not reading ${path} at ${ref}: binary`);
      return null;
    }
    return new TextDecoder().decode(bytes);
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
