import styled from 'styled-components';
import type { Gender } from '@/api/types';
import { ButtonLink } from '@/ui/Button';
import { FavoriteButton } from './FavoriteButton';
import { responseTimeLabel, showMatchPercentage } from './stylistRules';
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
    <Card aria-labelledby={titleId}>
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
      <Body>
        {stylist.profile_picture && (
          <Avatar
            src={stylist.profile_picture}
            alt=""
            width={72}
            height={72}
            loading={imageLoading}
          />
        )}
        <Name id={titleId}>{stylist.name}</Name>
        {stylist.location && <Muted>{stylist.location}</Muted>}
        {showMatchPercentage(stylist.match_percentage) && (
          <Match>{stylist.match_percentage}% match</Match>
        )}
        <Muted>{responseTimeLabel(stylist.average_response_time)}</Muted>
        <Actions>
          <ButtonLink to={profilePath(stylist.uuid)} variant="secondary" size="sm" fullWidth>
            Meet {stylist.first_name}
          </ButtonLink>
        </Actions>
      </Body>
    </Card>
  );
};

const Card = styled.article`
  display: flex;
  flex-direction: column;
  overflow: hidden;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.canvas};
`;

const Moodboard = styled.div`
  position: relative;
  aspect-ratio: 3 / 2;
  background: ${({ theme }) => theme.colors.surface};

  img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

const Heart = styled(FavoriteButton)`
  position: absolute;
  top: ${({ theme }) => theme.space.xs};
  right: ${({ theme }) => theme.space.xs};
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

const Avatar = styled.img`
  width: 72px;
  height: 72px;
  margin-top: -36px;
  border: 3px solid ${({ theme }) => theme.colors.canvas};
  border-radius: ${({ theme }) => theme.radii.pill};
  object-fit: cover;
  background: ${({ theme }) => theme.colors.surfaceStrong};
  position: relative;
`;

const Name = styled.h3`
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.inkMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Match = styled.p`
  color: ${({ theme }) => theme.colors.major};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const Actions = styled.div`
  width: 100%;
  margin-top: auto;
  padding-top: ${({ theme }) => theme.space.sm};
`;
