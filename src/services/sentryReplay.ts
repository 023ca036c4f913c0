import { addIntegration, replayIntegration } from '@sentry/react';

/**
 * Sentry's Session Replay (with rrweb, most of the SDK's weight): its own lazy chunk, added to the
 * running client only when VITE_SENTRY_REPLAY is on (./sentrySdk.ts). Text is masked and media
 * blocked, so a replay shows the page's shape, never what a shopper typed or uploaded.
 */
export const startReplay = () => {
  addIntegration(replayIntegration({ maskAllText: true, blockAllMedia: true }));
};
