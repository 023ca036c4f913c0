import { EventEmitter } from 'node:events';

export type ChatMessageEvent = {
  sid: string;
  channel_sid: string;
  sender: 'client' | 'stylist';
  type: string;
  content: string;
  created: string;
};

/** New chat messages, per channel, for the live stream (one process: in memory). */
export class ChatBus {
  private readonly emitter = new EventEmitter().setMaxListeners(0);

  publish(message: ChatMessageEvent) {
    this.emitter.emit(message.channel_sid, message);
  }

  subscribe(channelSid: string, listener: (message: ChatMessageEvent) => void) {
    this.emitter.on(channelSid, listener);
    return () => {
      this.emitter.off(channelSid, listener);
    };
  }
}
