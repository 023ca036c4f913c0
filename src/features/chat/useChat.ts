/*
 * One road for the chat: every message call (history, the live stream, texts, pictures and
 * replies) goes through the chat adapter (src/services/chat), which reaches our gateway only
 * through the `gateway` given to it: the base query's own policy (src/api/gatewayRequest.ts).
 * The adapter's client is the signed-in shopper's one connection (src/api/liveChat.ts), shared
 * with the inbox and the header: this page holds it while it is open and opens its channel on
 * it. RTK Query keeps the calls around the chat (session view, boards, channel, chat token,
 * tips, where the shopper has read up to). The stream is not an RTK Query `onCacheEntryAdded`
 * entry because the adapter owns the connection: Twilio's SDK is a stateful client (its own
 * socket, token refresh and events) and the local stream reconnects from `Last-Event-ID`; and
 * the list holds what a cache entry should not (optimistic copies keyed by client key, the
 * shopper's picture Files for Retry).
 */
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { gatewayApi } from '@/api/gatewayApi';
import { holdLiveChat, type ChatStatus } from '@/api/liveChat';
import { useAppDispatch, useAppSelector, useAppStore } from '@/app/hooks';
import type { ChatChannel, ConnectionState } from '@/services/chat/chatTypes';
import { newClientKey } from '@/services/chat/clientKey';
import { reportError } from '@/services/errorReporting';
import { downscalePicture } from '@/lib/downscalePicture';
import { useMarkChannelReadMutation } from './chatApi';
import {
  initialMessages,
  messagesReducer,
  pendingMessage,
  type ShownMessage,
} from './chatMessages';
import { MAX_PICTURE_BYTES, checkPicture } from './chatPicture';
import { usePictureSends } from './usePictureSends';

export type { ChatStatus };

type Delivery = { text: string; clientKey: string; replyTo: string | null; file?: File };

/**
 * One chat channel, live: opens it on the signed-in shopper's chat, started if need be (status
 * init → ready, or error with `retry`), loads the history, follows new messages and the
 * connection, tells the server what the shopper has read (the inbox's unread count), and sends
 * with an optimistic copy that becomes the stored message, or stays as failed with Retry. A
 * picture shows its progress while it goes (`pictureProgress`) and can be cancelled
 * (`cancelPicture`: it stays, as not sent, with Retry).
 * Replies go through the adapter too (`PUT message/{channel}/{message}/reply`).
 */
