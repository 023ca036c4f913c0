import {
  breadcrumbsIntegration,
  browserApiErrorsIntegration,
  browserSessionIntegration,
  browserTracingIntegration,
  captureException,
  dedupeIntegration,
  eventFiltersIntegration,
  functionToStringIntegration,
  globalHandlersIntegration,
  httpContextIntegration,
  init,
  linkedErrorsIntegration,
} from '@sentry/react';
import { env } from '@/config/env';
import { sentryBuild, type SentrySettings } from '@/config/sentryBuild';

/**
 * The part of Sentry's SDK the app uses: errors (uncaught ones too) and performance. Its own lazy
 * chunk, loaded by ./errorReporting.ts only when VITE_SENTRY_DSN is set; its named imports let
 * the bundler drop the rest of the SDK (Replay, Feedback, profiling, the console and other
 * defaults we do not list). Session Replay is a chunk of its own (./sentryReplay.ts), loaded only
 * when VITE_SENTRY_REPLAY is on. `scripts/bundleBudget.mjs` keeps this chunk under 60 KB gzip.
 */
export type SendReport = (error: unknown, context: Record<string, unknown>) => void;

export const tracesSampleRate = (isProduction: boolean) => (isProduction ? 0.1 : 0);

/** Replays: a tenth of sessions, and every session with an error (Sentry's suggested rates). */
const REPLAY_RATES = { replaysSessionSampleRate: 0.1, replaysOnErrorSampleRate: 1 };

export const startSentry = (dsn: string, settings: SentrySettings = sentryBuild): SendReport => {
  init({
    dsn,
    release: settings.release ?? undefined,
    environment: settings.environment,
    tracesSampleRate: tracesSampleRate(env.isProduction),
    ...(settings.replay ? REPLAY_RATES : {}),
    defaultIntegrations: false,
    integrations: [
      eventFiltersIntegration(),
      functionToStringIntegration(),
      browserApiErrorsIntegration(),
      // Not consoleIntegration: console messages are not vetted for tokens, so they stay out of
      // the breadcrumbs.
      breadcrumbsIntegration(),
      globalHandlersIntegration(),
      linkedErrorsIntegration(),
      dedupeIntegration(),
      httpContextIntegration(),
      browserSessionIntegration(),
      browserTracingIntegration(),
    ],
  });
  if (settings.replay) {
    void import('./sentryReplay').then(({ startReplay }) => startReplay()).catch(() => undefined);
  }
  return (error, context) => {
    captureException(error, { extra: context });
  };
};
