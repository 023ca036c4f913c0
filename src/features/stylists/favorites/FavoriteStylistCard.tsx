import { useId, type Ref } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { ApiStylist } from '@/api/stylistTypes';
import { Button } from '@/ui/Button';
import { StarRating } from '../StarRating';
import { profilePath } from '../StylistMatchCard';

type FavoriteStylistCardProps = {
  stylist: ApiStylist;
  /** Gets the link to the profile, where focus goes when a neighbouring card is removed. */
  linkRef?: Ref<HTMLAnchorElement>;
  onRemove: (stylist: ApiStylist) => void;
};

/** "Ana Silva", from the full name or its parts. */
export const stylistDisplayName = (stylist: ApiStylist) =>
  stylist.name || [stylist.first_name, stylist.last_name].filter(Boolean).join(' ');

/** A favourite stylist: mood board, portrait, name (to the profile), where, rating and Remove. */
export const FavoriteStylistCard = ({ stylist, linkRef, onRemove }: FavoriteStylistCardProps) => {
  const titleId = useId();
  const name = stylistDisplayName(stylist);
  return (
    <Card aria-labelledby={titleId}>
      <Moodboard>
        {stylist.moodboard && (
          <img src={stylist.moodboard} alt="" width={600} height={400} loading="lazy" />
        )}
      </Moodboard>
      <Body>
        <Avatar>
          {stylist.profile_picture && (
            <img src={stylist.profile_picture} alt="" width={72} height={72} loading="lazy" />
          )}
        </Avatar>
        <Name id={titleId}>
          <Link ref={linkRef} to={profilePath(stylist.uuid)}>
            {name}
          </Link>
        </Name>
        {stylist.location && <Muted>{stylist.location}</Muted>}
        {stylist.reviews_count > 0 && (
          <Rating>
            <StarRating
              rating={stylist.average_star_rating}
              reviewsCount={stylist.reviews_count}
              reviewsHref={`${profilePath(stylist.uuid)}#reviews`}
            />
          </Rating>
        )}
        <Actions>
          <Button
            variant="secondary"
            fullWidth
            aria-label={`Remove ${name} from favorites`}
            onClick={() => onRemove(stylist)}
          >
            Remove
          </Button>
        </Actions>
      </Body>
    </Card>
  );
};

const Card = styled.article`
  display: flex;
  flex-direction: column;
  height: 100%;
  overflow: hidden;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.canvas};
`;

const Moodboard = styled.div`
  aspect-ratio: 3 / 2;
  background: ${({ theme }) => theme.colors.surface};

  img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

const Body = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.xxs};
  padding: 0 ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.md};
  text-align: center;
`;

const Avatar = styled.div`
  position: relative;
  width: 72px;
  height: 72px;
  margin-top: -36px;
  overflow: hidden;
  border: 3px solid ${({ theme }) => theme.colors.canvas};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surfaceStrong};

  img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

const Name = styled.h3`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  overflow-wrap: anywhere;

  a {
    display: inline-flex;
    align-items: center;
    min-height: ${({ theme }) => theme.sizes.touchTarget};
    color: inherit;
    text-underline-offset: 4px;
  }
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.inkMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Rating = styled.div`
  /* The reviews link is a touch target of its own. */
  a {
    display: inline-flex;
    align-items: center;
    min-height: ${({ theme }) => theme.sizes.touchTarget};
  }
`;

const Actions = styled.div`
  width: 100%;
  margin-top: auto;
  padding-top: ${({ theme }) => theme.space.sm};
`;
