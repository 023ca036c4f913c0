import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/renderWithProviders';
import { OneTapSignIn, SocialSignIn } from './SocialSignIn';

describe('social sign-in without VITE_GOOGLE_CLIENT_ID', () => {
  it('renders nothing and loads no Google SDK', () => {
    const { container } = renderWithProviders(
      <>
        <SocialSignIn />
        <OneTapSignIn />
      </>,
    );
    expect(container.querySelector('button')).toBeNull();
    expect(document.querySelector('script[src*="accounts.google.com"]')).toBeNull();
  });
});
