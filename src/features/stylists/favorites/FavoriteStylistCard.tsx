import { useId, type Ref } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { ApiStylist } from '@/api/stylistTypes';
import { Button } from '@/ui/Button';
import { touchTargetLink } from '@/ui/touchTargetLink';
import { StarRating } from '../StarRating';
import { profilePath } from '../StylistMatchCard';
import {
  StylistCardActions,
  StylistCardBody,
  StylistCardFrame,
  StylistCardMoodboard,
  StylistCardMuted,
  StylistCardName,
  stylistCardPortrait,
} from '../StylistCardFrame';

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
      <StylistCardMoodboard>
        {stylist.moodboard && (
          <img src={stylist.moodboard} alt="" width={600} height={400} loading="lazy" />
        )}
      </StylistCardMoodboard>
      <StylistCardBody>
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
        {stylist.location && <StylistCardMuted>{stylist.location}</StylistCardMuted>}
        {stylist.reviews_count > 0 && (
          <Rating>
            <StarRating
              rating={stylist.average_star_rating}
              reviewsCount={stylist.reviews_count}
              reviewsHref={`${profilePath(stylist.uuid)}#reviews`}
            />
          </Rating>
        )}
        <StylistCardActions>
          <Button
            variant="secondary"
            fullWidth
            aria-label={`Remove ${name} from favorites`}
            onClick={() => onRemove(stylist)}
          >
            Remove
          </Button>
        </StylistCardActions>
      </StylistCardBody>
    </Card>
  );
};

const Card = styled(StylistCardFrame)`
  height: 100%;
`;

const Avatar = styled.div`
  ${stylistCardPortrait}
  overflow: hidden;

  img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

const Name = styled(StylistCardName)`
  overflow-wrap: anywhere;

  a {
    ${touchTargetLink}
    color: inherit;
    text-underline-offset: 4px;
  }
`;

const Rating = styled.div`
  /* The reviews link is a touch target of its own. */
  a {
    ${touchTargetLink}
  }
`;
