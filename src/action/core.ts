/**
 * Loading @actions/core. Its package exports only an `import` condition, and ncc compiles our
 * TypeScript as CommonJS, so a static import fails to bundle ("'.' is not exported under the
 * conditions require, node"); a dynamic import() is resolved with the `import` condition instead.
 * Every runner-facing module takes the loaded module as an argument, which also keeps it at the edge.
 */
import type * as CoreModule from '@actions/core';

export type Core = typeof CoreModule;

/** The @actions/core module, loaded once. */
export function loadCore(): Promise<Core> {
  return import('@actions/core');
}
