import { env } from '@/config/env';

export type FaqEntry = {
  id: string;
  question: string;
  answer: string;
  /** A page the answer points to, linked after it. */
  link?: { to: string; label: string };
};

const product = env.productName;

/** The seven questions (spec 001 §9 "FAQ content"), shared by the landing, plan and lux pages. */
export const FAQ: readonly FaqEntry[] = [
  {
    id: 'how-it-works',
    question: 'How does a styling session work?',
    answer:
      'Your stylist sends you a mood board first, so you can agree on a direction together. Then come the shoppable style boards: complete looks with every piece linked, ready to buy.',
  },
  {
    id: 'box',
    question: `Is ${product} a subscription box?`,
    answer:
      'No. Nothing is shipped to you unless you choose to buy it. We offer one-time or monthly styling services: book a single session whenever you need a refresh, or a monthly membership with a free 3-day trial.',
  },
  {
    id: 'brands-budget',
    question: 'Which brands and budgets do stylists work with?',
    answer:
      'Any brand and any budget, including pieces already in your closet. Tell your stylist what you like to spend and they will shop within it.',
  },
  {
    id: 'international',
    question: 'Do you style clients outside the US?',
    answer:
      'Yes, the service is international. Tell your stylist which region you shop in, so they pick retailers that deliver to you.',
  },
  {
    id: 'plans-differ',
    question: 'What is the difference between the plans?',
    answer:
      'Mini brings 2 style boards. Major brings up to 5 style boards, closet styling and beauty advice. Lux brings up to 8 boards, 2 seasonal capsules and a video call with your stylist.',
  },
  {
    id: 'photos',
    question: 'How do I share photos of myself or my closet?',
    // The spec's 'Me > Photos' names a menu the product does not have: the account menu's
    // 'My Profile' opens the profile, whose 'Photos' section takes uploads.
    answer:
      'Upload a photo under My Profile → Photos. Your stylist sees it and can style the pieces you already own.',
    link: { to: '/profile/photos', label: 'Go to your photos' },
  },
  {
    id: 'switch-stylist',
    question: 'What if my stylist is not the right fit?',
    answer: `E-mail our support team at ${env.supportEmail} and we will switch you to another stylist at no extra cost.`,
  },
];
