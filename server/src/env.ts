import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';
import { DEFAULT_DATABASE_TIMEOUTS } from './db/databaseTimeouts';

/**
 * The reference server's settings, read once from the environment. The VITE_* values are the
 * same ones the SPA is built with, so the Content-Security-Policy allows exactly the vendors the
 * SPA is configured to use.
 */
export type ServerConfig = ReturnType<typeof readServerConfig>;

const text = (env: NodeJS.ProcessEnv, key: string) => {
  const value = env[key]?.trim();
  return value ? value : null;
};

const positiveInt = (value: string | null, fallback: number) => {
  const parsed = Number(value);
  return Number.isInteger(parsed) && parsed > 0 ? parsed : fallback;
};

/**
 * Connections per server process to PostgreSQL when DATABASE_POOL_SIZE is not set: about two per
 * core across all the workers (at least two each). The JavaScript side is one thread per
 * worker, so more connections than that only queue inside PostgreSQL; on a machine that also
 * runs the database, the extra backends take turns on the same cores and stretch the slowest
 * answers (measured: 10 a worker made the p99 of a signed-in read four times that of 2).
 */
export const defaultPoolSize = (workers: number, cores = availableParallelism()) =>
  Math.max(2, Math.ceil((2 * cores) / workers));

/** S3 picture storage's settings, or null when they are not all there. */
const s3Settings = (env: NodeJS.ProcessEnv) => {
  const bucket = text(env, 'S3_BUCKET');
  const accessKeyId = text(env, 'S3_ACCESS_KEY_ID');
  const secretAccessKey = text(env, 'S3_SECRET_ACCESS_KEY');
  const endpoint = text(env, 'S3_ENDPOINT');
  if (!bucket || !accessKeyId || !secretAccessKey) return null;
  return {
    bucket,
    // S3-compatible stores by endpoint mostly ignore the region; AWS needs it (configProblems).
    region: text(env, 'S3_REGION') ?? 'us-east-1',
    endpoint,
    accessKeyId,
    secretAccessKey,
    /** Bucket in the path (host/bucket/key) rather than the host name: MinIO and most stand-ins. */
    forcePathStyle: env.S3_FORCE_PATH_STYLE?.trim() === 'true',
  };
};

