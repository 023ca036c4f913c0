import styled from 'styled-components';
import type { Gender } from '@/api/types';
import { ErrorState } from '@/ui/ErrorState';
import { MORE_STYLISTS_COUNT, moreStylists } from '../stylistRules';
import { useGetStylistsQuery } from '@/api/stylistsApi';
import { StylistGrid, StylistGridSkeleton } from './StylistGrid';

type MoreStylistsProps = {
  matchedIds: readonly string[];
  shopperGender: Gender | null;
};

/** 'More stylists': 15 asked for, the matched ones left out, full rows of three. */
export const MoreStylists = ({ matchedIds, shopperGender }: MoreStylistsProps) => {
  const { data, isLoading, isError, refetch } = useGetStylistsQuery({
    count: MORE_STYLISTS_COUNT,
    userGender: shopperGender,
  });
  const stylists = data ? moreStylists(data, matchedIds) : [];
  if (data && stylists.length === 0) return null;

  return (
    <Section aria-labelledby="more-stylists-title">
      <Title id="more-stylists-title">More stylists</Title>
      {isLoading && <StylistGridSkeleton />}
      {isError && (
        <ErrorState
          title="We couldn't load more stylists"
          text="Check your connection and try again."
          onRetry={() => void refetch()}
        />
      )}
      {stylists.length > 0 && <StylistGrid stylists={stylists} shopperGender={shopperGender} />}
    </Section>
  );
};

const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
`;

const Title = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.xxl};
`;
