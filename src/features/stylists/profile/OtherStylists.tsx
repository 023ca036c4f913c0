import styled from 'styled-components';
import { selectUserId } from '@/api/authSlice';
import { useAppSelector } from '@/app/hooks';
import { ButtonLink } from '@/ui/Button';
import { showMatchPercentage } from '@shared/matchPercentage';
import { useGetBestMatchesQuery } from '@/api/stylistsApi';
import { StylistTileList } from '@/blocks/StylistTileList';
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
      <StylistTileList
        stylists={others}
        avatarSize={96}
        avatarName={(stylist) => stylist.first_name}
        columns={{ repeat: 'fill', minWidth: '200px' }}
        renderExtra={({ match_percentage: match }) =>
          showMatchPercentage(match) && <Match>{match}% match</Match>
        }
      />
    </ProfileSection>
  );
};

const Match = styled.span`
  color: ${({ theme }) => theme.colors.major};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;
