import styled from 'styled-components';
import { PageTitle } from '@/ui/PageLayout';
import { Avatar } from '@/ui/Avatar';
import { ButtonLink } from '@/ui/Button';
import { BagIcon } from '@/ui/icons';
import { LikeButton } from '../LikeButton';
import { stylistName, type Outfit } from '../outfit';
import { ProductCard } from '@/blocks/ProductCard';
import { profilePath, TextLink } from '../feed/cardFrame';
import { OutfitColumns, outfitPictureBox } from './outfitLayout';

type OutfitDetailsProps = { look: Outfit; titleId: string; signedIn: boolean };

const itemPath = (itemId: string, lookId: string) =>
  `/item/${encodeURIComponent(itemId)}?source=outfit&context=look&collectionId=${encodeURIComponent(lookId)}`;

/** The look itself: its picture, name, stylist, like, the cart, and every piece in it. */
export const OutfitDetails = ({ look, titleId, signedIn }: OutfitDetailsProps) => {
  const author = stylistName(look.stylist);
  const name = look.name || 'A look';
  return (
    <OutfitColumns>
      <Picture
        src={look.picture}
        alt={`${name}${author ? ` by ${author}` : ''}`}
        width={400}
        height={500}
        fetchPriority="high"
      />
      <Details>
        <Header>
          <PageTitle id={titleId} tabIndex={-1}>
            {name}
          </PageTitle>
          <LikeButton lookId={look.id} lookName={name} liked={look.liked} source="outfit" />
        </Header>
        {author && (
          <By>
            <Avatar src={look.stylist.pictureUrl} name={author} size={32} />
            <span>
              Styled by <TextLink to={profilePath(look.stylist.id)}>{author}</TextLink>
            </span>
          </By>
        )}
        <section aria-labelledby="outfit-items-title">
          <ItemsHeader>
            <h2 id="outfit-items-title">Shop the look</h2>
            {signedIn && (
              <ButtonLink to="/shopping-list" variant="secondary" size="sm">
                <BagIcon size={18} /> My cart
              </ButtonLink>
            )}
          </ItemsHeader>
          {look.items.length === 0 ? (
            <Muted>The pieces of this look are no longer available.</Muted>
          ) : (
            <Items>
              {look.items.map((item) => (
                <li key={item.id}>
                  <ProductCard item={item} href={itemPath(item.id, look.id)} />
                </li>
              ))}
            </Items>
          )}
        </section>
      </Details>
    </OutfitColumns>
  );
};

const Picture = styled.img`
  ${outfitPictureBox}
  height: auto;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  object-fit: cover;
`;

const Details = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  min-width: 0;
`;

const Header = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
`;

const By = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  color: ${({ theme }) => theme.colors.inkMuted};
`;

const ItemsHeader = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  margin-bottom: ${({ theme }) => theme.space.md};

  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
`;

const Items = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(140px, 100%), 1fr));
  gap: ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.inkMuted};
`;
