import { describe, expect, it } from 'vitest';
import { COMMAND_NAMES } from '../../src/app/commands/names.js';
import { COMMAND_TABLE } from '../../src/app/commands/table.js';

describe('the command words the event router knows', () => {
  it('are exactly the names of the command table, so a new command is routed', () => {
    expect([...COMMAND_NAMES].sort()).toEqual(COMMAND_TABLE.map((c) => c.name).sort());
  });
});
