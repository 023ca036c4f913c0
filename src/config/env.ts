/**
 * Every setting the SPA reads, validated once. Features import `env`, never `import.meta.env`.
 * Each third-party value is `null` when not configured, and the matching service stays off.
 */
type RawEnv = Record<string, string | boolean | undefined>;

const text = (raw: RawEnv, key: string): string | null => {
  const value = raw[key];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
};

const withTrailingSlash = (url: string) => (url.endsWith('/') ? url : `${url}/`);

const positiveInt = (value: string | null, fallback: number) => {
  const parsed = Number(value);
  return Number.isInteger(parsed) && parsed > 0 ? parsed : fallback;
};

const list = (value: string | null) =>
  value
    ? value
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean)
    : [];

const flags = (value: string | null): Record<string, boolean> => {
  if (!value) return {};
  try {
    const parsed: unknown = JSON.parse(value);
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return {};
    return Object.fromEntries(
      Object.entries(parsed).filter(
        (entry): entry is [string, boolean] => typeof entry[1] === 'boolean',
      ),
    );
  } catch {
    return {};
  }
};

export const readEnv = (raw: RawEnv) => ({
  gatewayUrl: withTrailingSlash(text(raw, 'VITE_GATEWAY_URL') ?? '/gateway/'),
  apiUrl: withTrailingSlash(text(raw, 'VITE_API_URL') ?? '/api/'),
  requestTimeoutMs: positiveInt(text(raw, 'VITE_REQUEST_TIMEOUT_MS'), 30_000),
  productName: text(raw, 'VITE_PRODUCT_NAME') ?? 'Lookwright',
  stripePublishableKey: text(raw, 'VITE_STRIPE_PUBLISHABLE_KEY'),
  googleClientId: text(raw, 'VITE_GOOGLE_CLIENT_ID'),
  sentryDsn: text(raw, 'VITE_SENTRY_DSN'),
  gtmId: text(raw, 'VITE_GTM_ID'),
  adPixelId: text(raw, 'VITE_AD_PIXEL_ID'),
  emailMarketingKey: text(raw, 'VITE_EMAIL_MARKETING_KEY'),
  supportWidgetKey: text(raw, 'VITE_SUPPORT_WIDGET_KEY'),
  helpCenterUrl: text(raw, 'VITE_HELP_CENTER_URL') ?? 'https://help.example.com',
  supportEmail: text(raw, 'VITE_SUPPORT_EMAIL') ?? 'support@example.com',
  featureFlags: flags(text(raw, 'VITE_FEATURE_FLAGS')),
  featureFlagsUrl: text(raw, 'VITE_FEATURE_FLAGS_URL'),
  /** 'twilio': the chat runs on Twilio Conversations; else on the reference server's chat. */
  chatProvider:
    text(raw, 'VITE_CHAT_PROVIDER') === 'twilio' ? ('twilio' as const) : ('local' as const),
  quizSdkUrl: text(raw, 'VITE_QUIZ_SDK_URL'),
  quizPartnerToken: text(raw, 'VITE_QUIZ_PARTNER_TOKEN'),
  schedulingUrl: text(raw, 'VITE_SCHEDULING_URL'),
  ourStoryVideoId: text(raw, 'VITE_VIDEO_OUR_STORY_ID'),
  testimonialVideoIds: list(text(raw, 'VITE_VIDEO_TESTIMONIAL_IDS')),
  mobileAppUrl: text(raw, 'VITE_MOBILE_APP_URL') ?? 'https://apps.apple.com/',
  isProduction: raw.PROD === true,
  isDevelopment: raw.DEV === true && raw.MODE !== 'test',
});

export type Env = ReturnType<typeof readEnv>;

export const env: Env = readEnv(import.meta.env);
