import { describe, expect, it } from 'vitest';
import { safeRedirectTarget } from './safeRedirect';

const ORIGIN = 'http://localhost:3000';
const FALLBACK = '/fallback';

describe('safeRedirectTarget', () => {
  it.each<[string | null | undefined, string]>([
    ['/', '/'],
    ['/inbox', '/inbox'],
    ['/inbox?tab=1', '/inbox?tab=1'],
    ['/inbox?x=1#h', '/inbox?x=1#h'],
    ['/stylist/abc/profile?booking=xyz%3D', '/stylist/abc/profile?booking=xyz%3D'],
    ['/checkout?booking=eyJwbGFuIjoibHV4In0%3D', '/checkout?booking=eyJwbGFuIjoibHV4In0%3D'],
    ['/login?target=%2F%2Fevil.example', '/login?target=%2F%2Fevil.example'],
    ['/search?q=red dress', '/search?q=red%20dress'],
    ['/feed/../orders', '/orders'],
    // The /app basename is stripped: router paths are relative to it.
    ['/app', '/'],
    ['/app/', '/'],
    ['/app/feed', '/feed'],
    ['/app/inbox?tab=2#top', '/inbox?tab=2#top'],
    ['/application', '/application'],
    ['/apps/feed', '/apps/feed'],
  ])('accepts %j as %j', (value, expected) => {
    expect(safeRedirectTarget(value, FALLBACK, ORIGIN)).toBe(expected);
  });

  it.each<[string, string | null | undefined]>([
    ['null', null],
    ['undefined', undefined],
    ['empty', ''],
    ['no leading slash', 'inbox'],
    ['dot-relative', './inbox'],
    ['leading space', ' /inbox'],
    ['protocol-relative', '//evil.example'],
    ['protocol-relative with path', '//evil.example/app/feed'],
    ['triple slash', '///evil.example'],
    ['absolute https', 'https://evil.example'],
    ['absolute http', 'http://evil.example/inbox'],
    ['same-origin absolute URL (targets must be paths)', 'http://localhost:3000/inbox'],
    ['javascript scheme', 'javascript:alert(1)'],
    ['javascript scheme, mixed case', 'JaVaScRiPt:alert(1)'],
    ['data scheme', 'data:text/html,<script>alert(1)</script>'],
    ['slash backslash', '/\\evil.example'],
    ['double backslash', '\\\\evil'],
    ['backslash slash', '\\/evil.example'],
    ['tab inside', '/\t/evil.example'],
    ['newline inside', '/\n/evil.example'],
    ['carriage return inside', '/inbox\r'],
    ['null character', '/inbox\u0000'],
    ['non-breaking space', '/\u00A0/evil.example'],
    ['encoded protocol-relative', '%2F%2Fevil.example'],
    ['encoded protocol-relative, lower case', '%2f%2fevil.example'],
    ['slash then encoded slash', '/%2F/evil.example'],
    ['slash then encoded backslash', '/%5Cevil.example'],
    ['encoded slash and backslash', '%2f%5cevil'],
    ['double-encoded protocol-relative', '%252F%252Fevil.example'],
    ['slash then double-encoded slash', '/%252F/evil.example'],
    ['slash then triple-encoded slash', '/%25252F/evil.example'],
    ['encoded tab', '/%09/evil.example'],
    ['encoded newline', '/inbox%0A'],
    ['dot segments to protocol-relative', '/.//evil.example'],
    ['basename then protocol-relative', '/app//evil.example'],
    ['basename then encoded slash', '/app/%2F/evil.example'],
    ['basename then backslash', '/app/\\evil.example'],
  ])('rejects %s', (_case, value) => {
    expect(safeRedirectTarget(value, FALLBACK, ORIGIN)).toBe(FALLBACK);
  });

  it("falls back to '/' by default", () => {
    expect(safeRedirectTarget('//evil.example', undefined, ORIGIN)).toBe('/');
    expect(safeRedirectTarget(null, undefined, ORIGIN)).toBe('/');
  });

  it('uses the window origin by default', () => {
    expect(safeRedirectTarget('/app/orders?page=2')).toBe('/orders?page=2');
    expect(safeRedirectTarget(`${window.location.origin}/orders`)).toBe('/');
  });

  it('keeps a malformed percent-encoding it cannot decode further', () => {
    expect(safeRedirectTarget('/search?q=100%', FALLBACK, ORIGIN)).toBe('/search?q=100%');
  });

  it('falls back for an unusable origin', () => {
    expect(safeRedirectTarget('/inbox', FALLBACK, 'not an origin')).toBe(FALLBACK);
  });
});
