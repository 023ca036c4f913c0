import { Navigate, Route, Routes } from 'react-router-dom';
import styled from 'styled-components';
import { PageHead } from '@/ui/PageHead';
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
    <Content aria-labelledby="profile-title">
      <Title id="profile-title">My Profile</Title>
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
    </Content>
  </>
);

const Content = styled.section`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.lg};
  width: 100%;
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space.xl} ${theme.space.md} ${theme.space.xxl}`};

  ${({ theme }) => theme.media.aboveMobile} {
    padding-inline: ${({ theme }) => theme.space.xl};
  }
`;

const Title = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xxl};

  ${({ theme }) => theme.media.aboveMobile} {
    font-size: ${({ theme }) => theme.fontSizes.display};
  }
`;

const Bar = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;
