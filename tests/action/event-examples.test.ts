/**
 * Every GitHub example payload of the events prlens serves, under every `command`, routes as pinned
 * in the snapshot: parsing the payload must not change where any real event goes.
 * https://github.com/octokit/webhooks (the examples package mirrors GitHub's documented payloads)
 */
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { routeEvent } from '../../src/action/event.js';
import type { Command } from '../../src/action/inputs.js';

interface Example {
  name: string;
  examples: Array<Record<string, unknown>>;
}
const definitions = createRequire(import.meta.url)('@octokit/webhooks-examples') as Example[];

const EVENTS: Array<[eventName: string, examplesOf: string]> = [
  ['pull_request', 'pull_request'],
  ['pull_request_target', 'pull_request'],
  ['issue_comment', 'issue_comment'],
  ['pull_request_review_comment', 'pull_request_review_comment'],
  ['workflow_dispatch', 'workflow_dispatch'],
  ['push', 'push'],
];
const COMMANDS: Command[] = ['auto', 'review', 'ask', 'describe'];

function outcome(eventName: string, payload: unknown, command: Command): string {
  try {
    const route = routeEvent({ eventName, payload, repository: 'octo-org/octo-repo', command });
    return JSON.stringify(route);
  } catch (error) {
    return `throws: ${(error as Error).message}`;
  }
}

describe('routing of GitHub example payloads', () => {
  it.each(EVENTS)('%s examples route as pinned', (eventName, examplesOf) => {
    const examples = definitions.find((d) => d.name === examplesOf)?.examples ?? [];
    expect(examples.length).toBeGreaterThan(0);
    const lines = examples.flatMap((example, i) =>
      COMMANDS.map(
        (command) =>
          `${typeof example.action === 'string' ? example.action : '-'} #${i} ${command} → ${outcome(eventName, structuredClone(example), command)}`,
      ),
    );
    expect(lines).toMatchSnapshot();
  });
});
