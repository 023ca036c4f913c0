import { isIPv6 } from 'node:net';
import type { Context } from 'hono';

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

/** The caller's address key from the socket (not from headers a client could forge). */
export const clientAddress = (c: Context) =>
  addressKey((c.env as NodeBindings | undefined)?.incoming?.socket?.remoteAddress ?? 'unknown');
