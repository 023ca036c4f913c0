import { setupListeners } from '@reduxjs/toolkit/query';
import { createApi } from '@reduxjs/toolkit/query/react';
import { registerApi } from './apiRegistry';
import { createBaseQuery } from './baseQuery';
import { rootTags } from './tags';

/** The second API root (chat token, session tracking, waitlist, goals, gift items, ...). */
export const rootApi = createApi({
  reducerPath: 'rootApi',
  baseQuery: createBaseQuery('root'),
  tagTypes: rootTags,
  keepUnusedDataFor: 60,
  endpoints: () => ({}),
});

registerApi({
  reducerPath: rootApi.reducerPath,
  reducer: rootApi.reducer,
  middleware: rootApi.middleware,
  resetApiState: rootApi.util.resetApiState,
  setupListeners,
});
