import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/**
 * Who is signed in. Owned by the API layer because every request reads it (token header, the
 * current-user placeholder) and a 401 anywhere clears it. Persisted in local storage.
 */
export type AuthState = {
  apiToken: string | null;
  sdkToken: string | null;
  userId: string | null;
};

const initialState: AuthState = { apiToken: null, sdkToken: null, userId: null };

export const authSlice = createSlice({
  name: 'auth',
  initialState,
  reducers: {
    signedIn: (
      state,
      action: PayloadAction<{ apiToken: string; userId: string; sdkToken?: string | null }>,
    ) => {
      state.apiToken = action.payload.apiToken;
      state.userId = action.payload.userId;
      state.sdkToken = action.payload.sdkToken ?? state.sdkToken;
    },
    sdkTokenReceived: (state, action: PayloadAction<string | null>) => {
      state.sdkToken = action.payload;
    },
    signedOut: () => initialState,
  },
  selectors: {
    selectApiToken: (state) => state.apiToken,
    selectUserId: (state) => state.userId,
    selectSdkToken: (state) => state.sdkToken,
    /** Signed in = a user id or a token is present (spec 000 §4). */
    selectIsSignedIn: (state) => Boolean(state.userId || state.apiToken),
  },
});

export const { signedIn, sdkTokenReceived, signedOut } = authSlice.actions;
export const { selectApiToken, selectUserId, selectSdkToken, selectIsSignedIn } =
  authSlice.selectors;
