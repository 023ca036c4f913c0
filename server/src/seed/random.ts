/**
 * Deterministic randomness for the seed catalogue and the generated artwork.
 *
 * Everything here is a pure function of its seed: the same seed gives the same sequence on every
 * run and every machine, so seeded ids (and the URLs built from them) survive `db:reset`.
 */

/** The catalogue's default seed. Changing it changes every seeded id. */
export const SEED = 'styling-marketplace/catalogue/v1';

/** cyrb128: four independent 32-bit hashes of a string. */
export const hash128 = (text: string): [number, number, number, number] => {
  let h1 = 1779033703;
  let h2 = 3144134277;
  let h3 = 1013904242;
  let h4 = 2773480762;
  for (let i = 0; i < text.length; i += 1) {
    const k = text.charCodeAt(i);
    h1 = h2 ^ Math.imul(h1 ^ k, 597399067);
    h2 = h3 ^ Math.imul(h2 ^ k, 2869860233);
    h3 = h4 ^ Math.imul(h3 ^ k, 951274213);
    h4 = h1 ^ Math.imul(h4 ^ k, 2716044179);
  }
  h1 = Math.imul(h3 ^ (h1 >>> 18), 597399067);
  h2 = Math.imul(h4 ^ (h2 >>> 22), 2869860233);
  h3 = Math.imul(h1 ^ (h3 >>> 17), 951274213);
  h4 = Math.imul(h2 ^ (h4 >>> 19), 2716044179);
  h1 ^= h2 ^ h3 ^ h4;
  h2 ^= h1;
  h3 ^= h1;
  h4 ^= h1;
  return [h1 >>> 0, h2 >>> 0, h3 >>> 0, h4 >>> 0];
};

/** A single unsigned 32-bit hash of a string. */
export const hashString = (text: string): number => hash128(text)[0];

/** mulberry32: a small, fast, well-distributed 32-bit PRNG. Returns floats in [0, 1). */
export const mulberry32 = (seed: number): (() => number) => {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
};

export type Random = {
  /** A float in [0, 1). */
  next: () => number;
  /** An integer in [min, max], both inclusive. */
  int: (min: number, max: number) => number;
  /** A float in [min, max). */
  float: (min: number, max: number) => number;
  /** True with probability p. */
  chance: (p: number) => boolean;
  /** One element; throws on an empty list. */
  pick: <T>(items: readonly T[]) => T;
  /** n distinct elements (fewer if the list is shorter), in random order. */
  pickMany: <T>(items: readonly T[], n: number) => T[];
  /** A shuffled copy (Fisher–Yates). */
  shuffle: <T>(items: readonly T[]) => T[];
  /** One value chosen by weight. */
  weighted: <T>(entries: readonly (readonly [T, number])[]) => T;
  /** An independent stream derived from this one's seed and a label. */
  fork: (label: string) => Random;
};

export const createRandom = (seed: string | number): Random => {
  const seedText = String(seed);
  const next = mulberry32(hashString(seedText));
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const shuffle = <T>(items: readonly T[]): T[] => {
    const copy = [...items];
    for (let i = copy.length - 1; i > 0; i -= 1) {
      const j = Math.floor(next() * (i + 1));
      const a = copy[i] as T;
      copy[i] = copy[j] as T;
      copy[j] = a;
    }
    return copy;
  };
  return {
    next,
    int,
    float: (min, max) => min + next() * (max - min),
    chance: (p) => next() < p,
    pick: <T>(items: readonly T[]): T => {
      if (items.length === 0) throw new Error('pick from an empty list');
      return items[Math.floor(next() * items.length)] as T;
    },
    pickMany: <T>(items: readonly T[], n: number): T[] => shuffle(items).slice(0, Math.max(0, n)),
    shuffle,
    weighted: <T>(entries: readonly (readonly [T, number])[]): T => {
      const total = entries.reduce((sum, [, weight]) => sum + weight, 0);
      let roll = next() * total;
      for (const [value, weight] of entries) {
        roll -= weight;
        if (roll < 0) return value;
      }
      const last = entries[entries.length - 1];
      if (!last) throw new Error('weighted pick from an empty list');
      return last[0];
    },
    fork: (label) => createRandom(`${seedText}/${label}`),
  };
};

const hex8 = (value: number) => value.toString(16).padStart(8, '0');

/**
 * A stable, RFC 4122-shaped version-4 UUID for the n-th entity of a namespace. The same
 * (namespace, n, seed) always gives the same id.
 */
export const seededUuid = (namespace: string, n: number | string, seed: string = SEED): string => {
  const [a, b, c, d] = hash128(`${seed}/${namespace}/${n}`);
  const hex = `${hex8(a)}${hex8(b)}${hex8(c)}${hex8(d)}`;
  const variant = ((parseInt(hex.charAt(16), 16) & 0x3) | 0x8).toString(16);
  return [
    hex.slice(0, 8),
    hex.slice(8, 12),
    `4${hex.slice(13, 16)}`,
    `${variant}${hex.slice(17, 20)}`,
    hex.slice(20, 32),
  ].join('-');
};

/** Lower-case, hyphen-separated ASCII slug. */
export const slugify = (text: string): string =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
