import { describe, expect, it } from 'vitest';
import { returnTargetOf } from './returnTarget';

const origin = 'https://shop.example';

describe('returnTargetOf', () => {
  it('follows a return URL under /app/ on this origin inside the app, without the basename', () => {
    expect(
      returnTargetOf(`${origin}/app/checkout/confirmation?booking=b1&requestId=r1`, origin),
    ).toEqual({ kind: 'app', path: '/checkout/confirmation?booking=b1&requestId=r1' });
  });

  it.each([
    'https://other.example/app/checkout',
    `${origin}/api/billing-portal/t1`,
    `${origin}/application`,
  ])('leaves the app for %s', (url) => {
    expect(returnTargetOf(url, origin)).toEqual({ kind: 'page', url });
  });

  it.each(['javascript:alert(1)', 'data:text/html,hi', 'http://[bad'])(
    'never follows %s',
    (url) => {
      expect(returnTargetOf(url, origin)).toEqual({ kind: 'invalid' });
    },
  );
});
