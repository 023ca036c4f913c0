import { cachedPublicAnswer } from '../../cache/cachedPublicAnswer';
import { cacheKey, type CatalogueCache } from '../../cache/catalogueCache';
import type { Db } from '../../db/client';
import { fetchHint, hintLines, imageHint } from '../../http/pageHintTags';
import { stylistProfile } from './stylistAnswers';

const PROFILE_PATH = /^\/stylist\/([0-9a-f-]{36})\/profile\/?$/i;

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
  return hintLines([
    fetchHint(`/gateway/proxy/stylist/${encodeURIComponent(stylist.uuid)}/read`),
    imageHint(stylist.moodboard, 'high'),
    imageHint(stylist.profile_picture),
  ]);
};
