import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { SETTINGS_TABS, settingsPath, type SettingsTabSlug } from './settingsTabs';

/**
 * The settings sections as a list of links, one URL each (a sidebar above phone widths; phones
 * get the select). The current one is marked `aria-current="page"`.
 */
export const SettingsNav = ({ selected }: { selected: SettingsTabSlug }) => (
  <Nav aria-label="Settings sections">
    <ul>
      {SETTINGS_TABS.map(({ slug, label }) => (
        <li key={slug}>
          <SectionLink
            to={settingsPath(slug)}
            replace
            aria-current={slug === selected ? 'page' : undefined}
          >
            {label}
          </SectionLink>
        </li>
      ))}
    </ul>
  </Nav>
);

const Nav = styled.nav`
  ul {
    display: grid;
    gap: ${({ theme }) => theme.space.xxs};
    margin: 0;
    padding: 0;
    list-style: none;
  }

  ${({ theme }) => theme.media.upToMobile} {
    display: none;
  }
`;

const SectionLink = styled(Link)`
  display: flex;
  align-items: center;
  min-height: ${({ theme }) => theme.sizes.touchTarget};
  padding: 0 ${({ theme }) => theme.space.md};
  border-left: 2px solid transparent;
  color: ${({ theme }) => theme.colors.inkMuted};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  text-decoration: none;

  &:hover {
    color: ${({ theme }) => theme.colors.ink};
    background: ${({ theme }) => theme.colors.surface};
  }

  &[aria-current='page'] {
    border-left-color: ${({ theme }) => theme.colors.major};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.ink};
  }

  &:focus-visible {
    outline-offset: -3px;
  }
`;
