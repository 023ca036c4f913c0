import { useSearchParams } from 'react-router-dom';
import { decodeBookingQuery, type BookingQuery } from '@/lib/bookingCodec';

/** The page's `booking` query, decoded; unreadable → `{}` (spec 000 §2). */
export const useBookingQuery = (): BookingQuery => {
  const [searchParams] = useSearchParams();
  return decodeBookingQuery(searchParams.get('booking'));
};
