import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { env } from '@/config/env';
import { renderWithProviders } from '@/testing/renderWithProviders';
import { PrivacyPage } from './PrivacyPage';
import { TermsPage } from './TermsPage';

const sectionTitles = () =>
  screen
    .getAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent?.replace(/^\d+\.\s*/, ''));

const expectTocMatchesSections = () => {
  const toc = screen.getByRole('navigation', { name: 'Contents' });
  const links = within(toc).getAllByRole('link');
  expect(links.length).toBeGreaterThan(5);
  for (const link of links) {
    const id = link.getAttribute('href')?.slice(1) ?? '';
    expect(link.getAttribute('href')).toMatch(/^#/);
    // The anchor names a labelled region whose heading has the link's text.
    const section = document.getElementById(id);
    expect(section).not.toBeNull();
    expect(screen.getByRole('region', { name: link.textContent ?? '' })).toBe(section);
  }
};

describe('TermsPage', () => {
  it('shows the title, the last-updated date and the sections in order', () => {
    renderWithProviders(<TermsPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible();
    expect(screen.getByText(/Last updated:/)).toHaveTextContent('Last updated: November 02, 2026');
    expect(sectionTitles()).toEqual([
      'Contents',
      'About these terms',
      'The Service',
      'Your account',
      'Bookings and payments',
      'Monthly membership, free trial and cancellation',
      'Stylists and switching',
      'Gift cards',
      'Shopping through retailers',
      'Reviews and your content',
      'Acceptable use',
      'Our responsibility to you',
      'Changes and ending the agreement',
      'Contact us',
    ]);
  });

  it('has a table of contents linking to every section', () => {
    renderWithProviders(<TermsPage />);
    expectTocMatchesSections();
  });

  it('states plan prices and the free trial from the plan catalogue, and the support e-mail', () => {
    renderWithProviders(<TermsPage />);
    expect(screen.getByText(/\$60 \(Mini\), \$130 \(Major\) and \$550 \(Lux\)/)).toBeVisible();
    expect(screen.getByText(/free 3-day trial/)).toBeVisible();
    expect(screen.getByRole('link', { name: env.supportEmail })).toHaveAttribute(
      'href',
      `mailto:${env.supportEmail}`,
    );
  });
});

describe('PrivacyPage', () => {
  it('shows the title and the sections in order', () => {
    renderWithProviders(<PrivacyPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
    expect(sectionTitles()).toEqual([
      'Contents',
      'Information we collect',
      'How we use it',
      'Who we share it with',
      'Cookies and local storage',
      'How long we keep it',
      'Your rights',
      'Security',
      'Children',
      'Changes to this policy',
      'Contact us',
    ]);
  });

  it('has a table of contents linking to every section', () => {
    renderWithProviders(<PrivacyPage />);
    expectTocMatchesSections();
  });

  it('names third parties by kind and explains cookies under /app', () => {
    renderWithProviders(<PrivacyPage />);
    const sharing = screen.getByRole('region', { name: 'Who we share it with' });
    for (const kind of [
      /card payment provider/,
      /chat service/,
      /sign-in provider/,
      /analytics/,
      /error-reporting service/,
      /e-mail marketing service/,
    ]) {
      expect(within(sharing).getByText(kind)).toBeVisible();
    }
    expect(screen.getByText(/The app lives under \/app/)).toBeVisible();
  });
});