export const useChat = (channelSid: string | null, userId: string | null) => {
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const apiToken = useAppSelector((state) => state.auth.apiToken);
  // The status of the latest start (its key: the channel and the attempt); a newer start is
  // 'init' until it settles.
  const [settled, setSettled] = useState<{ key: string; status: 'ready' | 'error' } | null>(null);
  const [connection, setConnection] = useState<ConnectionState>('connecting');
  const [state, update] = useReducer(messagesReducer, initialMessages);
  const [attempt, setAttempt] = useState(0);
  const channelRef = useRef<ChatChannel | null>(null);
  const [markRead] = useMarkChannelReadMutation();
  const {
    progress: pictureProgress,
    start: startPicture,
    finish: finishPicture,
    cancel: stopPicture,
  } = usePictureSends();

  const startKey = channelSid && userId && apiToken ? `${channelSid}|${attempt}` : null;
  const status: ChatStatus =
    startKey === null ? undefined : settled?.key === startKey ? settled.status : 'init';

  useEffect(() => {
    if (!channelSid || !userId || !apiToken) return undefined;
    const hold = holdLiveChat(store);
    if (!hold) return undefined;
    // A client that could not start starts again (Try again).
    hold.chat.retry();
    const key = `${channelSid}|${attempt}`;
    let cancelled = false;
    let channel: ChatChannel | null = null;
    // What the shopper sees is read: said to the server while the page is visible.
    const read = () => {
      if (!cancelled && document.visibilityState === 'visible') void markRead(channelSid);
    };
    const start = async () => {
      try {
        channel = await hold.chat.openChannel(channelSid, {
          onMessage: (message) => {
            if (cancelled) return;
            update({ type: 'received', message });
            if (message.sender === 'stylist') {
              dispatch(gatewayApi.util.invalidateTags(['Session']));
              read();
            }
          },
          onConnection: (next) => {
            if (!cancelled) setConnection(next);
          },
        });
        const history = await channel.history();
        if (cancelled) return;
        channelRef.current = channel;
        update({ type: 'loaded', messages: history });
        setSettled({ key, status: 'ready' });
        read();
      } catch (error) {
        if (cancelled) return;
        reportError(error instanceof Error ? error : new Error('Chat init failed'), {
          area: 'chat init',
        });
        setSettled({ key, status: 'error' });
      }
    };
    void start();
    document.addEventListener('visibilitychange', read);
    return () => {
      cancelled = true;
      document.removeEventListener('visibilitychange', read);
      channel?.close();
      hold.release();
      channelRef.current = null;
    };
  }, [channelSid, userId, apiToken, attempt, dispatch, store, markRead]);

  const deliver = useCallback(
    async ({ text, clientKey, replyTo, file }: Delivery) => {
      const channel = channelRef.current;
      const picture = file ? startPicture(clientKey) : null;
      try {
        if (!channel) throw new Error('The chat is not connected');
        const stored = file
          ? await channel.sendPicture({ file, clientKey, ...picture })
          : replyTo
            ? await channel.reply({ text, clientKey, replyTo })
            : await channel.send({ text, clientKey });
        // A reply the gateway did not answer with arrives on the live stream instead.
        if (stored) update({ type: 'received', message: stored });
      } catch {
        update({ type: 'failed', clientKey });
      } finally {
        if (picture) finishPicture(clientKey, picture.signal);
      }
    },
    [startPicture, finishPicture],
  );

  const send = useCallback(
    (text: string, replyTo: string | null = null) => {
      const clientKey = newClientKey();
      update({ type: 'sending', message: pendingMessage({ text, clientKey, replyTo }) });
      void deliver({ text, clientKey, replyTo });
    },
    [deliver],
  );

  /**
   * Sends a picture (a large phone photo downscaled first: it may then fit the limit), or answers
   * why it cannot be sent.
   */
  const sendPicture = useCallback(
    async (picked: File): Promise<string | null> => {
      const file = await downscalePicture(picked, { aboveBytes: MAX_PICTURE_BYTES });
      const problem = checkPicture(file);
      if (problem) return problem;
      const clientKey = newClientKey();
      update({ type: 'sending', message: pendingMessage({ text: '', clientKey, file }) });
      void deliver({ text: '', clientKey, replyTo: null, file });
      return null;
    },
    [deliver],
  );

  const retrySend = useCallback(
    (message: ShownMessage) => {
      if (!message.clientKey) return;
      update({ type: 'sending', message: { ...message, status: 'sending' } });
      void deliver({
        text: message.content,
        clientKey: message.clientKey,
        replyTo: message.replyTo,
        ...(message.file ? { file: message.file } : {}),
      });
    },
    [deliver],
  );

  /** Stops a picture on its way: it stays, not sent, with Retry. */
  const cancelPicture = useCallback(
    (message: ShownMessage) => {
      if (!message.clientKey) return;
      stopPicture(message.clientKey);
      // Twilio's SDK cannot stop a send: the picture shows as not sent all the same (should it
      // arrive, the stored copy takes its place).
      update({ type: 'failed', clientKey: message.clientKey });
    },
    [stopPicture],
  );

  const pictureUrl = useCallback(async (message: ShownMessage, width?: number) => {
    if (message.file) return URL.createObjectURL(message.file);
    const channel = channelRef.current;
    if (!channel) throw new Error('The chat is not connected');
    return channel.pictureUrl(message, width);
  }, []);

  return {
    status,
    connection,
    loaded: state.loaded,
    messages: state.messages,
    send,
    sendPicture,
    pictureProgress,
    cancelPicture,
    retrySend,
    pictureUrl,
    retry: () => setAttempt((count) => count + 1),
  };
};
