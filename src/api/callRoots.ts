/**
 * Which API root each call goes to, in one place. An endpoint is injected into the API slice of
 * its usual root (for cache tags), but the request goes wherever this table says: to move a call
 * to the other root, change its line here. Calls not listed use their slice's root.
 * The full list of calls, with pages, is in docs/api.md.
 */
export type ApiRoot = 'gateway' | 'root';

export const callRoots: Readonly<Record<string, ApiRoot>> = {
  getCurrentUser: 'gateway',
  getCart: 'gateway',
};

export const rootOfCall = (endpoint: string, sliceRoot: ApiRoot): ApiRoot =>
  callRoots[endpoint] ?? sliceRoot;
