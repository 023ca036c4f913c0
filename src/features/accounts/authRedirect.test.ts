import { describe, expect, it } from 'vitest';
import { destinationAfterSignIn, destinationAfterSignUp } from './authRedirect';

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
