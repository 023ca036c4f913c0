import { isLoopbackUrl } from '../http/loopback';
import { readServerConfig, type ServerConfig } from '../env';
import { storageProblems } from './storageProblems';

type Env = NodeJS.ProcessEnv;

const value = (env: Env, key: string) => env[key]?.trim() || null;

/** Whole-number settings and their least (and greatest) value. */
const WHOLE_NUMBERS: [key: string, min: number, max?: number][] = [
  ['PORT', 1, 65_535],
  ['WORKERS', 1, 64],
  ['DATABASE_POOL_SIZE', 1],
  ['DATABASE_CONNECT_TIMEOUT_MS', 1],
  ['DATABASE_STATEMENT_TIMEOUT_MS', 1],
  ['DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS', 1],
  ['API_TOKEN_DAYS', 1],
  ['CHAT_TOKEN_TTL_SECONDS', 60, 86_400],
  ['SIGN_UPS_PER_ADDRESS_PER_HOUR', 1],
  ['UPLOAD_QUOTA_MB', 1],
  ['UPLOAD_MIN_FREE_DISK_MB', 1],
  ['MAX_LIVE_STREAMS_PER_USER', 1],
  ['MAX_LIVE_STREAMS', 1],
  ['STYLIST_DELAY_MS', 0],
  ['TRUSTED_PROXY_HOPS', 0, 5],
  ['VITE_REQUEST_TIMEOUT_MS', 1],
];

const BOOLEANS = [
  'DEV_OUTBOX',
  'LOCAL_PAYMENTS',
  'ENV_FILES',
  'VITE_SENTRY_REPLAY',
  'S3_FORCE_PATH_STYLE',
];

/** URL settings and the schemes each may use. */
const URLS: [key: string, schemes: string[]][] = [
  ['PUBLIC_URL', ['http:', 'https:']],
  ['DATABASE_URL', ['postgres:', 'postgresql:']],
  ['SMTP_URL', ['smtp:', 'smtps:']],
  ['S3_ENDPOINT', ['https:', 'http:']],
  ['VITE_SENTRY_DSN', ['https:', 'http:']],
  ['VITE_FEATURE_FLAGS_URL', ['https:', 'http:']],
];

const valueProblems = (env: Env) => {
  const problems: string[] = [];
  for (const [key, min, max] of WHOLE_NUMBERS) {
    const raw = value(env, key);
    if (raw === null) continue;
    const number = Number(raw);
    if (!/^\d+$/.test(raw) || number < min || (max !== undefined && number > max))
      problems.push(
        `${key} must be a whole number ${max === undefined ? `of at least ${min}` : `from ${min} to ${max}`} (it is "${raw}").`,
      );
  }
  for (const key of BOOLEANS) {
    const raw = value(env, key);
    if (raw !== null && raw !== 'true' && raw !== 'false')
      problems.push(`${key} must be true or false (it is "${raw}").`);
  }
  for (const [key, schemes] of URLS) {
    const raw = value(env, key);
    if (raw === null) continue;
    // Never echo a URL that may hold a password (DATABASE_URL, SMTP_URL): its scheme at most.
    if (!URL.canParse(raw) || !schemes.includes(new URL(raw).protocol))
      problems.push(
        `${key} must be a URL starting with ${schemes.map((s) => `${s}//`).join(' or ')}.`,
      );
  }
  for (const origin of (value(env, 'CORS_ORIGINS') ?? '').split(',').map((o) => o.trim())) {
    if (origin && (!URL.canParse(origin) || new URL(origin).origin !== origin))
      problems.push(
        `CORS_ORIGINS holds "${origin}", which is not an origin (https://host[:port]).`,
      );
  }
  const chat = value(env, 'VITE_CHAT_PROVIDER');
  if (chat !== null && chat !== 'twilio')
    problems.push(`VITE_CHAT_PROVIDER must be twilio or empty (it is "${chat}").`);
  return problems;
};

