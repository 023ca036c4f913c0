import { useSearchParams } from 'react-router-dom';
import { FavoriteLooks } from '@/features/looks/favorites/FavoriteLooks';
import { FavoriteStylists } from '@/features/stylists/favorites/FavoriteStylists';
import { PageHead } from '@/ui/PageHead';
import { Tabs, type TabItem } from '@/ui/Tabs';
import { PageContent, PageTitle } from '@/ui/PageLayout';

type FavoritesTab = 'looks' | 'stylists';

const TABS: readonly TabItem[] = [
  { value: 'looks', label: 'Looks', content: <FavoriteLooks /> },
  { value: 'stylists', label: 'Stylists', content: <FavoriteStylists /> },
];

/** `?tab=stylists` opens the stylists; anything else (or nothing) the looks. */
const tabFrom = (params: URLSearchParams): FavoritesTab =>
  params.get('tab') === 'stylists' ? 'stylists' : 'looks';

/**
 * /favorites (spec 001 §2, protected): the looks the shopper liked and the stylists they keep,
 * behind a Looks / Stylists toggle. The tab lives in the URL, so a link or a reload keeps it;
 * switching replaces the history entry rather than adding one.
 */
export const FavoritesPage = () => {
  const [params, setParams] = useSearchParams();

  const handleTabChange = (tab: string) => {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (tab === 'stylists') next.set('tab', 'stylists');
        else next.delete('tab');
        return next;
      },
      { replace: true },
    );
  };

  return (
    <>
      <PageHead
        title="Favorites"
        description="The looks you liked and the stylists you keep, in one place."
      />
      <PageContent>
        <PageTitle>Favorites</PageTitle>
        <Tabs items={TABS} label="Favorites" value={tabFrom(params)} onChange={handleTabChange} />
      </PageContent>
    </>
  );
};
