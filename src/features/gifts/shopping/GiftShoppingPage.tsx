import styled from 'styled-components';
import { ErrorState } from '@/ui/ErrorState';
import { PageHead } from '@/ui/PageHead';
import { Skeleton, SkeletonGrid } from '@/ui/Skeleton';
import { PageContent, PageTitle } from '@/ui/PageLayout';
import { useGetGiftItemFiltersQuery, type GiftFilter } from '../giftItemsApi';
import { countSelected, toItemsArgs } from './giftFilterSelection';
import { GiftFilters } from './GiftFilters';
import { GiftItemList } from './GiftItemList';
import { useGiftFilterSelection } from './useGiftFilterSelection';

const NO_FILTERS: GiftFilter[] = [];

/**
 * /gifts/shopping (spec 000 §2, public): gift ideas with the filters the server offers. The
 * chosen filters live in the URL; the items wait for the filters, so only options the server
 * knows are asked for.
 */
export const GiftShoppingPage = () => {
  const filtersQuery = useGetGiftItemFiltersQuery();
  const filters = filtersQuery.data ?? NO_FILTERS;
  const { selection, setOption, clearAll } = useGiftFilterSelection(filters);

  return (
    <>
      <PageHead
        title="Gift Shopping"
        description="Gift ideas picked by our stylists: filter by who it is for, price, category and occasion."
      />
      <PageContent $gap="xl" aria-labelledby="gift-shopping-title">
        <Intro>
          <PageTitle id="gift-shopping-title">Gift Shopping</PageTitle>
          <Lead>Gift ideas picked by our stylists.</Lead>
        </Intro>
        {filtersQuery.data ? (
          <Layout data-with-filters={filters.length > 0 || undefined}>
            {filters.length > 0 && (
              <GiftFilters
                filters={filters}
                selection={selection}
                onChange={setOption}
                onClear={clearAll}
              />
            )}
            <Results aria-label="Gifts">
              <GiftItemList
                args={toItemsArgs(selection)}
                isFiltered={countSelected(selection) > 0}
                onClearFilters={clearAll}
              />
            </Results>
          </Layout>
        ) : filtersQuery.isError && !filtersQuery.isFetching ? (
          <ErrorState
            title="We couldn't load gifts"
            text="Please check your connection and try again."
            onRetry={() => void filtersQuery.refetch()}
          />
        ) : (
          <Layout data-with-filters>
            <p role="status" className="visually-hidden">
              Loading gifts
            </p>
            <FiltersPlaceholder aria-hidden="true">
              <Skeleton width="40%" height="1.5rem" />
              <Skeleton height="6rem" />
              <Skeleton height="6rem" />
            </FiltersPlaceholder>
            <SkeletonGrid count={10} minItemWidth="140px" imageHeight="220px" />
          </Layout>
        )}
      </PageContent>
    </>
  );
};

const Intro = styled.header`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
`;

const Lead = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.inkMuted};
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

/** Filters above the gifts; beside them from tablets up. */
const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.xl};
  align-items: start;

  ${({ theme }) => theme.media.aboveTablet} {
    &[data-with-filters] {
      grid-template-columns: 16rem minmax(0, 1fr);
    }
  }
`;

const Results = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  min-width: 0;
`;

const FiltersPlaceholder = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;
