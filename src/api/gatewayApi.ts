import { createApi } from '@reduxjs/toolkit/query/react';
import { createBaseQuery } from './baseQuery';
import { gatewayTags } from './tags';

/** The company's gateway (most calls; `proxy/` paths included). Areas inject their endpoints. */
export const gatewayApi = createApi({
  reducerPath: 'gatewayApi',
  baseQuery: createBaseQuery('gateway'),
  tagTypes: gatewayTags,
  keepUnusedDataFor: 60,
  endpoints: () => ({}),
});
