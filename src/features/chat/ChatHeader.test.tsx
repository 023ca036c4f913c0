import { screen } from '@testing-library/react';
import { renderWithProviders } from '@/testing/renderWithProviders';
import type { ChatSessionView } from './chatApi';
import { ChatHeader } from './ChatHeader';
import { env } from '@/config/env';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

const viewWith = (sent: number, status: 'active' | 'ended' = 'active'): ChatSessionView => ({
  channel_sid: 'CH1',
  stylist: {
    uuid: 's-1',
    name: 'Ann Lee',
    first_name: 'Ann',
    profile_picture: null,
    is_bot: false,
  },
  session: {
    uuid: 'sess 1',
    plan: 'mini',
    type: 'one-time',
    status,
    style_boards: { allowed: 2, sent },
    revisions: { allowed: 1, used: 0 },
  },
  notes: [],
});

const renderHeader = (view: ChatSessionView) =>
  renderWithProviders(<ChatHeader view={view} connection={null} onTip={null} />);

describe('ChatHeader', () => {
  it('leads to the session recap once a style board has arrived', () => {
    renderHeader(viewWith(1, 'ended'));
    expect(screen.getByText(/Mini session \(ended\) · 1 of 2 style boards/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Add purchases to closet' })).toHaveAttribute(
      'href',
      '/session/sess%201/add-to-closet',
    );
  });

  it('offers no recap before any style board', () => {
    renderHeader(viewWith(0));
    expect(screen.queryByRole('link', { name: 'Add purchases to closet' })).toBeNull();
  });

  describe('a Lux session', () => {
    const lux = (
      status: 'active' | 'ended',
      closesAt = '2026-12-28T15:00:00.000Z',
    ): ChatSessionView => {
      const view = viewWith(1, status);
      return {
        ...view,
        session: { ...view.session!, plan: 'lux', chat_closes_at: closesAt },
      };
    };
    let saved: string | null;
    beforeEach(() => {
      saved = env.schedulingUrl;
      env.schedulingUrl = 'https://calendly.com/lookwright/lux-call?month=12';
    });
    afterEach(() => {
      env.schedulingUrl = saved;
    });

    it('says until when the chat is open and books both calls with the stylist named', () => {
      renderHeader(lux('active'));
      expect(screen.getByText('Chat open until December 28, 2026')).toBeVisible();
      const intro = screen.getByRole('link', { name: /Book your intro call \(30 min\)/ });
      const fitting = screen.getByRole('link', {
        name: /Book your virtual fitting call \(30 min, optional\)/,
      });
      const introUrl = new URL(intro.getAttribute('href')!);
      expect(introUrl.origin + introUrl.pathname).toBe('https://calendly.com/lookwright/lux-call');
      expect(introUrl.searchParams.get('month')).toBe('12');
      expect(introUrl.searchParams.get('a1')).toBe('Ann Lee');
      expect(introUrl.searchParams.get('a2')).toBe('Intro call (30 minutes, Lux)');
      expect(new URL(fitting.getAttribute('href')!).searchParams.get('a2')).toBe(
        'Virtual fitting call (30 minutes, Lux)',
      );
      expect(intro).toHaveAttribute('target', '_blank');
      expect(intro).toHaveAttribute('rel', 'noopener noreferrer');
    });

    it('says the stylist arranges the calls when there is no scheduling page', () => {
      env.schedulingUrl = null;
      renderHeader(lux('active'));
      expect(
        screen.getByText(
          'Intro call (30 min) and virtual fitting call (30 min, optional): Ann sets them up with you here.',
        ),
      ).toBeVisible();
      expect(screen.queryByRole('link', { name: /Book your/ })).toBeNull();
    });

    it('says since when the chat is closed once the month is over, without call links', () => {
      // The spec's long date, 'MMMM DD, YYYY' (000 §9): a single-digit day keeps its zero.
      renderHeader(lux('ended', '2026-11-05T15:00:00.000Z'));
      expect(screen.getByText('Chat closed on November 05, 2026')).toBeVisible();
      expect(screen.queryByRole('link', { name: /Book your/ })).toBeNull();
    });

    it('shows nothing of the kind for other plans', () => {
      renderHeader(viewWith(1));
      expect(screen.queryByText(/Chat open until/)).toBeNull();
    });
  });
});
