import type * as schema from '../db/schema';
import { type Garment, type GarmentRole, garmentRole } from '../media/garments';
import { type ColorFamily, itemColorFor } from '../media/palette';
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
import { type BodyShape, menBodyTypes, womenBodyTypes } from './data/bodyTypes';
import { brands as brandSeeds, brandTierMultiplier } from './data/brands';
import { cities } from './data/cities';
import { collaborations } from './data/collaborations';
import { education } from './data/education';
import { expertise as expertiseSeeds } from './data/expertise';
import { giftFilters as giftFilterSeeds, priceBucketFor } from './data/giftFilters';
import { goals as goalSeeds } from './data/goals';
import {
  type Department,
  type ItemTemplate,
  menTemplates,
  sizeScales,
  womenTemplates,
} from './data/items';
import { lookNameSuffixes, menLookNames, womenLookNames } from './data/lookNames';
import { femaleFirstNames, lastNames, maleFirstNames } from './data/names';
import { needs as needSeeds } from './data/needs';
import { retailers as retailerSeeds } from './data/retailers';
import {
  briefReviews,
  mixedSentences,
  positiveClosers,
  positiveMiddles,
  positiveOpeners,
  reviewTitles,
} from './data/reviews';
import { moodboardOrder, styles as styleSeeds, stylesFor } from './data/styles';
import { type Random, createRandom, seededUuid, slugify } from './random';

/**
 * The seed catalogue as plain rows: a pure, deterministic function of the seed. `seedCatalogue`
 * inserts these rows; the media routes read the `art` hints to draw pictures that match them
 * (an item's garment and colour, a look's items, a stylist's presentation) without a database.
 */

/** Every seeded date is relative to this fixed instant, never to the current time. */
export const seedReferenceDate = new Date('2026-11-01T00:00:00.000Z');

const DAY = 24 * 60 * 60 * 1000;
const daysBefore = (days: number): Date =>
  new Date(Math.round((seedReferenceDate.getTime() - days * DAY) / 1000) * 1000);

type Insert<T extends { $inferInsert: unknown }> = T['$inferInsert'];

export type Presentation = 'feminine' | 'masculine';

export type ArtHints = {
  items: Map<string, { garment: Garment; colors: ColorFamily; name: string }>;
  looks: Map<string, { name: string; department: Department; itemIds: string[] }>;
  stylists: Map<string, { name: string; presentation: Presentation; isBot: boolean }>;
  /** Keyed by the number in /media/clients/{n}.svg. */
  clients: Map<string, { name: string; presentation: Presentation }>;
  /** Style tags and mood boards: the style's display name and department. */
  styles: Map<string, { style: string; department: 'female' | 'male' | 'both' }>;
  bodyTypes: Map<string, { name: string; shape: BodyShape; department: Department }>;
  expertise: Map<string, { name: string }>;
};

export type Catalogue = {
  needs: Insert<typeof schema.needs>[];
  tags: Insert<typeof schema.tags>[];
  moodboards: Insert<typeof schema.moodboards>[];
  goals: Insert<typeof schema.goals>[];
  retailers: Insert<typeof schema.retailers>[];
  brands: Insert<typeof schema.brands>[];
  items: Insert<typeof schema.items>[];
  stylists: Insert<typeof schema.stylists>[];
  stylistTags: Insert<typeof schema.stylistTags>[];
  reviews: Insert<typeof schema.reviews>[];
  looks: Insert<typeof schema.looks>[];
  lookTags: Insert<typeof schema.lookTags>[];
  lookItems: Insert<typeof schema.lookItems>[];
  giftFilters: Insert<typeof schema.giftFilters>[];
  giftItems: Insert<typeof schema.giftItems>[];
  art: ArtHints;
};

const fill = (template: string, values: Record<string, string>): string =>
  template.replace(/\{(\w+)\}/g, (match, key: string) => values[key] ?? match);

const media = (kind: string, id: string) => `/media/${kind}/${id}.svg`;

