import twilio from 'twilio';
import type { ServerConfig } from '../../env';
import { twilioSettings } from './twilioSettings';

const { AccessToken } = twilio.jwt;

/** The payload's expiry (seconds since the epoch) of a JWT this module signed. */
const expiryOf = (jwt: string) => {
  const payload = jwt.split('.')[1] ?? '';
  const { exp } = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as {
    exp: number;
  };
  return exp;
};

/**
 * A Twilio access token for the Conversations SDK (as Twilio's docs make one): signed with the
 * API key's secret, for `identity`, with a chat grant on the configured Conversations service,
 * good for CHAT_TOKEN_TTL_SECONDS. Answers the token and when it expires.
 */
export const mintConversationsToken = (
  config: Pick<ServerConfig, 'twilio' | 'chatTokenTtlSeconds'>,
  identity: string,
) => {
  const settings = twilioSettings(config);
  const accessToken = new AccessToken(
    settings.accountSid,
    settings.apiKeySid,
    settings.apiKeySecret,
    { identity, ttl: config.chatTokenTtlSeconds },
  );
  accessToken.addGrant(new AccessToken.ChatGrant({ serviceSid: settings.conversationsServiceSid }));
  const token = accessToken.toJwt();
  return { token, expiresAt: new Date(expiryOf(token) * 1000) };
};
