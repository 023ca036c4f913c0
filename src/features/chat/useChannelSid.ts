import { useEffect, useState } from 'react';
import { reportError } from '@/services/errorReporting';
import { useOpenChannelMutation, type ChatSessionView } from './chatApi';

/** The shopper's channel with the stylist: the one the session has, else opened now. */
export const useChannelSid = (view: ChatSessionView | undefined, stylistId: string) => {
  const [openChannel, opening] = useOpenChannelMutation();
  const [opened, setOpened] = useState<string | null>(null);
  const needsChannel = Boolean(view && !view.channel_sid);
  useEffect(() => {
    if (!needsChannel) return;
    openChannel(stylistId)
      .unwrap()
      .then(({ sid }) => setOpened(sid))
      .catch(() => reportError(new Error('Failed to create channel'), { stylistId }));
  }, [needsChannel, openChannel, stylistId]);
  return {
    sid: view?.channel_sid ?? opened,
    failed: opening.isError,
    retry: () =>
      void openChannel(stylistId)
        .unwrap()
        .then(({ sid }) => setOpened(sid)),
  };
};
