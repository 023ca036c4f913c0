/**
 * The chat, as the app sees it, whichever service carries it: Twilio Conversations when
 * configured, else the reference server's chat service. Each implementation
 * (./twilioChat.ts, ./localChat.ts) turns its own messages into these.
 */
export type ChatSender = 'client' | 'stylist';

export type ChatMessage = {
  sid: string;
  sender: ChatSender;
  /** 'text', 'picture', 'moodboard' or 'styleboard'; anything else shows as text. */
  type: string;
  content: string;
  /** The board a mood-board or style-board message shows. */
  boardId: string | null;
  /** The message this one answers. */
  replyTo: string | null;
  /** The sender's own key: the optimistic copy of a sent message carries the same. */
  clientKey: string | null;
  /** ISO time. */
  created: string;
};

/** Whether the live connection is up; `reconnecting` after it dropped, until it is back. */
export type ConnectionState = 'connecting' | 'connected' | 'reconnecting' | 'disconnected';

export type ChannelEvents = {
  /** A new message, live (maybe one already seen: the page keeps each sid once). */
  onMessage: (message: ChatMessage) => void;
  onConnection: (state: ConnectionState) => void;
};

export type ChatChannel = {
  /** Every message so far, oldest first. Live messages (`onMessage`) follow the first call. */
  history: () => Promise<ChatMessage[]>;
  /** Sends a text; answers the stored message. Retrying with the same key stores it once. */
  send: (input: { text: string; clientKey: string }) => Promise<ChatMessage>;
  /** Sends a JPEG or PNG picture. */
  sendPicture: (input: { file: File; clientKey: string }) => Promise<ChatMessage>;
  /** A URL the page can show a picture message with (revoke it when done). */
  pictureUrl: (message: ChatMessage) => Promise<string>;
  close: () => void;
};

export type ChatClient = {
  openChannel: (sid: string, events: ChannelEvents) => Promise<ChatChannel>;
  shutdown: () => void;
};

/** What an implementation needs: who the user is and how to reach the services. */
export type ChatClientOptions = {
  userId: string;
  /** The gateway's token for the signed-in user (the reference chat service uses it). */
  apiToken: string;
  gatewayUrl: string;
  /** A chat token (`GET token`); '' when it could not be had (reported by the caller). */
  chatToken: () => Promise<string>;
};

export type ChatProvider = 'twilio' | 'local';
