import { env } from '@/config/env';

const product = env.productName;

export const FOUNDER = { name: 'Maya Laurent', role: 'Founder' } as const;

/** Picture sizes match the server's generated art. */
export const OUR_STORY_PICTURES = {
  header: {
    src: '/media/marketing/our-story-header.svg',
    alt: 'Our studio: a clothing rail, a dress form and tall windows',
    width: 1600,
    height: 700,
  },
  video: { src: '/media/marketing/our-story-video.svg', width: 1280, height: 720 },
  signature: { src: '/media/marketing/signature.svg', width: 400, height: 120 },
} as const;

/** The founder's story, one string per paragraph. */
export const STORY: readonly string[] = [
  `For ten years I dressed people for a living: editors, executives, brides, new mothers, people starting over. What I learned is that almost nobody needs more clothes. They need someone who listens, and who helps them find the few right pieces for the life they actually have.`,
  `Most online styling did not feel like that. An algorithm picked a box of clothes from one warehouse, and you sent most of it back. So I started ${product} with a simple promise: every client works with a real, human stylist. Someone with a name and a portfolio, whom you can chat with, push back on and get to know.`,
  `Our stylists shop any brand at any budget, and they start with what is already in your closet. Nothing arrives at your door unless you choose it. You buy only what you love, from the stores you already trust or ones you have never heard of.`,
  `And the styling has to fit real life: school runs and board meetings, a new job or a new city, a body that has changed, a budget that matters. That is the work we do, one client at a time.`,
];

export const WELCOME_NOTE: readonly string[] = [
  `Whether you are here for one new outfit or a whole new chapter, welcome. Take the style quiz, meet a few of our stylists and book the one who feels right. If anything is not working, tell us. We read every message.`,
  `I cannot wait to see what you create together.`,
];
