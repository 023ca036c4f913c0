import { execFileSync } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { loadEnv, type Plugin } from 'vite';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import { webManifest } from './shared/webManifest';

const fromRoot = (path: string) => fileURLToPath(new URL(path, import.meta.url));

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** Puts the configured product name into index.html (title and the boot header). */
const productNameInHtml = (productName: string): Plugin => ({
  name: 'product-name-in-html',
  transformIndexHtml: (html) => html.replaceAll('%PRODUCT_NAME%', escapeHtml(productName)),
});

/** The web app manifest under the configured product name: a file in the build, an answer in dev. */
const webManifestFile = (productName: string): Plugin => {
  const source = JSON.stringify(webManifest(productName), null, 2);
  return {
    name: 'web-manifest',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'manifest.webmanifest', source });
    },
    configureServer(server) {
      server.middlewares.use('/app/manifest.webmanifest', (_request, response) => {
        response.setHeader('content-type', 'application/manifest+json');
        response.end(source);
      });
    },
  };
};

/** The commit being built, or null outside a git checkout. */
const gitCommit = () => {
  try {
    return execFileSync('git', ['rev-parse', 'HEAD'], { encoding: 'utf8', stdio: 'pipe' }).trim();
  } catch {
    return null;
  }
};

/** Sentry's build-time settings. The release is VITE_SENTRY_RELEASE, else the commit. */
const sentrySettings = (mode: string) => {
  const env = loadEnv(mode, process.cwd(), 'VITE_SENTRY_');
  return {
    release: env.VITE_SENTRY_RELEASE?.trim() || gitCommit(),
    environment: env.VITE_SENTRY_ENVIRONMENT?.trim() || mode,
    replay: env.VITE_SENTRY_REPLAY?.trim() === 'true',
  };
};

/**
 * The settings as constants that src/config/sentryBuild.ts reads (so the entry chunk never
 * carries them), and the SDK's documented tree-shaking flag.
 */
const sentryDefine = (mode: string) => {
  const { release, environment, replay } = sentrySettings(mode);
  return {
    __SENTRY_RELEASE__: JSON.stringify(release),
    __SENTRY_ENVIRONMENT__: JSON.stringify(environment),
    __SENTRY_REPLAY__: JSON.stringify(replay),
    // https://docs.sentry.io/platforms/javascript/configuration/tree-shaking/
    __SENTRY_DEBUG__: 'false',
  };
};

/** Writes the release to .vite/sentry-release.json, where scripts/sentrySourceMaps.mjs reads it. */
const sentryReleaseFile = (mode: string): Plugin => ({
  name: 'sentry-release-file',
  apply: 'build',
  generateBundle() {
    const source = JSON.stringify({ release: sentrySettings(mode).release });
    this.emitFile({ type: 'asset', fileName: '.vite/sentry-release.json', source });
  },
});

/**
 * What the public pages share, in a few chunks by topic. Left to itself, Rolldown makes one chunk
 * per combination of importers, and a shared helper of a few hundred bytes was a request of its
 * own: a public page loaded 20-30 scripts. Each group takes only modules that two or more chunks
 * import (a page's own code stays in its chunk), and only the modules it names, not their
 * dependencies: a group must not pull, say, a form library into every page that shows a field.
 * The groups were chosen by measuring which modules the public pages load together
 * (tests/e2e/pageWeight.spec.ts checks their weight); a signed-in page that uses one module of a
 * group loads the group, a few hundred bytes more.
 */