/** A price ending the way shop prices do: 45, 98, 125, 240, 595. */
const shopPrice = (rng: Random, value: number): number => {
  const clamped = Math.min(1200, Math.max(25, value));
  if (clamped < 100) return Math.max(25, Math.round(clamped / 5) * 5 - (rng.chance(0.3) ? 2 : 0));
  if (clamped < 500) return Math.round(clamped / 10) * 10 - (rng.chance(0.35) ? 2 : 0);
  return Math.min(1200, Math.round(clamped / 25) * 25 - (rng.chance(0.3) ? 5 : 0));
};

const neutralColors = new Set([
  'Black',
  'Ivory',
  'White',
  'Cream',
  'Oatmeal',
  'Camel',
  'Tan',
  'Cognac',
  'Chocolate',
  'Navy',
  'Charcoal',
  'Heather Grey',
  'Stone',
  'Khaki',
  'Indigo Denim',
  'Mid-Wash Denim',
  'Light-Wash Denim',
  'Washed Black Denim',
  'Gold',
  'Silver',
  'Pearl',
]);

/** Public looks per department: the feed pages 30 at a time, so eleven pages. */
export const FEED_LOOKS_PER_DEPARTMENT = 330;

const unisexGiftGarments = new Set<Garment>([
  'scarf',
  'beanie',
  'sunglasses',
  'watch',
  'tote',
  'backpack',
  'sweater',
  'cardigan',
  'sneaker',
]);

