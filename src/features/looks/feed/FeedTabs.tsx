import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { Gender } from './feedApi';

const TABS: { gender: Gender; label: string; path: string }[] = [
  { gender: 'female', label: 'Womenswear', path: '/feed/womenswear' },
  { gender: 'male', label: 'Menswear', path: '/feed/menswear' },
];

/**
 * The feed's departments as links: each is a route of its own (spec 001 §2). The current one is
 * the department shown, which on `/feed` comes from the shopper's gender.
 */
export const FeedTabs = ({ gender }: { gender: Gender }) => (
  <Nav aria-label="Departments">
    {TABS.map((tab) => (
      <Tab key={tab.gender} to={tab.path} aria-current={tab.gender === gender ? 'page' : undefined}>
        {tab.label}
      </Tab>
    ))}
  </Nav>
);

const Nav = styled.nav`
  display: flex;
  gap: ${({ theme }) => theme.space.lg};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Tab = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: ${({ theme }) => theme.sizes.touchTarget};
  margin-bottom: -1px;
  border-bottom: 2px solid transparent;
  color: ${({ theme }) => theme.colors.inkMuted};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-decoration: none;

  &[aria-current='page'] {
    border-bottom-color: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.ink};
  }

  &:hover {
    color: ${({ theme }) => theme.colors.ink};
  }
`;
