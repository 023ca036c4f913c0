import { Component, Suspense, useEffect, type ReactNode } from 'react';
import { useGetCurrentUserQuery } from '@/api/currentUserApi';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { reportError } from '@/services/errorReporting';
import { lazyComponent } from '@/ui/lazyComponent';
import { birthdayMessageShown, selectShowBirthdayMessage } from '@/blocks/modals/uiSlice';
import { isBirthdayToday, wasClosedToday } from './birthdayToday';

const BirthdayBanner = lazyComponent(() =>
  import('./BirthdayBanner').then((module) => module.BirthdayBanner),
);

type BoundaryState = { failed: boolean };

/** A decoration that fails takes nothing else down: no birthday message, and a report. */
class BirthdayBoundary extends Component<{ children: ReactNode }, BoundaryState> {
  override state: BoundaryState = { failed: false };

  static getDerivedStateFromError(): BoundaryState {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    reportError(error, { area: 'birthday' });
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

/**
 * Turns the birthday flag (`showBirthdayMessage`, the UI slice) on when the signed-in user's data
 * arrives on their birthday and they have not closed the message today; shows the banner while
 * it is on.
 */
export const BirthdayWatch = () => {
  const { data: user } = useGetCurrentUserQuery();
  const isOn = useAppSelector(selectShowBirthdayMessage);
  const dispatch = useAppDispatch();
  const birthday = user?.birthday ?? null;

  useEffect(() => {
    const today = new Date();
    if (isBirthdayToday(birthday, today) && !wasClosedToday(today)) {
      dispatch(birthdayMessageShown());
    }
  }, [birthday, dispatch]);

  if (!isOn || !user) return null;
  return (
    <BirthdayBoundary>
      <Suspense fallback={null}>
        <BirthdayBanner firstName={user.firstName} />
      </Suspense>
    </BirthdayBoundary>
  );
};
