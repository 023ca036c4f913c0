import { useId } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useGetBestMatchesQuery } from '@/api/stylistsApi';
import { Avatar } from '@/ui/Avatar';
import { ButtonLink } from '@/ui/Button';

/** How many best-match stylists the empty cart suggests. */
const SUGGESTED = 3;

const profilePath = (stylistId: string) => `/stylist/${encodeURIComponent(stylistId)}/profile`;

/**
 * The empty cart (spec 001 §2): 'Your cart's not empty. It's full of potential.' and the
 * shopper's best-match stylists, who fill carts, with a way to see them all.
 */
export const CartEmpty = () => {
  const titleId = useId();
  const matches = useGetBestMatchesQuery();
  const stylists = (matches.data ?? []).slice(0, SUGGESTED);
  return (
    <Wrapper>
      <Message>Your cart&apos;s not empty. It&apos;s full of potential.</Message>
      {stylists.length > 0 && (
        <section aria-labelledby={titleId}>
          <Title id={titleId}>Stylists matched for you</Title>
          <Grid>
            {stylists.map((stylist) => (
              <li key={stylist.uuid}>
                <Card to={profilePath(stylist.uuid)}>
                  <Avatar src={stylist.profile_picture} name={stylist.name} size={72} />
                  <Name>{stylist.name}</Name>
                  {stylist.location && <Muted>{stylist.location}</Muted>}
                </Card>
              </li>
            ))}
          </Grid>
        </section>
      )}
      <ButtonLink to="/stylistSearch" variant="secondary">
        Find a stylist
      </ButtonLink>
    </Wrapper>
  );
};

const Wrapper = styled.div`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => `${theme.space.xxl} ${theme.space.md}`};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  text-align: center;

  > section {
    display: grid;
    gap: ${({ theme }) => theme.space.md};
    width: 100%;
  }
`;

const Message = styled.p`
  max-width: 32rem;
  margin: 0;
  font-family: ${({ theme }) => theme.fonts.display};
  font-size: ${({ theme }) => theme.fontSizes.xl};
`;

const Title = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(180px, 100%), 1fr));
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Card = styled(Link)`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space.xxs};
  height: 100%;
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.canvas};
  color: ${({ theme }) => theme.colors.ink};
  text-decoration: none;

  &:hover {
    border-color: ${({ theme }) => theme.colors.ink};
  }

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

const Name = styled.span`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.colors.inkMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
