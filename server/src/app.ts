import { Hono, type MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { authenticate } from './auth/authMiddleware';
import { SignedInCache } from './auth/signedInCache';
import { crawlerRoutes } from './crawlers/crawlerRoutes';
import { isDatabaseTimeout } from './db/isDatabaseTimeout';
import { apiHeaders } from './http/apiHeaders';
import type { AppDeps } from './appDeps';
import type { AppEnv } from './http/appEnv';
import { compression } from './http/compression';
import { refuseControlCharacters } from './http/controlCharacters';
import { corsForOrigins } from './http/cors';
import { databaseBusy, HttpError } from './http/errors';
import { healthRoutes } from './http/healthRoutes';
import { errorSummary } from './http/errorSummary';
import { loggablePath, requestLogger } from './http/logger';
import { securityHeaders } from './http/securityHeaders';
import { allPageHints, spaRoutes } from './http/spaRoutes';
import { isProfilePage, profilePageHints } from './routes/stylists/profilePageHints';
import { mediaRoutes } from './media/mediaRoutes';
import { accountsRoutes } from './routes/accounts/accountsRoutes';
import { billingPortalPageRoutes } from './routes/billing/billingPortalPageRoutes';
import { billingPortalRoutes } from './routes/billing/billingPortalRoutes';
import { sessionRoutes } from './routes/booking/sessionRoutes';
import { stylingCheckoutRoutes } from './routes/booking/stylingCheckoutRoutes';
import { catalogueRoutes } from './routes/catalogue/catalogueRoutes';
import { budgetRoutes } from './routes/cart/budgetRoutes';
import { cartRoutes } from './routes/cart/cartRoutes';
import { chatRoutes } from './routes/chat/chatRoutes';
import { closetRoutes } from './routes/closet/closetRoutes';
import { closetSuggestionRoutes } from './routes/closet/closetSuggestionRoutes';
import { photoRoutes } from './routes/closet/photoRoutes';
import { profileLookRoutes } from './routes/closet/profileLookRoutes';
import { profilePictureRoutes } from './routes/closet/profilePictureRoutes';
import { uploadMediaRoutes } from './routes/closet/uploadMediaRoutes';
import { tipRoutes } from './routes/tips/tipRoutes';
import { feedRoutes } from './routes/feed/feedRoutes';
import { itemRoutes, legacyItemRoutes } from './routes/looks/itemRoutes';
import { isLookOrItemPage, lookPageHints } from './routes/looks/lookPageHints';
import { lookRoutes } from './routes/looks/lookRoutes';
import { boardPictureRoutes, stylingChatRoutes } from './routes/chat/stylingChatRoutes';
import { chatTokenRoutes } from './routes/chat/chatTokenRoutes';
import { twilioWebhookRoutes } from './routes/chat/twilioWebhookRoutes';
import { outboxRoutes } from './routes/dev/outboxRoutes';
import { favoritesRoutes } from './routes/favorites/favoritesRoutes';
import { giftCardRoutes } from './routes/gifts/giftCardRoutes';
import { giftItemRoutes } from './routes/gifts/giftItemRoutes';
import { shoppingCreditRoutes } from './routes/gifts/shoppingCreditRoutes';
import { inboxRoutes } from './routes/inbox/inboxRoutes';
import { matchesRoutes } from './routes/matches/matchesRoutes';
import { membershipRoutes } from './routes/membership/membershipRoutes';
import { expressCheckoutRoutes } from './routes/orders/expressCheckoutRoutes';
import { orderCheckoutRoutes } from './routes/orders/orderCheckoutRoutes';
import { ordersRoutes } from './routes/orders/ordersRoutes';
import { paymentsRoutes } from './routes/payments/paymentsRoutes';
import { stripeWebhookRoutes } from './routes/payments/stripeWebhookRoutes';
import { quizDataRoutes, quizResultRoutes } from './routes/quiz/quizRoutes';
import { addReviewRoutes } from './routes/reviews/addReviewRoutes';
import { reviewPhotoRoutes } from './routes/reviews/reviewPhotoRoutes';
import { latestReviewsRoutes } from './routes/reviews/latestReviewsRoutes';
import { sessionTrackingRoutes } from './routes/sessions/sessionTrackingRoutes';
import { accountSettingsRoutes } from './routes/settings/accountSettingsRoutes';
import { styleRoutes } from './routes/settings/styleRoutes';
import { stylingSessionRoutes } from './routes/sessions/stylingSessionRoutes';
import { publicStylistRoutes, stylistProfileRoutes } from './routes/stylists/stylistsRoutes';
import { waitlistRoutes } from './routes/waitlist/waitlistRoutes';
import { CatalogueCache } from './cache/catalogueCache';
import { ChatBus } from './services/chatBus';
import { SimulatedStylist } from './services/stylist/simulatedStylist';
import { InMemoryEventBus, type EventBus } from './events/eventBus';
import { createPaymentsProvider } from './services/createPaymentsProvider';
import { codeRedemption } from './services/gifts/codeRedemption';
import {
  chatMirrorRetryJob,
  checkoutSweeperJob,
  emailSenderJob,
  membershipBillingJob,
  webhookEventsPruneJob,
  luxMonthsJob,
} from './jobs/serverJobs';
import { createMailer } from './services/email/mailer';
import type { JobRunner } from './jobs/jobRunner';
import { transportSecurity } from './http/transportSecurity';
import { rememberClientAddress } from './http/clientAddress';
import type { StripeClient } from './services/stripeClient';
import { uploadBodyLimit } from './services/uploads/uploadBodyLimits';
import { createPictureStore } from './services/storage/createPictureStore';
import type { PictureStore } from './services/storage/pictureStore';

const MAX_BODY_BYTES = 1024 * 1024;
const tooLarge = () => new HttpError(413, 'The request is too large.', 'payload_too_large');

/**
 * What every API root shares: CORS for configured origins, a body limit, the signed-in user.
 * `anonymous` routes answer the same whatever the token: they come before its lookup.
 */
const apiRoot = ({ db, config, signedIn }: AppDeps, anonymous?: Hono<AppEnv>) => {
  const root = new Hono<AppEnv>();
  root.use('*', corsForOrigins(config.corsOrigins));
  const streamedLimit = (maxSize: number) =>
    bodyLimit({
      maxSize,
      onError: () => {
        throw tooLarge();
      },
    }) as MiddlewareHandler<AppEnv>;
  const limitStreamedBody = streamedLimit(MAX_BODY_BYTES);
  /** Paths that take a picture may send more (./services/uploads/uploadBodyLimits.ts). */
  const uploadLimits = new Map<number, MiddlewareHandler<AppEnv>>();
  const uploadLimit = (maxSize: number) => {
    const limit = uploadLimits.get(maxSize) ?? streamedLimit(maxSize);
    uploadLimits.set(maxSize, limit);
    return limit;
  };
  /**
   * HTTP/1.1 framing holds a body to its Content-Length, so that header alone decides; a body
   * without one (chunked) is counted as it streams. GET and HEAD carry none. (Asking for the
   * body would build a whole fetch Request, for the many requests that carry none.)
   */
  const limitBody: MiddlewareHandler<AppEnv> = (c, next) => {
    const uploadMax = uploadBodyLimit(c.req.method, c.req.path);
    const length = c.req.header('content-length');
    if (length !== undefined && !c.req.header('transfer-encoding')) {
      if (Number(length) > (uploadMax ?? MAX_BODY_BYTES)) throw tooLarge();
      return next();
    }
    if (uploadMax !== null) return uploadLimit(uploadMax)(c, next);
    return c.req.method === 'GET' || c.req.method === 'HEAD' ? next() : limitStreamedBody(c, next);
  };
  root.use('*', limitBody);
  if (anonymous) root.route('/', anonymous);
  root.use('*', authenticate(db, signedIn));
  return root;
};

/**
 * What the caller may put in place of the defaults: the Stripe client (tests), the event bus
 * (the server passes PostgreSQL's when there are several workers; else one in memory) and the
 * signal that ends live streams at shutdown.
 */
export type AppOverrides = {
  stripeClient?: StripeClient;
  events?: EventBus;
  shutdown?: AbortSignal;
  /** Where the timed work goes (./jobs); none under test, where tests run each pass. */
  jobs?: JobRunner;
  /** Where uploaded pictures live; else as configured (./services/storage/createPictureStore.ts). */
  pictures?: PictureStore;
};

/**
 * The reference server: both API roots, media, the crawler files and the SPA under /app. Text
 * answers made per request are compressed here; the SPA's files and /media keep their own
 * compressed bytes (./http/compression.ts). Payments go to Stripe when STRIPE_SECRET_KEY is set,
 * else to the local stand-in.
 */
export const createApp = (
  base: Omit<AppDeps, 'events' | 'shutdown' | 'signedIn'>,
  overrides: AppOverrides = {},
) => {
  const events = overrides.events ?? new InMemoryEventBus();
  const deps: AppDeps = {
    ...base,
    events,
    shutdown: overrides.shutdown ?? new AbortController().signal,
    signedIn: new SignedInCache(events),
  };
  const chatBus = new ChatBus(deps);
  const stylist = new SimulatedStylist({
    db: deps.db,
    bus: chatBus,
    log: deps.log,
    delayMs: deps.config.stylistDelayMs,
  });
  if (deps.config.stylistDelayMs > 0) {
    stylist.start();
    deps.shutdown.addEventListener('abort', () => stylist.stop());
  }
  const payments = createPaymentsProvider(deps, overrides.stripeClient);
  const booking = {
    db: deps.db,
    bus: chatBus,
    payments,
    signedIn: deps.signedIn,
    log: deps.log,
    config: deps.config,
  };
  const shopping = { db: deps.db, payments, log: deps.log };
  const gifts = { db: deps.db, payments, log: deps.log, config: deps.config };
  const codes = codeRedemption(booking);
  const memberships = { db: deps.db, payments, log: deps.log };
  overrides.jobs?.add(membershipBillingJob(memberships));
  overrides.jobs?.add(webhookEventsPruneJob(deps));
  overrides.jobs?.add(luxMonthsJob(deps));
  if (chatBus.mirror) overrides.jobs?.add(chatMirrorRetryJob(chatBus.mirror));
  // One SMTP connection pool per process, closed once the jobs have stopped.
  const mailer = overrides.jobs ? createMailer(deps.config) : null;
  if (mailer) overrides.jobs?.add(emailSenderJob({ db: deps.db, log: deps.log, mailer }));
  // Orders and bookings left open past their time give their credit and codes back.
  overrides.jobs?.add(checkoutSweeperJob(booking));
  /** Public catalogue answers; every write to what they show calls `catalogue.invalidate()`. */
  const catalogue = new CatalogueCache(deps.events);
  /**
   * The finished HTML of a profile, a look and an item (their data is the catalogue's): dropped
   * with the catalogue, here at once and on the other workers through the bus.
   */
  const pageCache = new CatalogueCache(deps.events, {
    follows: catalogue,
    maxEntries: 300,
    maxBytes: 16 * 1024 * 1024,
  });
  /** Uploaded pictures: DATA_DIR/uploads, or the S3 bucket when S3_* are set (docs/contracts/closet.md). */
  const pictures = overrides.pictures ?? createPictureStore(deps.config);

  const publicReads = new Hono<AppEnv>()
    .route('/', publicStylistRoutes(deps, catalogue))
    .route('/', latestReviewsRoutes(deps, catalogue));

  const gateway = apiRoot(deps, publicReads)
    .route('/', accountsRoutes(deps))
    .route('/', accountSettingsRoutes(deps))
    .route('/', styleRoutes(deps))
    .route('/', stylistProfileRoutes(deps, catalogue))
    .route('/', addReviewRoutes(deps, catalogue))
    .route('/', quizResultRoutes(deps))
    .route('/', matchesRoutes(deps))
    .route('/', favoritesRoutes(deps))
    .route('/', stylingSessionRoutes(deps))
    .route('/', cartRoutes(deps))
    .route('/', budgetRoutes(deps))
    .route('/', orderCheckoutRoutes(deps, shopping, codes))
    .route('/', expressCheckoutRoutes(deps, shopping))
    .route('/', ordersRoutes(deps))
    .route('/', feedRoutes(deps))
    .route('/', lookRoutes(deps))
    .route('/', itemRoutes(deps))
    .route('/', closetRoutes(deps, pictures))
    .route('/', profileLookRoutes(deps))
    .route('/', photoRoutes(deps, pictures))
    .route('/', profilePictureRoutes(deps, pictures, catalogue))
    .route('/', closetSuggestionRoutes(deps))
    .route('/', inboxRoutes(deps))
    .route('/', twilioWebhookRoutes(deps, chatBus, stylist))
    .route('/', chatRoutes(deps, chatBus, stylist))
    .route('/', stylingChatRoutes(deps))
    .route('/proxy', tipRoutes(deps, payments))
    .route('/', stylingCheckoutRoutes(deps, booking, codes))
    .route('/', giftCardRoutes(deps, gifts))
    .route('/', shoppingCreditRoutes(deps))
    .route('/', sessionRoutes(deps, chatBus, stylist))
    .route('/', billingPortalRoutes(deps, payments))
    .route('/', membershipRoutes(memberships))
    .route('/', stripeWebhookRoutes(deps, booking, gifts));

  // The local payment form's endpoints exist only while the stand-in takes the payments.
  if (!deps.config.stripe.secretKey) gateway.route('/', paymentsRoutes(deps, booking, gifts));

  const secondRoot = apiRoot(deps)
    .route('/', chatTokenRoutes(deps))
    .route('/', tipRoutes(deps, payments))
    .route('/', legacyItemRoutes(deps))
    .route('/', sessionTrackingRoutes(deps))
    .route('/', quizDataRoutes(deps))
    .route('/', waitlistRoutes(deps))
    .route('/', catalogueRoutes(deps))
    .route('/', giftItemRoutes(deps))
    .route('/', billingPortalPageRoutes(deps, memberships));
  if (deps.config.devOutbox) secondRoot.route('/', outboxRoutes(deps));

  const app = new Hono<AppEnv>();
  // Before the request log: probes every few seconds would drown it.
  app.route('/', healthRoutes(deps));
  app.use('*', requestLogger(deps.log));
  app.use('*', rememberClientAddress(deps.config.trustedProxyHops));
  const hsts = transportSecurity(deps.config);
  if (hsts) app.use('*', hsts);
  app.use('*', compression());
  app.use('*', refuseControlCharacters);
  app.use('/gateway/*', apiHeaders);
  app.use('/api/*', apiHeaders);
  app.onError((thrown, c) => {
    // A database time-out is the database too busy for now, not a bug: 503 with Retry-After.
    const timedOut = isDatabaseTimeout(thrown);
    if (timedOut) {
      deps.log({ event: 'db.timeout', path: loggablePath(c.req.path), ...errorSummary(thrown) });
    }
    const error = timedOut ? databaseBusy() : thrown;
    if (error instanceof HttpError) {
      if (error.retryAfterSeconds) c.header('Retry-After', String(error.retryAfterSeconds));
      return c.json(
        { ...error.details, message: error.message, code: error.code, errors: error.errors },
        error.status,
      );
    }
    // A summary, never the message: a failed query's holds its parameters (./http/errorSummary).
    deps.log({ event: 'error', path: loggablePath(c.req.path), ...errorSummary(error) });
    return c.json(
      { message: 'Something went wrong. Please try again.', code: 'internal_error' },
      500,
    );
  });
  app.notFound((c) =>
    /^\/(gateway|api)\//.test(c.req.path)
      ? c.json({ message: 'There is no such API endpoint.', code: 'no_such_endpoint' }, 404)
      : c.text('Not found', 404),
  );
  app.route('/gateway', gateway);
  app.route('/api', secondRoot);
  app.route('/', reviewPhotoRoutes(deps));
  app.route('/', boardPictureRoutes(deps));
  app.route('/', uploadMediaRoutes(deps, pictures));
  app.route('/media', mediaRoutes);
  app.get('/', (c) => c.redirect('/app/'));
  app.get('/app', (c) => c.redirect('/app/'));
  app.use('/app/*', securityHeaders(deps.config));
  app.route('/', crawlerRoutes(deps));
  app.route(
    '/app',
    spaRoutes(
      deps.config.distDir,
      allPageHints(profilePageHints(deps.db, catalogue), lookPageHints(deps.db)),
      { publicUrl: deps.config.publicUrl, productName: deps.config.productName },
      {
        keeps: (path) => isProfilePage(path) || isLookOrItemPage(path),
        cache: pageCache,
      },
    ),
  );
  return app;
};

export type App = ReturnType<typeof createApp>;
