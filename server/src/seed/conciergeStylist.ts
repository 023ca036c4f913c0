import type { ArtHints, Catalogue } from './catalogue';
import { mediaUrl } from './mediaUrl';
import { seededUuid } from './random';
import { daysBefore } from './seedReferenceDate';

/** The assistant: answers in the inbox, never reviewed, no looks. Records its art hint. */
export const conciergeStylist = (art: ArtHints): Catalogue['stylists'][number] => {
  const botId = seededUuid('stylist', 'bot');
  art.stylists.set(botId, { name: 'Style Concierge', presentation: 'feminine', isBot: true });
  return {
    id: botId,
    firstName: 'Style',
    lastName: 'Concierge',
    department: 'both',
    location: 'Online',
    city: 'Online',
    bio: 'I’m your style concierge, a digital assistant for everything before and after your session. I can answer questions about plans, booking and orders, and point you to the right stylist. For anything I can’t handle, I’ll connect you with our support team.',
    education: null,
    collaborations: null,
    website: null,
    instagramUrl: null,
    instagramFollowers: null,
    service: 'Quick answers about plans, bookings, orders and returns, any time of day.',
    whyWeRecommend: 'The fastest way to get help with your account, your session or an order.',
    info: 'Replies instantly, day or night',
    averageResponseTime: null,
    profilePicture: mediaUrl('avatars', botId),
    moodboard: mediaUrl('moodboards', botId),
    moodboardMale: `/media/moodboards/${botId}-male.svg`,
    isApproved: true,
    isActive: true,
    isBot: true,
    createdAt: daysBefore(1600),
  };
};
