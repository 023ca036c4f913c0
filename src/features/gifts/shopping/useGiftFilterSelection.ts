import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { GiftFilter } from '../giftItemsApi';
import { readSelection, withOption, withoutFilters } from './giftFilterSelection';

/** A query string with its commas readable (`?recipient=her,him`); they mean the same either way. */
const toSearch = (params: URLSearchParams) => {
  const query = params.toString().replace(/%2C/gi, ',');
  return query ? `?${query}` : '';
};

/**
 * The gift filters chosen, kept in the page URL so they survive a reload and each change is a
 * step back in history. Changing them keeps the shopper where they are on the page.
 */
export const useGiftFilterSelection = (filters: readonly GiftFilter[]) => {
  const { search, hash } = useLocation();
  const navigate = useNavigate();
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const selection = useMemo(() => readSelection(params, filters), [params, filters]);

  const go = useCallback(
    (next: URLSearchParams) =>
      void navigate({ search: toSearch(next), hash }, { preventScrollReset: true }),
    [navigate, hash],
  );

  const setOption = useCallback(
    (filterKey: string, optionKey: string, chosen: boolean) =>
      go(withOption(params, filters, filterKey, optionKey, chosen)),
    [go, params, filters],
  );

  const clearAll = useCallback(() => go(withoutFilters(params, filters)), [go, params, filters]);

  return { selection, setOption, clearAll };
};
