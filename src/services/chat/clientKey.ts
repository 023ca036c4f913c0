/** The sender's own key for a message: a retry with the same key is stored once. */
export const newClientKey = () =>
  `web-${globalThis.crypto?.randomUUID?.() ?? `${Date.now()}-${Math.random().toString(36).slice(2)}`}`;
