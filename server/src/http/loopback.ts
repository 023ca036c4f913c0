import { isIP } from 'node:net';

/**
 * Whether an address is this machine's own: 127.0.0.0/8, ::1, or IPv4 loopback mapped into
 * IPv6. A request from one came from a program on this host (the operator, a test runner, or a
 * reverse proxy: see `cameThroughProxy`).
 */
export const isLoopbackAddress = (address: string) => {
  const plain = address.replace(/^::ffff:/i, '');
  if (isIP(plain) === 4) return plain.startsWith('127.');
  return address === '::1' || address === '0:0:0:0:0:0:0:1';
};

/** Whether a URL names this machine (localhost, 127.0.0.0/8, ::1): nobody else can reach it. */
export const isLoopbackUrl = (url: string) => {
  const host = new URL(url).hostname.replace(/^\[|\]$/g, '');
  return host === 'localhost' || host.endsWith('.localhost') || isLoopbackAddress(host);
};
