import type { VirtualItem } from '@tanstack/react-virtual';

/**
 * Where a department's feed was when the shopper left it: the rows the virtualiser had measured,
 * the window's offset and the column count they were measured at. Going to a look and coming back
 * (history back) lays the feed out exactly as it was, before the first paint; the loaded pages
 * themselves stay in the feed's query cache.
 */
export type FeedPlace = {
  offset: number;
  columns: number;
  scrollMargin: number;
  rows: VirtualItem[];
};

const places = new Map<string, FeedPlace>();

export const feedPlace = (key: string): FeedPlace | undefined => places.get(key);

export const rememberFeedPlace = (key: string, place: FeedPlace) => {
  places.set(key, place);
};

export const forgetFeedPlaces = () => places.clear();
