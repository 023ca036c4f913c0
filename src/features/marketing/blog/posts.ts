import { env } from '@/config/env';

export type BlogPost = {
  /** In-page anchor: /blog#{slug}. */
  slug: string;
  title: string;
  excerpt: string;
  /** ISO date (YYYY-MM-DD). */
  date: string;
  readMinutes: number;
  /** Picture id under /media/marketing (1200x800). */
  image: string;
  imageAlt: string;
  /** The article after the excerpt, one string per paragraph. */
  body: readonly string[];
};

const product = env.productName;

/** The blog's articles, newest first. */
export const POSTS: readonly BlogPost[] = [
  {
    slug: 'capsule-wardrobe-basics',
    title: 'The Capsule Wardrobe, Explained',
    excerpt:
      'Fewer pieces, more outfits: how a capsule works, and why it is less about minimalism than about loving everything you own.',
    date: '2026-11-12',
    readMinutes: 5,
    image: 'blog-1',
    imageAlt: 'A flat lay of mix-and-match capsule pieces',
    body: [
      'A capsule is a small set of pieces that all work with each other. The classic number is around thirty, but the number matters far less than the rule behind it: every piece should pair with at least three others you already own.',
      'Start from the life you actually live. If you spend four days a week at a desk and weekends at the park, your capsule should be built around those days, not around the one gala you attend each year.',
      'Choose a short palette (two or three neutrals and one or two colors you love) and repeat it. Then add texture and proportion for variety: a chunky knit over a slip skirt reads as a completely different outfit from the same skirt with a crisp shirt.',
      'Finally, leave room for personality. A capsule is not a uniform. The pieces that make you smile are the ones that make the rest of the wardrobe feel like yours.',
    ],
  },
  {
    slug: 'color-that-works',
    title: 'How to Wear Color (Even If You Love Black)',
    excerpt:
      'Color does not have to mean head-to-toe brights. Three easy ways to bring it in, from accessories to tonal dressing.',
    date: '2026-10-28',
    readMinutes: 4,
    image: 'blog-2',
    imageAlt: 'Fabric swatches and paint chips arranged as a color story',
    body: [
      'Start at the edges. A colored bag, scarf or pair of shoes against your usual neutrals adds interest without feeling like a costume.',
      'Next, try tonal dressing: several shades of one color worn together, such as camel, cream and chocolate, or navy, denim and sky. It looks considered and is almost impossible to get wrong.',
      'When you are ready for a statement, choose one colored piece per outfit and keep everything else quiet. Your stylist can help you find the shades that suit your skin and hair.',
    ],
  },
  {
    slug: 'shop-your-closet',
    title: 'Shop Your Closet First',
    excerpt:
      'Before buying anything new, our stylists start with what is already hanging there. Here is how to see your own clothes with fresh eyes.',
    date: '2026-10-09',
    readMinutes: 4,
    image: 'blog-3',
    imageAlt: 'A clothing rail in autumn colors',
    body: [
      'Most of us wear a fifth of our clothes most of the time. The rest is not necessarily wrong; it is often just missing a partner piece, a small alteration or a new idea.',
      'Take everything out of one category (say, trousers) and try each on. Sort into three piles: love and wear, love but never wear, and ready to let go. The middle pile is where the opportunity is.',
      'For each piece in that pile, ask what stops you from wearing it. Too long? A tailor can fix that for little. Nothing to wear it with? Write it down: that is your shopping list, and it is far shorter than you expected.',
      `This is exactly how a ${product} stylist begins a closet session: with what you own, so that every new piece earns its place.`,
    ],
  },
  {
    slug: 'what-a-stylist-does',
    title: 'What a Personal Stylist Actually Does',
    excerpt:
      'It is not about being told what to wear. A look behind the mood board, the style boards and the revisions of a real styling session.',
    date: '2026-09-22',
    readMinutes: 7,
    image: 'blog-4',
    imageAlt: 'Sunglasses, a watch, a necklace and earrings on a marble tray',
    body: [
      'Every session starts with listening. Your quiz answers and first messages tell your stylist about your shape, your days, your budget and the brands you already trust.',
      'Next comes the mood board: colors, shapes and references that capture the direction. It is the moment to say “more of this, less of that” before any shopping happens.',
      'Then the style boards: complete outfits, each piece linked so you can buy only what you love, from any brand and at your budget. Revisions refine them until they feel right.',
      'A good stylist does not replace your taste. They sharpen it, save you hours of scrolling and give you the confidence to try the thing you would have walked past.',
    ],
  },
  {
    slug: 'style-after-baby',
    title: 'Finding Your Style After a Baby',
    excerpt:
      'Your body, your schedule and your priorities have changed. Your style can change with them, kindly and practically.',
    date: '2026-09-04',
    readMinutes: 5,
    image: 'blog-5',
    imageAlt: 'A woman in a red dress on a Parisian street',
    body: [
      'There is no rush to get back into old clothes. The months after a baby are a season of their own, and they deserve clothes that fit the body you have today.',
      'Look for pieces that do two jobs: button-front shirts and wrap dresses that work for feeding, soft tailoring that survives a day of carrying, and shoes you can run for the bus in.',
      'Buy fewer, better basics in your current size and add one piece that feels purely like you: a color, a print, a great coat. Feeling like yourself again often starts with a single favorite.',
    ],
  },
  {
    slug: 'dressing-for-a-new-job',
    title: 'Dressing for a New Job',
    excerpt:
      'New role, new office, new dress code? A simple plan for the first month that keeps you confident without buying a whole new wardrobe.',
    date: '2026-08-18',
    readMinutes: 6,
    image: 'blog-6',
    imageAlt: 'Four pairs of shoes on a shelf',
    body: [
      'For the first week, aim slightly above the dress code you observed at the interview. It is easier to dress down once you know the room than to recover from arriving underdressed.',
      'Build around three anchors: one great jacket, one pair of trousers that fits perfectly and one pair of shoes you can walk in all day. With a rotation of tops, those three carry you through the month.',
      'Watch what your new colleagues wear on ordinary days, not on presentation days, then add gradually. Your wardrobe should grow with the job rather than ahead of it.',
    ],
  },
];
