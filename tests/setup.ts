/**
 * Locks the network for every test: a connection to anything but loopback fails loudly,
 * so no test can reach the internet by accident.
 */
import net from 'node:net';

const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1|localhost|::ffff:127\.\d+\.\d+\.\d+)$/;

const originalConnect = net.Socket.prototype.connect;
net.Socket.prototype.connect = function patchedConnect(this: net.Socket, ...args: unknown[]) {
  const first = args[0];
  let host: string | undefined;
  if (typeof first === 'object' && first !== null && !Array.isArray(first)) {
    const opts = first as { host?: string; path?: string };
    if (opts.path) return (originalConnect as (...a: unknown[]) => net.Socket).apply(this, args);
    host = opts.host ?? 'localhost';
  } else if (typeof first === 'number') {
    host = typeof args[1] === 'string' ? args[1] : 'localhost';
  } else if (typeof first === 'string') {
    // A unix socket path.
    return (originalConnect as (...a: unknown[]) => net.Socket).apply(this, args);
  }
  if (host !== undefined && !LOOPBACK.test(host)) {
    throw new Error(`tests may not reach the network: connection to ${host} refused by tests/setup.ts`);
  }
  return (originalConnect as (...a: unknown[]) => net.Socket).apply(this, args);
} as typeof net.Socket.prototype.connect;
