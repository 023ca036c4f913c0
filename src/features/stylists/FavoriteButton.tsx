import styled from 'styled-components';
import { useAppDispatch } from '@/app/hooks';
import { toastShown } from '@/blocks/modals/uiSlice';
import { useGuestGate } from '@/blocks/useGuestGate';
import type { ApiStylist } from '@/api/stylistTypes';
import { useAddFavoriteStylistMutation, useRemoveFavoriteStylistMutation } from '@/api/stylistsApi';
import { RoundIconButton } from '@/ui/RoundIconButton';

type FavoriteButtonProps = {
  stylist: ApiStylist;
  isFavorite: boolean;
  /** The area asking, for the Signup modal a guest gets (e.g. 'stylist search'). */
  source: string;
  /** While the favorite state is still unknown. */
  disabled?: boolean;
  className?: string;
};

/**
 * The heart on a stylist: a toggle that shows the new state at once (optimistic) and flips back
 * with a toast when the server refuses. A guest gets the Signup modal instead.
 */
export const FavoriteButton = ({
  stylist,
  isFavorite,
  source,
  disabled = false,
  className,
}: FavoriteButtonProps) => {
  const requireSignIn = useGuestGate();
  const dispatch = useAppDispatch();
  const [addFavorite] = useAddFavoriteStylistMutation();
  const [removeFavorite] = useRemoveFavoriteStylistMutation();

  const handleClick = () => {
    if (!requireSignIn({ source, element: 'favorite click' })) return;
    const request = isFavorite
      ? removeFavorite({ stylistId: stylist.uuid })
      : addFavorite({ stylistId: stylist.uuid, stylist });
    request.unwrap().catch(() => {
      dispatch(toastShown({ content: "We couldn't update your favorites. Please try again." }));
    });
  };

  return (
    <Toggle
      type="button"
      aria-pressed={isFavorite}
      aria-label={`Favorite ${stylist.name}`}
      disabled={disabled}
      className={className}
      onClick={handleClick}
    >
      <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d="M12 20.5s-7.5-4.6-9.3-9.2C1.5 8.1 3.6 4.5 7.2 4.5c2 0 3.5 1.1 4.8 2.9 1.3-1.8 2.8-2.9 4.8-2.9 3.6 0 5.7 3.6 4.5 6.8-1.8 4.6-9.3 9.2-9.3 9.2Z" />
      </svg>
    </Toggle>
  );
};

const Toggle = styled(RoundIconButton)`
  svg {
    fill: none;
    stroke: currentColor;
    stroke-width: 1.6;
    transition: fill ${({ theme }) => theme.motion.fast} ease;
  }

  &[aria-pressed='true'] {
    color: ${({ theme }) => theme.colors.major};
  }

  &[aria-pressed='true'] svg {
    fill: currentColor;
  }

  &:disabled {
    cursor: progress;
    opacity: 0.6;
  }
`;