export const readServerConfig = (env: NodeJS.ProcessEnv = process.env) => {
  const isProduction = env.NODE_ENV === 'production';
  const isTest = env.NODE_ENV === 'test' || env.VITEST === 'true';
  const port = positiveInt(text(env, 'PORT'), 3000);
  const configuredPublicUrl = text(env, 'PUBLIC_URL')?.replace(/\/+$/, '') ?? null;
  return {
    port,
    isProduction,
    isTest,
    /** Where PGlite keeps its files; ignored when DATABASE_URL is set. */
    dataDir: resolve(text(env, 'DATA_DIR') ?? '.data'),
    databaseUrl: text(env, 'DATABASE_URL'),
    /**
     * Server processes on the one port (Node's cluster module). More than one needs
     * DATABASE_URL: PGlite lives inside one process (see `configProblem`).
     */
    workers: positiveInt(text(env, 'WORKERS'), 1),
    /** PostgreSQL connections per server process (see `defaultPoolSize`). */
    databasePoolSize: positiveInt(
      text(env, 'DATABASE_POOL_SIZE'),
      defaultPoolSize(positiveInt(text(env, 'WORKERS'), 1)),
    ),
    /** How long to wait on PostgreSQL, in ms (./db/databaseTimeouts.ts; each configurable). */
    databaseTimeouts: {
      connectMs: positiveInt(
        text(env, 'DATABASE_CONNECT_TIMEOUT_MS'),
        DEFAULT_DATABASE_TIMEOUTS.connectMs,
      ),
      statementMs: positiveInt(
        text(env, 'DATABASE_STATEMENT_TIMEOUT_MS'),
        DEFAULT_DATABASE_TIMEOUTS.statementMs,
      ),
      idleInTransactionMs: positiveInt(
        text(env, 'DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS'),
        DEFAULT_DATABASE_TIMEOUTS.idleInTransactionMs,
      ),
    },
    /** The built SPA. */
    distDir: resolve(text(env, 'DIST_DIR') ?? 'dist'),
    /** The public origin, for links in e-mails and payment return URLs. */
    publicUrl: configuredPublicUrl ?? `http://localhost:${port}`,
    /**
     * PUBLIC_URL as set, or null (never in production: `configProblem`): robots.txt and the
     * sitemap then use the request's origin. Links and return URLs use `publicUrl`.
     */
    configuredPublicUrl,
    /**
     * Reverse proxies of our own in front of the server (TRUSTED_PROXY_HOPS, 0): rate limits then
     * count the address the nearest proxy saw (./http/clientAddress.ts `forwardedAddress`).
     */
    trustedProxyHops: Math.max(0, Number.parseInt(text(env, 'TRUSTED_PROXY_HOPS') ?? '0', 10) || 0),
    /** Other origins allowed to call the API (comma-separated). Same-origin needs none. */
    corsOrigins: (text(env, 'CORS_ORIGINS') ?? '')
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
    /** Password hashing cost: scrypt N = 2^17 normally, 2^10 under test only. */
    scryptCost: isTest ? 2 ** 10 : 2 ** 17,
    apiTokenDays: positiveInt(text(env, 'API_TOKEN_DAYS'), 30),
    /**
     * Sign-ups one address may make in an hour (docs/security.md): 10, or as many as a test
     * wants (the journeys sign up every shopper from this machine).
     */
    signUpsPerAddressPerHour: positiveInt(
      text(env, 'SIGN_UPS_PER_ADDRESS_PER_HOUR'),
      isTest ? 1000 : 10,
    ),
    chatTokenTtlSeconds: positiveInt(text(env, 'CHAT_TOKEN_TTL_SECONDS'), 3600),
    /**
     * Stored pictures: what one account keeps at most (UPLOAD_QUOTA_MB, 500 MB: closet items,
     * photos, profile picture, review photos and chat pictures together), and the free space
     * below which the data folder's disk takes no more uploads (UPLOAD_MIN_FREE_DISK_MB, 1 GB).
     */
    uploadQuotaBytes: positiveInt(text(env, 'UPLOAD_QUOTA_MB'), 500) * 1024 * 1024,
    minFreeDiskBytes: positiveInt(text(env, 'UPLOAD_MIN_FREE_DISK_MB'), 1024) * 1024 * 1024,
    /**
     * Live chat streams open at once in this process: per shopper (MAX_LIVE_STREAMS_PER_USER, 5:
     * a few tabs) and in all (MAX_LIVE_STREAMS, 1000), each holding a connection and a listener.
     */
    liveStreamsPerUser: positiveInt(text(env, 'MAX_LIVE_STREAMS_PER_USER'), 5),
    liveStreamsTotal: positiveInt(text(env, 'MAX_LIVE_STREAMS'), 1000),
    /**
     * How long the simulated stylist takes to answer, in ms: STYLIST_DELAY_MS, else 2.5 s, and
     * 0 (at once, before the shopper's send is answered) under test.
     */
    stylistDelayMs: isTest
      ? 0
      : Math.max(0, Number.parseInt(text(env, 'STYLIST_DELAY_MS') ?? '2500', 10) || 0),
    /**
     * The development outbox (GET /api/dev/outbox): off unless DEV_OUTBOX=true, and then only for
     * the operator (./routes/dev/outboxRoutes.ts). It shows reset links and gift codes.
     */
    devOutbox: env.DEV_OUTBOX === 'true',
    /** A secret that opens the development outbox from another machine (`Authorization: Bearer`). */
    devOutboxSecret: text(env, 'DEV_OUTBOX_SECRET'),
    /** The product's name, as the SPA shows it (pages the server renders itself use it too). */
    productName: text(env, 'VITE_PRODUCT_NAME') ?? 'Lookwright',
    /**
     * Stripe on the server: with a secret key, checkout sessions, the billing portal and
     * confirmations go to Stripe; without, to the local payments stand-in.
     */
    stripe: {
      secretKey: text(env, 'STRIPE_SECRET_KEY'),
      webhookSecret: text(env, 'STRIPE_WEBHOOK_SECRET'),
    },
    /**
     * E-mail over SMTP: with SMTP_URL (smtp://user:pass@host:587, smtps://… for TLS from the
     * start) the outbox's sender delivers each e-mail; without, e-mails stay in the outbox.
     * MAIL_FROM is the sender shown ("Lookwright <hello@shop.example.com>").
     */
    smtp: {
      url: text(env, 'SMTP_URL'),
      from: text(env, 'MAIL_FROM'),
    },
    /**
     * Twilio Conversations (VITE_CHAT_PROVIDER=twilio): the account, an API key and its secret
     * (to sign access tokens and call the REST API), and the Conversations service the chat's
     * conversations live in. All four are needed when chat runs on Twilio.
     */
    twilio: {
      accountSid: text(env, 'TWILIO_ACCOUNT_SID'),
      apiKeySid: text(env, 'TWILIO_API_KEY_SID'),
      apiKeySecret: text(env, 'TWILIO_API_KEY_SECRET'),
      conversationsServiceSid: text(env, 'TWILIO_CONVERSATIONS_SERVICE_SID'),
      /** The account's auth token: checks the signature of Twilio's webhooks (X-Twilio-Signature). */
      authToken: text(env, 'TWILIO_AUTH_TOKEN'),
    },
    /**
     * Uploaded pictures in an S3 bucket (AWS, or S3-compatible by S3_ENDPOINT), shared by every
     * host: with S3_BUCKET and its keys; else (null) in the local folder, DATA_DIR/uploads.
     * Start-up refuses a bucket without its keys or region (./config/storageProblems.ts).
     */
    s3: s3Settings(env),
    google: {
      clientId: text(env, 'VITE_GOOGLE_CLIENT_ID'),
      clientSecret: text(env, 'GOOGLE_CLIENT_SECRET'),
    },
    vendors: {
      stripe: Boolean(text(env, 'VITE_STRIPE_PUBLISHABLE_KEY')),
      google: Boolean(text(env, 'VITE_GOOGLE_CLIENT_ID')),
      twilio: env.VITE_CHAT_PROVIDER?.trim() === 'twilio',
      sentryDsn: text(env, 'VITE_SENTRY_DSN'),
      tagManager: Boolean(text(env, 'VITE_GTM_ID')),
      adPixel: Boolean(text(env, 'VITE_AD_PIXEL_ID')),
      emailMarketing: Boolean(text(env, 'VITE_EMAIL_MARKETING_KEY')),
      supportWidget: Boolean(text(env, 'VITE_SUPPORT_WIDGET_KEY')),
      video: Boolean(
        text(env, 'VITE_VIDEO_OUR_STORY_ID') ?? text(env, 'VITE_VIDEO_TESTIMONIAL_IDS'),
      ),
    },
  };
};
