import { useId, type Ref } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { PictureFrame } from '@/ui/PictureFrame';
import { RoundIconButton } from '@/ui/RoundIconButton';
import { touchTargetLink } from '@/ui/touchTargetLink';
import { stylistName, type FavoriteLook } from '../outfit';

type FavoriteLookCardProps = {
  look: FavoriteLook;
  /** Gets the card's main link, where focus goes when a neighbouring card is removed. */
  linkRef?: Ref<HTMLAnchorElement>;
  onRemove: (look: FavoriteLook) => void;
};

/** What the shopper calls a look: its name, else who made it. */
export const lookTitle = (look: FavoriteLook) => {
  const author = stylistName(look.stylist);
  return look.name || (author ? `A look by ${author}` : 'A look');
};

const outfitPath = (lookId: string) => `/outfit/${encodeURIComponent(lookId)}?source=favorites`;
const profilePath = (stylistId: string) => `/stylist/${encodeURIComponent(stylistId)}/profile`;

/** A liked look: its picture and name (to the look), who made it (to them) and a remove heart. */
export const FavoriteLookCard = ({ look, linkRef, onRemove }: FavoriteLookCardProps) => {
  const titleId = useId();
  const title = lookTitle(look);
  const author = stylistName(look.stylist);
  return (
    <Card aria-labelledby={titleId}>
      <LookLink ref={linkRef} to={outfitPath(look.id)}>
        <Frame>
          {look.picture && (
            <img
              src={look.picture}
              alt=""
              width={400}
              height={500}
              loading="lazy"
              decoding="async"
            />
          )}
        </Frame>
        <Name id={titleId}>{title}</Name>
      </LookLink>
      {author && look.stylist.id && (
        <By>
          by <Link to={profilePath(look.stylist.id)}>{author}</Link>
        </By>
      )}
      <Remove
        type="button"
        aria-label={`Remove ${title} from favorites`}
        onClick={() => onRemove(look)}
      >
        <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M12 20.5s-7.5-4.6-9.3-9.2C1.5 8.1 3.6 4.5 7.2 4.5c2 0 3.5 1.1 4.8 2.9 1.3-1.8 2.8-2.9 4.8-2.9 3.6 0 5.7 3.6 4.5 6.8-1.8 4.6-9.3 9.2-9.3 9.2Z" />
        </svg>
      </Remove>
    </Card>
  );
};

const Card = styled.article`
  position: relative;
  display: grid;
  gap: ${({ theme }) => theme.space.xxs};
`;

const LookLink = styled(Link)`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  color: inherit;
  text-decoration: none;

  &:hover img {
    opacity: 0.9;
  }
`;

const Frame = styled(PictureFrame)`
  img {
    transition: opacity ${({ theme }) => theme.motion.fast} ease;
  }
`;

const Name = styled.span`
  display: -webkit-box;
  overflow: hidden;
  -webkit-box-orient: vertical;
  -webkit-line-clamp: 2;
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  line-height: ${({ theme }) => theme.lineHeights.snug};
  overflow-wrap: anywhere;
`;

const By = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.inkMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  overflow-wrap: anywhere;

  a {
    ${touchTargetLink}
    color: inherit;
    text-underline-offset: 3px;
  }
`;

const Remove = styled(RoundIconButton)`
  position: absolute;
  top: ${({ theme }) => theme.space.xs};
  right: ${({ theme }) => theme.space.xs};
  color: ${({ theme }) => theme.colors.major};

  svg {
    fill: currentColor;
    stroke: currentColor;
    stroke-width: 1.6;
  }

  &:hover svg {
    fill: none;
  }
`;
