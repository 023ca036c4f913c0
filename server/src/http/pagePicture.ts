import { escapeAttribute } from './pageHintTags';

/**
 * A page's largest picture (a profile's mood board, a look's picture, an item's): drawn by the
 * server's HTML in the prerendered shell, so the browser paints it before any JavaScript runs.
 * `width` and `height` are the ones the app's `<img>` gives it (its box comes from the page's
 * CSS); `srcset` and `sizes` for a picture with sized variants.
 */
export type PagePicture = {
  src: string;
  alt: string;
  width: number;
  height: number;
  srcset?: string;
  sizes?: string;
};

/**
 * The slot a shell's skeleton keeps for the page's picture (`data-page-picture`, the same box as
 * the app's picture), with its shimmer inside: src/ui/PagePictureSlot.tsx.
 */
const SLOT = /<(div|span)\b[^>]*\sdata-page-picture=""[^>]*>(?:<span\b[^>]*><\/span>)?/;

/** The picture as an `<img>`: every attribute escaped (the URLs and names come from data). */
export const pagePictureTag = (picture: PagePicture) =>
  [
    `<img src="${escapeAttribute(picture.src)}"`,
    picture.srcset ? ` srcset="${escapeAttribute(picture.srcset)}"` : '',
    picture.srcset && picture.sizes ? ` sizes="${escapeAttribute(picture.sizes)}"` : '',
    ` alt="${escapeAttribute(picture.alt)}"`,
    ` width="${Math.round(picture.width)}" height="${Math.round(picture.height)}"`,
    ' fetchpriority="high">',
  ].join('');

/**
 * A shell's markup with the picture in its slot, after the shimmer (drawn over it); the markup
 * unchanged when it has no slot.
 */
export const withPagePicture = (markup: string, picture: PagePicture) =>
  markup.replace(SLOT, (slot) => `${slot}${pagePictureTag(picture)}`);
