import type { SessionNote } from '../../db/schema';

/**
 * Reading what a shopper writes: the requests, dislikes, budget and sizes in a message, and what
 * they add up to for picking items. Plain rules over words, no model: a message the rules do not
 * understand adds nothing, and the stylist asks instead.
 */

/** Colour words a shopper uses, and the catalogue colours each one rules out. */
const colourFamilies: Record<string, readonly string[]> = {
  yellow: ['butter yellow', 'mustard', 'gold'],
  red: ['burgundy', 'wine', 'rust', 'terracotta'],
  green: ['emerald', 'forest green', 'olive', 'sage'],
  blue: ['cobalt', 'navy', 'sky blue', 'indigo denim'],
  pink: ['blush', 'dusty rose', 'rose gold'],
  brown: ['camel', 'chocolate', 'cognac', 'tan'],
  grey: ['charcoal', 'heather grey', 'stone'],
  gray: ['charcoal', 'heather grey', 'stone'],
  purple: ['lavender'],
  white: ['white', 'ivory', 'cream', 'pearl'],
  black: ['black', 'washed black denim'],
  beige: ['oatmeal', 'khaki', 'stone', 'cream'],
  orange: ['rust', 'terracotta'],
};

/** The catalogue's own colour names, each its own family. */
const catalogueColours = [
  'black', 'blush', 'burgundy', 'butter yellow', 'camel', 'charcoal', 'chocolate', 'cobalt',
  'cognac', 'cream', 'dusty rose', 'emerald', 'forest green', 'gold', 'heather grey',
  'indigo denim', 'ivory', 'khaki', 'lavender', 'mustard', 'navy', 'oatmeal', 'olive', 'pearl',
  'rose gold', 'rust', 'sage', 'silver', 'sky blue', 'stone', 'tan', 'terracotta',
  'washed black denim', 'white', 'wine',
]; // prettier-ignore

/** Kinds of piece a shopper may rule out, and the words that name them in the catalogue. */
const pieceWords: Record<string, RegExp> = {
  dresses: /dress/i,
  skirts: /skirt/i,
  jeans: /jean|denim/i,
  shorts: /shorts/i,
  heels: /pump|heel/i,
  sneakers: /sneaker|trainer/i,
  jewelry: /earring|necklace|bracelet|jewel/i,
  hats: /hat|cap|beanie/i,
  leather: /leather/i,
  ties: /\btie\b/i,
};

const pieceAliases: Record<string, string> = {
  dress: 'dresses',
  skirt: 'skirts',
  jean: 'jeans',
  denim: 'jeans',
  heel: 'heels',
  sneaker: 'sneakers',
  trainers: 'sneakers',
  jewellery: 'jewelry',
  hat: 'hats',
  tie: 'ties',
};

const noun = (word: string) => pieceAliases[word] ?? word;

