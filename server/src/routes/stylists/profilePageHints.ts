import { cachedPublicAnswer } from '../../cache/cachedPublicAnswer';
import { cacheKey, type CatalogueCache } from '../../cache/catalogueCache';
import type { Db } from '../../db/client';
import { stylistProfile } from './stylistAnswers';

const PROFILE_PATH = /^\/stylist\/([0-9a-f-]{36})\/profile\/?$/i;

const escapeAttribute = (text: string) => text.replace(/[&"<>]/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * Preload hints for a stylist's profile page (`path` inside /app), so the browser fetches what the
 * page will show while the app's code is still on its way: the stylist's record (the exact
 * request the page makes for a visitor), the mood board (the page's largest picture) and the
 * portrait. Unknown stylists and other paths get none. The stylist comes from the catalogue
 * cache: the same public profile the record's request then answers.
 */
export const profilePageHints = (db: Db, catalogue: CatalogueCache) => async (path: string) => {
  const id = PROFILE_PATH.exec(path)?.[1];
  if (!id) return '';
  const stylist = await cachedPublicAnswer(catalogue, cacheKey('profile', id), () =>
    stylistProfile(db, id),
  ).then(
    (answer) => answer.value,
    () => null,
  );
  if (!stylist) return '';
  const data = `/gateway/proxy/stylist/${encodeURIComponent(stylist.uuid)}/read`;
  return [
    `<link rel="preload" as="fetch" crossorigin href="${escapeAttribute(data)}">`,
    `<link rel="preload" as="image" href="${escapeAttribute(stylist.moodboard)}" fetchpriority="high">`,
    `<link rel="preload" as="image" href="${escapeAttribute(stylist.profile_picture)}">`,
  ].join('\n    ');
};
