import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Per-route preload hints for the SPA's index.html. Pages load lazily, so without a hint the
 * browser learns of a page's chunk only after the entry has run: one more round trip before the
 * first paint. For the front-door routes the server names the page's chunk (and its imports) and
 * the above-the-fold picture in the HTML it answers, so they download alongside the entry.
 */
type RoutePreload = {
  path: RegExp;
  /** Source modules as Vite's manifest names them. */
  modules: string[];
  /** Above-the-fold pictures (the LCP candidate), fetched with high priority. */
  images?: string[];
};

const marketing = (folder: string, page: string) => `src/features/marketing/${folder}/${page}.tsx`;

export const ROUTE_PRELOADS: RoutePreload[] = [
  {
    path: /^\/?$/,
    modules: [marketing('landing', 'LandingPage')],
    images: ['/media/marketing/hero.svg'],
  },
  { path: /^\/how-it-works\/?$/, modules: [marketing('howItWorks', 'HowItWorksPage')] },
  { path: /^\/pricing\/?$/, modules: [marketing('pricing', 'PricingPage')] },
  {
    path: /^\/lux\/?$/,
    modules: [marketing('lux', 'LuxPage')],
    images: ['/media/marketing/lux-hero.svg'],
  },
  {
    path: /^\/our-story\/?$/,
    modules: [marketing('ourStory', 'OurStoryPage')],
    images: ['/media/marketing/our-story-header.svg'],
  },
  { path: /^\/login\/?$/, modules: ['src/features/accounts/LoginPage.tsx'] },
  { path: /^\/onboarding(\/|$)/, modules: ['src/features/onboarding/OnboardingPage.tsx'] },
  {
    path: /^\/stylist\/[^/]+\/profile\/?$/,
    modules: ['src/features/stylists/profile/StylistProfilePage.tsx'],
  },
  // The looks area; its pictures and data come from lookPageHints (they depend on the catalogue).
  {
    path: /^\/feed(\/(womenswear|menswear))?\/?$/,
    modules: ['src/features/looks/feed/FeedPage.tsx'],
  },
  { path: /^\/outfit\/[^/]+\/?$/, modules: ['src/features/looks/outfit/OutfitPage.tsx'] },
  { path: /^\/item(-legacy)?\/[^/]+\/?$/, modules: ['src/features/looks/item/ItemPage.tsx'] },
  {
    path: /^\/wedding\/?$/,
    modules: [marketing('campaigns', 'WeddingPage')],
    images: ['/media/marketing/wedding-1.svg'],
  },
];

type ManifestChunk = { file: string; imports?: string[]; css?: string[]; isEntry?: boolean };
type Manifest = Record<string, ManifestChunk>;

const readManifest = (distDir: string): Manifest | null => {
  const file = join(distDir, '.vite', 'manifest.json');
  if (!existsSync(file)) return null;
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as Manifest;
  } catch {
    return null;
  }
};

/** Every chunk a module needs (itself and its static imports), as manifest keys. */
const closure = (manifest: Manifest, key: string, seen = new Set<string>()) => {
  if (seen.has(key) || !manifest[key]) return seen;
  seen.add(key);
  for (const imported of manifest[key].imports ?? []) closure(manifest, imported, seen);
  return seen;
};

/**
 * The `<link>` tags to add to index.html for `path` (relative to /app), or '' when the route has
 * none. Chunks the entry already preloads are left out, and so is a module the manifest does not
 * have (a page not built yet, or renamed): a hint for a chunk that is not there would only cost.
 */
export const preloadTags = (manifest: Manifest | null, path: string, base = '/app/'): string => {
  const route = ROUTE_PRELOADS.find((candidate) => candidate.path.test(path));
  if (!route) return '';
  const tags: string[] = [];
  for (const image of route.images ?? [])
    tags.push(`<link rel="preload" as="image" href="${image}" fetchpriority="high">`);
  if (manifest) {
    const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
    const inEntry = entryKey ? closure(manifest, entryKey) : new Set<string>();
    const needed = new Set<string>();
    for (const module of route.modules)
      for (const key of closure(manifest, module)) needed.add(key);
    for (const key of needed) {
      if (inEntry.has(key)) continue;
      const chunk = manifest[key];
      if (!chunk) continue;
      for (const css of chunk.css ?? [])
        tags.push(`<link rel="stylesheet" crossorigin href="${base}${css}">`);
      tags.push(`<link rel="modulepreload" crossorigin href="${base}${chunk.file}">`);
    }
  }
  return tags.join('\n    ');
};

/** Reads the build's manifest once per build (by the index.html's modification time). */
export const routePreloader = (distDir: string) => {
  let manifest: Manifest | null = null;
  let builtAt = -1;
  return (path: string, indexMtime: number) => {
    if (indexMtime !== builtAt) {
      manifest = readManifest(distDir);
      builtAt = indexMtime;
    }
    return preloadTags(manifest, path);
  };
};
