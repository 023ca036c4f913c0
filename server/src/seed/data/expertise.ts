/**
 * Stylist expertise tags. Campaign pages look up 'Maternity' and 'Bridal & Wedding Guest'.
 * `phrase` is how a bio mentions the expertise.
 */
export type ExpertiseSeed = { name: string; phrase: string; departments: ('female' | 'male')[] };

export const expertise: ExpertiseSeed[] = [
  { name: 'Workwear', phrase: 'workwear', departments: ['female', 'male'] },
  { name: 'Capsule Wardrobes', phrase: 'capsule wardrobes', departments: ['female', 'male'] },
  {
    name: 'Special Occasions',
    phrase: 'special-occasion dressing',
    departments: ['female', 'male'],
  },
  { name: 'Petite Styling', phrase: 'petite styling', departments: ['female'] },
  { name: 'Plus-Size Styling', phrase: 'plus-size styling', departments: ['female', 'male'] },
  { name: 'Menswear Tailoring', phrase: 'menswear tailoring', departments: ['male'] },
  { name: 'Sustainable Fashion', phrase: 'sustainable wardrobes', departments: ['female', 'male'] },
  { name: 'Travel Packing', phrase: 'travel packing', departments: ['female', 'male'] },
  { name: 'Closet Clean-Out', phrase: 'closet clean-outs', departments: ['female', 'male'] },
  { name: 'Bridal & Wedding Guest', phrase: 'wedding styling', departments: ['female', 'male'] },
  { name: 'Maternity', phrase: 'maternity style', departments: ['female'] },
  { name: 'Street Style', phrase: 'street style', departments: ['female', 'male'] },
  { name: 'Date Night', phrase: 'date-night dressing', departments: ['female', 'male'] },
];
