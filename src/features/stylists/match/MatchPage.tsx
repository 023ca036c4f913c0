import { skipToken } from '@reduxjs/toolkit/query';
import { Link, Navigate } from 'react-router-dom';
import styled from 'styled-components';
import { ErrorState } from '@/ui/ErrorState';
import { PageHead } from '@/ui/PageHead';
import { Skeleton } from '@/ui/Skeleton';
import type { ApiStylist } from '@/api/stylistTypes';
import { useGetBestMatchesQuery, useGetStylistQuery } from '@/api/stylistsApi';
import { useBookStylist } from '../useBookStylist';
import { BestMatchCard } from './BestMatchCard';
import { HowItWorksSteps } from '@/blocks/marketing/HowItWorksSteps';

/** The match's own fields win; the stylist read adds looks, session state and favorites. */
const withDetails = (match: ApiStylist, details: ApiStylist | undefined): ApiStylist =>
  details
    ? {
        ...details,
        match_percentage: match.match_percentage ?? details.match_percentage,
        match_tags: match.match_tags.length > 0 ? match.match_tags : details.match_tags,
        why: match.why ?? details.why,
      }
    : match;

/** /match: the shopper's single best match right after the quiz (no header or footer). */
export const MatchPage = () => {
  const matches = useGetBestMatchesQuery();
  const best = matches.data?.[0];
  const details = useGetStylistQuery(best ? { id: best.uuid, withUser: true } : skipToken);
  const book = useBookStylist();

  if (matches.isSuccess && !best) return <Navigate to="/stylistSearch" replace />;

  const renderMatch = () => {
    if (matches.isLoading) return <MatchSkeleton />;
    if (!best) {
      return (
        <ErrorState
          title="We couldn't load your match"
          text="Check your connection and try again."
          onRetry={() => void matches.refetch()}
        />
      );
    }
    const stylist = withDetails(best, details.data);
    return (
      <>
        <BestMatchCard
          stylist={stylist}
          looks={stylist.looks.data}
          isLoadingDetails={details.isLoading}
          onContinue={() => book(stylist, 'match')}
        />
        <MoreLink to="/stylistSearch">See all your matches</MoreLink>
      </>
    );
  };

  return (
    <>
      <PageHead
        title="Meet Your New Stylist!"
        description="The stylist who matches your style quiz best: their looks, reviews and why we picked them."
      />
      <Content>
        <Title>Meet Your New Stylist!</Title>
        {renderMatch()}
      </Content>
      {best && <HowItWorksSteps />}
    </>
  );
};

const MatchSkeleton = () => (
  <Placeholder aria-busy="true" aria-label="Loading your match">
    <Skeleton circle width="96px" height="96px" />
    <Skeleton width="50%" />
    <Skeleton width="35%" />
    <Skeleton height="6rem" />
    <Skeleton height="220px" />
    <Skeleton height="3.5rem" />
  </Placeholder>
);

const Content = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  max-width: 44rem;
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space.xl} ${theme.space.md} ${theme.space.xxl}`};
`;

const Placeholder = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;

const Title = styled.h1`
  font-size: ${({ theme }) => theme.fontSizes.xxl};
  text-align: center;

  ${({ theme }) => theme.media.aboveMobile} {
    font-size: ${({ theme }) => theme.fontSizes.display};
  }
`;

const MoreLink = styled(Link)`
  justify-self: center;
  color: ${({ theme }) => theme.colors.inkMuted};
  text-underline-offset: 3px;
`;
