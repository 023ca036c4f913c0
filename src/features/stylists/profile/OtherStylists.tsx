import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Avatar } from '@/ui/Avatar';
import { selectUserId } from '@/api/authSlice';
import { useAppSelector } from '@/app/hooks';
import { ButtonLink } from '@/ui/Button';
import { showMatchPercentage } from '../stylistRules';
import { useGetBestMatchesQuery } from '@/api/stylistsApi';
import { ProfileSection } from './ProfileSection';

/** How many other matches the profile shows. */
const OTHER_STYLISTS_COUNT = 3;

/** The reader's other matched stylists (signed in only), with 'More stylists' to the search. */
export const OtherStylists = ({ stylistId }: { stylistId: string }) => {
  const userId = useAppSelector(selectUserId);
  const { data } = useGetBestMatchesQuery(undefined, { skip: !userId });
  const others = (data ?? [])
    .filter((stylist) => stylist.uuid !== stylistId)
    .slice(0, OTHER_STYLISTS_COUNT);
  if (!userId || others.length === 0) return null;

  return (
    <ProfileSection
      title="Other stylists matched for you"
      actions={
        <ButtonLink to="/stylistSearch" variant="secondary" size="sm">
          More stylists
        </ButtonLink>
      }
    >
      <Grid>
        {others.map((stylist) => {
          const match = stylist.match_percentage;
          return (
            <li key={stylist.uuid}>
              <Card to={`/stylist/${encodeURIComponent(stylist.uuid)}/profile`}>
                <Avatar src={stylist.profile_picture} name={stylist.first_name} size={96} />
                <Name>{stylist.name}</Name>
                {stylist.location && <Muted>{stylist.location}</Muted>}
                {showMatchPercentage(match) && <Match>{match}% match</Match>}
              </Card>
            </li>
          );
        })}
      </Grid>
    </ProfileSection>
  );
};

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(200px, 100%), 1fr));
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
  text-align: center;
  text-decoration: none;

  &:hover {
    border-color: ${({ theme }) => theme.colors.ink};
  }
`;

const Name = styled.span`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.colors.inkMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Match = styled.span`
  color: ${({ theme }) => theme.colors.major};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;
