import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { ApiStylist } from '@/api/stylistTypes';
import { Avatar } from '@/ui/Avatar';

type StylistTileListProps = {
  stylists: readonly ApiStylist[];
  avatarSize: number;
  /** Whose initial the avatar draws when there is no picture; the full name by default. */
  avatarName?: (stylist: ApiStylist) => string;
  /** A last line under the location, e.g. the match percentage. */
  renderExtra?: (stylist: ApiStylist) => ReactNode;
  /** 'fit' stretches fewer tiles over the row, 'fill' keeps their width. */
  columns: { repeat: 'fit' | 'fill'; minWidth: string };
  /** 'raised': white tiles with a focus ring, for a tinted panel. */
  tone?: 'raised';
};

const profilePath = (stylistId: string) => `/stylist/${encodeURIComponent(stylistId)}/profile`;

/** A row of small stylist tiles (portrait, name, where), each a link to the stylist's profile. */
export const StylistTileList = ({
  stylists,
  avatarSize,
  avatarName = (stylist) => stylist.name,
  renderExtra,
  columns,
  tone,
}: StylistTileListProps) => (
  <Grid $repeat={columns.repeat} $minWidth={columns.minWidth}>
    {stylists.map((stylist) => (
      <li key={stylist.uuid}>
        <Tile to={profilePath(stylist.uuid)} data-tone={tone}>
          <Avatar src={stylist.profile_picture} name={avatarName(stylist)} size={avatarSize} />
          <Name>{stylist.name}</Name>
          {stylist.location && <Muted>{stylist.location}</Muted>}
          {renderExtra?.(stylist)}
        </Tile>
      </li>
    ))}
  </Grid>
);

const Grid = styled.ul<{ $repeat: 'fit' | 'fill'; $minWidth: string }>`
  display: grid;
  grid-template-columns: repeat(
    ${({ $repeat }) => `auto-${$repeat}`},
    minmax(min(${({ $minWidth }) => $minWidth}, 100%), 1fr)
  );
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Tile = styled(Link)`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space.xxs};
  height: 100%;
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  text-align: center;
  text-decoration: none;

  &:hover {
    border-color: ${({ theme }) => theme.colors.ink};
  }

  &[data-tone='raised'] {
    background: ${({ theme }) => theme.colors.canvas};
    color: ${({ theme }) => theme.colors.ink};
  }

  &[data-tone='raised']:focus-visible {
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
