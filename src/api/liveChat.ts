/*
 * The signed-in shopper's one chat connection (spec 000 §4 and 001 §4: the chat service starts
 * when a signed-in user exists), shared by the inbox, the header's unread count and the chat
 * page. `followSignIn` (loaded at idle once someone is signed in, src/app/startServices.ts) holds
 * it for as long as the shopper is signed in and closes it on sign-out; the chat page holds it
 * too, so it starts at once when the page comes first. Every new message, in any channel, updates
 * the cached inbox (./conversationsApi.ts `receiveInInbox`), whichever page is showing.
 */
import type {
  ChannelEvents,
  ChatChannel,
  ChatClient,
  ChatMessage,
} from '@/services/chat/chatTypes';
import { createChatClient } from '@/services/chat/createChatClient';
import { reportError } from '@/services/errorReporting';
import type { AuthState } from './authSlice';
import { chatTokenApi } from './chatTokenApi';
import { conversationsApi, receiveInInbox } from './conversationsApi';
import { gatewayApi } from './gatewayApi';
import { createGatewayRequest, type StoreAccess } from './gatewayRequest';

/** The chat service's status (spec 000 §4): not started, starting, ready, or failed. */
export type ChatStatus = undefined | 'init' | 'ready' | 'error';

/** What the live chat needs of the app's store. */
export type LiveChatStore = Pick<StoreAccess, 'dispatch'> & {
  getState: () => { auth: AuthState };
  subscribe: (listener: () => void) => () => void;
};

const isVisible = () => typeof document === 'undefined' || document.visibilityState === 'visible';

/** One shopper's chat client, its status, and the channels a page is showing. */
export class LiveChat {
  status: ChatStatus = undefined;
  holders = 0;
  private client: Promise<ChatClient>;
  private closed = false;
  private stopWatching = () => {};
  /** Channels open on a page, by sid: how many pages show each. */
  private readonly showing = new Map<string, number>();

  constructor(
    readonly store: LiveChatStore,
    readonly userId: string,
  ) {
    this.client = this.start();
  }

  private start() {
    const { store, userId } = this;
    const { dispatch } = store;
    const chatToken = async () => {
      const request = dispatch(
        chatTokenApi.endpoints.getChatToken.initiate(userId, { forceRefetch: true }),
      );
      try {
        return (await request.unwrap()).token;
      } catch {
        reportError(new Error('Chat token failure'), { userId });
        return '';
      } finally {
        request.unsubscribe();
      }
    };
    this.status = 'init';
    const started = createChatClient({ userId, gateway: createGatewayRequest(store), chatToken });
    started.then(
      (client) => {
        if (this.closed) return; // `close` shuts it down.
        this.status = 'ready';
        this.stopWatching = client.watch({ onMessage: this.received });
      },
      (error: unknown) => {
        if (this.closed) return;
        this.status = 'error';
        reportError(error instanceof Error ? error : new Error('Chat init failed'), {
          area: 'chat init',
        });
      },
    );
    return started;
  }

  /** Starts the client again after it failed to start. */
  retry() {
    if (this.status === 'error' && !this.closed) this.client = this.start();
  }

  /** The client, once started; rejects when it could not start. */
  ready() {
    return this.client;
  }

  /**
   * Opens a channel a page shows: its new messages count as read while the page is visible
   * (the page tells the server so). Rejects when the client could not start.
   */
  async openChannel(sid: string, events: ChannelEvents): Promise<ChatChannel> {
    const channel = await (await this.client).openChannel(sid, events);
    this.showing.set(sid, (this.showing.get(sid) ?? 0) + 1);
    let open = true;
    return {
      ...channel,
      close: () => {
        if (!open) return;
        open = false;
        const left = (this.showing.get(sid) ?? 1) - 1;
        if (left > 0) this.showing.set(sid, left);
        else this.showing.delete(sid);
        channel.close();
      },
    };
  }

  private received = (channelSid: string, message: ChatMessage) => {
    if (this.closed) return;
    const read = this.showing.has(channelSid) && isVisible();
    let known = false;
    this.store.dispatch(
      conversationsApi.util.updateQueryData('getInbox', undefined, (inbox) => {
        known = receiveInInbox(inbox, channelSid, message, read);
      }),
    );
    // A conversation the inbox does not have yet (or no inbox cached): read it afresh.
    if (!known) this.store.dispatch(gatewayApi.util.invalidateTags(['Inbox']));
  };

  close() {
    if (this.closed) return;
    this.closed = true;
    this.stopWatching();
    this.client.then((client) => client.shutdown()).catch(() => {});
  }
}

let current: LiveChat | null = null;

const chatFor = (store: LiveChatStore) => {
  const { userId, apiToken } = store.getState().auth;
  if (!userId || !apiToken) return null;
  if (current && current.store === store && current.userId === userId) return current;
  current?.close();
  current = new LiveChat(store, userId);
  return current;
};

export type LiveChatHold = { chat: LiveChat; release: () => void };

/**
 * Holds the signed-in shopper's chat (started if need be) until `release`; the last release
 * closes it. Null when nobody is signed in.
 */
export const holdLiveChat = (store: LiveChatStore): LiveChatHold | null => {
  const chat = chatFor(store);
  if (!chat) return null;
  chat.holders += 1;
  let held = true;
  return {
    chat,
    release: () => {
      if (!held) return;
      held = false;
      chat.holders -= 1;
      if (chat.holders > 0) return;
      chat.close();
      if (current === chat) current = null;
    },
  };
};

/**
 * Keeps the chat of whoever is signed in: started now, switched when another shopper signs in,
 * closed on sign-out. The answer stops following.
 */
export const followSignIn = (store: LiveChatStore) => {
  let hold = holdLiveChat(store);
  const check = () => {
    if (hold?.chat.userId === store.getState().auth.userId && !!store.getState().auth.apiToken) {
      return;
    }
    hold?.release();
    hold = holdLiveChat(store);
  };
  const unsubscribe = store.subscribe(check);
  return () => {
    unsubscribe();
    hold?.release();
    hold = null;
  };
};
