import styled from 'styled-components';

const ANCHORS = [
  { id: 'looks', label: 'Looks' },
  { id: 'about', label: 'About' },
  { id: 'reviews', label: 'Reviews' },
] as const;

/** Links to the profile's sections; sticky under the header on small screens only. */
export const ProfileNav = () => (
  <Nav aria-label="Profile sections">
    <List>
      {ANCHORS.map(({ id, label }) => (
        <li key={id}>
          <Anchor href={`#${id}`}>{label}</Anchor>
        </li>
      ))}
    </List>
  </Nav>
);

const Nav = styled.nav`
  background: ${({ theme }) => theme.colors.canvas};

  ${({ theme }) => theme.media.upToMobile} {
    position: sticky;
    top: ${({ theme }) => theme.layout.headerHeight};
    z-index: ${({ theme }) => theme.zIndices.header - 1};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

const List = styled.ul`
  display: flex;
  justify-content: center;
  gap: ${({ theme }) => theme.space.xl};
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: 0 ${({ theme }) => theme.space.md};
  list-style: none;
`;

const Anchor = styled.a`
  display: inline-flex;
  align-items: center;
  min-height: ${({ theme }) => theme.sizes.touchTarget};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  letter-spacing: 0.06em;
  text-decoration: none;
  text-transform: uppercase;

  &:hover {
    text-decoration: underline;
    text-underline-offset: 4px;
  }
`;
