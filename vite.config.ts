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
          // Everything the entry needs in one chunk: fewer requests before the first render.
          codeSplitting: { groups: [{ name: 'app', tags: ['$initial'] }] },
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
