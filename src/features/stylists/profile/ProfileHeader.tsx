import styled from 'styled-components';
import { selectUserId } from '@/api/authSlice';
import { useAppSelector } from '@/app/hooks';
import { formatFollowers, toSafeExternalUrl } from '@/lib/safeExternalLink';
import { Skeleton } from '@/ui/Skeleton';
import { showMatchPercentage } from '@shared/matchPercentage';
import type { ApiStylist } from '@/api/stylistTypes';
import { useGetCurrentUserQuery } from '@/api/currentUserApi';

/**
 * Mood board (the male one for a male reader when the stylist has one), picture, name,
 * location, match, Instagram (http(s) links only) and the service description.
 */
export const ProfileHeader = ({ stylist }: { stylist: ApiStylist }) => {
  const userId = useAppSelector(selectUserId);
  const { data: reader, isLoading: isReaderLoading } = useGetCurrentUserQuery(undefined, {
    skip: !userId,
  });
  const moodboard =
    reader?.gender === 'male' && stylist.moodboard_male
      ? stylist.moodboard_male
      : stylist.moodboard;
  const match = stylist.match_percentage;
  const instagramUrl = toSafeExternalUrl(stylist.instagram_url);
  const followers = stylist.instagram_followers_count;
  const instagramText =
    followers !== null && followers > 0
      ? `${formatFollowers(followers)} followers on Instagram`
      : 'Instagram';
  const location = stylist.location ?? stylist.city;
  const hasBanner = isReaderLoading || Boolean(moodboard);

  return (
    <Header>
      {isReaderLoading ? (
        <MoodBoardSkeleton height="auto" />
      ) : (
        moodboard && (
          <MoodBoard
            src={moodboard}
            alt={`${stylist.first_name}'s mood board`}
            width={1200}
            height={400}
            fetchPriority="high"
          />
        )
      )}
      <Identity data-overlap={hasBanner || undefined}>
        {stylist.profile_picture && (
          <Avatar src={stylist.profile_picture} alt="" width={112} height={112} />
        )}
        <Details>
          <Name>{stylist.name}</Name>
          {location && <Muted>{location}</Muted>}
          {showMatchPercentage(match) && <Match>{match}% match</Match>}
          {instagramUrl ? (
            <ExternalLink href={instagramUrl} target="_blank" rel="noopener noreferrer">
              {instagramText}
            </ExternalLink>
          ) : (
            followers !== null && followers > 0 && <Muted>{instagramText}</Muted>
          )}
        </Details>
      </Identity>
      {stylist.service && <Service>{stylist.service}</Service>}
    </Header>
  );
};

const Header = styled.header`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  padding-bottom: ${({ theme }) => theme.space.xl};
`;

const MoodBoard = styled.img`
  width: 100%;
  aspect-ratio: 3 / 1;
  object-fit: cover;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};

  ${({ theme }) => theme.media.upToMobile} {
    aspect-ratio: 2 / 1;
  }
`;

const MoodBoardSkeleton = styled(Skeleton)`
  aspect-ratio: 3 / 1;

  ${({ theme }) => theme.media.upToMobile} {
    aspect-ratio: 2 / 1;
  }
`;

const Identity = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.lg};
  padding: 0 ${({ theme }) => theme.space.md};

  ${({ theme }) => theme.media.upToMobile} {
    gap: ${({ theme }) => theme.space.md};
    padding: 0;
  }
`;

const Avatar = styled.img`
  flex-shrink: 0;
  width: 112px;
  height: 112px;
  border: 4px solid ${({ theme }) => theme.colors.canvas};
  border-radius: ${({ theme }) => theme.radii.pill};
  object-fit: cover;
  background: ${({ theme }) => theme.colors.surface};

  [data-overlap] > & {
    margin-top: -${({ theme }) => theme.space.xxl};
  }

  ${({ theme }) => theme.media.upToMobile} {
    width: 88px;
    height: 88px;
  }
`;

const Details = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xxs};
  min-width: 0;
`;

const Name = styled.h1`
  font-size: ${({ theme }) => theme.fontSizes.xxl};

  ${({ theme }) => theme.media.aboveMobile} {
    font-size: ${({ theme }) => theme.fontSizes.display};
  }
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.inkMuted};
`;

const Match = styled.p`
  color: ${({ theme }) => theme.colors.major};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const ExternalLink = styled.a`
  justify-self: start;
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  text-underline-offset: 3px;
`;

const Service = styled.p`
  max-width: 48rem;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  line-height: ${({ theme }) => theme.lineHeights.snug};
`;
