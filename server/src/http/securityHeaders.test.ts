import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from './securityHeaders';

const none = {
  stripe: false,
  google: false,
  twilio: false,
  sentryDsn: null,
  tagManager: false,
  adPixel: false,
  emailMarketing: false,
  supportWidget: false,
  video: false,
};

/**
 * Whether a directive lets the page reach `url`, by CSP's host-source rules: the scheme, and the
 * host exactly or, for `*.host`, any name that ends in `.host`.
 */
const allows = (csp: string, directive: string, url: string) => {
  const { protocol, host } = new URL(url);
  const sources = csp
    .split('; ')
    .find((part) => part.startsWith(`${directive} `))
    ?.split(' ')
    .slice(1);
  return (sources ?? []).some((source) => {
    if (!URL.canParse(source.replace('*.', 'wildcard.'))) return false;
    const allowed = new URL(source.replace('*.', 'wildcard.'));
    if (allowed.protocol !== protocol) return false;
    return source.includes('*.')
      ? host.endsWith(allowed.host.replace(/^wildcard/, ''))
      : host === allowed.host;
  });
};

describe('content security policy for Twilio Conversations', () => {
  // What the Conversations SDK reaches (its builds name tsock, aim and mcs per region) and
  // where a picture's temporary URL points (media.<region>.twilio.com).
  const reached: [string, string][] = [
    ['connect-src', 'wss://tsock.us1.twilio.com/v3/wsconnect'],
    ['connect-src', 'https://aim.us1.twilio.com/v1/'],
    ['connect-src', 'https://mcs.us1.twilio.com/v1/Services/IS1/Media'],
    ['connect-src', 'https://mcs.ie1.twilio.com/v1/Services/IS1/Media'],
    ['img-src', 'https://media.us1.twilio.com/ME1?Expires=1&Signature=x'],
    ['media-src', 'https://media.us1.twilio.com/ME1?Expires=1&Signature=x'],
  ];

  it.each(reached)('allows %s %s when chat is on Twilio', (directive, url) => {
    expect(allows(contentSecurityPolicy({ ...none, twilio: true }), directive, url)).toBe(true);
  });

  it.each(reached)('refuses %s %s otherwise', (directive, url) => {
    expect(allows(contentSecurityPolicy(none), directive, url)).toBe(false);
  });

  it('allows no look-alike host, and no plain http or ws', () => {
    const csp = contentSecurityPolicy({ ...none, twilio: true });
    expect(allows(csp, 'connect-src', 'wss://tsock.us1.twilio.com.example.net/')).toBe(false);
    expect(allows(csp, 'connect-src', 'https://eviltwilio.com/')).toBe(false);
    expect(allows(csp, 'connect-src', 'ws://tsock.us1.twilio.com/')).toBe(false);
    expect(allows(csp, 'img-src', 'http://media.us1.twilio.com/ME1')).toBe(false);
  });
});
