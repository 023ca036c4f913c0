import type { PlanId } from '@shared/plans';

/**
 * Copy and pictures of the gift marketing pages (spec 000 §2 "Gift card pages", §9). Pictures are
 * generated art: `/media/gifts/{id}.svg` draws a 600 × 400 gift card for any id and prints a short
 * lower-case id on it (a plan, a recipient); `/media/marketing/{id}.svg` has a fixed list.
 */

/** Spec 000 §9: the gift slideshow turns every 3.5 s. */
export const GIFT_SLIDESHOW_MS = 3500;

/** Where every Buy leads: the choose page with the plan (docs/contracts/gifts.md). */
export const giftChoosePath = (plan: PlanId) => `/gift-cards/choose?plan=${plan}`;

export const GIFT_SHOPPING_PATH = '/gifts/shopping';

import type { HeroPicture } from '@/blocks/marketing/SplitHero';

export type GiftPicture = HeroPicture;

export const giftCardArt = (id: string, alt = ''): GiftPicture => ({
  src: `/media/gifts/${id}.svg`,
  alt,
  width: 600,
  height: 400,
});

export const marketingArt = (id: string, alt: string, width: number, height: number) => ({
  src: `/media/marketing/${id}.svg`,
  alt,
  width,
  height,
});

/** The banner's words (spec 000 §2), the /gifts hero's too. */
export const GIFT_TITLE = 'Give the Gift of Style';
export const GIFT_LEAD =
  'Treat your fashion-forward friends and family to a fun styling experience.';

export const GIFTS_HERO_PICTURE = marketingArt(
  'lux-gift',
  'Gift boxes tied with ribbon beside a gift card',
  1200,
  800,
);

export type GiftSlide = { id: string; recipient: string; note: string };

/** The slideshow: who a styling session suits; each id is printed on its card. */
export const GIFT_SLIDES: readonly GiftSlide[] = [
  {
    id: 'mom',
    recipient: 'For the mom who dresses everyone but herself',
    note: 'Looks that survive the school run and still feel like her.',
  },
  {
    id: 'graduate',
    recipient: 'For the graduate starting a first job',
    note: 'A work wardrobe that makes a first impression, on a first salary.',
  },
  {
    id: 'bride',
    recipient: 'For the bride-to-be and her whole weekend',
    note: 'Rehearsal dinner, brunch and honeymoon, planned look by look.',
  },
  {
    id: 'friend',
    recipient: 'For the friend starting over in a new city',
    note: 'A fresh closet for a fresh chapter, from any brand she likes.',
  },
  {
    id: 'dad',
    recipient: 'For him, who has worn the same jacket since 2015',
    note: 'A stylist does the shopping; he just says yes to what he likes.',
  },
];

export type GiftBenefit = { title: string; text: string };

/** Why a session makes a good present (spec 000 §1: the promise of every plan). */
export const GIFT_BENEFITS: readonly GiftBenefit[] = [
  {
    title: 'A real stylist, not an algorithm',
    text: 'They are matched with a professional stylist who chats with them, learns their taste and dresses them for the life they live.',
  },
  {
    title: 'Any brand, any budget',
    text: 'No box and no house label: looks from any brand at any budget, plus new ways to wear what is already in their closet.',
  },
  {
    title: 'Delivered by e-mail in minutes',
    text: 'The gift card arrives with your name and message as soon as your payment goes through. No shipping, no wrapping.',
  },
  {
    title: 'Room to shop',
    text: 'Add shopping credit of $500, $1,000 or any amount, and they can buy the pieces their stylist picks.',
  },
  {
    title: 'Happiness guaranteed',
    text: 'Satisfaction is 100% guaranteed, shipping is always free, and they can switch stylist at no extra cost.',
  },
];

/** How gifting works, from choosing to styling (the /gifts steps). */
export const GIFT_STEPS: readonly string[] = [
  'Choose a plan and add shopping credit if you like',
  'Write their name, their e-mail and your message',
  'They receive a gift card code by e-mail',
  'They book their stylist and shop the looks',
];

export type RedeemStep = { title: string; text: string };

/** How the recipient redeems a gift card (docs/contracts/gifts.md, "Redeeming"). */
export const REDEEM_STEPS: readonly RedeemStep[] = [
  {
    title: 'They get a code by e-mail',
    text: 'As soon as you have paid, we e-mail the recipient a gift card code with your name and your message.',
  },
  {
    title: 'They use it when booking',
    text: 'They take the style quiz, meet their stylist and enter the code at checkout: it pays for the session.',
  },
  {
    title: 'Extra credit stays for shopping',
    text: 'Any shopping credit you added, and whatever the code does not spend on the session, stays on their account for the pieces their stylist picks.',
  },
];

export type GiftNote = { id: string; question: string; answer: string };

/** The gift-card notes, FAQ style (docs/contracts/gifts.md). */
export const GIFT_NOTES: readonly GiftNote[] = [
  {
    id: 'valid',
    question: 'How long is a gift card valid?',
    answer: 'A year from the day it is bought.',
  },
  {
    id: 'once',
    question: 'Can a code be used more than once?',
    answer:
      'No. Each code is used once, by the person who redeems it. Credit it leaves over stays on their account for shopping.',
  },
  {
    id: 'one-time',
    question: 'Does it pay for a monthly membership?',
    answer:
      'Gift cards pay for a one-time session of the plan you choose. The recipient can join monthly later if they love it.',
  },
  {
    id: 'account',
    question: 'Do I need an account to buy one?',
    answer:
      'No. Anyone can buy a gift card. The recipient signs in, or signs up, when they redeem it.',
  },
  {
    id: 'credit',
    question: 'Can I add money for shopping?',
    answer:
      'Yes. Add $500, $1,000 or an amount of your own when you choose the card; it becomes shopping credit on their account.',
  },
];

/** The Lux gift page's month with a stylist, pictured with the Lux page's art. */
export const LUX_GIFT_MONTH = [
  {
    id: 'intro',
    title: 'An intro call and a mood board',
    text: 'A 30-minute call to get to know them, then a mood board that sets the direction for the season.',
    picture: marketingArt(
      'lux-moodboard',
      'A pinned mood board of a dress form, fabric, a portrait, shoes and color chips',
      1200,
      800,
    ),
  },
  {
    id: 'boards',
    title: 'Style boards and two capsules',
    text: 'Up to 8 shoppable style boards and 2 seasonal capsules, every piece linked and chosen for them.',
    picture: marketingArt(
      'lux-capsule',
      'A capsule wardrobe of mix-and-match pieces on a rail',
      1200,
      800,
    ),
  },
  {
    id: 'revisions',
    title: 'Revisions and a month of chat',
    text: 'Up to 8 revisions, an optional virtual fitting call and a chat that stays open for the month.',
    picture: marketingArt(
      'lux-revisions',
      'A style board with one piece swapped for a better one and a note from the client',
      1200,
      800,
    ),
  },
] as const;

export const LUX_GIFT_BAG_PICTURE = marketingArt(
  'lux-buy',
  'Shopping bags, a shoe box and a silk scarf',
  1200,
  800,
);
