/**
 * Where this visit came from: the UTM and campaign parameters of the landing URL, kept for the
 * browser session so they survive in-app navigation (which drops the query) and reach every
 * tracking event of the visit. A later campaign URL in the same session replaces them.
 */
export const ATTRIBUTION_KEYS = [
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_term',
  'utm_content',
  'campaign',
] as const;

export type Attribution = Partial<Record<(typeof ATTRIBUTION_KEYS)[number], string>>;

const STORAGE_KEY = 'attribution';
const MAX_LENGTH = 100;

const storage = (): Storage | null => {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
};

/** Only printable text, trimmed and capped: these values end up in third-party payloads. */
const clean = (value: string) =>
  value
    .replace(/[^\p{L}\p{N} _.\-+/:@]/gu, '')
    .trim()
    .slice(0, MAX_LENGTH);

export const readAttribution = (search: string): Attribution => {
  const params = new URLSearchParams(search);
  const found: Attribution = {};
  for (const key of ATTRIBUTION_KEYS) {
    const value = clean(params.get(key) ?? '');
    if (value) found[key] = value;
  }
  return found;
};

/** Call once on start with the landing URL's query. */
export const captureAttribution = (search: string) => {
  const found = readAttribution(search);
  if (Object.keys(found).length === 0) return;
  try {
    storage()?.setItem(STORAGE_KEY, JSON.stringify(found));
  } catch {
    // storage full or blocked: attribution is best effort
  }
};

export const getAttribution = (): Attribution => {
  try {
    const raw = storage()?.getItem(STORAGE_KEY);
    if (!raw) return {};
    const parsed: unknown = JSON.parse(raw);
    if (!parsed || typeof parsed !== 'object') return {};
    return readAttribution(new URLSearchParams(parsed as Record<string, string>).toString());
  } catch {
    return {};
  }
};
