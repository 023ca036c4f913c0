import { setupListeners } from '@reduxjs/toolkit/query';
import { createApi } from '@reduxjs/toolkit/query/react';
import { registerApi } from './apiRegistry';
import { createBaseQuery } from './baseQuery';
import { withPageAnswers } from './pageAnswers';
import { gatewayTags } from './tags';

/**
 * The company's gateway (most calls; `proxy/` paths included). Areas inject their endpoints. A
 * visitor's first reads of what a public page carries are answered from the page (./pageAnswers.ts).
 */
export const gatewayApi = createApi({
  reducerPath: 'gatewayApi',
  baseQuery: withPageAnswers(createBaseQuery('gateway')),
  tagTypes: gatewayTags,
  keepUnusedDataFor: 60,
  endpoints: () => ({}),
});

registerApi({
  reducerPath: gatewayApi.reducerPath,
  reducer: gatewayApi.reducer,
  middleware: gatewayApi.middleware,
  resetApiState: gatewayApi.util.resetApiState,
  setupListeners,
});