const SHARED_CHUNKS: Record<string, string[]> = {
  // Every page's head and the footer's year (the footer itself arrives after the first screen).
  'page-head': ['src/ui/PageHead', 'src/lib/calendar'],
  // What the landing page's first screen shares with the other marketing pages.
  'landing-kit': [
    'src/ui/MarketingImage',
    'src/ui/hooks/useIsOnScreen',
    'src/features/marketing/components/StartStylingButton',
    'src/features/marketing/components/useStartStyling',
  ],
  'ui-basics': [
    'src/api/optimistic',
    'src/lib/money',
    'src/ui/Avatar',
    'src/ui/OffscreenSection',
    'src/ui/Skeleton',
    'src/ui/hooks/useBreakpointValue',
    'src/ui/hooks/useMediaQuery',
    'src/ui/hooks/usePrefersReducedMotion',
  ],
  'marketing-section': [
    'shared/plans',
    'src/features/marketing/components/useTrackOnce',
    'src/ui/FeatureList',
    'src/ui/MarketingSection',
    'src/ui/PriceFigure',
  ],
  forms: [
    'src/ui/ErrorText',
    'src/ui/Field',
    'src/ui/FormAlert',
    'src/ui/TextField',
    'src/ui/hooks/useField',
  ],
  'split-hero': [
    'src/blocks/marketing/LuxDotList',
    'src/blocks/marketing/LuxGold',
    'src/blocks/marketing/SplitHero',
  ],
  carousel: [
    'src/blocks/marketing/HowItWorksSteps',
    'src/ui/Carousel',
    'src/ui/CarouselControls',
    'src/ui/hooks/useCarousel',
    'src/ui/nextIndex',
  ],
  faq: [
    'src/features/marketing/components/Faq',
    'src/features/marketing/content/faq',
    'src/ui/Accordion',
  ],
  reviews: [
    'src/features/marketing/reviews/LatestReviewsCarousel',
    'src/features/marketing/reviews/ReviewByline',
    'src/features/marketing/reviews/ReviewCard',
    'src/features/marketing/reviews/latestReviewsApi',
    'src/features/marketing/reviews/reviewDisplay',
    'src/features/marketing/reviews/useIsClamped',
  ],
  articles: [
    'src/features/marketing/components/ArticlePage',
    'src/features/marketing/legal/LegalDocumentView',
    'src/features/marketing/legal/useScrollToHash',
  ],
  gifts: [
    'src/features/gifts/landing/BuyGiftLink',
    'src/features/gifts/landing/giftTracking',
    'src/features/gifts/landing/giftsContent',
    'src/features/gifts/landing/GiftHeroActions',
    'src/features/gifts/landing/GiftPlanCards',
    'src/features/gifts/landing/GiftPricing',
  ],
  looks: [
    'src/features/looks/NotFoundMessage',
    'src/features/looks/feed/feedApi',
    'src/features/looks/feed/feedItems',
    'src/features/looks/itemsApi',
    'src/features/looks/looksApi',
    'src/features/looks/outfit',
    'src/features/looks/prefetchLookPages',
  ],
  lists: [
    'src/blocks/ItemPrice',
    'src/lib/pictureSrcSet',
    'src/ui/ListEnd',
    'src/ui/LoadMoreRow',
    'src/ui/PagePictureSlot',
    'src/ui/focusable',
    'src/ui/hooks/useLoadMoreFocus',
  ],
  'feed-layout': [
    'src/ui/PageLayout',
    'src/ui/RoundIconButton',
    'src/ui/hooks/useInfiniteScroll',
    'src/ui/hooks/useIsPhone',
  ],
  'booking-links': ['src/lib/booking', 'src/lib/bookingCodec', 'src/lib/safeExternalLink'],
  stylists: ['shared/matchPercentage', 'src/api/stylistsApi'],
  'stylist-booking': [
    'shared/shopItBack',
    'src/blocks/StylistTileList',
    'src/features/stylists/stylistRules',
    'src/features/stylists/useBookStylist',
    'src/lib/shopItBackVisit',
  ],
  'item-checkout': [
    'shared/regions',
    'shared/shipping',
    'src/api/cartChangesApi',
    'src/api/orders',
    'src/blocks/payments/express/ExpressButton',
    'src/blocks/payments/express/expressLines',
    'src/lib/checkoutParams',
  ],
  // What the sign-in forms share with the sign-in and sign-up dialogs and a few other forms.
  'sign-in-kit': [
    'shared/validators',
    'src/lib/safeRedirect',
    'src/ui/Checkbox',
    'src/ui/hooks/useServerErrors',
  ],
  'sign-in': [
    'src/features/accounts/AuthSwitch',
    'src/features/accounts/SignInForm',
    'src/features/accounts/SignUpForm',
    'src/features/accounts/SocialSlot',
    'src/features/accounts/authCopy',
    'src/features/accounts/authRedirect',
    'src/features/accounts/inboxRedirect',
    'src/features/accounts/serverErrors',
    'src/features/accounts/useCloseOnSignIn',
  ],
};

/** A code-splitting group for the listed modules (paths from the root, without extension). */
const sharedChunk = ([name, paths]: [string, string[]]) => {
  const files = paths.map((path) =>
    path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replaceAll('/', '[\\\\/]'),
  );
  return { name, minShareCount: 2, test: new RegExp(`[\\\\/](?:${files.join('|')})\\.[jt]sx?$`) };
};

