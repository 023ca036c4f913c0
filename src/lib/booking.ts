import { encodeQueryParam } from './bookingCodec';

/** Where the Book click happened: 'match', 'profile', 'search', 'inbox', a campaign marker… */
export type BookingSource = string;

export type Booking = {
  stylistId: string;
  plan?: 'mini' | 'major' | 'lux';
  goal?: string;
  bookingSource: BookingSource;
};

/** Where booking starts: plan choice, with the booking encoded in the query (spec 000 §2). */
export const bookingPath = (booking: Booking) =>
  `/match/plans?booking=${encodeQueryParam(booking)}`;

/** The chat session page of an existing session with a stylist. */
export const chatSessionPath = (stylistId: string, userId: string) =>
  `/chat/${encodeURIComponent(stylistId)}/${encodeURIComponent(userId)}`;
