import type { ServerConfig } from '../../env';

/** What the server needs to use Twilio Conversations, each set. */
export type TwilioSettings = {
  accountSid: string;
  apiKeySid: string;
  apiKeySecret: string;
  conversationsServiceSid: string;
};

const names: Record<keyof TwilioSettings, string> = {
  accountSid: 'TWILIO_ACCOUNT_SID',
  apiKeySid: 'TWILIO_API_KEY_SID',
  apiKeySecret: 'TWILIO_API_KEY_SECRET',
  conversationsServiceSid: 'TWILIO_CONVERSATIONS_SERVICE_SID',
};

/**
 * The configured Twilio settings. Start-up refuses chat on Twilio without all four, so a missing
 * one here is a programming error; the message still names what to set.
 */
export const twilioSettings = ({ twilio }: Pick<ServerConfig, 'twilio'>): TwilioSettings => {
  const missing = (Object.keys(names) as (keyof TwilioSettings)[]).filter((key) => !twilio[key]);
  if (missing.length > 0) {
    throw new Error(`Chat on Twilio needs ${missing.map((key) => names[key]).join(', ')}`);
  }
  return twilio as TwilioSettings;
};
