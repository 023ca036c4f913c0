/**
 * Fragments the seed composes into stylist profiles. Placeholders: {first}, {city}, {years},
 * {styleA}, {styleB}, {expertise} (all filled in by the seed).
 */

export const bioOpeners: string[] = [
  'I have been styling clients in {city} for {years} years, after starting out as a personal shopper.',
  'I’m a {city}-based stylist with {years} years of experience across editorial shoots and one-on-one styling.',
  'Before styling full time I spent {years} years in fashion buying, so I know how a great wardrobe is built piece by piece.',
  'Styling found me when friends kept asking me to help them get dressed; {years} years later it is my favorite job.',
  'I started my career dressing models backstage and have spent the last {years} years helping real people feel just as confident.',
  'Born and raised in {city}, I have worked as a stylist for {years} years, mostly with busy professionals and new parents.',
  'I’m a former costume designer who has spent {years} years translating personality into clothes.',
  'My background is in retail visual merchandising, and for the last {years} years I have styled clients from {city} and beyond.',
];

export const bioApproaches: string[] = [
  'My approach is simple: start with what you already love, then add a few pieces that make everything work harder.',
  'I believe getting dressed should feel easy, so I build outfits around versatile staples and one or two statement pieces.',
  'I listen first. Your lifestyle, your budget and the way you want to feel come before any trend.',
  'I love mixing high and low, pairing investment pieces with finds that are kind to your budget.',
  'Every board I send is built to be worn on a Tuesday, not just photographed.',
  'I pay close attention to fit and proportion, because the right cut changes everything.',
  'I like to push clients a little outside their comfort zone, gently and with plenty of options.',
];

export const bioSpecialties: string[] = [
  'I’m known for polished {styleA} looks with a {styleB} twist.',
  'Most of my clients come to me for {expertise}, and I love seeing them walk into a room with confidence.',
  'I specialize in {expertise} and have a soft spot for {styleA} dressing.',
  'My signature is a relaxed {styleA} wardrobe that still feels a little {styleB}.',
  'Whether it is {expertise} or a complete refresh, I make sure every piece earns its place in your closet.',
  'Color is my thing: I will help you find the shades that make you glow, within a {styleA} foundation.',
];

export const bioPersonal: string[] = [
  'When I’m not styling, you will find me at flea markets hunting for vintage silk scarves.',
  'Off duty, I’m usually on a long walk with my dog and a very large coffee.',
  'I’m a mom of two, so I know how precious time in the morning is.',
  'I travel as often as I can and always pack a carry-on only; ask me for my packing list.',
  'I collect old fashion magazines and still get inspired by the editorials of the nineties.',
  'Weekends are for gardening, thrifting and Sunday dinners with friends.',
  'I’m happiest in a great pair of loafers exploring a new neighborhood.',
];

export const bioClosers: string[] = [
  'I can’t wait to help you love getting dressed again.',
  'Let’s make your closet work for you.',
  'Send me a message and let’s get started.',
  'Style is personal, and I’m here to help you find yours.',
];

export const services: string[] = [
  'Personalized style boards with pieces from any brand and budget, plus revisions until every look feels like you.',
  'A full wardrobe refresh: mood board, shoppable outfits and a plan for what to keep, tailor or donate.',
  'Outfits for the moments that matter, from the office to weddings, with tips on fit, color and accessories.',
  'Capsule wardrobes that mix and match, built around your lifestyle and the pieces you already own.',
  'Closet styling sessions that turn what you own into new outfits, with a short list of pieces to add.',
  'Head-to-toe looks for work, weekends and travel, shoppable in a few clicks.',
  'Event styling for galas, weddings and milestone birthdays, with options at every price point.',
];

export const whyWeRecommend: string[] = [
  '{first} has a gift for finding pieces that flatter and last, and clients praise how quickly {first} understands their taste.',
  'Clients love {first}’s eye for {styleA} looks and the thoughtful notes that come with every board.',
  '{first} is one of our most booked stylists for {expertise}, with consistently glowing reviews.',
  '{first} builds outfits that feel effortless, and always respects your budget.',
  'With a background in fashion and a warm, practical approach, {first} makes styling feel easy and fun.',
  '{first} is wonderful at mixing your own pieces with a few smart new buys.',
  'If you want to look polished without trying too hard, {first} is the stylist for you.',
];

export const infoLines: string[] = [
  'Speaks English and Spanish',
  'Speaks English and French',
  'Former personal shopper',
  'Mom of two, expert in mornings that run late',
  'Loves vintage and second-hand finds',
  'Color analysis certified',
  'Available for video calls on weekends',
  'Specialist in small budgets with big impact',
  'Tailoring nerd',
  'Featured stylist this season',
  'Packs for a week in a carry-on',
  'Speaks English and Italian',
];
