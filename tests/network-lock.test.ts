import net from 'node:net';
import { expect, it } from 'vitest';

it('refuses connections to anything but loopback', () => {
  expect(() => net.connect({ host: '203.0.113.7', port: 443 })).toThrow(/tests may not reach the network/);
  expect(() => net.connect(443, 'example.com')).toThrow(/tests may not reach the network/);
});

it('still allows loopback connections', async () => {
  const server = net.createServer((socket) => socket.end('hi'));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  const text = await new Promise<string>((resolve, reject) => {
    const socket = net.connect({ host: '127.0.0.1', port });
    let data = '';
    socket.on('data', (chunk) => (data += String(chunk)));
    socket.on('end', () => resolve(data));
    socket.on('error', reject);
  });
  await new Promise<void>((resolve) => server.close(() => resolve()));
  expect(text).toBe('hi');
});
