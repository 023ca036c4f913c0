import type { LuxCall } from '@shared/luxChat';

/**
 * The scheduling page's link for one of a Lux session's calls, with the stylist's name filled in:
 * the page's documented prefill parameters (Calendly's `a1` and `a2` answer the event's first two
 * custom questions, set up as "Your stylist" and "Which call"), so the team books the call with
 * the right stylist without asking. Null when no scheduling page is configured or it is not a
 * valid https (or http) URL.
 */
export const luxCallLink = (
  schedulingUrl: string | null,
  call: LuxCall,
  stylistName: string,
): string | null => {
  if (!schedulingUrl) return null;
  let url: URL;
  try {
    url = new URL(schedulingUrl);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  url.searchParams.set('a1', stylistName);
  url.searchParams.set('a2', `${call.title} (${call.minutes} minutes, Lux)`);
  return url.href;
};
