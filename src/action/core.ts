/**
 * The @actions/core module, handed to every runner-facing module as an argument so that the
 * runner stays at the edge and tests can pass their own.
 */
import * as core from '@actions/core';

export type Core = typeof core;

/** The @actions/core module. (A function, so callers need not change if loading ever has to be lazy.) */
export function loadCore(): Promise<Core> {
  return Promise.resolve(core);
}
