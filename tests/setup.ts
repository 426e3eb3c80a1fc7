/**
 * Locks the network for every test: a connection to anything but loopback fails loudly,
 * so no test can reach the internet by accident.
 */
import net from 'node:net';

const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1|localhost|::ffff:127\.\d+\.\d+\.\d+)$/;

type Connect = (this: net.Socket, ...args: unknown[]) => net.Socket;
// The unit and e2e projects share one module graph per worker (vitest.config.ts), so this file runs
// again before each test file there: the original is kept on a symbol and the lock is installed once.
const ORIGINAL = Symbol.for('prlens.tests.originalConnect');
const holder = net.Socket.prototype as unknown as Record<symbol, Connect | undefined>;
// eslint-disable-next-line @typescript-eslint/unbound-method -- re-bound with .apply below
holder[ORIGINAL] ??= net.Socket.prototype.connect as Connect;
const originalConnect = holder[ORIGINAL];

/** The host a Socket#connect call targets, or undefined for a unix socket path. */
function targetHost(args: unknown[]): string | undefined {
  const [first, second] = args;
  // net.connect() hands Socket#connect its arguments already normalised, as one array.
  if (Array.isArray(first)) return targetHost(first as unknown[]);
  if (typeof first === 'object' && first !== null && !Array.isArray(first)) {
    const options = first as { host?: string; path?: string };
    return options.path ? undefined : (options.host ?? 'localhost');
  }
  if (typeof first === 'number') return typeof second === 'string' ? second : 'localhost';
  return undefined; // a string first argument is a unix socket path
}

net.Socket.prototype.connect = function connect(this: net.Socket, ...args: unknown[]): net.Socket {
  const host = targetHost(args);
  if (host !== undefined && !LOOPBACK.test(host)) {
    throw new Error(`tests may not reach the network: connection to ${host} refused by tests/setup.ts`);
  }
  return originalConnect.apply(this, args);
};
