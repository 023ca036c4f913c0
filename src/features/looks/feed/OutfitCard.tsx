import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Avatar } from '@/ui/Avatar';
import { LikeButton } from '../LikeButton';
import type { FeedItem } from './feedItems';
import {
  Caption,
  Card,
  CardAction,
  CardTitle,
  outfitPath,
  profilePath,
  TextLink,
} from './cardFrame';

type OutfitCardProps = {
  look: Extract<FeedItem, { type: 'outfit' }>;
  /** Visitors see no like button in the feed (spec 001 §6). */
  canLike: boolean;
  /** The first row's pictures load at once; the rest as they near the screen. */
  eager: boolean;
};

/** A look in the feed: its picture and name (to the look), its stylist, like and shop-the-board. */
export const OutfitCard = ({ look, canLike, eager }: OutfitCardProps) => {
  const stylist = [look.stylist.firstName, look.stylist.lastName].filter(Boolean).join(' ');
  const name = look.name || 'A look';
  const href = outfitPath(look.id);
  return (
    <Card aria-labelledby={`look-${look.id}`}>
      <PictureLink to={href} tabIndex={-1} aria-hidden="true">
        <Picture
          src={look.pictureUrl}
          alt=""
          width={400}
          height={500}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
          fetchPriority={eager ? 'high' : undefined}
        />
      </PictureLink>
      {canLike && <Like lookId={look.id} lookName={name} liked={look.liked} source="feed" />}
      <Caption>
        <CardTitle id={`look-${look.id}`}>
          <TextLink to={href}>{name}</TextLink>
        </CardTitle>
        {stylist && (
          <By>
            <Avatar src={look.stylist.pictureUrl} name={stylist} size={24} />
            <span>
              by <TextLink to={profilePath(look.stylist.id)}>{stylist}</TextLink>
            </span>
          </By>
        )}
        {/* The look's name in the link's name: a hidden span would be read "board : name". */}
        <CardAction to={href} aria-label={`Shop the board: ${name}`}>
          Shop the board
        </CardAction>
      </Caption>
    </Card>
  );
};

const PictureLink = styled(Link)`
  display: block;
  border-radius: ${({ theme }) => theme.radii.md};
  overflow: hidden;
  background: ${({ theme }) => theme.colors.surface};

  &:hover img {
    opacity: 0.92;
  }
`;

const Picture = styled.img`
  display: block;
  width: 100%;
  height: auto;
  aspect-ratio: 4 / 5;
  object-fit: cover;
`;

const Like = styled(LikeButton)`
  position: absolute;
  top: ${({ theme }) => theme.space.xs};
  right: ${({ theme }) => theme.space.xs};
`;

const By = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.inkMuted};
`;
