/** Onboarding needs ("what are you looking for?"), in display order. */
export type NeedSeed = { key: string; text: string };

export const needs: NeedSeed[] = [
  { key: 'new-wardrobe', text: 'A fresh new wardrobe' },
  { key: 'work-wardrobe', text: 'Outfits for work' },
  { key: 'special-occasion', text: 'A look for a special occasion' },
  { key: 'date-night', text: 'Date-night outfits' },
  { key: 'vacation', text: 'Vacation and travel looks' },
  { key: 'body-changes', text: 'Clothes that fit my body now' },
  { key: 'shop-my-closet', text: 'New ways to wear what I own' },
  { key: 'closet-cleanout', text: 'A closet clean-out' },
];
