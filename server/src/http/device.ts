/**
 * The SPA's device rule on the server (`src/lib/device.ts`, `isMobileUserAgent`): a phone or
 * tablet user agent. The SPA also counts a window 768 px wide or less as mobile; the server sees
 * no width, so a narrow desktop window counts as a desktop here. `device.test.ts` checks that the
 * two agree.
 */
const MOBILE_USER_AGENT =
  /iPhone|iPad|iPod|Android|Mobile|BlackBerry|IEMobile|Opera Mini|Silk|Kindle|webOS/i;

export const isMobileUserAgent = (userAgent: string | null | undefined): boolean =>
  typeof userAgent === 'string' && MOBILE_USER_AGENT.test(userAgent);
