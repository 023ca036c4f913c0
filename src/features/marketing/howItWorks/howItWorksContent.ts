import { HOW_IT_WORKS_STEPS } from '@/blocks/marketing/HowItWorksSteps';

export type HowItWorksStep = { title: string; text: string; picture: string };

/** A sentence under each strip step (spec 001 §9), in the strip's order. */
const STEP_TEXTS = [
  'Take a short style quiz about your taste, your shape and what you need. We match you with stylists who dress people like you, and you pick the one you like.',
  'Choose a one-time session or a monthly membership, then chat with your stylist about the occasion, your budget and the brands you love.',
  'Your stylist sends a mood board to agree on a direction, then complete style boards with every piece linked. Ask for revisions until each look feels right.',
  'Add the pieces you love to your cart and check out in one place. Shipping and returns are always free.',
];

export const HOW_IT_WORKS_PAGE_STEPS: readonly HowItWorksStep[] = HOW_IT_WORKS_STEPS.map(
  (title, index) => ({
    title,
    text: STEP_TEXTS[index] ?? '',
    picture: `/media/marketing/how-it-works-${index + 1}.svg`,
  }),
);

export const STEP_PICTURE_SIZE = { width: 600, height: 600 } as const;
