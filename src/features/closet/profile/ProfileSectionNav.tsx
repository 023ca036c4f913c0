import { NavLink } from 'react-router-dom';
import styled from 'styled-components';

const SECTIONS = [
  { to: '/profile/closet', label: 'Closet' },
  { to: '/profile/looks', label: 'Looks' },
  { to: '/profile/photos', label: 'Photos' },
] as const;

/** The profile's sections, each its own address; the current one is marked for screen readers. */
export const ProfileSectionNav = () => (
  <Nav aria-label="Profile sections">
    <List>
      {SECTIONS.map(({ to, label }) => (
        <li key={to}>
          <SectionLink to={to}>{label}</SectionLink>
        </li>
      ))}
    </List>
  </Nav>
);

const Nav = styled.nav`
  min-width: 0;
  overflow-x: auto;
  scrollbar-width: none;
`;

const List = styled.ul`
  display: flex;
  gap: ${({ theme }) => theme.space.md};

  ${({ theme }) => theme.media.aboveSmallMobile} {
    gap: ${({ theme }) => theme.space.lg};
  }

  margin: 0;
  padding: 0;
  list-style: none;
`;

const SectionLink = styled(NavLink)`
  display: inline-flex;
  align-items: center;
  min-height: ${({ theme }) => theme.sizes.touchTarget};
  border-bottom: 2px solid transparent;
  color: ${({ theme }) => theme.colors.inkMuted};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  letter-spacing: 0.04em;
  text-decoration: none;
  text-transform: uppercase;

  &:hover {
    color: ${({ theme }) => theme.colors.ink};
  }

  &[aria-current='page'] {
    border-bottom-color: ${({ theme }) => theme.colors.major};
    color: ${({ theme }) => theme.colors.ink};
  }
`;
