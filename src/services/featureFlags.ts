import { env } from '@/config/env';
import { reportError } from './errorReporting';

/**
 * Feature flags: the defaults in VITE_FEATURE_FLAGS, overlaid with the JSON object served at
 * VITE_FEATURE_FLAGS_URL when configured. A failed fetch keeps the defaults and is reported.
 */
export const fetchFeatureFlags = async (
  defaults: Record<string, boolean> = env.featureFlags,
  url: string | null = env.featureFlagsUrl,
): Promise<Record<string, boolean>> => {
  if (!url) return { ...defaults };
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(5000) });
    if (!response.ok) throw new Error(`Feature flags answered ${response.status}`);
    const remote: unknown = await response.json();
    if (!remote || typeof remote !== 'object' || Array.isArray(remote)) return { ...defaults };
    const booleans = Object.entries(remote).filter(
      (entry): entry is [string, boolean] => typeof entry[1] === 'boolean',
    );
    return { ...defaults, ...Object.fromEntries(booleans) };
  } catch (error) {
    reportError(error, { service: 'featureFlags' });
    return { ...defaults };
  }
};
