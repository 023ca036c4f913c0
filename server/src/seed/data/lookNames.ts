/** Names stylists give their looks. */
export const womenLookNames: string[] = [
  'Gallery Opening', 'Sunday Brunch', 'Boardroom Ready', 'First Date', 'City Weekend',
  'Wine Bar Evening', 'Garden Party', 'Airport Chic', 'Monday Meetings', 'Farmers Market Morning',
  'Rooftop Drinks', 'Autumn in the Park', 'Coastal Getaway', 'Book Club Night', 'Client Lunch',
  'Rehearsal Dinner', 'Effortless Errands', 'Wedding Guest', 'Holiday Party', 'Date Night In',
  'Museum Afternoon', 'Late Summer Light', 'Soft Tailoring', 'Weekend in Paris', 'Creative Office',
  'Birthday Dinner', 'Pitch Day', 'Theater Night', 'Slow Saturday', 'Country House Weekend',
  'Off-Duty Polish', 'Quiet Luxury', 'Spring Layers', 'Cozy Cabin', 'Black Tie Optional',
  'Lakeside Lunch', 'Morning Commute', 'Cocktail Hour', 'Travel Day', 'New Season Neutrals',
];

export const menLookNames: string[] = [
  'Smart Friday', 'Weekend Uniform', 'Client Dinner', 'City Commute', 'First Date',
  'Brewery Afternoon', 'Airport Ready', 'Wedding Guest', 'Boardroom Sharp', 'Off-Duty Layers',
  'Sunday Market', 'Cocktail Bar', 'Coastal Weekend', 'Gallery Night', 'Game Day',
  'Autumn Walk', 'Creative Studio', 'Conference Keynote', 'Holiday Party', 'Winter Layers',
  'Summer Linen', 'Road Trip', 'Date Night', 'Dinner with the In-Laws', 'Easy Tailoring',
  'Rainy Day', 'Mountain Cabin', 'Modern Prep', 'Back to the Office', 'Birthday Drinks',
];

/** Optional qualifiers that keep repeated names apart ("Sunday Brunch, Take Two"). */
export const lookNameSuffixes: string[] = [
  '',
  '',
  '',
  ' in Neutrals',
  ', Take Two',
  ' Edit',
  ' Classic',
  ' Refresh',
];
