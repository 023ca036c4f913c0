import { cachedPublicAnswer } from '../../cache/cachedPublicAnswer';
import { cacheKey, type CatalogueCache } from '../../cache/catalogueCache';
import type { Db } from '../../db/client';
import { imageHint } from '../../http/pageHintTags';
import type { PageData } from '../../http/spaRoutes';
import { stylistProfile } from './stylistAnswers';

const PROFILE_PATH = /^\/stylist\/([0-9a-f-]{36})\/profile\/?$/i;

/** A profile's page: one HTML for everyone (its data reads nothing of the request). */
export const isProfilePage = (path: string) => PROFILE_PATH.test(path);

/**
 * A stylist's profile page (`path` inside /app): the stylist's record as the gateway answers a
 * visitor, carried in the page (the SPA reads it instead of asking: no request, and none without
 * the platform header); the mood board (the page's largest picture) and the portrait, fetched
 * while the app's code is still on its way, the mood board also drawn in the shell as the page
 * draws it for a visitor (src/features/stylists/profile/ProfileHeader.tsx); and the link preview, worded as the page words its
 * head (src/features/stylists/profile/StylistProfilePage.tsx), with the stylist's portrait.
 * Unknown stylists and other paths get none. The stylist comes from the catalogue cache: the
 * same public profile the record's request answers.
 */
export const profilePageHints =
  (db: Db, catalogue: CatalogueCache) =>
  async (path: string): Promise<PageData | null> => {
    const id = PROFILE_PATH.exec(path)?.[1];
    if (!id) return null;
    const stylist = await cachedPublicAnswer(catalogue, cacheKey('profile', id), () =>
      stylistProfile(db, id),
    ).then(
      (answer) => answer.value,
      () => null,
    );
    if (!stylist) return null;
    const { name, location } = stylist;
    return {
      hints: [imageHint(stylist.moodboard, 'high'), imageHint(stylist.profile_picture)],
      picture: stylist.moodboard
        ? {
            src: stylist.moodboard,
            alt: `${stylist.first_name}'s mood board`,
            width: 1200,
            height: 400,
          }
        : undefined,
      answers: { [`proxy/stylist/${encodeURIComponent(id)}/read`]: stylist },
      preview: {
        title: `${name}, personal stylist`,
        description: `Meet ${name}, a personal stylist${location ? ` in ${location}` : ''}: looks, expertise, reviews, and a styling session to book.`,
        image: stylist.profile_picture || stylist.moodboard,
        imageAlt: name,
        type: 'profile',
      },
    };
  };
