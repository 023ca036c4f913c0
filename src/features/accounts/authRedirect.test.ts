import { describe, expect, it } from 'vitest';
import {
  destinationAfterSignIn,
  destinationAfterSignUp,
  destinationFromLoginPage,
  type LoginPageArrival,
} from './authRedirect';

describe('destinationAfterSignIn', () => {
  it.each([
    // redirectUrl wins over everything else
    ['/checkout?booking=abc', '/feed', true, '/checkout?booking=abc'],
    ['/stylist/s-1/profile', '/pricing', false, '/stylist/s-1/profile'],
    ['/app/orders', '/', true, '/orders'],
    // an unsafe redirectUrl counts as absent
    ['https://evil.example/x', '/feed', true, '/feed'],
    ['//evil.example', '/pricing', true, '/inbox'],
    ['javascript:alert(1)', '/pricing', false, '/stylistSearch'],
    ['', '/pricing', false, '/stylistSearch'],
    // else /feed when on the feed
    [undefined, '/feed', true, '/feed'],
    [undefined, '/feed/', false, '/feed'],
    [undefined, '/feed/women', false, '/feed'],
    [undefined, '/feeds', false, '/stylistSearch'],
    // else /inbox with a real conversation, else /stylistSearch
    [undefined, '/pricing', true, '/inbox'],
    [null, '/', true, '/inbox'],
    [undefined, '/pricing', false, '/stylistSearch'],
    [undefined, '/onboarding/style', false, '/stylistSearch'],
  ])(
    'redirectUrl %j on %s (real conversation: %s) goes to %s',
    (redirectUrl, pathname, hasRealConversation, expected) => {
      expect(destinationAfterSignIn({ redirectUrl, pathname, hasRealConversation })).toBe(expected);
    },
  );
});

describe('destinationAfterSignUp', () => {
  it.each([
    // redirectUrl wins
    ['/shopping-list', '/feed', '/shopping-list'],
    ['/checkout?booking=abc', '/onboarding/style', '/checkout?booking=abc'],
    // an unsafe redirectUrl counts as absent
    ['https://evil.example', '/feed', '/feed'],
    ['/\\evil.example', '/pricing', '/onboarding'],
    // else by the current path
    [undefined, '/onboarding/style', '/stylistSearch'],
    [undefined, '/onboarding/style/3', '/stylistSearch'],
    [undefined, '/feed', '/feed'],
    [undefined, '/feed/men', '/feed'],
    [undefined, '/gifts/shopping', '/gifts/shopping'],
    // anything else goes to the quiz
    [undefined, '/', '/onboarding'],
    [undefined, '/pricing', '/onboarding'],
    [undefined, '/gifts', '/onboarding'],
    [undefined, '/onboarding/styles/2', '/onboarding'],
    [null, '/stylist/s-1/profile', '/onboarding'],
  ])('redirectUrl %j on %s goes to %s', (redirectUrl, pathname, expected) => {
    expect(destinationAfterSignUp({ redirectUrl, pathname })).toBe(expected);
    expect(destinationAfterSignUp({ redirectUrl, pathname, variant: 'default' })).toBe(expected);
  });

  it.each([
    ['/shopping-list', '/onboarding/styles/6'],
    [undefined, '/feed'],
    [undefined, '/pricing'],
  ])('leaves the unlock variant where it is (redirectUrl %j on %s)', (redirectUrl, pathname) => {
    expect(destinationAfterSignUp({ redirectUrl, pathname, variant: 'unlock' })).toBeNull();
  });
});

describe('destinationFromLoginPage', () => {
  const cases: [string | null, LoginPageArrival, boolean, string][] = [
    // a safe target wins, however the shopper came to be signed in
    ['/orders?tab=recent', 'already-signed-in', false, '/orders?tab=recent'],
    ['/orders?tab=recent', 'signed-in', true, '/orders?tab=recent'],
    ['/checkout?booking=abc', 'signed-up', false, '/checkout?booking=abc'],
    ['/app/feed', 'signed-in', false, '/feed'],
    ['/feed', 'signed-up', false, '/feed'],
    // without one, already signed in on arrival: '/'
    [null, 'already-signed-in', true, '/'],
    ['', 'already-signed-in', false, '/'],
    // signed in on the page: /inbox with a real conversation, else /stylistSearch
    [null, 'signed-in', true, '/inbox'],
    [null, 'signed-in', false, '/stylistSearch'],
    // a new account from the page's sign-up: /onboarding
    [null, 'signed-up', false, '/onboarding'],
    [null, 'signed-up', true, '/onboarding'],
    // an unsafe target counts as absent
    ['https://evil.example/x', 'already-signed-in', false, '/'],
    ['//evil.example', 'signed-in', true, '/inbox'],
    ['javascript:alert(1)', 'signed-in', false, '/stylistSearch'],
    ['/\\evil.example', 'signed-up', false, '/onboarding'],
    ['%2F%2Fevil.example', 'signed-up', false, '/onboarding'],
    // so does a target back to /login (it would only send the shopper on again, or loop)
    ['/login', 'already-signed-in', false, '/'],
    ['/Login?mode=signup', 'already-signed-in', false, '/'],
    ['/app/login/', 'signed-in', false, '/stylistSearch'],
    ['/login?target=%2Forders', 'signed-up', false, '/onboarding'],
    ['/logins', 'signed-in', false, '/logins'],
  ];

  it.each(cases)(
    'target %j, %s (real conversation: %s), goes to %s',
    (target, arrival, hasRealConversation, expected) => {
      expect(destinationFromLoginPage({ target, arrival, hasRealConversation })).toBe(expected);
    },
  );

  it('needs the inbox only to sign in without a target', () => {
    const both = (target: string | null, arrival: LoginPageArrival) =>
      [true, false].map((hasRealConversation) =>
        destinationFromLoginPage({ target, arrival, hasRealConversation }),
      );
    expect(both(null, 'signed-in')).toEqual(['/inbox', '/stylistSearch']);
    expect(both('/orders', 'signed-in')).toEqual(['/orders', '/orders']);
    expect(both(null, 'signed-up')).toEqual(['/onboarding', '/onboarding']);
    expect(both(null, 'already-signed-in')).toEqual(['/', '/']);
  });
});
