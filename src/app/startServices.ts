import { flagsLoaded } from '@/services/featuresSlice';
import { fetchFeatureFlags } from '@/services/featureFlags';
import { initTracking } from '@/services/tracking';
import type { AppStore } from './store';

/** Work that must not delay the first paint: feature flags and marketing tags. */
export const startServices = (store: AppStore) => {
  void fetchFeatureFlags().then((flags) => store.dispatch(flagsLoaded(flags)));
  if ('requestIdleCallback' in window) window.requestIdleCallback(() => initTracking());
  else setTimeout(() => initTracking(), 1);
};
