/**
 * Copy and pictures of the Lux page (spec 000 §2 "Plan pages"). Pictures are generated art under
 * /media/marketing; sizes match the server's viewBoxes.
 */
export type LuxPicture = { id: string; alt: string; width: number; height: number };

export const luxPicture = (id: string) => `/media/marketing/${id}.svg`;

export const LUX_HERO: LuxPicture = {
  id: 'lux-hero',
  alt: 'An evening gown in a dark boutique of gold-lined arches',
  width: 1600,
  height: 1000,
};

export type ProcessStep = { id: string; title: string; text: string; picture: LuxPicture };

const step = (id: string, alt: string): LuxPicture => ({ id, alt, width: 1200, height: 800 });

export const PROCESS_STEPS: readonly ProcessStep[] = [
  {
    id: 'mood-board',
    title: 'Mood Board',
    text: 'After your intro call, your stylist sets the direction: colors, shapes and references for the season ahead, for you to react to before any shopping begins.',
    picture: step(
      'lux-moodboard',
      'A pinned mood board of a dress form, fabric, a portrait, shoes and color chips',
    ),
  },
  {
    id: 'style-boards',
    title: 'Style Boards',
    text: 'Up to eight shoppable style boards: complete looks built around your life, every piece linked and chosen for your size and budget.',
    picture: step(
      'lux-styleboards',
      'Three style boards of complete outfits fanned out on a table',
    ),
  },
  {
    id: 'capsule',
    title: 'Capsule Wardrobe',
    text: 'Two seasonal capsules: a tight edit of pieces that all work together, so a handful of purchases becomes weeks of outfits.',
    picture: step('lux-capsule', 'A capsule wardrobe of mix-and-match pieces on a rail'),
  },
  {
    id: 'revisions',
    title: 'Revisions',
    text: 'Up to eight revisions and a chat that stays open for the whole month. Not quite right? Your stylist refines the looks until they are.',
    picture: step(
      'lux-revisions',
      'A style board with one piece swapped for a better one and a note from the client',
    ),
  },
];

export const SPLIT_PICTURES = {
  buy: {
    id: 'lux-buy',
    alt: 'Shopping bags, a shoe box and a silk scarf',
    width: 1200,
    height: 800,
  },
  gift: {
    id: 'lux-gift',
    alt: 'Gift boxes tied with ribbon beside a gift card',
    width: 1200,
    height: 800,
  },
  goodFor: {
    id: 'lux-good-for',
    alt: 'A travel flat lay of outfits for trips, events and a new season',
    width: 1200,
    height: 800,
  },
} as const satisfies Record<string, LuxPicture>;

export const GOOD_FOR: readonly string[] = [
  'A full wardrobe refresh for the new season',
  'A new job, a promotion or a return to the office',
  'Life after a move, a baby or a big change',
  'Weddings, milestone birthdays and events that deserve a plan',
  'A travel capsule that packs into one suitcase',
  'Finally building a closet where everything works together',
];

export type LuxTestimonial = {
  name: string;
  occupation: string;
  quote: string;
  picture: LuxPicture;
};

const portrait = (index: number, name: string): LuxPicture => ({
  id: `lux-testimonial-${index}`,
  alt: `Portrait of ${name}`,
  width: 800,
  height: 800,
});

export const LUX_TESTIMONIALS: readonly LuxTestimonial[] = [
  {
    name: 'Rachel',
    occupation: 'Attorney',
    quote:
      'I had a closet full of clothes and nothing to wear to court or to dinner. My stylist built two capsules around the pieces I already loved, and I get dressed in five minutes now.',
    picture: portrait(1, 'Rachel'),
  },
  {
    name: 'Priya',
    occupation: 'Pediatrician',
    quote:
      'Between shifts and two kids I had stopped thinking about clothes at all. The intro call felt like talking to a friend who happens to be brilliant at this. Worth every penny.',
    picture: portrait(2, 'Priya'),
  },
  {
    name: 'Danielle',
    occupation: 'Founder',
    quote:
      'I was about to start raising money and wanted to look like myself, only sharper. The fitting call alone saved me from three expensive mistakes. And I use the bag every day.',
    picture: portrait(3, 'Danielle'),
  },
];

export type LifeStage = { id: string; title: string; text: string; picture: LuxPicture };

const stage = (id: string, alt: string): LuxPicture => ({ id, alt, width: 1200, height: 800 });

export const LIFE_STAGES: readonly LifeStage[] = [
  {
    id: 'moms',
    title: 'Busy Moms',
    text: 'Comfortable, polished outfits that survive school runs and still feel like you, chosen while you get on with everything else.',
    picture: stage(
      'lux-moms',
      'An easy knit, jeans, sneakers, a roomy tote, tiny shoes and a coffee',
    ),
  },
  {
    id: 'boss',
    title: 'Boss Ladies',
    text: 'Boardroom to dinner without a second thought: sharp tailoring and statement pieces that work as hard as you do.',
    picture: stage('lux-boss', 'A navy trouser suit before a city window'),
  },
  {
    id: 'updates',
    title: 'Life Updates',
    text: 'New city, new job, new body, new chapter. A wardrobe that catches up with the person you are becoming.',
    picture: stage('lux-updates', 'A woman trying a new look in a tall gold mirror'),
  },
];
