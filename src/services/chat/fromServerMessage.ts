import { pictureVariantsOf } from '@/lib/pictureSrcSet';
import type { ChatMessage } from './chatTypes';

/** A message as the gateway answers it (and the reference chat service streams it). */
export type ServerChatMessage = {
  sid: string;
  sender: 'client' | 'stylist';
  type: string;
  content: string;
  attributes?: {
    board_uuid?: string;
    reply_to?: string;
    /** A picture's sized variants: `[{ width, url }]`, each url a path on the gateway. */
    picture_variants?: unknown;
  } | null;
  client_key?: string | null;
  created: string;
};

export const fromServerMessage = (message: ServerChatMessage): ChatMessage => ({
  sid: message.sid,
  sender: message.sender,
  type: message.type,
  content: message.content,
  boardId: message.attributes?.board_uuid ?? null,
  replyTo: message.attributes?.reply_to ?? null,
  clientKey: message.client_key ?? null,
  created: message.created,
  pictureVariants: pictureVariantsOf(message.attributes?.picture_variants),
});
