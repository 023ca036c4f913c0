import { isIPv6 } from 'node:net';
import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from './appEnv';

type NodeBindings = { incoming?: { socket?: { remoteAddress?: string } } };

/** An IPv6 address's eight groups, `::` expanded. */
const ipv6Groups = (address: string) => {
  const [head = '', tail] = address.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const zeros = tail === undefined ? [] : Array<string>(8 - left.length - right.length).fill('0');
  return [...left, ...zeros, ...right].map((group) => group.toLowerCase().replace(/^0+(?=.)/, ''));
};

/**
 * The key a caller is counted by in rate limits: an IPv4 address as it is (also when it arrives
 * mapped into IPv6), and an IPv6 address by its /64 network, the block one subscriber is given,
 * so rotating through one's own addresses doesn't reset a limit.
 */
export const addressKey = (address: string) => {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped?.[1]) return mapped[1];
  if (!isIPv6(address)) return address;
  return `${ipv6Groups(address.split('%')[0] ?? address)
    .slice(0, 4)
    .join(':')}::/64`;
};

/**
 * The caller's address key: from the socket, or through our own reverse proxies
 * (`rememberClientAddress`), never from headers a client alone could forge.
 */
export const clientAddress = (c: Context<AppEnv>) =>
  c.get('clientAddress') ??
  addressKey((c.env as NodeBindings | undefined)?.incoming?.socket?.remoteAddress ?? 'unknown');

/**
 * The address a request came from, behind `hops` reverse proxies of our own (TRUSTED_PROXY_HOPS):
 * each proxy appends the address it was reached from to `X-Forwarded-For`, so the client is the
 * `hops`-th address from the right of that list followed by the socket's. Entries further left
 * were written by the client and are never believed. With no proxies (0), the socket's address.
 */
export const forwardedAddress = (
  socketAddress: string,
  forwardedFor: string | undefined,
  hops: number,
) => {
  if (hops <= 0) return socketAddress;
  const chain = [
    ...(forwardedFor ?? '')
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean),
    socketAddress,
  ];
  return chain[Math.max(0, chain.length - 1 - hops)] ?? socketAddress;
};

/**
 * Remembers the caller's address for rate limits (`clientAddress`), through TRUSTED_PROXY_HOPS
 * reverse proxies: without it, behind a proxy every shopper would share the proxy's limits.
 */
export const rememberClientAddress =
  (hops: number): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    const socket =
      (c.env as NodeBindings | undefined)?.incoming?.socket?.remoteAddress ?? 'unknown';
    c.set(
      'clientAddress',
      addressKey(forwardedAddress(socket, c.req.header('x-forwarded-for'), hops)),
    );
    await next();
  };
