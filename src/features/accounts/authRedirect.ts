import { safeRedirectTarget } from '@/lib/safeRedirect';
import type { SignupVariant } from '@/blocks/modals/modalTypes';

/**
 * Where a shopper goes once the Signin or Signup modal, or the /login page, has signed them in
 * (spec 000 §2 and §4). Pure, so every case is table-tested; the modals and the page feed them the
 * current path, their redirect target and, for sign-in, whether the inbox holds a real
 * conversation.
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
}: AfterSignUpInput): string | null =>
  variant === 'unlock' ? null : newAccountDestination(redirectUrl, pathname);

const newAccountDestination = (redirectUrl: string | null | undefined, pathname: string) => {
  const target = safeRedirectUrl(redirectUrl);
  if (target) return target;
  const match = signUpDestinations.find(([base]) => isAtOrUnder(pathname, base));
  return match ? match[1] : '/onboarding';
};

const LOGIN_PATH = '/login';

/** The router matches paths case-insensitively, so '/Login?x=1' is the login page too. */
const isLoginPath = (path: string) =>
  isAtOrUnder((path.split(/[?#]/, 1)[0] ?? path).toLowerCase(), LOGIN_PATH);

/** How the shopper on /login came to be signed in. */
export type LoginPageArrival =
  /** Signed in before they opened the page. */
  | 'already-signed-in'
  /** Signed in on the page: e-mail, Google, one-tap, or a new password from a reset link. */
  | 'signed-in'
  /** Created a new account with the page's sign-up form. */
  | 'signed-up';

export type AfterLoginPageInput = {
  /** The page's `target` query as given; an unsafe one, or one back to /login, counts as absent. */
  target: string | null | undefined;
  arrival: LoginPageArrival;
  /** The inbox has a conversation with a stylist who is not a bot (sign-in only). */
  hasRealConversation?: boolean;
};

/**
 * /login?target= (spec 000 §2 and §4). Already signed in on arrival: the target, else '/'. Signed
 * in on the page: the sign-in rule as seen from /login (the target, else /inbox with a real
 * conversation, else /stylistSearch). Signed up on the page: the sign-up rule as seen from /login
 * (the target, else /onboarding).
 */
export const destinationFromLoginPage = ({
  target,
  arrival,
  hasRealConversation = false,
}: AfterLoginPageInput): string => {
  const safeTarget = safeRedirectUrl(target);
  // Sent back to /login, a signed-in shopper would only be sent on again (or round in a loop).
  const redirectUrl = safeTarget && !isLoginPath(safeTarget) ? safeTarget : null;
  switch (arrival) {
    case 'already-signed-in':
      return redirectUrl ?? '/';
    case 'signed-up':
      return newAccountDestination(redirectUrl, LOGIN_PATH);
    case 'signed-in':
      return destinationAfterSignIn({ redirectUrl, pathname: LOGIN_PATH, hasRealConversation });
  }
};
