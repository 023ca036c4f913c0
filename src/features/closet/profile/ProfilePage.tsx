import { Navigate, Route, Routes } from 'react-router-dom';
import styled from 'styled-components';
import { PageHead } from '@/ui/PageHead';
import { PageContent, PageTitle } from '@/ui/PageLayout';
import { ClosetSection } from '../closet/ClosetSection';
import { LooksSection } from '../looks/LooksSection';
import { PhotosSection } from '../photos/PhotosSection';
import { AppInstallLink } from './AppInstallLink';
import { GridSizeToggle } from './GridSizeToggle';
import { ProfileSectionNav } from './ProfileSectionNav';

/**
 * /profile/* (spec 001 §2, protected): 'My Profile' with the closet, the looks and the photos,
 * each at its own address (/profile/closet, /profile/looks, /profile/photos; /profile and
 * anything else under it go to the closet), one grid size for all three, and the mobile app's
 * closet.
 */
export const ProfilePage = () => (
  <>
    <PageHead
      title="My Profile"
      description="Your closet, the looks your stylists made for you, and your photos."
    />
    <PageContent aria-labelledby="profile-title">
      <PageTitle id="profile-title">My Profile</PageTitle>
      <Bar>
        <ProfileSectionNav />
        <GridSizeToggle />
      </Bar>
      <Routes>
        <Route path="closet" element={<ClosetSection />} />
        <Route path="looks" element={<LooksSection />} />
        <Route path="photos" element={<PhotosSection />} />
        <Route path="*" element={<Navigate to="/profile/closet" replace />} />
      </Routes>
      <AppInstallLink />
    </PageContent>
  </>
);

const Bar = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;
