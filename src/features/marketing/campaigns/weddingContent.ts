import { PLANS } from '@shared/plans';
import { env } from '@/config/env';
import type { FaqEntry } from '../content/faq';

/** The campaign marker every wedding button carries (spec 000 §2 campaign pages). */
export const WEDDING_CAMPAIGN = 'wedding';

export type WeddingSlide = {
  id: string;
  src: string;
  alt: string;
  heading: string;
  caption: string;
};

/** The header carousel: three 1600×900 pictures, each with a heading and a caption. */
export const WEDDING_SLIDES: readonly WeddingSlide[] = [
  {
    id: 'wedding-1',
    src: '/media/marketing/wedding-1.svg',
    alt: 'A bride in a white gown under a flower arch',
    heading: 'The big day, styled',
    caption: 'Looks for the couple, the wedding party and every guest.',
  },
  {
    id: 'wedding-2',
    src: '/media/marketing/wedding-2.svg',
    alt: 'A guest look: wrap dress, gold clutch, hoop earrings and heels beside a save-the-date card',
    heading: 'Invited? Arrive in style',
    caption: 'Guest looks for every dress code, from garden party to black tie.',
  },
  {
    id: 'wedding-3',
    src: '/media/marketing/wedding-3.svg',
    alt: 'A suit and a white dress hanging side by side under a flower arch',
    heading: 'Every event, one stylist',
    caption: 'From the rehearsal dinner to the honeymoon, planned together.',
  },
];

export const WEDDING_SLIDE_SIZE = { width: 1600, height: 900 } as const;

export type WeddingStep = { title: string; text: string };

/** How the wedding styling works, from the quiz to the shopping. */
export const WEDDING_STEPS: readonly WeddingStep[] = [
  {
    title: 'Take the style quiz',
    text: 'Tell us about your style, your shape and the celebrations on your calendar.',
  },
  {
    title: 'Meet your stylist',
    text: 'We match you with a stylist who knows weddings, and who fits your taste.',
  },
  {
    title: 'Get looks for every event',
    text: 'Shoppable looks for the engagement party, shower, rehearsal dinner, ceremony and honeymoon.',
  },
  {
    title: 'Shop what you love',
    text: `Buy the pieces in a few clicks on ${env.productName}, from any brand, in your budget.`,
  },
];

export type WeddingPackage = {
  planId: 'mini' | 'major';
  title: string;
  price: number;
  looks: string;
  extras: readonly string[];
  description: string;
};

/** Wedding pricing (spec 000 §2): Mini $60 for 2-3 looks; Major $130 for 5-6 looks and a call. */
export const WEDDING_PACKAGES: readonly WeddingPackage[] = [
  {
    planId: 'mini',
    title: PLANS.mini.title,
    price: PLANS.mini.price,
    looks: '2-3 looks',
    extras: ['Up to 2 revisions', 'Chat with your stylist'],
    description: 'One outfit that wows: for a guest, a bridesmaid or a single event.',
  },
  {
    planId: 'major',
    title: PLANS.major.title,
    price: PLANS.major.price,
    looks: '5-6 looks',
    extras: [
      'A call up to an hour with your stylist',
      'Up to 5 revisions',
      'Chat with your stylist',
    ],
    description: 'The whole celebration: every event from the engagement to the honeymoon.',
  },
];

/** Wedding questions (the general FAQ stays on the other pages). */
export const WEDDING_FAQ: readonly FaqEntry[] = [
  {
    id: 'wedding-timeline',
    question: 'How far ahead of the wedding should I book?',
    answer:
      'Six to eight weeks before the first event is ideal: time for your looks, revisions, shipping and any tailoring. In a hurry? Your stylist can focus on retailers that deliver fast.',
  },
  {
    id: 'wedding-guests',
    question: 'Is it only for the couple, or for guests too?',
    answer:
      'Both. Stylists dress couples, parents, the wedding party and guests. Each person books their own session, so every look is made for them.',
  },
  {
    id: 'wedding-events',
    question: 'Can my stylist plan the rehearsal dinner and the honeymoon too?',
    answer:
      'Yes. Tell your stylist which events you have, from the engagement party to the send-off brunch and the trip after. Major covers 5-6 looks, enough for the whole celebration.',
  },
  {
    id: 'wedding-dress',
    question: 'Do you style wedding dresses and suits?',
    answer:
      'Your stylist can suggest ceremony looks and the accessories, shoes and jewellery around them. Many couples keep their bridal salon or tailor for the main outfit and book us for everything else.',
  },
  {
    id: 'wedding-budget',
    question: 'What if I have a tight budget?',
    answer:
      'Share your budget per look or in total and your stylist shops within it, mixing in pieces you already own. The session price is all you pay us; you buy only what you love.',
  },
  {
    id: 'wedding-international',
    question: 'We are having a destination wedding. Can you help?',
    answer:
      'Yes, the service is international. Tell your stylist where you live and where the wedding is, and they will pick retailers that deliver to you and looks that suit the climate.',
  },
];
