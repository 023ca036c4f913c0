import { femaleFirstNames, lastNames, maleFirstNames } from './data/names';
import {
  briefReviews,
  mixedSentences,
  positiveClosers,
  positiveMiddles,
  positiveOpeners,
  reviewTitles,
} from './data/reviews';
import type { StylistInfo } from './buildStylists';
import type { ArtHints, Catalogue, Presentation } from './catalogue';
import { fillTemplate } from './fillTemplate';
import { mediaUrl } from './mediaUrl';
import { type Random, seededUuid } from './random';
import { daysBefore } from './seedReferenceDate';

const mixedTitles = ['Helpful session', 'Good, not perfect', 'Some great finds', 'Mixed feelings'];

/**
 * 3 to 18 client reviews per stylist, mostly five stars. Records the art hint of each reviewer
 * who has a picture (numbered /media/clients/{n}.svg in order).
 */
export const buildReviews = (root: Random, art: ArtHints, stylistInfo: StylistInfo[]) => {
  const reviewRng = root.fork('reviews');
  const reviews: Catalogue['reviews'] = [];
  let clientNumber = 0;
  stylistInfo.forEach((stylist, stylistIndex) => {
    const count = reviewRng.int(3, 18);
    for (let i = 0; i < count; i += 1) {
      const r = reviewRng.fork(`${stylistIndex}/${i}`);
      const feminineShare =
        stylist.department === 'female' ? 0.88 : stylist.department === 'male' ? 0.15 : 0.5;
      const presentation: Presentation = r.chance(feminineShare) ? 'feminine' : 'masculine';
      const clientFirstName = r.pick(
        presentation === 'feminine' ? femaleFirstNames : maleFirstNames,
      );
      const clientLastName = r.pick(lastNames);
      const rate = r.weighted([
        [5, 62],
        [4, 28],
        [3, 10],
      ] as const);
      const values = { stylist: stylist.firstName };
      const openers =
        presentation === 'masculine'
          ? positiveOpeners.filter((sentence) => !sentence.includes('baby'))
          : positiveOpeners;
      let sentences: string[];
      if (rate === 3) {
        sentences = [
          ...(r.chance(0.6) ? [r.pick(openers)] : []),
          ...r.pickMany(mixedSentences, r.int(1, 2)),
        ];
      } else if (r.chance(presentation === 'masculine' ? 0.35 : 0.12)) {
        sentences = [r.pick(briefReviews)];
      } else {
        sentences = [
          r.pick(openers),
          ...r.pickMany(positiveMiddles, r.int(0, 2)),
          ...(r.chance(0.55) ? [r.pick(positiveClosers)] : []),
        ];
      }
      const hasPicture = r.chance(0.4);
      if (hasPicture) {
        clientNumber += 1;
        art.clients.set(String(clientNumber), {
          name: `${clientFirstName} ${clientLastName}`,
          presentation,
        });
      }
      const maxAge = Math.min(730, stylist.createdDaysAgo - 10);
      reviews.push({
        id: seededUuid('review', `${stylistIndex}/${i}`),
        stylistId: stylist.id,
        userId: null,
        clientFirstName,
        clientLastName,
        clientPicture: hasPicture ? mediaUrl('clients', String(clientNumber)) : null,
        title: r.chance(0.65) ? r.pick(rate === 3 ? mixedTitles : reviewTitles) : null,
        description: sentences
          .slice(0, 4)
          .map((sentence) => fillTemplate(sentence, values))
          .join(' '),
        picture: null,
        rate,
        createdAt: daysBefore(r.float(1, maxAge)),
      });
    }
  });
  return reviews;
};
