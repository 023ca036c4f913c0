import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { signedOut } from '@/api/authSlice';

/** Spec 001 §4 "Grid size": small (the default) or large. */
export type GridSize = 'small' | 'large';

/** A chosen filter value; `key` is what the server knows it by, `text` what the shopper reads. */
export type FilterValue = { key: string; text?: string };

/** Filter key (category, colors, …) → the values chosen for it. An unused key is absent. */
export type FilterMap = Record<string, FilterValue[]>;

/** Which of the two filter maps an action is about. */
export type FilterList = 'closetFilters' | 'lookFilters';

/** Spec 001 §3 "Profile UI state". Not persisted: a reload starts from the defaults. */
export type ProfileState = {
  gridSize: GridSize;
  closetFilters: FilterMap;
  lookFilters: FilterMap;
};

export const initialProfileState: ProfileState = {
  gridSize: 'small',
  closetFilters: {},
  lookFilters: {},
};

type FilterTarget = { list: FilterList; key: string };

/**
 * Spec 001 §4 "Filters": values are added per key as a set (a value already there by its key is
 * not added twice), removed by key match, and a key left with no values is deleted.
 */
export const withFilterAdded = (
  filters: FilterMap,
  key: string,
  values: readonly FilterValue[],
): FilterMap => {
  const current = filters[key] ?? [];
  const seen = new Set(current.map((value) => value.key));
  const added = values.filter((value) => !seen.has(value.key) && Boolean(seen.add(value.key)));
  if (current.length + added.length === 0) return omit(filters, key);
  return { ...filters, [key]: [...current, ...added] };
};

export const withFilterRemoved = (filters: FilterMap, key: string, valueKey: string): FilterMap => {
  const left = (filters[key] ?? []).filter((value) => value.key !== valueKey);
  return left.length === 0 ? omit(filters, key) : { ...filters, [key]: left };
};

const omit = (filters: FilterMap, key: string): FilterMap =>
  Object.fromEntries(Object.entries(filters).filter(([name]) => name !== key));

export const profileSlice = createSlice({
  name: 'profile',
  initialState: initialProfileState,
  reducers: {
    gridSizeChosen: (state, action: PayloadAction<GridSize>) => {
      state.gridSize = action.payload;
    },
    filterAdded: (state, action: PayloadAction<FilterTarget & { values: FilterValue[] }>) => {
      const { list, key, values } = action.payload;
      state[list] = withFilterAdded(state[list], key, values);
    },
    filterRemoved: (state, action: PayloadAction<FilterTarget & { valueKey: string }>) => {
      const { list, key, valueKey } = action.payload;
      state[list] = withFilterRemoved(state[list], key, valueKey);
    },
    filtersCleared: (state, action: PayloadAction<FilterList>) => {
      state[action.payload] = {};
    },
  },
  extraReducers: (builder) => {
    builder.addCase(signedOut, () => initialProfileState);
  },
  selectors: {
    selectGridSize: (state) => state.gridSize,
    selectClosetFilters: (state) => state.closetFilters,
    selectLookFilters: (state) => state.lookFilters,
  },
});

export const { gridSizeChosen, filterAdded, filterRemoved, filtersCleared } = profileSlice.actions;
export const { selectGridSize, selectClosetFilters, selectLookFilters } = profileSlice.selectors;
