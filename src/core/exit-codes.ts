/** Exit codes of the CLI contract (docs/contracts.md), in a module of their own so an entry can name them without loading the rest of core. */
export const EXIT = { ok: 0, failOn: 1, error: 2, interrupted: 130 } as const;
