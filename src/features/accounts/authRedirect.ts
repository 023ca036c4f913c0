import { safeRedirectTarget } from '@/lib/safeRedirect';
import type { SignupVariant } from '@/ui/modalTypes';

/**
 * Where a shopper goes once the Signin or Signup modal has signed them in (spec 000 §4). Pure, so
 * every case is table-tested; the modals feed them the current path and, for sign-in, whether
 * the inbox holds a real conversation. The /login page keeps its own rule (its `target` query).
 */

/** The modal's redirectUrl when it is a safe in-app path; an unsafe one counts as absent. */
const safeRedirectUrl = (redirectUrl: string | null | undefined): string | null => {
  const target = safeRedirectTarget(redirectUrl, '');
  return target === '' ? null : target;
};

/** The path, or a path below it ('/feed' matches '/feed' and '/feed/women', not '/feeds'). */
const isAtOrUnder = (pathname: string, base: string) =>
  pathname === base || pathname.startsWith(`${base}/`);

export type AfterSignInInput = {
  redirectUrl?: string | null;
  /** The router pathname the modal was open on. */
  pathname: string;
  /** The inbox has a conversation with a stylist who is not a bot. */
  hasRealConversation: boolean;
};

/** Sign-in: redirectUrl; else /feed on the feed; else /inbox with a real conversation; else /stylistSearch. */
export const destinationAfterSignIn = ({
  redirectUrl,
  pathname,
  hasRealConversation,
}: AfterSignInInput): string => {
  const target = safeRedirectUrl(redirectUrl);
  if (target) return target;
  if (isAtOrUnder(pathname, '/feed')) return '/feed';
  return hasRealConversation ? '/inbox' : '/stylistSearch';
};

export type AfterSignUpInput = {
  redirectUrl?: string | null;
  pathname: string;
  variant?: SignupVariant;
};

/** Paths whose sign-up lands somewhere other than the quiz; everything else goes to /onboarding. */
const signUpDestinations: readonly [base: string, destination: string][] = [
  ['/onboarding/style', '/stylistSearch'],
  ['/feed', '/feed'],
  ['/gifts/shopping', '/gifts/shopping'],
];

/**
 * Sign-up of a new user: redirectUrl; else by the current path (see `signUpDestinations`), else
 * /onboarding. The 'unlock' variant returns null: the quiz it was opened from decides what comes
 * next, so the modal only closes.
 */
export const destinationAfterSignUp = ({
  redirectUrl,
  pathname,
  variant = 'default',
}: AfterSignUpInput): string | null => {
  if (variant === 'unlock') return null;
  const target = safeRedirectUrl(redirectUrl);
  if (target) return target;
  const match = signUpDestinations.find(([base]) => isAtOrUnder(pathname, base));
  return match ? match[1] : '/onboarding';
};
