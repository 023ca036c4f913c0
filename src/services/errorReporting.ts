import { env } from '@/config/env';

/**
 * Error reporting. Sentry is loaded lazily and only when VITE_SENTRY_DSN is set; everything else
 * reports through `reportError`, which never throws. Tokens and passwords must never be passed in
 * `context` (callers pass endpoint names and statuses, not requests).
 */
export type ErrorReport = { error: unknown; context: Record<string, unknown> };
export type ErrorSink = (report: ErrorReport) => void;

const sinks = new Set<ErrorSink>();

/** Adds a destination for reports (Sentry at start-up, a recorder in tests); returns its remover. */
export const addErrorSink = (sink: ErrorSink) => {
  sinks.add(sink);
  return () => {
    sinks.delete(sink);
  };
};

export const reportError = (error: unknown, context: Record<string, unknown> = {}) => {
  if (sinks.size === 0 && env.isDevelopment) console.error('[reported]', error, context);
  for (const sink of sinks) {
    try {
      sink({ error, context });
    } catch {
      // A broken reporter must never break the page.
    }
  }
};

/**
 * Starts Sentry when configured: its SDK is a lazy chunk (./sentrySdk.ts) that only a page with
 * VITE_SENTRY_DSN set ever loads. Until it has loaded, reports wait for it in order.
 */
export const initErrorReporting = () => {
  const dsn = env.sentryDsn;
  if (!dsn) return;
  const send = import('./sentrySdk').then(({ startSentry }) => startSentry(dsn));
  addErrorSink(({ error, context }) => {
    send.then((sendReport) => sendReport(error, context)).catch(() => undefined);
  });
};
