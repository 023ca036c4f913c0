import styled from 'styled-components';
import { useAppDispatch } from '@/app/hooks';
import { HeartIcon } from '@/ui/icons';
import { RoundIconButton } from '@/ui/RoundIconButton';
import { toastShown } from '@/blocks/modals/uiSlice';
import { useGuestGate } from '@/blocks/useGuestGate';
import { useSetLookLikedMutation } from './looksApi';

type LikeButtonProps = {
  lookId: string;
  lookName: string;
  liked: boolean;
  /** The area asking, for the Signup modal a visitor gets (e.g. 'outfit'). */
  source: string;
  className?: string;
};

/**
 * The heart on a look (spec 001 §4 "Like"): the new state shows at once everywhere the look
 * shows, and goes back with a toast when the server refuses. A visitor gets the Signup modal,
 * and comes back to this page once signed up.
 */
export const LikeButton = ({ lookId, lookName, liked, source, className }: LikeButtonProps) => {
  const requireSignIn = useGuestGate();
  const dispatch = useAppDispatch();
  const [setLiked] = useSetLookLikedMutation();

  const handleClick = () => {
    if (!requireSignIn({ source, element: 'favorite click' })) return;
    setLiked({ lookId, liked: !liked })
      .unwrap()
      .catch(() => {
        dispatch(toastShown({ content: "We couldn't update your favorites. Please try again." }));
      });
  };

  return (
    <Toggle
      type="button"
      aria-pressed={liked}
      aria-label={`Like ${lookName || 'this look'}`}
      className={className}
      onClick={handleClick}
    >
      <HeartIcon size={22} />
    </Toggle>
  );
};

const Toggle = styled(RoundIconButton)`
  flex: none;

  svg {
    transition: fill ${({ theme }) => theme.motion.fast} ease;
  }

  &[aria-pressed='true'] {
    color: ${({ theme }) => theme.colors.major};
  }

  &[aria-pressed='true'] svg {
    fill: currentColor;
  }

  ${({ theme }) => theme.media.reducedMotion} {
    svg {
      transition: none;
    }
  }
`;
