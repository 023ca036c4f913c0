import http, { type IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';

export type Answer = { status: number; body: string; json: <T>() => T };

/**
 * An HTTP client that keeps to one keep-alive connection, hence to one worker of a cluster (the
 * primary hands each connection to one worker). `connections` counts the connections it used:
 * 1 proves every request went to the same worker.
 */
export class StickyClient {
  private readonly agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  private readonly sockets = new Set<Socket>();

  constructor(private readonly port: number) {}

  get connections() {
    return this.sockets.size;
  }

  private send(
    method: string,
    path: string,
    body?: unknown,
    headers: http.OutgoingHttpHeaders = {},
  ) {
    return new Promise<IncomingMessage>((resolve, reject) => {
      const request = http.request(
        {
          host: '127.0.0.1',
          port: this.port,
          method,
          path,
          agent: this.agent,
          headers: { 'content-type': 'application/json', ...headers },
        },
        resolve,
      );
      request.on('socket', (socket) => this.sockets.add(socket));
      request.once('error', reject);
      request.end(body === undefined ? undefined : JSON.stringify(body));
    });
  }

  async request(method: string, path: string, body?: unknown, token?: string): Promise<Answer> {
    const response = await this.send(method, path, body, token ? { token } : {});
    let text = '';
    for await (const chunk of response) text += String(chunk);
    return { status: response.statusCode ?? 0, body: text, json: <T>() => JSON.parse(text) as T };
  }

  /** The worker that holds this client's connection (from /healthz). */
  async worker() {
    return (await this.request('GET', '/healthz')).json<{ worker?: number }>().worker ?? null;
  }

  /** A server-sent-events stream: what has arrived, a wait for some text, and its end. */
  async stream(path: string, token: string) {
    const response = await this.send('GET', path, undefined, { token });
    let received = '';
    const ended = new Promise<void>((resolve) => response.once('end', resolve));
    response.setEncoding('utf8').on('data', (chunk: string) => {
      received += chunk;
    });
    const waitFor = async (text: string, timeoutMs = 15_000) => {
      const deadline = Date.now() + timeoutMs;
      while (!received.includes(text)) {
        if (Date.now() > deadline) throw new Error(`"${text}" never came; got: ${received}`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    };
    return {
      status: response.statusCode,
      received: () => received,
      waitFor,
      ended,
      close: () => response.destroy(),
    };
  }

  close() {
    this.agent.destroy();
  }
}
