import { selectIsSignedIn } from '@/api/authSlice';
import { flagsLoaded } from '@/services/featuresSlice';
import { fetchFeatureFlags } from '@/services/featureFlags';
import { reportError } from '@/services/errorReporting';
import { initTracking } from '@/services/tracking';
import type { AppStore } from './store';

const whenIdle = (work: () => void) => {
  if ('requestIdleCallback' in window) window.requestIdleCallback(work);
  else setTimeout(work, 1);
};

/**
 * Work that must not delay the first paint: feature flags, marketing tags, and the chat (spec 000
 * §4: it starts when a signed-in user exists), whose code loads at idle once someone is signed
 * in and from then on follows sign-in and sign-out itself (src/api/liveChat.ts).
 */
export const startServices = (store: AppStore) => {
  void fetchFeatureFlags().then((flags) => store.dispatch(flagsLoaded(flags)));
  whenIdle(() => initTracking());
  const startChat = () => {
    if (!selectIsSignedIn(store.getState())) return;
    stopWaiting();
    whenIdle(() => {
      import('@/api/liveChat')
        .then(({ followSignIn }) => followSignIn(store))
        .catch((error: unknown) => reportError(error, { area: 'chat start' }));
    });
  };
  const stopWaiting = store.subscribe(startChat);
  startChat();
};
