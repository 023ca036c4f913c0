import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** Feature flags, persisted so a returning visitor sees the same features before flags load. */
export type FeaturesState = { flags: Record<string, boolean> };

const initialState: FeaturesState = { flags: {} };

export const featuresSlice = createSlice({
  name: 'features',
  initialState,
  reducers: {
    flagsLoaded: (state, action: PayloadAction<Record<string, boolean>>) => {
      state.flags = action.payload;
    },
  },
  selectors: {
    selectFlags: (state) => state.flags,
    selectIsFeatureOn: (state, name: string) => state.flags[name] === true,
  },
});

export const { flagsLoaded } = featuresSlice.actions;
export const { selectFlags, selectIsFeatureOn } = featuresSlice.selectors;