/**
 * RTK Query and the API slices every page that calls the server shares: they left the entry (a
 * visitor's first screen calls nothing, src/api/apiRegistry.ts) and arrive as one chunk with
 * the first page or block that does, not as a dozen small files.
 */
const SERVER_DATA_CHUNK = {
  name: 'server-data',
  minShareCount: 2,
  test: new RegExp(
    [
      String.raw`[\/]node_modules[\/]@reduxjs[\/]toolkit[\/]dist[\/]query[\/]`,
      String.raw`[\/]node_modules[\/]@standard-schema[\/]`,
      String.raw`[\/]node_modules[\/]reselect[\/]`,
      String.raw`[\/]src[\/]api[\/](?:gatewayApi|rootApi|baseQuery|pageAnswers|callRoots|currentUser|tags|errors)\.ts$`,
    ].join('|'),
  ),
};

/** The reference server's tests, on the database its global setup provides. */
const serverTests = (name: string, globalSetup: string): TestProjectInlineConfiguration => ({
  extends: true,
  test: {
    name,
    environment: 'node',
    include: ['server/**/*.test.ts'],
    globalSetup: [globalSetup],
    // Each file builds its own app on its own database (server/src/testing), so the files share
    // their workers' modules: importing the server once per worker, not once per file, halves
    // the run. A test that stubs a global has it put back after it.
    isolate: false,
    unstubGlobals: true,
    unstubEnvs: true,
    testTimeout: 30_000,
    hookTimeout: 90_000,
  },
});

// The SPA is served under /app/. `npm run dev` proxies the API roots to the reference server.
export default defineConfig(({ mode }) => {
  // The same files the server reads (server/src/config/envFiles.ts), the process environment above.
  const env = loadEnv(mode, process.cwd(), '');
  const api = `http://localhost:${env.PORT || 3000}`;
  return {
    base: '/app/',
    define: sentryDefine(mode),
    plugins: [
      react(),
      productNameInHtml(env.VITE_PRODUCT_NAME?.trim() || 'Lookwright'),
      webManifestFile(env.VITE_PRODUCT_NAME?.trim() || 'Lookwright'),
      sentryReleaseFile(mode),
    ],
    resolve: {
      alias: {
        '@/': fromRoot('./src/'),
        '@shared/': fromRoot('./shared/'),
      },
    },
    server: {
      port: 5173,
      proxy: { '/gateway': api, '/api': api, '/media': api },
    },
    build: {
      outDir: 'dist',
      // The maps are private: no sourceMappingURL comment. After the build,
      // scripts/sentrySourceMaps.mjs uploads them to Sentry (when configured) and moves them out
      // of dist/, so the server never has them to serve.
      sourcemap: 'hidden',
      assetsInlineLimit: 2048,
      manifest: true,
      rolldownOptions: {
        output: {
          codeSplitting: {
            // A group takes the modules it names, not everything they import (see SHARED_CHUNKS).
            includeDependenciesRecursively: false,
            groups: [
              // Everything the entry needs in one chunk: fewer requests before the first render.
              { name: 'app', tags: ['$initial'], priority: 1 },
              ...Object.entries(SHARED_CHUNKS).map(sharedChunk),
              SERVER_DATA_CHUNK,
            ],
          },
        },
      },
    },
    test: {
      restoreMocks: true,
      // Every core (Vitest's default leaves one idle, which on a 2-core CI machine is half of it).
      maxWorkers: availableParallelism(),
      projects: [
        {
          extends: true,
          test: {
            name: 'web',
            environment: 'jsdom',
            setupFiles: ['./tests/setup.ts'],
            include: ['src/**/*.test.{ts,tsx}', 'shared/**/*.test.ts'],
            // The first whole-app render in a file styles the whole shell: room for a busy machine.
            testTimeout: 15_000,
            exclude: ['src/prerender/**'],
            css: false,
          },
        },
        {
          // The build-time prerender runs in Node, with no DOM.
          extends: true,
          test: {
            name: 'prerender',
            environment: 'node',
            include: ['src/prerender/**/*.test.{ts,tsx}'],
            testTimeout: 30_000,
          },
        },
        serverTests('server', './server/src/testing/globalSetup.ts'),
        // The same server tests on a real PostgreSQL, where one is given (CI starts one).
        ...(process.env.TEST_DATABASE_URL?.trim()
          ? [serverTests('server-postgres', './server/src/testing/postgresGlobalSetup.ts')]
          : []),
      ],
    },
  };
});
