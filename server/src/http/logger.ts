import type { MiddlewareHandler } from 'hono';

export type Log = (entry: Record<string, unknown>) => void;

/**
 * Writes to a pipe of at most this many bytes are atomic (POSIX PIPE_BUF on Linux): workers that
 * share one stdout never cut each other's lines.
 */
const ATOMIC_WRITE_BYTES = 4096;

type JsonLogOptions = {
  write?: (text: string) => void;
  /** Access lines wait at most this long before they are written. */
  flushMs?: number;
  /** …or until this many bytes are waiting. */
  maxBufferedBytes?: number;
};

/**
 * JSON lines on stdout, cheap under load. stdout is synchronous on Linux (files, pipes and
 * terminals alike), so one write per request costs a system call on the request's path, and a
 * slow reader of the pipe stalls the server. Access lines (entries without an `event`) are
 * therefore kept in memory and written together, every `flushMs` or `maxBufferedBytes`, in
 * writes of whole lines of at most 4 KB; every line is kept, none is sampled away. Events
 * (`server.listening`, `error`, …) are written at once, after the access lines before them, and
 * whatever waits is written when the process exits.
 */
export const createJsonLog = ({
  write = (text) => void process.stdout.write(text),
  flushMs = 250,
  maxBufferedBytes = 64 * 1024,
}: JsonLogOptions = {}) => {
  let waiting: string[] = [];
  let waitingBytes = 0;
  let timer: NodeJS.Timeout | null = null;

  const flush = () => {
    if (timer) clearTimeout(timer);
    timer = null;
    let chunk = '';
    for (const line of waiting) {
      if (chunk && chunk.length + line.length > ATOMIC_WRITE_BYTES) {
        write(chunk);
        chunk = '';
      }
      chunk += line;
    }
    waiting = [];
    waitingBytes = 0;
    if (chunk) write(chunk);
  };

  const log: Log = (entry) => {
    const line = `${JSON.stringify(entry)}\n`;
    waiting.push(line);
    waitingBytes += line.length;
    if ('event' in entry || waitingBytes >= maxBufferedBytes) flush();
    else timer ??= setTimeout(flush, flushMs).unref();
  };

  return Object.assign(log, { flush });
};

/** The server's log: JSON lines on stdout, access lines batched (see `createJsonLog`). */
export const jsonLog = createJsonLog();
process.once('exit', () => jsonLog.flush());

/**
 * Paths whose segment is a secret: the billing page's link is its own bearer token
 * (routes/billing), so whoever reads the log could open someone's billing page.
 */
const SECRET_SEGMENTS: [RegExp, string][] = [[/^(\/api\/billing-portal\/)[^/]+/, '$1:token']];

/** The path as a log may show it: secret segments replaced by their route parameter's name. */
export const loggablePath = (path: string) =>
  SECRET_SEGMENTS.reduce((shown, [secret, name]) => shown.replace(secret, name), path);

/**
 * One structured line per request: method, path (never the query string, which could carry a
 * token, nor a secret segment: `loggablePath`), status and milliseconds. Bodies and headers are
 * never logged.
 */
export const requestLogger =
  (log: Log): MiddlewareHandler =>
  async (c, next) => {
    const started = performance.now();
    await next();
    log({
      method: c.req.method,
      path: loggablePath(c.req.path),
      status: c.res.status,
      ms: Math.round(performance.now() - started),
    });
  };
