import { createHmac, timingSafeEqual } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { mintConversationsToken } from './conversationsToken';

const config = {
  chatTokenTtlSeconds: 900,
  twilio: {
    accountSid: 'AC00000000000000000000000000000001',
    apiKeySid: 'SK00000000000000000000000000000002',
    apiKeySecret: 'the-api-key-secret',
    conversationsServiceSid: 'IS00000000000000000000000000000003',
    authToken: null,
  },
};

const decode = (part: string) =>
  JSON.parse(Buffer.from(part, 'base64url').toString('utf8')) as Record<string, unknown>;

describe('mintConversationsToken', () => {
  it("signs a Twilio access token for the identity, with a chat grant on the service and the chat token's lifetime", () => {
    const before = Math.floor(Date.now() / 1000);
    const { token, expiresAt } = mintConversationsToken(config, 'user-1');
    const [header, payload, signature] = token.split('.') as [string, string, string];

    expect(decode(header)).toEqual({ alg: 'HS256', typ: 'JWT', cty: 'twilio-fpa;v=1' });
    const claims = decode(payload) as {
      iss: string;
      sub: string;
      iat: number;
      exp: number;
      jti: string;
      grants: { identity: string; chat: { service_sid: string } };
    };
    expect(claims.iss).toBe(config.twilio.apiKeySid);
    expect(claims.sub).toBe(config.twilio.accountSid);
    expect(claims.grants).toEqual({
      identity: 'user-1',
      chat: { service_sid: config.twilio.conversationsServiceSid },
    });
    expect(claims.exp - claims.iat).toBe(900);
    expect(claims.iat).toBeGreaterThanOrEqual(before);
    expect(claims.jti).toBe(`${config.twilio.apiKeySid}-${claims.iat}`);
    expect(expiresAt.getTime()).toBe(claims.exp * 1000);

    const expected = createHmac('sha256', config.twilio.apiKeySecret)
      .update(`${header}.${payload}`)
      .digest();
    expect(timingSafeEqual(Buffer.from(signature, 'base64url'), expected)).toBe(true);
  });

  it('names the settings it lacks', () => {
    const incomplete = { ...config, twilio: { ...config.twilio, apiKeySecret: null } };
    expect(() => mintConversationsToken(incomplete, 'user-1')).toThrow('TWILIO_API_KEY_SECRET');
  });
});
