import { showMatchPercentage } from '@shared/matchPercentage';
import styled from 'styled-components';
import { Button } from '@/ui/Button';
import { Carousel } from '@/ui/Carousel';
import { Skeleton } from '@/ui/Skeleton';
import { StarRating } from '../StarRating';
import { profilePath } from '../StylistMatchCard';
import type { ApiLookSummary, ApiStylist } from '@/api/stylistTypes';

type BestMatchCardProps = {
  stylist: ApiStylist;
  looks: readonly ApiLookSummary[];
  /** The stylist's details (looks, session) are still loading. */
  isLoadingDetails: boolean;
  onContinue: () => void;
};

/**
 * The single best match: who, how well they match and why, their looks (a carousel that plays
 * every 5000 ms like carousels elsewhere, 000 §9 — the Carousel's default, pausable and still
 * for reduced motion), and Continue.
 */
export const BestMatchCard = ({
  stylist,
  looks,
  isLoadingDetails,
  onContinue,
}: BestMatchCardProps) => {
  const firstName = stylist.first_name;
  const why = stylist.why ?? stylist.why_we_recommend;
  return (
    <Card aria-labelledby="best-match-name">
      <Profile>
        {stylist.profile_picture && (
          <Avatar src={stylist.profile_picture} alt="" width={112} height={112} />
        )}
        <div>
          <Name id="best-match-name">{stylist.name}</Name>
          {stylist.location && <Muted>{stylist.location}</Muted>}
          {showMatchPercentage(stylist.match_percentage) && (
            <Match>{stylist.match_percentage}% match</Match>
          )}
          <StarRating
            rating={stylist.average_star_rating}
            reviewsCount={stylist.reviews_count}
            reviewsHref={`${profilePath(stylist.uuid)}#reviews`}
          />
        </div>
      </Profile>
      {why && (
        <Block>
          <h3>Why {firstName}</h3>
          <p>{why}</p>
        </Block>
      )}
      {stylist.match_tags.length > 0 && (
        <Tags aria-label="What you have in common">
          {stylist.match_tags.map((tag) => (
            <li key={tag}>{tag}</li>
          ))}
        </Tags>
      )}
      {stylist.info && (
        <Block>
          <h3>About {firstName}</h3>
          <p>{stylist.info}</p>
        </Block>
      )}
      {isLoadingDetails && looks.length === 0 ? (
        <Skeleton height="220px" />
      ) : (
        looks.length > 0 && (
          <Carousel
            items={looks}
            label={`${firstName}'s looks`}
            getKey={(look) => look.uuid}
            slidesPerView={{ base: 2, mobile: 3 }}
            renderItem={(look, index) => (
              <LookImage
                src={look.picture}
                alt={`Look ${index + 1} by ${firstName}`}
                width={300}
                height={400}
                loading="lazy"
              />
            )}
          />
        )
      )}
      <Button size="lg" fullWidth isLoading={isLoadingDetails} onClick={onContinue}>
        Continue with {firstName}
      </Button>
    </Card>
  );
};

const Card = styled.article`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.canvas};
  box-shadow: ${({ theme }) => theme.shadows.card};

  ${({ theme }) => theme.media.aboveMobile} {
    padding: ${({ theme }) => theme.space.xl};
  }
`;

const Profile = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};

  > div {
    display: grid;
    gap: ${({ theme }) => theme.space.xxs};
  }
`;

const Avatar = styled.img`
  flex: none;
  width: 96px;
  height: 96px;
  border-radius: ${({ theme }) => theme.radii.pill};
  object-fit: cover;
  background: ${({ theme }) => theme.colors.surfaceStrong};

  ${({ theme }) => theme.media.aboveMobile} {
    width: 112px;
    height: 112px;
  }
`;

const Name = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.xl};
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.inkMuted};
`;

const Match = styled.p`
  color: ${({ theme }) => theme.colors.major};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const Block = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};

  h3 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

const Tags = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    padding: ${({ theme }) => `${theme.space.xxs} ${theme.space.sm}`};
    border-radius: ${({ theme }) => theme.radii.pill};
    background: ${({ theme }) => theme.colors.surface};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

const LookImage = styled.img`
  display: block;
  width: 100%;
  height: auto;
  aspect-ratio: 3 / 4;
  padding: 0 ${({ theme }) => theme.space.xxs};
  object-fit: cover;
`;
