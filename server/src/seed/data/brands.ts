/**
 * Invented brands. `tier` scales template prices; `focus` lists the categories a brand makes
 * (empty: a generalist that makes everything).
 */
export type BrandTier = 'accessible' | 'contemporary' | 'premium' | 'luxury';

export type BrandSeed = { name: string; tier: BrandTier; focus: string[] };

export const brandTierMultiplier: Record<BrandTier, number> = {
  accessible: 0.6,
  contemporary: 1,
  premium: 1.6,
  luxury: 2.6,
};

export const brands: BrandSeed[] = [
  { name: 'Maison Verre', tier: 'luxury', focus: [] },
  { name: 'Atelier Sol', tier: 'premium', focus: [] },
  { name: 'Casa Lumen', tier: 'contemporary', focus: [] },
  {
    name: 'Ember & Oak',
    tier: 'contemporary',
    focus: ['outerwear', 'knitwear', 'tops', 'bottoms'],
  },
  { name: 'Halden Row', tier: 'premium', focus: ['suiting', 'outerwear', 'tops', 'bottoms'] },
  { name: 'Rue Marlowe', tier: 'premium', focus: ['dresses', 'tops', 'bottoms', 'outerwear'] },
  { name: 'Saltmarsh Studio', tier: 'accessible', focus: [] },
  { name: 'Oro Fino', tier: 'premium', focus: ['jewelry', 'accessories'] },
  { name: 'Linea Nove', tier: 'luxury', focus: ['dresses', 'outerwear', 'shoes', 'bags'] },
  {
    name: 'Field & Fathom',
    tier: 'contemporary',
    focus: ['outerwear', 'tops', 'bottoms', 'shoes'],
  },
  { name: 'Pallas Atelier', tier: 'luxury', focus: ['dresses', 'suiting', 'outerwear'] },
  { name: 'Verdant Lane', tier: 'accessible', focus: ['tops', 'dresses', 'bottoms', 'knitwear'] },
  { name: 'Kestrel Supply Co.', tier: 'contemporary', focus: ['shoes', 'bags', 'accessories'] },
  { name: 'Alder & Ash', tier: 'contemporary', focus: ['knitwear', 'tops', 'accessories'] },
  { name: 'Monarque', tier: 'luxury', focus: ['bags', 'shoes', 'accessories'] },
  { name: 'Sable Coast', tier: 'accessible', focus: ['tops', 'bottoms', 'dresses', 'shoes'] },
  { name: 'Wren & Wilde', tier: 'contemporary', focus: ['dresses', 'tops', 'jewelry'] },
  { name: 'Juniper Hale', tier: 'contemporary', focus: [] },
  { name: 'Solenne', tier: 'premium', focus: ['dresses', 'tops', 'shoes', 'bags'] },
  { name: 'Corvo Milano', tier: 'luxury', focus: ['shoes', 'suiting', 'bags', 'accessories'] },
  { name: 'Hollis & Vane', tier: 'premium', focus: ['suiting', 'tops', 'knitwear', 'accessories'] },
  { name: 'Tidewater Goods', tier: 'accessible', focus: ['tops', 'bottoms', 'shoes', 'bags'] },
  {
    name: 'Mireille Paris',
    tier: 'premium',
    focus: ['dresses', 'tops', 'knitwear', 'accessories'],
  },
  { name: 'Fenwick Row', tier: 'contemporary', focus: ['shoes', 'suiting', 'outerwear'] },
  { name: 'Calder Knitting Co.', tier: 'contemporary', focus: ['knitwear', 'accessories'] },
  { name: 'Lark & Linen', tier: 'accessible', focus: ['tops', 'dresses', 'bottoms'] },
  { name: 'Odessa Vale', tier: 'premium', focus: ['jewelry', 'bags', 'accessories'] },
  { name: 'Iver & Co.', tier: 'contemporary', focus: ['bottoms', 'tops', 'outerwear'] },
  { name: 'Quill Leatherworks', tier: 'premium', focus: ['bags', 'shoes', 'accessories'] },
  { name: 'Bellwether Denim', tier: 'contemporary', focus: ['bottoms', 'outerwear'] },
  { name: 'Northstar Athletic', tier: 'accessible', focus: ['tops', 'shoes', 'bottoms'] },
  { name: 'Aurelie Fine Jewelry', tier: 'luxury', focus: ['jewelry'] },
];
