import { serviceUnavailable, tooManyRequests } from '../../http/errors';

/** When a refused client should try again: a closed tab frees its stream at once. */
const RETRY_AFTER_MS = 10_000;

/**
 * The live streams open in this process: each holds a connection, a bus listener and a timer for
 * as long as it lives, so a shopper may hold a few (a few tabs) and the process a bounded number.
 * `take` answers a release to call once the stream ends, or refuses: 429 past the shopper's
 * streams (theirs to close), 503 past the process's (everyone's; another worker may have room).
 * Counted in memory on purpose: what is limited is this process's own connections.
 */
export class StreamSlots {
  private readonly byUser = new Map<string, number>();
  private total = 0;

  constructor(
    private readonly perUser: number,
    private readonly perProcess: number,
  ) {}

  take(userId: string) {
    const held = this.byUser.get(userId) ?? 0;
    if (held >= this.perUser) {
      throw tooManyRequests(
        `You have the chat open in too many places. Close one of them and try again.`,
        'too_many_streams',
        RETRY_AFTER_MS,
      );
    }
    if (this.total >= this.perProcess) {
      throw serviceUnavailable(
        'The chat is very busy right now. It will reconnect in a moment.',
        'server_busy',
        RETRY_AFTER_MS,
      );
    }
    this.byUser.set(userId, held + 1);
    this.total += 1;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.total -= 1;
      const left = (this.byUser.get(userId) ?? 1) - 1;
      if (left > 0) this.byUser.set(userId, left);
      else this.byUser.delete(userId);
    };
  }
}
