import { env } from '@/config/env';

const product = env.productName;

/** Invented publications: the art at /media/marketing/press-N.svg draws their wordmarks. */
export const PRESS = [
  { id: 'press-1', name: 'The Style Ledger' },
  { id: 'press-2', name: 'Modern Edit' },
  { id: 'press-3', name: 'Atelier Weekly' },
  { id: 'press-4', name: 'Maison Review' },
  { id: 'press-5', name: 'North & Grace' },
  { id: 'press-6', name: 'The Fold' },
] as const;

/** The gift-card carousel's four recipient texts. */
export const GIFT_SLIDES = [
  { id: 'gift-card-1', recipient: 'For the mom who gives everyone else her time' },
  { id: 'gift-card-2', recipient: 'For the friend with a big new job' },
  { id: 'gift-card-3', recipient: 'For the bride-to-be and her whole weekend' },
  { id: 'gift-card-4', recipient: 'For him, who has worn the same jacket since 2015' },
] as const;

export const STYLE_BOARDS = Array.from({ length: 8 }, (_, index) => ({
  id: `style-board-${index + 1}`,
  alt: `Style board ${index + 1}: a complete look from one of our stylists`,
}));

/** '#{Product}Style': the hashtag clients post their looks under. */
export const HASHTAG = `#${product.replace(/[^\p{L}\p{N}]/gu, '')}Style`;

export const VIDEO_TESTIMONIALS = [
  {
    id: 'testimonial-1',
    name: 'Dana',
    occupation: 'ER nurse',
    quote: 'My stylist built a whole work-to-weekend wardrobe around three pieces I already owned.',
  },
  {
    id: 'testimonial-2',
    name: 'Marcus',
    occupation: 'Architect',
    quote: 'I hate shopping. Now I open a style board, tap buy, and I am done.',
  },
  {
    id: 'testimonial-3',
    name: 'Priya',
    occupation: 'Founder',
    quote: 'Pitch meetings, a wedding, a week in Lisbon: every look landed.',
  },
] as const;

export const CLIENTS = [
  { id: 'client-1', name: 'Alicia M.', occupation: 'Pediatrician' },
  { id: 'client-2', name: 'Jordan T.', occupation: 'Software engineer' },
  { id: 'client-3', name: 'Daniel R.', occupation: 'Teacher' },
  { id: 'client-4', name: 'Nina K.', occupation: 'Attorney' },
  { id: 'client-5', name: 'Grace L.', occupation: 'Marketing director' },
  { id: 'client-6', name: 'Olivia H.', occupation: 'Chef' },
  { id: 'client-7', name: 'Sam B.', occupation: 'New dad' },
  { id: 'client-8', name: 'Claire D.', occupation: 'Photographer' },
  { id: 'client-9', name: 'Elena V.', occupation: 'Real estate agent' },
] as const;

export const marketingArt = (id: string) => `/media/marketing/${id}.svg`;

/** The in-page anchor of the how-it-works section ('How It Works' in the hero scrolls there). */
export const HOW_IT_WORKS_ANCHOR = 'how-it-works';
