import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { gatewayUrl } from '@/testing/apiUrls';
import { renderApp, renderWithProviders, signedInState } from '@/testing/renderWithProviders';
import { server } from '@/testing/server';
import { StylistProfilePage } from './StylistProfilePage';
import { buildStylist, serveProfile, serveReader } from './profileTestData';

const renderProfile = (options: Parameters<typeof renderWithProviders>[1] = {}) =>
  renderWithProviders(<StylistProfilePage />, {
    route: '/stylist/s-1/profile',
    path: '/stylist/:id/profile',
    ...options,
  });

const renderSignedIn = () => renderProfile({ preloadedState: signedInState() });

const moodBoard = () => screen.getByRole('img', { name: "Ann's mood board" });

describe('StylistProfilePage', () => {
  it('shows every block in the spec order with its copy', async () => {
    serveProfile({ stylist: buildStylist({ average_response_time: null }) });
    renderProfile();

    expect(await screen.findByRole('heading', { level: 1, name: 'Ann Lee' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Profile sections' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Looks', '#looks'],
      ['About', '#about'],
      ['Reviews', '#reviews'],
    ]);
    expect(screen.getByText('New York, NY')).toBeInTheDocument();
    expect(screen.getByText('Capsule wardrobes for busy people.')).toBeInTheDocument();
    expect(await screen.findByText('Ann builds outfits around what you own.')).toBeInTheDocument();
    expect(await screen.findByText('Look 1')).toBeInTheDocument();
    expect(await screen.findByText('Review text 1')).toBeInTheDocument();

    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Looks',
      'Why we recommend Ann',
      'Experience',
      'Expertise',
      'Reviews',
      'The styling experience',
    ]);
    expect(screen.getByRole('button', { name: 'Contact Ann' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'What you get' })).toBeInTheDocument();
    expect(screen.getByText('Up to 8 style boards')).toBeInTheDocument();

    const bar = screen.getByRole('complementary', { name: 'Book Ann' });
    expect(within(bar).getByText('Usually responds within 24 hours')).toBeInTheDocument();
    expect(within(bar).getByRole('button', { name: 'Book Ann' })).toBeInTheDocument();
    expect(document.title).toMatch(/^Ann Lee, personal stylist \| /);
  });

  it('shows a match of 90 or more, and hides a lower one', async () => {
    serveProfile({ stylist: buildStylist({ match_percentage: 93 }) });
    const { unmount } = renderProfile();
    expect(await screen.findByText('93% match')).toBeInTheDocument();
    unmount();

    serveProfile({ stylist: buildStylist({ match_percentage: 89 }) });
    renderProfile();
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByText(/% match/)).not.toBeInTheDocument();
  });

  it.each([
    ['male', buildStylist(), 'https://cdn.example.com/ann-board-male.jpg'],
    ['female', buildStylist(), 'https://cdn.example.com/ann-board.jpg'],
    ['male', buildStylist({ moodboard_male: null }), 'https://cdn.example.com/ann-board.jpg'],
  ] as const)('shows a %s reader the right mood board', async (gender, stylist, src) => {
    serveProfile({ stylist });
    serveReader({ gender });
    renderSignedIn();
    await waitFor(() => expect(moodBoard()).toHaveAttribute('src', src));
  });

  it('links Instagram with the follower count in K', async () => {
    serveProfile();
    renderProfile();
    expect(
      await screen.findByRole('link', { name: '12.5K followers on Instagram' }),
    ).toHaveAttribute('href', 'https://instagram.com/annstyles');
  });

  it('never renders a javascript: Instagram or website as a link', async () => {
    serveProfile({
      stylist: buildStylist({
        instagram_url: 'javascript:alert(1)',
        instagram_followers_count: 999,
        website: 'javascript:alert(1)',
      }),
    });
    const { user } = renderProfile();
    expect(await screen.findByText('999 followers on Instagram')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'More' }));
    expect(screen.queryByRole('link', { name: /instagram/i })).not.toBeInTheDocument();
    expect(screen.queryByText('Website')).not.toBeInTheDocument();
    expect(document.querySelector('a[href^="javascript"]')).toBeNull();
  });

  it("reveals education, collaborations and the website (with 'http://') under More", async () => {
    serveProfile();
    const { user } = renderProfile();
    expect(await screen.findByText('Ten years styling editorial shoots.')).toBeVisible();
    expect(screen.getByText('Fashion Institute of Technology')).not.toBeVisible();

    const more = screen.getByRole('button', { name: 'More' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    await user.click(more);

    expect(screen.getByRole('button', { name: 'Less' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Fashion Institute of Technology')).toBeVisible();
    expect(screen.getByText('Vogue, Elle')).toBeVisible();
    expect(screen.getByRole('link', { name: 'annstyles.com' })).toHaveAttribute(
      'href',
      'http://annstyles.com/',
    );
  });

  it('lists each expertise tag once', async () => {
    serveProfile();
    renderProfile();
    const section = await screen.findByRole('region', { name: 'Expertise' });
    expect(
      within(section)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Petite', 'Workwear']);
  });

  it('falls back to the stylist record when why-we-recommend is empty', async () => {
    serveProfile({ stylist: buildStylist({ why_we_recommend: 'From the record.' }), why: '' });
    renderProfile();
    expect(await screen.findByText('From the record.')).toBeInTheDocument();
  });

  it('opens Contact for a shopper and Signup for a visitor', async () => {
    serveProfile();
    serveReader();
    const signedIn = renderSignedIn();
    await signedIn.user.click(await screen.findByRole('button', { name: 'Contact Ann' }));
    expect(signedIn.store.getState().ui.modal).toMatchObject({
      type: 'Contact',
      modalProps: { stylistId: 's-1', stylistName: 'Ann' },
    });
    signedIn.unmount();

    const visitor = renderProfile();
    await visitor.user.click(await screen.findByRole('button', { name: 'Contact Ann' }));
    expect(visitor.store.getState().ui.modal).toMatchObject({
      type: 'Signup',
      modalProps: {
        source: 'profile',
        element: 'contact click',
        redirectUrl: '/stylist/s-1/profile',
      },
    });
  });

  it('shows up to 3 other matched stylists and a link to the search for a shopper', async () => {
    const matches = ['s-1', 's-2', 's-3', 's-4', 's-5'].map((uuid, index) =>
      buildStylist({ uuid, name: `Stylist ${index + 1}`, first_name: `S${index + 1}` }),
    );
    serveProfile();
    serveReader({ matches });
    renderSignedIn();

    const section = await screen.findByRole('region', { name: 'Other stylists matched for you' });
    expect(
      within(section)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual([
      '/stylistSearch',
      '/stylist/s-2/profile',
      '/stylist/s-3/profile',
      '/stylist/s-4/profile',
    ]);
    expect(within(section).getByRole('link', { name: 'More stylists' })).toBeInTheDocument();
  });

  it('shows no other stylists to a visitor', async () => {
    serveProfile();
    renderProfile();
    await screen.findByText('Review text 1');
    expect(screen.queryByText('Other stylists matched for you')).not.toBeInTheDocument();
  });

  it('is the public route /stylist/{id}/profile', async () => {
    serveProfile();
    renderApp({ route: '/stylist/s-1/profile' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Ann Lee' })).toBeInTheDocument();
  });

  it('sends an unknown stylist to the search (which sends a visitor to sign in)', async () => {
    serveProfile();
    renderApp({ route: '/stylist/nobody/profile' });
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(
        `/login?target=${encodeURIComponent('/stylistSearch')}`,
      ),
    );
  });

  it('offers a retry when the stylist cannot load', async () => {
    let calls = 0;
    serveProfile();
    server.use(
      http.get(gatewayUrl('proxy/stylist/:id/read'), () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json({ message: 'Down' }, { status: 503 })
          : HttpResponse.json(buildStylist());
      }),
    );
    const { user } = renderProfile();
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Ann Lee' })).toBeInTheDocument();
  });
});
