import { useNavigate, useSearchParams } from 'react-router-dom';
import { selectIsSignedIn, selectUserId } from '@/api/authSlice';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { bookingPath, chatSessionPath } from '@/lib/booking';
import { bookingSourceFor } from '@/lib/shopItBackVisit';
import { trackEvent } from '@/services/tracking';
import { modalOpened } from '@/blocks/modals/uiSlice';

export type BookableStylist = { uuid: string; has_active_session?: boolean };

/**
 * The Book click, wherever it is (spec 000 §4 Booking): a visitor gets Signup (Signin when the
 * query flag user_rmk is 'true') with the booking URL to come back to; a shopper with a session
 * goes to it; otherwise tracking fires (never blocking) and booking starts. A booking after
 * Shop it Back was chosen in this visit carries that campaign's source.
 */
export const useBookStylist = () => {
  const isSignedIn = useAppSelector(selectIsSignedIn);
  const userId = useAppSelector(selectUserId);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();

  return (stylist: BookableStylist, bookingSource: string) => {
    const path = bookingPath({
      stylistId: stylist.uuid,
      bookingSource: bookingSourceFor(bookingSource),
    });
    if (!isSignedIn) {
      dispatch(
        modalOpened({
          type: searchParams.get('user_rmk') === 'true' ? 'Signin' : 'Signup',
          modalProps: { redirectUrl: path, source: bookingSource, element: 'book click' },
        }),
      );
      return;
    }
    if (stylist.has_active_session && userId) {
      void navigate(chatSessionPath(stylist.uuid, userId));
      return;
    }
    trackEvent('book_stylist_click', { stylist_uuid: stylist.uuid, booking_source: bookingSource });
    void navigate(path);
  };
};
