import styled from 'styled-components';
import type { Gender } from '@/api/types';
import { ButtonLink } from '@/ui/Button';
import { FavoriteButton } from './FavoriteButton';
import {
  StylistCardActions,
  StylistCardBody,
  StylistCardFrame,
  StylistCardMoodboard,
  StylistCardMuted,
  StylistCardName,
  stylistCardPortrait,
} from './StylistCardFrame';
import { showMatchPercentage } from '@shared/matchPercentage';
import { responseTimeLabel } from './stylistRules';
import type { ApiStylist } from '@/api/stylistTypes';

type StylistMatchCardProps = {
  stylist: ApiStylist;
  isFavorite: boolean;
  /** The favorite state is still loading. */
  isFavoriteLoading?: boolean;
  /** The shopper's department: men see the male mood board when there is one. */
  shopperGender?: Gender | null;
  /** 'lazy' for cards below the fold. */
  imageLoading?: 'eager' | 'lazy';
  /** The area the card sits in, for the guest Signup modal. */
  source?: string;
};

export const profilePath = (stylistId: string) =>
  `/stylist/${encodeURIComponent(stylistId)}/profile`;

/** A stylist in the search grids: mood board, who they are, match, Meet and the heart. */
export const StylistMatchCard = ({
  stylist,
  isFavorite,
  isFavoriteLoading = false,
  shopperGender,
  imageLoading = 'lazy',
  source = 'stylist search',
}: StylistMatchCardProps) => {
  const moodboard = (shopperGender === 'male' ? stylist.moodboard_male : null) ?? stylist.moodboard;
  const titleId = `stylist-card-${stylist.uuid}`;
  return (
    <StylistCardFrame aria-labelledby={titleId}>
      <Moodboard>
        {moodboard && (
          <img
            src={moodboard}
            alt={`${stylist.first_name}'s mood board`}
            width={600}
            height={400}
            loading={imageLoading}
          />
        )}
        <Heart
          stylist={stylist}
          isFavorite={isFavorite}
          source={source}
          disabled={isFavoriteLoading}
        />
      </Moodboard>
      <StylistCardBody>
        {stylist.profile_picture && (
          <Avatar
            src={stylist.profile_picture}
            alt=""
            width={72}
            height={72}
            loading={imageLoading}
          />
        )}
        <StylistCardName id={titleId}>{stylist.name}</StylistCardName>
        {stylist.location && <StylistCardMuted>{stylist.location}</StylistCardMuted>}
        {showMatchPercentage(stylist.match_percentage) && (
          <Match>{stylist.match_percentage}% match</Match>
        )}
        <StylistCardMuted>{responseTimeLabel(stylist.average_response_time)}</StylistCardMuted>
        <StylistCardActions>
          <ButtonLink to={profilePath(stylist.uuid)} variant="secondary" size="sm" fullWidth>
            Meet {stylist.first_name}
          </ButtonLink>
        </StylistCardActions>
      </StylistCardBody>
    </StylistCardFrame>
  );
};

const Moodboard = styled(StylistCardMoodboard)`
  position: relative;
`;

const Heart = styled(FavoriteButton)`
  position: absolute;
  top: ${({ theme }) => theme.space.xs};
  right: ${({ theme }) => theme.space.xs};
`;

const Avatar = styled.img`
  ${stylistCardPortrait}
  object-fit: cover;
`;

const Match = styled.p`
  color: ${({ theme }) => theme.colors.major};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;
