import styled from 'styled-components';
import { useAppDispatch } from '@/app/hooks';
import { env } from '@/config/env';
import { Confetti } from '@/ui/Confetti';
import { AnnouncementBar, AnnouncementDismiss } from '@/ui/AnnouncementBar';
import { usePrefersReducedMotion } from '@/ui/hooks/usePrefersReducedMotion';
import { birthdayMessageClosed } from '@/blocks/modals/uiSlice';
import { rememberClosedToday } from './birthdayToday';

/**
 * Spec 001 §4: white, red, green and blue confetti. The spec's own colours for a celebration,
 * not the brand's, written as hex because the confetti library reads only hex.
 */
export const BIRTHDAY_CONFETTI_COLORS = ['#FFFFFF', '#FF0000', '#008000', '#0000FF'] as const;

export const BIRTHDAY_CONFETTI_PARTICLES = 150;

/**
 * The birthday message (spec 001 §4): 'Happy Birthday {first_name}' … 'from all of us at' the
 * product, with a burst of confetti (none for reduced motion). It appears in the page's flow
 * without taking focus, and closes for the rest of the day.
 */
export const BirthdayBanner = ({ firstName }: { firstName: string }) => {
  const dispatch = useAppDispatch();
  const reducedMotion = usePrefersReducedMotion();
  const handleClose = () => {
    rememberClosedToday(new Date());
    dispatch(birthdayMessageClosed());
  };

  return (
    <Banner aria-label="Birthday message">
      {!reducedMotion && (
        <Confetti particleCount={BIRTHDAY_CONFETTI_PARTICLES} colors={BIRTHDAY_CONFETTI_COLORS} />
      )}
      <Text>
        <Greeting>{`Happy Birthday ${firstName}`.trim()}</Greeting>{' '}
        <span>
          Wishing you a wonderful day and a year of great style, from all of us at {env.productName}
          .
        </span>
      </Text>
      <Dismiss label="Close birthday message" onClick={handleClose} />
    </Banner>
  );
};

const Banner = styled(AnnouncementBar)`
  background: ${({ theme }) => theme.colors.major};
  color: ${({ theme }) => theme.colors.inverse};
`;

const Text = styled.p`
  margin: 0;
`;

const Greeting = styled.strong`
  font-family: ${({ theme }) => theme.fonts.display};
  font-size: ${({ theme }) => theme.fontSizes.md};
`;

/* The usual focus ring is the banner's own red: white shows on it. */
const Dismiss = styled(AnnouncementDismiss)`
  &:focus-visible {
    outline-color: ${({ theme }) => theme.colors.inverse};
    outline-offset: -3px;
  }
`;
