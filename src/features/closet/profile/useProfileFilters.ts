import { useMemo } from 'react';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import type { FilterOption, FilterQuery } from '../closetFilters';
import {
  filterAdded,
  filterRemoved,
  filtersCleared,
  selectClosetFilters,
  selectLookFilters,
  type FilterList,
  type FilterMap,
} from './profileSlice';

/** The chosen filters as the closet and looks calls take them: key → option keys. */
export const toFilterQuery = (filters: FilterMap): FilterQuery =>
  Object.fromEntries(
    Object.entries(filters).map(([key, values]) => [key, values.map((value) => value.key)]),
  );

/** The chosen closet or look filters (the profile slice), as a query and with their changes. */
export const useProfileFilters = (list: FilterList) => {
  const dispatch = useAppDispatch();
  const selected = useAppSelector(
    list === 'closetFilters' ? selectClosetFilters : selectLookFilters,
  );
  const query = useMemo(() => toFilterQuery(selected), [selected]);
  return {
    selected,
    query,
    isFiltered: Object.keys(selected).length > 0,
    add: (key: string, option: Pick<FilterOption, 'key' | 'text'>) =>
      dispatch(filterAdded({ list, key, values: [{ key: option.key, text: option.text }] })),
    remove: (key: string, valueKey: string) => dispatch(filterRemoved({ list, key, valueKey })),
    clear: () => dispatch(filtersCleared(list)),
  };
};