/** A provider that is switched on without the keys it needs, or with keys that do not match. */
const providerProblems = (env: Env) => {
  const problems: string[] = [];
  const missing = (when: string, keys: string[]) => {
    for (const key of keys)
      if (!value(env, key)) problems.push(`${when}, so ${key} must be set too.`);
  };
  const secret = value(env, 'STRIPE_SECRET_KEY');
  const publishable = value(env, 'VITE_STRIPE_PUBLISHABLE_KEY');
  if (secret) missing('STRIPE_SECRET_KEY is set', ['VITE_STRIPE_PUBLISHABLE_KEY']);
  if (publishable) missing('VITE_STRIPE_PUBLISHABLE_KEY is set', ['STRIPE_SECRET_KEY']);
  if (secret && !/^(sk|rk)_(test|live)_/.test(secret))
    problems.push('STRIPE_SECRET_KEY must be a secret key (sk_test_… or sk_live_…).');
  if (publishable && !/^pk_(test|live)_/.test(publishable))
    problems.push(
      'VITE_STRIPE_PUBLISHABLE_KEY must be a publishable key (pk_test_… or pk_live_…).',
    );
  if (secret && publishable && secret.includes('_live_') !== publishable.includes('_live_'))
    problems.push(
      'STRIPE_SECRET_KEY and VITE_STRIPE_PUBLISHABLE_KEY are from different modes (one test, one live).',
    );
  const webhook = value(env, 'STRIPE_WEBHOOK_SECRET');
  if (webhook && !webhook.startsWith('whsec_'))
    problems.push('STRIPE_WEBHOOK_SECRET must be a webhook signing secret (whsec_…).');

  if (value(env, 'VITE_CHAT_PROVIDER') === 'twilio') {
    const when = 'VITE_CHAT_PROVIDER is twilio';
    missing(when, [
      'TWILIO_ACCOUNT_SID',
      'TWILIO_API_KEY_SID',
      'TWILIO_API_KEY_SECRET',
      'TWILIO_CONVERSATIONS_SERVICE_SID',
      'TWILIO_AUTH_TOKEN',
    ]);
    const prefixes: [string, string][] = [
      ['TWILIO_ACCOUNT_SID', 'AC'],
      ['TWILIO_API_KEY_SID', 'SK'],
      ['TWILIO_CONVERSATIONS_SERVICE_SID', 'IS'],
    ];
    for (const [key, prefix] of prefixes) {
      const sid = value(env, key);
      if (sid && !sid.startsWith(prefix)) problems.push(`${key} must start with ${prefix}.`);
    }
  }
  if (value(env, 'VITE_GOOGLE_CLIENT_ID'))
    missing('VITE_GOOGLE_CLIENT_ID is set', ['GOOGLE_CLIENT_SECRET']);
  if (value(env, 'SENTRY_AUTH_TOKEN'))
    missing('SENTRY_AUTH_TOKEN is set (source maps go to Sentry)', [
      'SENTRY_ORG',
      'SENTRY_PROJECT',
    ]);
  if (value(env, 'MAIL_FROM') && !value(env, 'SMTP_URL')) missing('MAIL_FROM is set', ['SMTP_URL']);
  return problems;
};

/** What the production profile (NODE_ENV=production) will not start without. */
const productionProblems = (env: Env, config: ServerConfig) => {
  if (!config.isProduction) return [];
  const problems: string[] = [];
  // Every link the server builds (reset e-mails, payment returns, the billing page) starts with
  // it; without it they would point at localhost, and nothing may take the request's Host.
  if (!config.configuredPublicUrl)
    problems.push(
      'NODE_ENV=production needs PUBLIC_URL: the address shoppers open the shop at ' +
        '(e.g. PUBLIC_URL=https://shop.example.com). Links in e-mails and payment return ' +
        'addresses are built from it.',
    );
  else if (
    URL.canParse(config.configuredPublicUrl) &&
    new URL(config.configuredPublicUrl).protocol !== 'https:' &&
    !isLoopbackUrl(config.configuredPublicUrl)
  )
    problems.push(
      `NODE_ENV=production needs an https:// PUBLIC_URL (it is ${config.configuredPublicUrl}): ` +
        'sign-in tokens and card details must not cross the network in the clear.',
    );
  if (config.devOutbox)
    problems.push(
      'DEV_OUTBOX=true is a development route (it shows every e-mail with its reset link or ' +
        'gift code); NODE_ENV=production closes it. Unset DEV_OUTBOX.',
    );
  if (!config.stripe.secretKey && value(env, 'LOCAL_PAYMENTS') !== 'true')
    problems.push(
      'NODE_ENV=production takes real payments: set STRIPE_SECRET_KEY and ' +
        'VITE_STRIPE_PUBLISHABLE_KEY (and STRIPE_WEBHOOK_SECRET), or LOCAL_PAYMENTS=true for a ' +
        'demonstration shop whose checkout takes no money.',
    );
  if (config.stripe.secretKey && !config.stripe.webhookSecret)
    problems.push(
      'NODE_ENV=production with Stripe needs STRIPE_WEBHOOK_SECRET: renewals, failed payments ' +
        'and cancellations reach the shop only through the webhook.',
    );
  return problems;
};

/**
 * Every reason the server cannot start with this environment, each naming its variable (empty:
 * it can). Values that may be secret are never repeated.
 */
export const configProblems = (env: Env, config: ServerConfig = readServerConfig(env)) => {
  const problems = [
    ...valueProblems(env),
    ...providerProblems(env),
    ...storageProblems(env, config.isProduction),
    ...productionProblems(env, config),
  ];
  if (config.workers > 1 && !config.databaseUrl)
    problems.push(
      `WORKERS=${config.workers} needs a PostgreSQL server: set DATABASE_URL ` +
        '(e.g. postgres://user:password@localhost:5432/lookwright). The embedded database ' +
        '(PGlite) lives inside one process, so without DATABASE_URL run one worker (WORKERS=1).',
    );
  // The outbox holds reset links and gift codes: on a public shop it would hand out accounts.
  if (
    !config.isProduction &&
    config.devOutbox &&
    config.configuredPublicUrl &&
    URL.canParse(config.configuredPublicUrl) &&
    !isLoopbackUrl(config.configuredPublicUrl)
  )
    problems.push(
      `DEV_OUTBOX=true shows every e-mail the server sends (reset links, gift codes), so it ` +
        `never runs on a public address (PUBLIC_URL=${config.configuredPublicUrl}). ` +
        'Unset DEV_OUTBOX, or use it only on a PUBLIC_URL on this machine (http://localhost:…).',
    );
  return problems;
};
