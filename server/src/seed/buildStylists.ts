import {
  bioApproaches,
  bioClosers,
  bioOpeners,
  bioPersonal,
  bioSpecialties,
  infoLines,
  services,
  whyWeRecommend,
} from './data/bios';
import { cities } from './data/cities';
import { collaborations } from './data/collaborations';
import { education } from './data/education';
import { expertise as expertiseSeeds } from './data/expertise';
import { moodboardOrder, styles as styleSeeds } from './data/styles';
import type { ArtHints, Catalogue, Presentation } from './catalogue';
import { conciergeStylist } from './conciergeStylist';
import { fillTemplate } from './fillTemplate';
import { mediaUrl } from './mediaUrl';
import { type Random, seededUuid, slugify } from './random';
import { daysBefore } from './seedReferenceDate';
import { stylistRoster } from './stylistRoster';

/** What the reviews and looks need to know of a (human) stylist beyond its row. */
export type StylistInfo = {
  id: string;
  firstName: string;
  department: 'female' | 'male' | 'both';
  styleKeys: string[];
  presentation: Presentation;
  createdDaysAgo: number;
};

/**
 * The 32 stylists (their bios, styles and expertise tags) and the concierge bot last. Records
 * each one's art hint.
 */
export const buildStylists = (
  root: Random,
  art: ArtHints,
  styleTagIds: Map<string, string>,
  expertiseIds: Map<string, string>,
) => {
  const stylistRng = root.fork('stylists');
  const roster = stylistRoster(stylistRng);
  const { femaleNames, maleNames, surnames, departments, followerCounts } = roster;

  const stylists: Catalogue['stylists'] = [];
  const stylistTags: Catalogue['stylistTags'] = [];
  const stylistInfo: StylistInfo[] = [];
  let femaleCursor = 0;
  let maleCursor = 0;

  departments.forEach((department, index) => {
    const r = stylistRng.fork(`stylist/${index}`);
    const id = seededUuid('stylist', index);
    const presentation: Presentation =
      department === 'female'
        ? 'feminine'
        : department === 'male'
          ? 'masculine'
          : index % 2 === 0
            ? 'feminine'
            : 'masculine';
    const firstName =
      presentation === 'feminine'
        ? (femaleNames[femaleCursor++] ?? 'Alex')
        : (maleNames[maleCursor++] ?? 'Alex');
    const lastName = surnames[index] ?? 'Lane';
    const place = cities[(index * 7) % cities.length] ?? {
      city: 'New York',
      location: 'New York, NY',
    };

    const available =
      department === 'both' ? styleSeeds.map((style) => style.key) : moodboardOrder[department];
    const styleKeys = r.pickMany(available, r.int(3, 5));
    const forced = [
      ...(roster.maternityIndexes.has(index) ? ['Maternity'] : []),
      ...(roster.weddingIndexes.has(index) ? ['Bridal & Wedding Guest'] : []),
      ...(department === 'male' && r.chance(0.7) ? ['Menswear Tailoring'] : []),
    ];
    const expertisePool = expertiseSeeds
      .filter(
        (entry) =>
          (department === 'both' || entry.departments.includes(department)) &&
          !forced.includes(entry.name),
      )
      .map((entry) => entry.name);
    const expertiseNames = r.shuffle([
      ...forced,
      ...r.pickMany(expertisePool, Math.max(0, r.int(3, 6) - forced.length)),
    ]);

    const styleNames = styleKeys.map(
      (key) => styleSeeds.find((style) => style.key === key)?.name ?? key,
    );
    const values = {
      first: firstName,
      city: place.city,
      years: String(r.int(4, 18)),
      styleA: (styleNames[0] ?? 'classic').toLowerCase(),
      styleB: (styleNames[1] ?? 'modern').toLowerCase(),
      expertise:
        expertiseSeeds.find((entry) => entry.name === (expertiseNames[0] ?? ''))?.phrase ??
        'workwear',
    };
    const sentences = [
      r.pick(bioOpeners),
      r.pick(bioApproaches),
      r.pick(bioSpecialties),
      ...(r.chance(0.6) ? [r.pick(bioPersonal)] : []),
      ...(r.chance(0.5) ? [r.pick(bioClosers)] : []),
    ];
    const handle =
      slugify(`${firstName}${lastName}`).replace(/-/g, '') +
      r.pick(['', '.style', 'styles', '_stylist']);
    const websiteStyle = r.int(0, 2);
    const website =
      index === roster.noWebsite
        ? null
        : websiteStyle === 0
          ? `www.${slugify(`${firstName}${lastName}`)}.style`
          : websiteStyle === 1
            ? `https://${slugify(`${firstName} ${lastName}`)}styling.com`
            : `${slugify(`${firstName}${lastName}`)}.studio`;
    const createdDaysAgo = r.float(760, 1500);

    stylists.push({
      id,
      firstName,
      lastName,
      department,
      location: place.location,
      city: place.city,
      bio: sentences.map((sentence) => fillTemplate(sentence, values)).join(' '),
      education: r.pick(education),
      collaborations: r.pick(collaborations),
      website,
      instagramUrl: `https://instagram.com/${handle}`,
      instagramFollowers: followerCounts[index] ?? 1200,
      service: r.pick(services),
      whyWeRecommend: fillTemplate(r.pick(whyWeRecommend), values),
      info: r.pick(infoLines),
      averageResponseTime: roster.nullResponseTimes.has(index) ? null : r.int(2, 30),
      profilePicture: mediaUrl('avatars', id),
      moodboard: mediaUrl('moodboards', id),
      moodboardMale: department === 'both' ? `/media/moodboards/${id}-male.svg` : null,
      isApproved: true,
      isActive: index !== roster.inactiveIndex,
      isBot: false,
      createdAt: daysBefore(createdDaysAgo),
    });
    for (const key of styleKeys) {
      const tagId = styleTagIds.get(key);
      if (tagId) stylistTags.push({ stylistId: id, tagId });
    }
    for (const name of expertiseNames) {
      const tagId = expertiseIds.get(name);
      if (tagId) stylistTags.push({ stylistId: id, tagId });
    }
    art.stylists.set(id, { name: `${firstName} ${lastName}`, presentation, isBot: false });
    stylistInfo.push({ id, firstName, department, styleKeys, presentation, createdDaysAgo });
  });

  stylists.push(conciergeStylist(art));

  return { stylists, stylistTags, stylistInfo };
};
