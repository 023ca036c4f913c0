import { useCallback } from 'react';
import { conversationsApi, hasRealConversation } from '@/api/conversationsApi';
import { useAppDispatch } from '@/app/hooks';

/**
 * For the sign-in redirect: fetches the inbox afresh and tells whether it holds a real
 * conversation. A failed lookup counts as none (the base query has reported it), so the shopper
 * is still sent on.
 */
export const useCheckRealConversation = () => {
  const dispatch = useAppDispatch();
  return useCallback(async () => {
    const request = dispatch(
      conversationsApi.endpoints.getInbox.initiate(undefined, { forceRefetch: true }),
    );
    try {
      const { items } = await request.unwrap();
      return hasRealConversation(items);
    } catch {
      return false;
    } finally {
      request.unsubscribe();
    }
  }, [dispatch]);
};

/**
 * For redirect rules that may depend on the inbox (spec 000 §4): `destinationFor` is asked with
 * and without a real conversation, and the inbox is fetched only when the answers differ.
 */
export const useDestinationByInbox = () => {
  const checkRealConversation = useCheckRealConversation();
  return useCallback(
    async (destinationFor: (hasRealConversation: boolean) => string) => {
      const withoutInbox = destinationFor(false);
      if (withoutInbox === destinationFor(true)) return withoutInbox;
      return destinationFor(await checkRealConversation());
    },
    [checkRealConversation],
  );
};
