import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { PageHead } from '@/ui/PageHead';
import { matchCountLabel } from '../stylistRules';
import { useGetCurrentUserQuery } from '@/api/currentUserApi';
import { useGetBestMatchesQuery } from '@/api/stylistsApi';
import { useFavoriteLookup } from '../useFavoriteLookup';
import { BestMatches } from './BestMatches';
import { MatchesBanner } from './MatchesBanner';
import { MoreStylists } from './MoreStylists';
import { StylistNameSearch } from './StylistNameSearch';

/** /stylistSearch: the shopper's best matches, a name search and more stylists. */
export const StylistSearchPage = () => {
  const matches = useGetBestMatchesQuery();
  const gender = useGetCurrentUserQuery();
  const favorites = useFavoriteLookup();
  const shopperGender = gender.data?.gender ?? null;
  const matchCount = matches.data?.length ?? 0;
  // 'More stylists' waits for the matches (to leave them out) and the shopper's department.
  const canListMore = !matches.isLoading && !gender.isLoading;

  return (
    <Page>
      <PageHead
        title="Your Stylists Match!"
        description="The stylists matched to your style quiz, and every other stylist to search by name."
      />
      {matchCount > 0 && <MatchesBanner />}
      <Header>
        <Title>Your Stylists Match!</Title>
        {matchCount > 0 && <Subtitle>{matchCountLabel(matchCount)}</Subtitle>}
        {favorites.count > 0 && (
          <FavoritesLink to="/favorites">Your favorite stylists</FavoritesLink>
        )}
      </Header>
      <StylistNameSearch />
      <BestMatches
        matches={matches.data}
        isLoading={matches.isLoading}
        isError={matches.isError}
        onRetry={() => void matches.refetch()}
        shopperGender={shopperGender}
      />
      {canListMore && (
        <MoreStylists
          matchedIds={(matches.data ?? []).map((stylist) => stylist.uuid)}
          shopperGender={shopperGender}
        />
      )}
    </Page>
  );
};

const Page = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space.lg} ${theme.space.md} ${theme.space.xxxl}`};

  ${({ theme }) => theme.media.aboveMobile} {
    padding-inline: ${({ theme }) => theme.space.xl};
  }
`;

const Header = styled.header`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space.xs};
  text-align: center;
`;

const Title = styled.h1`
  font-size: ${({ theme }) => theme.fontSizes.xxl};

  ${({ theme }) => theme.media.aboveMobile} {
    font-size: ${({ theme }) => theme.fontSizes.display};
  }
`;

const Subtitle = styled.p`
  color: ${({ theme }) => theme.colors.inkMuted};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  letter-spacing: 0.08em;
  text-transform: uppercase;
`;

const FavoritesLink = styled(Link)`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-underline-offset: 3px;
`;
