import { env } from '@/config/env';
import { toSafeExternalUrl } from '@/lib/safeExternalLink';

/**
 * The app-install link to the mobile app's closet (spec 001 §1, §4 "Add to closet from session
 * recap"): VITE_MOBILE_APP_URL, the same link loyalty rewards use; http(s) only.
 */
export const MOBILE_APP_CLOSET_URL =
  toSafeExternalUrl(env.mobileAppUrl) ?? 'https://apps.apple.com/';
