/** One server-sent event. */
export type SseEvent = { event: string; data: string; id: string | null; retry: number | null };

/**
 * Reads server-sent events from a response body, as the EventSource standard frames them
 * (fields per line, events ended by a blank line). EventSource itself cannot send the token
 * header, so the chat reads its stream with fetch and this.
 */
export async function* readSseEvents(body: ReadableStream<Uint8Array>): AsyncGenerator<SseEvent> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  let event: SseEvent = { event: 'message', data: '', id: null, retry: null };
  let hasData = false;
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return;
      buffer += decoder.decode(value, { stream: true });
      let newline = buffer.search(/\r\n|\r|\n/);
      while (newline >= 0) {
        const line = buffer.slice(0, newline);
        buffer = buffer.slice(newline + (buffer.startsWith('\r\n', newline) ? 2 : 1));
        newline = buffer.search(/\r\n|\r|\n/);
        if (line === '') {
          if (hasData || event.id !== null || event.event !== 'message') yield event;
          event = { event: 'message', data: '', id: null, retry: null };
          hasData = false;
          continue;
        }
        if (line.startsWith(':')) continue;
        const colon = line.indexOf(':');
        const field = colon < 0 ? line : line.slice(0, colon);
        const raw = colon < 0 ? '' : line.slice(colon + 1);
        const text = raw.startsWith(' ') ? raw.slice(1) : raw;
        if (field === 'event') event.event = text;
        else if (field === 'data') {
          event.data = hasData ? `${event.data}\n${text}` : text;
          hasData = true;
        } else if (field === 'id') event.id = text;
        else if (field === 'retry' && /^\d+$/.test(text)) event.retry = Number(text);
      }
    }
  } finally {
    reader.releaseLock();
  }
}
