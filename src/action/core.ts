/**
 * The part of @actions/core the action uses, handed to every runner-facing module as an argument
 * so that the runner stays at the edge and tests pass a recording fake (tests/support/fake-core.ts,
 * in the style of actions/typescript-action's `__fixtures__/core.ts`).
 */
import * as actionsCore from '@actions/core';

export interface Core {
  getInput(name: string): string;
  setSecret(secret: string): void;
  debug(message: string): void;
  info(message: string): void;
  warning(message: string): void;
  error(message: string): void;
  notice(message: string): void;
  setFailed(message: string): void;
  setOutput(name: string, value: string): void;
  group<T>(name: string, fn: () => Promise<T>): Promise<T>;
  summary: { addRaw(text: string, addEOL?: boolean): { write(): Promise<unknown> } };
}

/** The real @actions/core module. */
export const realCore: Core = actionsCore;
