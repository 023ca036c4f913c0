import { useId } from 'react';
import styled from 'styled-components';
import { CloseIcon } from '@/ui/icons';
import type { ProfileLook } from '../profileLooks';
import { CardPicture } from '../profile/CardPicture';
import { CardArticle, pictureFrame, twoLines } from '../profile/cardParts';
import { CornerButton } from '../profile/CornerButton';

type ProfileLookCardProps = {
  look: ProfileLook;
  eager?: boolean;
  /** Gets the card's remove button, where focus goes when a neighbouring look is removed. */
  focusRef?: (node: HTMLElement | null) => void | (() => void);
  onRemove: (look: ProfileLook) => void;
};

const TYPE_NAMES = { moodboard: 'Mood board', styleboard: 'Style board' } as const;

/** What the shopper calls a look: its title, else its kind. */
export const profileLookTitle = (look: ProfileLook) => look.name || TYPE_NAMES[look.type];

const pieces = (count: number) => (count === 1 ? '1 piece' : `${count} pieces`);

/** A board from a styling session: its picture, title, kind and stylist, and a remove button. */
export const ProfileLookCard = ({
  look,
  eager = false,
  focusRef,
  onRemove,
}: ProfileLookCardProps) => {
  const titleId = useId();
  const title = profileLookTitle(look);
  const details = [
    TYPE_NAMES[look.type],
    look.type === 'styleboard' && look.itemsCount > 0 ? pieces(look.itemsCount) : '',
    look.stylistName ? `by ${look.stylistName}` : '',
  ].filter(Boolean);
  return (
    <CardArticle aria-labelledby={titleId}>
      <Frame>{look.picture && <CardPicture src={look.picture} eager={eager} />}</Frame>
      <Name id={titleId}>{title}</Name>
      <Details>{details.join(' · ')}</Details>
      <CornerButton
        type="button"
        ref={focusRef}
        aria-label={`Remove ${title} from your profile`}
        aria-haspopup="dialog"
        onClick={() => onRemove(look)}
      >
        <CloseIcon size={18} />
      </CornerButton>
    </CardArticle>
  );
};

/* Style boards are 4:5 and fill it; a mood board (3:2) shows whole. */
const Frame = styled.div`
  ${pictureFrame}
`;

const Name = styled.h3`
  ${twoLines}
  margin: ${({ theme }) => theme.space.xxs} 0 0;
  font-family: ${({ theme }) => theme.fonts.body};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const Details = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.inkMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;
