/**
 * Sentry's build-time settings: constants that vite.config.ts `define`s from VITE_SENTRY_RELEASE
 * (else the commit built), VITE_SENTRY_ENVIRONMENT (else the build mode) and VITE_SENTRY_REPLAY
 * ('true' records sessions). Only the lazily loaded Sentry chunk reads them, so the entry chunk
 * never carries them. Like the rest of VITE_*, they are public.
 */
declare const __SENTRY_RELEASE__: string | null;
declare const __SENTRY_ENVIRONMENT__: string;
declare const __SENTRY_REPLAY__: boolean;

export type SentrySettings = { release: string | null; environment: string; replay: boolean };

export const sentryBuild: SentrySettings = {
  release: __SENTRY_RELEASE__,
  environment: __SENTRY_ENVIRONMENT__,
  replay: __SENTRY_REPLAY__,
};
