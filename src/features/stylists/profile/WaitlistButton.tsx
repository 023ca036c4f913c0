import { selectUserId } from '@/api/authSlice';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { Button } from '@/ui/Button';
import { toastShown } from '@/blocks/modals/uiSlice';
import { useGuestGate } from '@/blocks/useGuestGate';
import type { ApiStylist } from '@/api/stylistTypes';
import {
  useGetWaitlistQuery,
  useJoinWaitlistMutation,
  useLeaveWaitlistMutation,
} from './profileApi';

const WAITLIST_FAILED = "We couldn't update the waitlist. Please try again.";

/**
 * Join or leave an inactive stylist's waitlist (spec 000 §4 Waitlist). A status lookup that
 * fails reads as "not on it"; joining offers Undo; the button is disabled while busy; a visitor
 * gets Signup and comes back to the profile.
 */
export const WaitlistButton = ({ stylist }: { stylist: ApiStylist }) => {
  const dispatch = useAppDispatch();
  const userId = useAppSelector(selectUserId);
  const requireSignIn = useGuestGate();
  const { data: waitlist, isLoading } = useGetWaitlistQuery(undefined, { skip: !userId });
  const [join, { isLoading: isJoining }] = useJoinWaitlistMutation();
  const [leave, { isLoading: isLeaving }] = useLeaveWaitlistMutation();
  const isOnWaitlist = waitlist?.includes(stylist.uuid) ?? false;
  const isBusy = isLoading || isJoining || isLeaving;
  const firstName = stylist.first_name;

  const handleLeave = async () => {
    if (!userId) return;
    try {
      await leave({ stylistId: stylist.uuid, userId }).unwrap();
      dispatch(toastShown({ content: `You left ${firstName}'s waitlist` }));
    } catch {
      dispatch(toastShown({ content: WAITLIST_FAILED }));
    }
  };

  const handleJoin = async () => {
    if (!requireSignIn({ source: 'profile', element: 'waitlist click' })) return;
    try {
      await join(stylist.uuid).unwrap();
      dispatch(
        toastShown({
          content: `You joined ${firstName}'s waitlist`,
          onUndo: () => void handleLeave(),
        }),
      );
    } catch {
      dispatch(toastShown({ content: WAITLIST_FAILED }));
    }
  };

  return isOnWaitlist ? (
    <Button variant="secondary" disabled={isBusy} onClick={() => void handleLeave()}>
      Leave waitlist
    </Button>
  ) : (
    <Button disabled={isBusy} onClick={() => void handleJoin()}>
      Join waitlist
    </Button>
  );
};
