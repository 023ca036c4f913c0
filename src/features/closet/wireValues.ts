/** Readers for the gateway's loosely typed fields: a string, a list, a non-negative count. */

export const text = (value: unknown) => (typeof value === 'string' ? value : '');
export const list = <T>(value: T[] | null | undefined): T[] => (Array.isArray(value) ? value : []);
export const count = (value: unknown, fallback: number) =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : fallback;
