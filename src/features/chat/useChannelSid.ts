import { useCallback, useEffect, useState } from 'react';
import { CHANNEL_CREATION_FAILED } from '@/blocks/chat/channelReports';
import { reportError } from '@/services/errorReporting';
import { useOpenChannelMutation, type ChatSessionView } from './chatApi';

/**
 * The shopper's channel with the stylist: the one the session has, else opened now. A failure,
 * the first time or on a retry, is reported in the spec's words (000 §8).
 */
export const useChannelSid = (view: ChatSessionView | undefined, stylistId: string) => {
  const [openChannel, opening] = useOpenChannelMutation();
  const [opened, setOpened] = useState<string | null>(null);
  const needsChannel = Boolean(view && !view.channel_sid);
  const open = useCallback(
    () =>
      openChannel(stylistId)
        .unwrap()
        .then(({ sid }) => setOpened(sid))
        .catch(() => reportError(new Error(CHANNEL_CREATION_FAILED), { stylistId })),
    [openChannel, stylistId],
  );
  useEffect(() => {
    if (needsChannel) void open();
  }, [needsChannel, open]);
  return {
    sid: view?.channel_sid ?? opened,
    failed: opening.isError,
    retry: () => void open(),
  };
};