export const buildCatalogue = (): Catalogue => {
  const root = createRandom('catalogue/v1');
  const art: ArtHints = {
    items: new Map(),
    looks: new Map(),
    stylists: new Map(),
    clients: new Map(),
    styles: new Map(),
    bodyTypes: new Map(),
    expertise: new Map(),
  };

  // --- Quiz reference data ----------------------------------------------------------------------

  const needs = needSeeds.map((need, position) => ({ ...need, position }));

  const tags: Catalogue['tags'] = [];
  const styleTagIds = new Map<string, string>();
  styleSeeds.forEach((style, position) => {
    const id = seededUuid('tag/style', style.key);
    styleTagIds.set(style.key, id);
    tags.push({
      id,
      name: style.name,
      kind: 'style',
      department: style.department,
      picture: media('styles', id),
      position,
    });
    art.styles.set(id, { style: style.name, department: style.department });
  });

  const bodyTypeRows = (department: Department, list: typeof womenBodyTypes) =>
    list.forEach((bodyType, position) => {
      const id = seededUuid('tag/body', `${department}/${bodyType.shape}`);
      tags.push({
        id,
        name: bodyType.name,
        kind: 'body',
        department,
        picture: media('bodytypes', id),
        position,
      });
      art.bodyTypes.set(id, { name: bodyType.name, shape: bodyType.shape, department });
    });
  bodyTypeRows('female', womenBodyTypes);
  bodyTypeRows('male', menBodyTypes);

  const expertiseIds = new Map<string, string>();
  expertiseSeeds.forEach((entry, position) => {
    const id = seededUuid('tag/expertise', slugify(entry.name));
    expertiseIds.set(entry.name, id);
    tags.push({
      id,
      name: entry.name,
      kind: 'expertise',
      department: entry.departments.length === 2 ? 'both' : (entry.departments[0] ?? 'both'),
      picture: media('expertise', id),
      position,
    });
    art.expertise.set(id, { name: entry.name });
  });

  const moodboards: Catalogue['moodboards'] = [];
  (['female', 'male'] as const).forEach((department) => {
    stylesFor(department).forEach((style, position) => {
      const id = seededUuid('moodboard', `${department}/${style.key}`);
      moodboards.push({
        id,
        style: style.key,
        displayName: style.name,
        department,
        picture: media('styles', id),
        position,
      });
      art.styles.set(id, { style: style.name, department });
    });
  });

  const goals = goalSeeds.map((text, position) => ({
    id: seededUuid('goal', slugify(text)),
    text,
    position,
  }));

  const giftFilters = giftFilterSeeds.map((filter, position) => ({ ...filter, position }));

  // --- Retailers, brands, items -----------------------------------------------------------------

  const retailers = retailerSeeds.map((retailer) => ({
    id: seededUuid('retailer', slugify(retailer.name)),
    ...retailer,
  }));
  const brands = brandSeeds.map((brand) => ({
    id: seededUuid('brand', slugify(brand.name)),
    name: brand.name,
  }));

  const itemRng = root.fork('items');
  const items: Catalogue['items'] = [];
  const itemInfo = new Map<
    string,
    { role: GarmentRole; color: string; soldOut: boolean; department: Department }
  >();

  const addItems = (department: Department, templates: ItemTemplate[], perTemplate: number) => {
    templates.forEach((template) => {
      const brandChoices = brandSeeds
        .map((brand, index) => ({ brand, index }))
        .filter(({ brand }) => brand.focus.length === 0 || brand.focus.includes(template.category));
      for (let k = 0; k < perTemplate; k += 1) {
        const id = seededUuid('item', items.length);
        const { brand: brandSeed, index: brandIndex } = itemRng.pick(brandChoices);
        const brand = brands[brandIndex];
        const retailer = itemRng.pick(retailers);
        if (!brand) throw new Error('brand index out of range');
        const name = template.names[k % template.names.length] ?? template.names[0] ?? 'Item';
        const color = itemColorFor(id, template.colors);
        const base = itemRng.int(template.price[0], template.price[1]);
        const retailPrice = shopPrice(itemRng, base * brandTierMultiplier[brandSeed.tier]);
        const salePrice = itemRng.chance(0.3)
          ? Math.min(
              retailPrice - 5,
              Math.round(retailPrice * (1 - itemRng.pick([0.2, 0.25, 0.3, 0.4, 0.5]))),
            )
          : null;
        const scale = sizeScales[template.sizes];
        const missing = scale.length > 3 ? itemRng.pickMany(scale, itemRng.int(0, 2)) : [];
        const sizes = scale.filter((size) => !missing.includes(size));
        const description = fill(template.descriptions[(k % template.names.length) % 2] ?? '', {
          color: color.name.toLowerCase(),
        });
        items.push({
          id,
          brandId: brand.id,
          retailerId: retailer.id,
          name,
          description,
          color: color.name,
          category: template.category,
          department,
          retailPrice,
          salePrice,
          currency: 'usd',
          sizes,
          availableForCheckout: true,
          buyUrl: `https://${retailer.domain}/products/${slugify(`${brand.name} ${name}`)}-${id.slice(0, 6)}`,
          picture: media('items', id),
          type: 'shop',
          createdAt: daysBefore(itemRng.float(20, 420)),
        });
        itemInfo.set(id, {
          role: garmentRole[template.garment],
          color: color.name,
          soldOut: false,
          department,
        });
        art.items.set(id, { garment: template.garment, colors: template.colors, name });
      }
    });
  };
  addItems('female', womenTemplates, 6);
  addItems('male', menTemplates, 5);

  // Exactly 8 % sold out (no sizes left) and 12 % shoppable only at the retailer (sizes kept).
  const stock = itemRng.fork('stock').shuffle(items.map((_, index) => index));
  const soldOutCount = Math.round(items.length * 0.08);
  const retailerOnlyCount = Math.round(items.length * 0.12);
  stock.forEach((index, rank) => {
    const item = items[index];
    const info = item ? itemInfo.get(item.id) : undefined;
    if (!item || !info) return;
    if (rank < soldOutCount) {
      item.sizes = [];
      info.soldOut = true;
    } else if (rank < soldOutCount + retailerOnlyCount) {
      item.availableForCheckout = false;
    }
  });

  // --- Stylists ---------------------------------------------------------------------------------

  const stylistRng = root.fork('stylists');
  const femaleNames = stylistRng.shuffle(femaleFirstNames);
  const maleNames = stylistRng.shuffle(maleFirstNames);
  const surnames = stylistRng.shuffle(lastNames);
  const departments = stylistRng.shuffle([
    ...Array<'female'>(20).fill('female'),
    ...Array<'male'>(8).fill('male'),
    ...Array<'both'>(4).fill('both'),
  ]);

  const followerCounts = stylistRng.shuffle(
    departments.map((_, i) => {
      const t = i / (departments.length - 1);
      const value = Math.exp(Math.log(300) + t * (Math.log(250_000) - Math.log(300)));
      return Math.min(250_000, Math.round(value * stylistRng.float(1, 1.06)));
    }),
  );
  const nullResponseTimes = new Set(stylistRng.pickMany([...departments.keys()], 3));
  const noWebsite = stylistRng.int(0, departments.length - 1);
  const firstFemale = departments.indexOf('female');
  const inactiveIndex = departments.indexOf('female', firstFemale + 5);
  const maternityIndexes = new Set(
    departments
      .map((department, index) => ({ department, index }))
      .filter(({ department }) => department === 'female')
      .slice(0, 4)
      .map(({ index }) => index),
  );
  const weddingIndexes = new Set(
    departments
      .map((department, index) => ({ department, index }))
      .filter(({ department }) => department !== 'male')
      .slice(3, 8)
      .map(({ index }) => index),
  );

  const stylists: Catalogue['stylists'] = [];
  const stylistTags: Catalogue['stylistTags'] = [];
  type StylistInfo = {
    id: string;
    firstName: string;
    department: 'female' | 'male' | 'both';
    styleKeys: string[];
    presentation: Presentation;
    createdDaysAgo: number;
  };
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
      ...(maternityIndexes.has(index) ? ['Maternity'] : []),
      ...(weddingIndexes.has(index) ? ['Bridal & Wedding Guest'] : []),
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
      index === noWebsite
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
      bio: sentences.map((sentence) => fill(sentence, values)).join(' '),
      education: r.pick(education),
      collaborations: r.pick(collaborations),
      website,
      instagramUrl: `https://instagram.com/${handle}`,
      instagramFollowers: followerCounts[index] ?? 1200,
      service: r.pick(services),
      whyWeRecommend: fill(r.pick(whyWeRecommend), values),
      info: r.pick(infoLines),
      averageResponseTime: nullResponseTimes.has(index) ? null : r.int(2, 30),
      profilePicture: media('avatars', id),
      moodboard: media('moodboards', id),
      moodboardMale: department === 'both' ? `/media/moodboards/${id}-male.svg` : null,
      isApproved: true,
      isActive: index !== inactiveIndex,
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

  // The assistant: answers in the inbox, never reviewed, no looks.
  const botId = seededUuid('stylist', 'bot');
  stylists.push({
    id: botId,
    firstName: 'Style',
    lastName: 'Concierge',
    department: 'both',
    location: 'Online',
    city: 'Online',
    bio: 'I’m your style concierge, a digital assistant for everything before and after your session. I can answer questions about plans, booking and orders, and point you to the right stylist. For anything I can’t handle, I’ll connect you with our support team.',
    education: null,
    collaborations: null,
    website: null,
    instagramUrl: null,
    instagramFollowers: null,
    service: 'Quick answers about plans, bookings, orders and returns, any time of day.',
    whyWeRecommend: 'The fastest way to get help with your account, your session or an order.',
    info: 'Replies instantly, day or night',
    averageResponseTime: null,
    profilePicture: media('avatars', botId),
    moodboard: media('moodboards', botId),
    moodboardMale: `/media/moodboards/${botId}-male.svg`,
    isApproved: true,
    isActive: true,
    isBot: true,
    createdAt: daysBefore(1600),
  });
  art.stylists.set(botId, { name: 'Style Concierge', presentation: 'feminine', isBot: true });

  // --- Reviews ----------------------------------------------------------------------------------

  const reviewRng = root.fork('reviews');
  const reviews: Catalogue['reviews'] = [];
  const mixedTitles = [
    'Helpful session',
    'Good, not perfect',
    'Some great finds',
    'Mixed feelings',
  ];
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
        clientPicture: hasPicture ? media('clients', String(clientNumber)) : null,
        title: r.chance(0.65) ? r.pick(rate === 3 ? mixedTitles : reviewTitles) : null,
        description: sentences
          .slice(0, 4)
          .map((sentence) => fill(sentence, values))
          .join(' '),
        picture: null,
        rate,
        createdAt: daysBefore(r.float(1, maxAge)),
      });
    }
  });

  // --- Looks ------------------------------------------------------------------------------------

  const lookRng = root.fork('looks');
  const looks: Catalogue['looks'] = [];
  const lookTags: Catalogue['lookTags'] = [];
  const lookItems: Catalogue['lookItems'] = [];

  const pool = (department: Department, role: GarmentRole) =>
    items.filter((item) => {
      const info = itemInfo.get(item.id);
      return info?.department === department && info.role === role;
    });
  const roles: GarmentRole[] = ['top', 'bottom', 'dress', 'outer', 'shoes', 'bag', 'accessory'];
  const pools = {
    female: new Map(roles.map((role) => [role, pool('female', role)])),
    male: new Map(roles.map((role) => [role, pool('male', role)])),
  };

  const choose = (
    r: Random,
    department: Department,
    role: GarmentRole,
    preferNeutral: boolean,
    suits: (garment: Garment | undefined) => boolean = () => true,
  ) => {
    const candidates = (pools[department].get(role) ?? []).filter(
      (item) =>
        (!itemInfo.get(item.id)?.soldOut || r.chance(0.05)) &&
        suits(art.items.get(item.id)?.garment),
    );
    const neutral = candidates.filter((item) => neutralColors.has(item.color));
    const list = preferNeutral && neutral.length > 0 && r.chance(0.75) ? neutral : candidates;
    return r.pick(list).id;
  };

  const outfit = (r: Random, department: Department): string[] => {
    const chosen: string[] = [];
    if (department === 'female' && r.chance(0.35)) {
      chosen.push(choose(r, department, 'dress', false));
      if (r.chance(0.4)) chosen.push(choose(r, department, 'outer', true));
      chosen.push(choose(r, department, 'shoes', true));
      if (r.chance(0.85)) chosen.push(choose(r, department, 'bag', true));
    } else {
      const statementTop = r.chance(0.5);
      chosen.push(choose(r, department, 'top', !statementTop));
      chosen.push(choose(r, department, 'bottom', statementTop));
      if (r.chance(department === 'male' ? 0.55 : 0.4))
        chosen.push(choose(r, department, 'outer', true));
      chosen.push(choose(r, department, 'shoes', true));
      if (r.chance(department === 'male' ? 0.25 : 0.65))
        chosen.push(choose(r, department, 'bag', true));
    }
    // A tie only with a shirt or a tailored jacket.
    const garmentsSoFar = chosen.map((id) => art.items.get(id)?.garment);
    const formal = garmentsSoFar.some((garment) => garment === 'shirt' || garment === 'blazer');
    const suitsOutfit = (garment: Garment | undefined) => garment !== 'tie' || formal;
    if (chosen.length < 6 && r.chance(0.5))
      chosen.push(choose(r, department, 'accessory', true, suitsOutfit));
    const unique = new Set(chosen);
    while (unique.size < 3)
      unique.add(choose(r, department, r.pick(['accessory', 'bag'] as const), true, suitsOutfit));
    return [...unique].slice(0, 6);
  };

  const lookNameCounts = new Map<string, number>();
  const addLook = (stylist: StylistInfo, department: Department) => {
    const index = looks.length;
    const r = lookRng.fork(`look/${index}`);
    const id = seededUuid('look', index);
    const baseName = r.pick(department === 'female' ? womenLookNames : menLookNames);
    const seen = lookNameCounts.get(baseName) ?? 0;
    lookNameCounts.set(baseName, seen + 1);
    const name = seen === 0 ? baseName : `${baseName}${r.pick(lookNameSuffixes)}`;
    const itemIds = outfit(r, department);
    looks.push({
      id,
      stylistId: stylist.id,
      name,
      department,
      picture: media('looks', id),
      isPublic: true,
      createdAt: daysBefore(r.float(0.5, 364)),
    });
    itemIds.forEach((itemId, position) => lookItems.push({ lookId: id, itemId, position }));
    const departmentStyles = moodboardOrder[department];
    const own = stylist.styleKeys.filter((key) => departmentStyles.includes(key));
    const extra = r.shuffle(departmentStyles.filter((key) => !own.includes(key)));
    const keys = [...r.shuffle(own), ...extra].slice(0, r.int(2, 4));
    for (const key of keys) {
      const tagId = styleTagIds.get(key);
      if (tagId) lookTags.push({ lookId: id, tagId });
    }
    art.looks.set(id, { name, department, itemIds });
  };

  stylistInfo.forEach((stylist) => {
    if (stylist.department === 'both') {
      const female = lookRng.int(3, 4);
      const male = lookRng.int(3, 4);
      for (let i = 0; i < female; i += 1) addLook(stylist, 'female');
      for (let i = 0; i < male; i += 1) addLook(stylist, 'male');
    } else {
      const count = stylist.department === 'female' ? lookRng.int(5, 7) : lookRng.int(6, 9);
      for (let i = 0; i < count; i += 1) addLook(stylist, stylist.department);
    }
  });
  (['female', 'male'] as const).forEach((department) => {
    const eligible = stylistInfo.filter(
      (stylist) => stylist.department === department || stylist.department === 'both',
    );
    while (looks.filter((look) => look.department === department).length < 72)
      addLook(lookRng.pick(eligible), department);
  });
  // The feed: more than ten pages of 30 per department. These come after every look above, so
  // those keep their ids and contents; the department's stylists take turns in a shuffled order.
  const feedRng = root.fork('looks/feed');
  (['female', 'male'] as const).forEach((department) => {
    const eligible = feedRng.shuffle(
      stylistInfo.filter(
        (stylist) => stylist.department === department || stylist.department === 'both',
      ),
    );
    let count = looks.filter((look) => look.department === department).length;
    for (let turn = 0; count < FEED_LOOKS_PER_DEPARTMENT; turn += 1, count += 1) {
      const stylist = eligible[turn % eligible.length];
      if (!stylist) throw new Error(`no stylist for ${department} looks`);
      addLook(stylist, department);
    }
  });

  // --- Gift items -------------------------------------------------------------------------------

  const giftRng = root.fork('gifts');
  const giftCategories = new Set(['accessories', 'bags', 'jewelry', 'knitwear', 'shoes']);
  const occasions = ['birthday', 'anniversary', 'holiday', 'thank-you'];
  const buckets = new Map<string, Catalogue['items']>();
  for (const item of items) {
    if (!giftCategories.has(item.category) || item.availableForCheckout === false) continue;
    if (item.sizes.length === 0) continue;
    const bucket = priceBucketFor(item.salePrice ?? item.retailPrice);
    buckets.set(bucket, [...(buckets.get(bucket) ?? []), item]);
  }
  const giftPicks = giftRng.shuffle(
    ['under-100', '100-250', '250-500', 'over-500'].flatMap((bucket) =>
      giftRng.pickMany(buckets.get(bucket) ?? [], 14),
    ),
  );
  const giftItems: Catalogue['giftItems'] = giftPicks.map((item, position) => {
    const garment = art.items.get(item.id)?.garment;
    const recipient = [item.department === 'female' ? 'her' : 'him'];
    if (garment && unisexGiftGarments.has(garment) && giftRng.chance(0.6)) recipient.push('them');
    return {
      id: seededUuid('gift-item', position),
      itemId: item.id,
      facets: {
        recipient,
        price: [priceBucketFor(item.salePrice ?? item.retailPrice)],
        category: [item.category],
        occasion: giftRng.pickMany(occasions, giftRng.int(1, 3)).sort(),
      },
      position,
    };
  });

  return {
    needs,
    tags,
    moodboards,
    goals,
    retailers,
    brands,
    items,
    stylists,
    stylistTags,
    reviews,
    looks,
    lookTags,
    lookItems,
    giftFilters,
    giftItems,
    art,
  };
};

let cached: Catalogue | undefined;

/** The catalogue, built once per process. */
export const getCatalogue = (): Catalogue => (cached ??= buildCatalogue());

/** How many rows of each kind the seed inserts. */
export const catalogueCounts = () => {
  const catalogue = getCatalogue();
  return {
    needs: catalogue.needs.length,
    tags: catalogue.tags.length,
    moodboards: catalogue.moodboards.length,
    goals: catalogue.goals.length,
    retailers: catalogue.retailers.length,
    brands: catalogue.brands.length,
    items: catalogue.items.length,
    stylists: catalogue.stylists.length,
    stylistTags: catalogue.stylistTags.length,
    reviews: catalogue.reviews.length,
    looks: catalogue.looks.length,
    lookTags: catalogue.lookTags.length,
    lookItems: catalogue.lookItems.length,
    giftFilters: catalogue.giftFilters.length,
    giftItems: catalogue.giftItems.length,
  };
};
