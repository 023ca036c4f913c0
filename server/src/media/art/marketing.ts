import { blogColours, luxMoodboard, luxStyleboards, styleBoard } from './marketing/boards';
import {
  blogAccessories,
  blogCapsule,
  blogRail,
  blogShoes,
  luxCapsule,
  luxGoodFor,
  luxMoms,
} from './marketing/flatLays';
import { giftCard, press, signature } from './marketing/cards';
import { client, founder, luxTestimonial, ourStoryVideo, testimonial } from './marketing/people';
import { blogStreet, hero, luxBoss, luxHero, luxUpdates, ourStoryHeader } from './marketing/scenes';
import { luxBuy, luxGift } from './marketing/stillLifes';
import { weddingCeremony, weddingGuest, weddingOutfits } from './marketing/wedding';
import { howItWorks, luxRevisions, shopItBack, weddingHow } from './marketing/screens';

/**
 * Marketing artwork for the landing, plan, campaign and story pages, served as
 * /media/marketing/{id}.svg. Only the ids below exist (docs/contracts/marketing.md, "Media"); each
 * picture is a pure function of its id, and its size is also its viewBox.
 */

type Art = { width: number; height: number; render: () => string };

const art = (width: number, height: number, render: () => string): Art => ({
  width,
  height,
  render,
});

/** `{prefix}-1` … `{prefix}-{count}`, rendered by index (0-based). */
const numbered = (
  prefix: string,
  count: number,
  width: number,
  height: number,
  render: (index: number) => string,
): Record<string, Art> =>
  Object.fromEntries(
    Array.from({ length: count }, (_, i) => [
      `${prefix}-${i + 1}`,
      art(width, height, () => render(i)),
    ]),
  );

const blog = [blogCapsule, blogColours, blogRail, blogAccessories, blogStreet, blogShoes];

const catalogue: Record<string, Art> = {
  hero: art(960, 1200, hero),
  founder: art(800, 1000, founder),
  ...numbered('press', 6, 240, 80, press),
  ...numbered('gift-card', 4, 800, 500, giftCard),
  ...numbered('style-board', 8, 800, 800, styleBoard),
  ...numbered('testimonial', 3, 720, 1280, testimonial),
  ...numbered('client', 9, 320, 320, client),
  'lux-hero': art(1600, 1000, luxHero),
  'lux-moodboard': art(1200, 800, luxMoodboard),
  'lux-styleboards': art(1200, 800, luxStyleboards),
  'lux-capsule': art(1200, 800, luxCapsule),
  'lux-revisions': art(1200, 800, luxRevisions),
  'lux-buy': art(1200, 800, luxBuy),
  'lux-gift': art(1200, 800, luxGift),
  'lux-good-for': art(1200, 800, luxGoodFor),
  'lux-moms': art(1200, 800, luxMoms),
  'lux-boss': art(1200, 800, luxBoss),
  'lux-updates': art(1200, 800, luxUpdates),
  ...numbered('lux-testimonial', 3, 800, 800, luxTestimonial),
  ...numbered('wedding', 3, 1600, 900, (i) =>
    [weddingCeremony, weddingGuest, weddingOutfits][i]!(),
  ),
  'wedding-how': art(1000, 800, weddingHow),
  'our-story-header': art(1600, 700, ourStoryHeader),
  'our-story-video': art(1280, 720, ourStoryVideo),
  signature: art(400, 120, signature),
  ...numbered('how-it-works', 4, 600, 600, howItWorks),
  'shop-it-back': art(1000, 700, shopItBack),
  ...numbered('blog', 6, 1200, 800, (i) => blog[i]!()),
};

/** The size (and viewBox) of every marketing picture, by id. */
export const MARKETING_ART: Readonly<Record<string, { width: number; height: number }>> =
  Object.fromEntries(
    Object.entries(catalogue).map(([id, { width, height }]) => [id, { width, height }]),
  );

/** The SVG for a marketing id, or null when there is no such picture. */
export const renderMarketing = (id: string): string | null =>
  Object.hasOwn(catalogue, id) ? (catalogue[id]?.render() ?? null) : null;
