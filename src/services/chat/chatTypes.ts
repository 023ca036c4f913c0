import type { PictureVariant } from '@/lib/pictureSrcSet';

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
  /**
   * A picture's sized WebP variants, narrowest first (the reference chat's; none for a picture
   * sent before them, nor on Twilio, which hosts one size of the media).
   */
  pictureVariants?: PictureVariant[];
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
  /**
   * Answers one message: the gateway's `PUT message/{channel}/{message}/reply` whichever service
   * carries the chat (a reply to a board revises it). Answers the stored reply, or null when the
   * gateway answers none and the reply arrives live instead.
   */
  reply: (input: {
    text: string;
    clientKey: string;
    replyTo: string;
  }) => Promise<ChatMessage | null>;
  /**
   * Sends a JPEG or PNG picture. Where the service can, `onProgress` hears the fraction sent and
   * `signal` cancels (the answer then rejects); Twilio's SDK does neither.
   */
  sendPicture: (input: {
    file: File;
    clientKey: string;
    onProgress?: (fraction: number) => void;
    signal?: AbortSignal;
  }) => Promise<ChatMessage>;
  /**
   * A URL the page can show a picture message with (revoke it when done). `width`: the most
   * device pixels the page shows it at; the reference chat loads the narrowest variant that wide
   * (the picture itself without variants), Twilio its one media.
   */
  pictureUrl: (message: ChatMessage, width?: number) => Promise<string>;
  close: () => void;
};

/** The shopper's whole chat, live: a new message in any of their channels (the inbox's). */
export type ClientEvents = {
  onMessage: (channelSid: string, message: ChatMessage) => void;
  onConnection?: (state: ConnectionState) => void;
};

/** One per signed-in shopper: one connection, shared by the inbox and every open channel. */
export type ChatClient = {
  openChannel: (sid: string, events: ChannelEvents) => Promise<ChatChannel>;
  /** Follows every channel's new messages until the answer is called. */
  watch: (events: ClientEvents) => () => void;
  shutdown: () => void;
};

/** A call to our gateway; `url` is relative to its root, `endpoint` names the call in reports. */
export type GatewayCall = {
  endpoint: string;
  url: string;
  method?: string;
  headers?: Record<string, string>;
  /** Sent as JSON, or as it is when FormData. */
  body?: unknown;
  /** How the answer is read: JSON (the default) or a Blob. */
  responseType?: 'json' | 'blob';
  /** For a body worth following (a picture): hears the fraction sent. */
  onUploadProgress?: (fraction: number) => void;
  /** Cancels the call (the answer then rejects). */
  signal?: AbortSignal;
};

/**
 * How the chat reaches our gateway, given by the app: every call with its request policy (token
 * and platform headers, time-out, sign-out on 401, error classes and reporting).
 */
export type ChatGateway = {
  /** The answer; rejects with an Error carrying `status` when the call failed. */
  request: <T>(call: GatewayCall) => Promise<T>;
  /**
   * A long-lived answer (the live stream), its body unread: the same headers and 401 sign-out,
   * a connect time-out but none on the open stream. Resolves whatever the status; rejects only
   * when it cannot connect.
   */
  stream: (call: GatewayCall & { signal: AbortSignal }) => Promise<Response>;
};

/** What an implementation needs: who the user is and how to reach the services. */
export type ChatClientOptions = {
  userId: string;
  /** Our gateway (the reference chat service, and replies with either service). */
  gateway: ChatGateway;
  /** A chat token (`GET token`); '' when it could not be had (reported by the caller). */
  chatToken: () => Promise<string>;
};

export type ChatProvider = 'twilio' | 'local';