const NEGATIONS =
  /\b(?:no|not|never|without|avoid|hate|dislike|don'?t (?:like|want|wear|love)|nothing in|skip|less)\s+(?:any\s+|more\s+|wearing\s+|wear\s+)?([a-z]+(?:\s[a-z]+)?)/gi;

const words = (text: string) => text.toLowerCase().replace(/[’]/g, "'");

/** The colours and pieces a text rules out ("no yellow", "I never wear dresses"). */
const dislikesIn = (text: string) => {
  const found: string[] = [];
  for (const match of words(text).matchAll(NEGATIONS)) {
    const phrase = match[1] ?? '';
    const candidates = [phrase, phrase.split(' ')[0] ?? ''];
    for (const candidate of candidates) {
      const name = noun(candidate);
      if (colourFamilies[name] || catalogueColours.includes(name) || pieceWords[name]) {
        if (!found.includes(name)) found.push(name);
        break;
      }
    }
  }
  return found;
};

const BUDGET_WORDS = /\b(?:budget|under|below|up to|max(?:imum)?|less than|around|about)\b/i;

/** A per-item budget in dollars ("under $50", "$50 to $150", "budget 100"), if stated. */
const budgetIn = (text: string): number | null => {
  if (/no set budget|no budget|any budget/i.test(text)) return null;
  if (/over \$?\d+/i.test(text)) return null;
  const range = /\$?(\d{2,5})\s*(?:to|-|–)\s*\$?(\d{2,5})/.exec(text);
  if (range) return Number(range[2]);
  if (BUDGET_WORDS.test(text)) {
    const dollars = /\$(\d{2,5})/.exec(text);
    if (dollars) return Number(dollars[1]);
    const withoutSizes = text.replace(
      /\b(?:size|jeans|waist|shoes?|tops?|bottoms?|pants|trousers|denim)\s*:?\s*\d+(?:\.5)?/gi,
      '',
    );
    const plain = /\b(\d{2,5})\b/.exec(withoutSizes);
    if (plain) return Number(plain[1]);
  }
  return null;
};

export type Sizes = { alpha?: string; waist?: string; shoes?: string };

/** Sizes in a text: "tops M, jeans 28, shoes 8", "I'm a medium", "size 8 shoes". */
export const sizesIn = (text: string): Sizes => {
  const sizes: Sizes = {};
  const alpha =
    /\b(?:tops?|size|shirts?|sweaters?|wear(?: an?)?)\b\s*:?\s*(xxs|xs|s|m|l|xl|xxl)\b/i.exec(
      text,
    ) ?? /\b(XXS|XS|S|M|L|XL|XXL)\s+(?:in\s+)?tops?\b/i.exec(text);
  const named = /\b(small|medium|large)\b/i.exec(text);
  if (alpha?.[1]) sizes.alpha = alpha[1].toUpperCase();
  else if (named?.[1])
    sizes.alpha = { small: 'S', medium: 'M', large: 'L' }[named[1].toLowerCase()];
  const waist = /\b(?:jeans|waist|pants|trousers|denim|bottoms?)\s*:?\s*(\d{2})\b/i.exec(text);
  if (waist?.[1]) sizes.waist = waist[1];
  const shoes =
    /\bshoes?\s*(?:size)?\s*:?\s*(\d{1,2}(?:\.5)?)\b/i.exec(text) ??
    /\b(\d{1,2}(?:\.5)?)\s*(?:in\s*)?shoes?\b/i.exec(text);
  if (shoes?.[1]) sizes.shoes = shoes[1];
  return sizes;
};

const describeSizes = (sizes: Sizes) =>
  [
    sizes.alpha && `tops ${sizes.alpha}`,
    sizes.waist && `bottoms ${sizes.waist}`,
    sizes.shoes && `shoes ${sizes.shoes}`,
  ]
    .filter(Boolean)
    .join(', ');

/** The requests a text makes that change what goes on a board. */
const REQUESTS: { pattern: RegExp; text: string }[] = [
  { pattern: /\b(?:cheaper|less expensive|lower price|too expensive|more affordable)\b/i, text: 'Something cheaper' },
  { pattern: /\b(?:work|office|meetings?|business)\b/i, text: 'More for work' },
  { pattern: /\b(?:weekends?|casual|relaxed)\b/i, text: 'Casual weekends' },
  { pattern: /\b(?:evening|dinner|date night|party|wedding)\b/i, text: 'Evenings out' },
]; // prettier-ignore

/** Everything a text says that the stylist should keep: a note per request, dislike, budget, sizes. */
export const notesIn = (text: string, source: SessionNote['source']): SessionNote[] => {
  const notes: SessionNote[] = [];
  for (const request of REQUESTS) {
    if (request.pattern.test(text)) notes.push({ kind: 'request', text: request.text, source });
  }
  for (const dislike of dislikesIn(text))
    notes.push({ kind: 'dislike', text: `No ${dislike}`, source });
  const budget = budgetIn(text);
  if (budget !== null) notes.push({ kind: 'budget', text: `Up to $${budget} per piece`, source });
  const sizes = describeSizes(sizesIn(text));
  if (sizes) notes.push({ kind: 'sizes', text: `Sizes: ${sizes}`, source });
  return notes;
};

/** Adds notes, keeping one of each text (the first said) and the latest budget and sizes only. */
export const mergeNotes = (notes: readonly SessionNote[], added: readonly SessionNote[]) => {
  const merged = [...notes];
  for (const note of added) {
    if (note.kind === 'budget' || note.kind === 'sizes') {
      const at = merged.findIndex((existing) => existing.kind === note.kind);
      if (at >= 0) merged.splice(at, 1);
    }
    if (!merged.some((existing) => existing.text === note.text)) merged.push(note);
  }
  return merged;
};

/** What the notes mean for picking items. "Something cheaper" is a request for one revision. */
export type Preferences = {
  dislikedColours: Set<string>;
  dislikedPieces: RegExp[];
  budget: number | null;
  sizes: Sizes;
  forWork: boolean;
};

export const preferencesOf = (notes: readonly SessionNote[]): Preferences => {
  const dislikedColours = new Set<string>();
  const dislikedPieces: RegExp[] = [];
  let budget: number | null = null;
  let sizes: Sizes = {};
  for (const note of notes) {
    if (note.kind === 'dislike') {
      const name = note.text.replace(/^No /, '');
      for (const colour of colourFamilies[name] ?? []) dislikedColours.add(colour);
      if (catalogueColours.includes(name)) dislikedColours.add(name);
      const piece = pieceWords[name];
      if (piece) dislikedPieces.push(piece);
    }
    if (note.kind === 'budget') budget = Number(/\$(\d+)/.exec(note.text)?.[1]) || null;
    if (note.kind === 'sizes') sizes = sizesIn(note.text);
  }
  const forWork = notes.some((note) => note.text === 'More for work');
  return { dislikedColours, dislikedPieces, budget, sizes, forWork };
};
