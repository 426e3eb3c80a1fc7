/**
 * Agent instruction files trimmed to what a reviewer needs (issue 44: a long AGENTS.md of git
 * workflow and comment tone was read in full as review guidance).
 */
import { describe, expect, it } from 'vitest';
import { loadAgentInstructions, type AgentInstructionReader } from '../../src/config/agent-instructions.js';
import { createMemoryLogger } from '../../src/log/stderr-logger.js';
import { reviewerSections } from '../../src/prompt/instruction-sections.js';

const AGENTS = [
  'Acme billing service, TypeScript on Node 24.',
  '',
  '## Git workflow',
  'Rebase on main before you push; squash fixups.',
  '## Code style',
  'Use the Result type, never throw from a handler.',
  '### Commit messages',
  'Write the subject in the imperative.',
  '### Naming',
  'Money amounts end in `Cents`.',
  '## Testing',
  'Every handler has a test under tests/handlers.',
  '```sh',
  '# not a heading: a comment in a fenced block',
  'npm test',
  '```',
  '## Tone of your replies',
  'Be friendly and concise.',
  '## Security',
  'Never log a card number.',
].join('\n');

describe('reviewerSections', () => {
  it('keeps code style, naming, testing and security; leaves out git workflow, commit messages and tone', () => {
    const out = reviewerSections(AGENTS);
    expect(out.text).toContain('Acme billing service');
    expect(out.text).toContain('Use the Result type');
    expect(out.text).toContain('Money amounts end in `Cents`.');
    expect(out.text).toContain('# not a heading: a comment in a fenced block');
    expect(out.text).toContain('Never log a card number.');
    expect(out.text).not.toContain('Rebase on main');
    expect(out.text).not.toContain('imperative');
    expect(out.text).not.toContain('Be friendly');
    expect(out.left).toEqual(['Git workflow', 'Commit messages', 'Tone of your replies']);
  });

  it('keeps a file without headings whole: nothing tells its parts apart', () => {
    const plain = 'Use tabs. Rebase before pushing.';
    expect(reviewerSections(plain)).toEqual({ text: plain, left: [], kept: [] });
  });
});

describe('loadAgentInstructions', () => {
  it('gives the review only the reviewer sections of AGENTS.md and logs what it cut', async () => {
    const reader: AgentInstructionReader = {
      read: (path) => Promise.resolve(path === 'AGENTS.md' ? AGENTS : null),
      listBelow: () => Promise.resolve([]),
    };
    const logger = createMemoryLogger();
    const [agents] = await loadAgentInstructions(reader, ['src/pay.ts'], logger);
    expect(agents?.text).toContain('Never log a card number.');
    expect(agents?.text).not.toContain('Rebase on main');
    const lines = logger.lines.join('\n');
    expect(lines).toMatch(
      /agent instructions: AGENTS\.md trimmed to what a reviewer needs \(\d+ of \d+ characters\); left out: Git workflow, Commit messages, Tone of your replies/,
    );
  });
});
