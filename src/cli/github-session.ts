/**
 * What every CLI command that talks to GitHub (`review --pr`, `sweep`) starts with: the token from
 * GITHUB_TOKEN (GH_TOKEN as fallback), the API from GITHUB_API_URL / GITHUB_GRAPHQL_URL (GHES), a
 * masker that knows every secret the process was given, and a stderr logger that masks with it.
 */
import { ConfigError } from '../config/layers.js';
import { createMasker, type Masker } from '../core/mask.js';
import type { Forge } from '../core/forge.js';
import type { Logger } from '../core/ports.js';
import { createGitHub, type GitHubOptions } from '../github/client.js';
import { GitHubForge } from '../github/forge.js';
import { createStderrLogger } from '../log/stderr-logger.js';

export interface GitHubSession {
  /** GitHub as the Forge port the use cases take. */
  forge: Forge;
  logger: Logger;
  mask: Masker;
}

/** Reads the token and builds the clients; throws a ConfigError naming the variable when there is none. */
export function openGitHubSession(
  env: Record<string, string | undefined>,
  output: { stderr: (text: string) => void; quiet: boolean; debug: boolean },
  client: Pick<GitHubOptions, 'throttle' | 'timing'> = {},
): GitHubSession {
  const token = env.GITHUB_TOKEN?.trim() || env.GH_TOKEN?.trim();
  // Before anything can print it; the model keys too, since a report or error might quote them.
  const mask = createMasker([token, env.PRLENS_API_KEY, env.OPENAI_API_KEY, env.ANTHROPIC_API_KEY]);
  const logger = createStderrLogger({ write: output.stderr, mask, quiet: output.quiet, debug: output.debug });
  if (!token) {
    throw new ConfigError(
      'GITHUB_TOKEN is not set: export a token that can read the repository (and write pull requests ' +
        'to post), e.g. GITHUB_TOKEN=$(gh auth token); GH_TOKEN works too',
    );
  }
  const gh = createGitHub({
    token,
    ...(env.GITHUB_API_URL?.trim() ? { apiUrl: env.GITHUB_API_URL.trim() } : {}),
    ...(env.GITHUB_GRAPHQL_URL?.trim() ? { graphqlUrl: env.GITHUB_GRAPHQL_URL.trim() } : {}),
    logger,
    mask,
    ...client,
  });
  return { forge: new GitHubForge(gh, { logger, env }), logger, mask };
}
