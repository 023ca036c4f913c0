/**
 * Review copy. Placeholders: {stylist} (the stylist's first name). Sentences are combined into
 * descriptions of one to four sentences; some are long on purpose so cards clamp them.
 */

export const reviewTitles: string[] = [
  'Finally feel like myself again',
  'Worth every penny',
  'Exactly what I needed',
  'A total closet transformation',
  'So many compliments',
  'Best money I have spent on clothes',
  'Understood my style immediately',
  'Perfect for my event',
  'My new secret weapon',
  'Made shopping fun again',
  'Thoughtful and professional',
  'Highly recommend',
  'Ready for my new job',
  'Loved the mood board',
  'Great eye for fit',
  'Easy and inspiring',
];

export const positiveOpeners: string[] = [
  '{stylist} was amazing from the first message.',
  'I was nervous about working with a stylist, but {stylist} made it so easy.',
  '{stylist} understood exactly what I was going for after just a few questions.',
  'I booked {stylist} before a big work trip and it was the best decision.',
  'Working with {stylist} felt like shopping with a friend who happens to have impeccable taste.',
  'I have tried other styling services and none of them compare to {stylist}.',
  '{stylist} helped me find outfits for my sister’s wedding and I have never received so many compliments.',
  'After having my second baby nothing fit, and {stylist} was so patient and kind.',
  'I needed a work wardrobe for a new role and {stylist} delivered.',
  '{stylist} put together a capsule wardrobe that I actually wear every day.',
];

export const positiveMiddles: string[] = [
  'The mood board was spot on and every look felt like me, only better.',
  'The boards mixed pieces I already owned with a few new buys, which made my whole closet feel new.',
  'Every piece fit beautifully, and the notes on how to wear things were so helpful.',
  'The suggestions stayed within my budget, which I really appreciated.',
  'I loved that {stylist} explained why each piece worked for my body shape.',
  'The revisions were quick and {stylist} really listened to my feedback about colors I do not love.',
  'I would never have picked some of these pieces myself, and now they are my favorites.',
  'I ended up buying almost everything on the second board.',
  'The shoes alone were worth it; I had been searching for the perfect pair for months and {stylist} found them in a day.',
  'Responses were fast and friendly, and the whole process took less than a week from the first message to my finished boards, which felt incredibly efficient for such personal work.',
];

export const positiveClosers: string[] = [
  'I will definitely book again next season.',
  'Highly recommend!',
  'Thank you, {stylist}!',
  'I already booked my next session.',
  'My closet has never looked better.',
  'I feel so much more confident getting dressed in the morning.',
  'Could not be happier with the result.',
];

export const mixedSentences: string[] = [
  'Good ideas overall, though a few pieces were outside my budget.',
  'Some of the items sold out before I could order them, but {stylist} found alternatives.',
  'The first board missed the mark a little, but the revision was much closer to what I wanted.',
  'I liked most of the looks; the shoes were not really my style.',
  'It took a couple of days to hear back at times, but the advice was solid.',
  'A helpful session with a few great finds, even if not everything worked for me.',
];

/** Short, mostly men's, phrasing for variety. */
export const briefReviews: string[] = [
  'Quick, practical and exactly what I asked for.',
  '{stylist} sorted out my work wardrobe in one go. Great eye for tailoring.',
  'Finally found jeans that fit. Thanks, {stylist}.',
  'Clear advice, no fuss, great results.',
  'Loved it. Easy process and great picks.',
];
