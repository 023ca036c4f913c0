import { rootApi } from './rootApi';

/** `GET token`: the chat service's token for the signed-in shopper (the chat and Contact). */
export const chatTokenApi = rootApi.injectEndpoints({
  endpoints: (build) => ({
    getChatToken: build.query<{ token: string }, string>({
      query: (userId) => ({ url: 'token', params: { user_uuid: userId } }),
      providesTags: ['ChatToken'],
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useLazyGetChatTokenQuery } = chatTokenApi;
