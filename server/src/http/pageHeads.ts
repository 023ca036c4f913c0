import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { matchesPattern, pageKey } from './prerenderedPages';

/** A page's title (whole, product name included) and meta description, as the SPA gives them. */
export type PageHead = { title: string; description: string };

/**
 * The heads of the pages the build rendered (scripts/prerender.mjs writes
 * dist/.vite/page-heads.json): the prerendered pages' and those of other public pages that are
 * not prerendered (the terms, the blog). Read once per build (by the index.html's modification
 * time); a pattern ('/stylist/:id/profile') answers for every value of its parameter.
 */
export const pageHeads = (distDir: string) => {
  let heads: Record<string, PageHead> = {};
  let builtAt = -1;
  return (path: string, indexMtime: number): PageHead | null => {
    if (indexMtime !== builtAt) {
      const file = join(distDir, '.vite', 'page-heads.json');
      try {
        heads = existsSync(file)
          ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, PageHead>)
          : {};
      } catch {
        heads = {};
      }
      builtAt = indexMtime;
    }
    const key = pageKey(path);
    if (Object.hasOwn(heads, key)) return heads[key] ?? null;
    const pattern = Object.keys(heads).find((candidate) => matchesPattern(candidate, key));
    return pattern ? (heads[pattern] ?? null) : null;
  };
};
