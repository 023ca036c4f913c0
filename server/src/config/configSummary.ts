import type { ServerConfig } from '../env';
import { describePictureStorage } from '../services/storage/describePictureStorage';

/** Where a URL points, without its user name or password. */
const hostOf = (url: string) => {
  if (!URL.canParse(url)) return 'an unreadable address';
  const { protocol, host, pathname } = new URL(url);
  return `${protocol}//${host}${pathname === '/' ? '' : pathname}`;
};

const stripeMode = (key: string) => (key.includes('_live_') ? 'live' : 'test');

/**
 * One screen saying what is on, for the operator at start-up. Never a secret: hosts and modes,
 * not keys or passwords.
 */
export const configSummary = (config: ServerConfig, files: string[]) => {
  const { vendors } = config;
  const on = (flag: boolean) => (flag ? 'on' : 'off');
  const rows: [string, string][] = [
    [
      'Settings',
      files.length ? `process environment over ${files.join(', ')}` : 'process environment',
    ],
    ['Profile', config.isProduction ? 'production' : 'development (NODE_ENV is not production)'],
    ['Shop', `${config.publicUrl}/app/ on port ${config.port}`],
    [
      'Database',
      config.databaseUrl
        ? `PostgreSQL at ${hostOf(config.databaseUrl)}, ${config.workers} worker(s), ${config.databasePoolSize} connection(s) each`
        : `embedded PGlite in ${config.dataDir}`,
    ],
    ['Pictures', describePictureStorage(config)],
    ['Jobs', config.databaseUrl ? 'pg-boss on PostgreSQL' : 'in this process'],
    [
      'E-mail',
      config.smtp.url
        ? `SMTP at ${hostOf(config.smtp.url)}`
        : 'kept in the outbox, not sent (set SMTP_URL)',
    ],
    [
      'Payments',
      config.stripe.secretKey
        ? `Stripe (${stripeMode(config.stripe.secretKey)} mode), webhook ${config.stripe.webhookSecret ? 'verified' : 'not set (STRIPE_WEBHOOK_SECRET)'}`
        : 'local stand-in (test card 4242 4242 4242 4242), no money taken',
    ],
    ['Chat', vendors.twilio ? 'Twilio Conversations' : 'built-in chat with the simulated stylist'],
    ['Google sign-in', on(vendors.google)],
    ['Sentry', vendors.sentryDsn ? `on (${hostOf(vendors.sentryDsn)})` : 'off'],
    [
      'Tags',
      [
        vendors.tagManager && 'Tag Manager',
        vendors.adPixel && 'ad pixel',
        vendors.emailMarketing && 'e-mail marketing',
        vendors.supportWidget && 'support widget',
        vendors.video && 'video',
      ]
        .filter(Boolean)
        .join(', ') || 'none',
    ],
    ['Dev outbox', config.devOutbox ? 'open at /api/dev/outbox (this machine only)' : 'closed'],
  ];
  const width = Math.max(...rows.map(([label]) => label.length));
  return [
    `${config.productName}: what is on`,
    ...rows.map(([label, text]) => `  ${label.padEnd(width)}  ${text}`),
  ].join('\n');
};
