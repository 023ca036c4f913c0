import { describe, expect, it } from 'vitest';
import { toCurrentUser } from '@/api/currentUserApi';
import type { ApiUser } from '@/api/types';
import { renderWithProviders, signedInState } from '@/testing/renderWithProviders';
import { anApiProfile } from '../settingsTestData';
import { ProfilePictureField } from './ProfilePictureField';

const profileWith = (overrides: Record<string, unknown>) =>
  toCurrentUser(anApiProfile(overrides) as ApiUser);

describe('the profile picture on /settings', () => {
  it('asks for the variants an 88 px circle needs (up to 2×), not the original', () => {
    const profile = profileWith({
      picture_small: '/media/u/abc.jpg',
      profile_picture: '/media/u/abc.jpg',
      picture_variants: [
        { width: 64, url: '/media/u/abc.w64.webp' },
        { width: 320, url: '/media/u/abc.w320.webp' },
        { width: 960, url: '/media/u/abc.w960.webp' },
      ],
    });
    const { container } = renderWithProviders(<ProfilePictureField profile={profile} />, {
      preloadedState: signedInState(),
    });
    const image = container.querySelector('img')!;
    expect(image).toHaveAttribute(
      'srcset',
      '/media/u/abc.w64.webp 64w, /media/u/abc.w320.webp 320w',
    );
    expect(image).toHaveAttribute('sizes', '88px');
    expect(image).toHaveAttribute('src', '/media/u/abc.w320.webp');
    expect(image).toHaveAttribute('width', '88');
    expect(image).toHaveAttribute('height', '88');
  });

  it('shows a picture without variants as it is', () => {
    const profile = profileWith({ picture_small: 'https://lh3.example.com/ada.jpg' });
    const { container } = renderWithProviders(<ProfilePictureField profile={profile} />, {
      preloadedState: signedInState(),
    });
    const image = container.querySelector('img')!;
    expect(image).toHaveAttribute('src', 'https://lh3.example.com/ada.jpg');
    expect(image).not.toHaveAttribute('srcset');
  });
});
