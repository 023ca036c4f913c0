import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/renderWithProviders';
import type { ChatSessionView } from './chatApi';
import { ChatHeader } from './ChatHeader';

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
});
