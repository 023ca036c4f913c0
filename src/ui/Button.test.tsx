import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/renderWithProviders';
import { Button, ButtonLink } from './Button';

describe('Button', () => {
  it('is a plain button by default and clicks', async () => {
    const onClick = vi.fn();
    const { user } = renderWithProviders(<Button onClick={onClick}>Book now</Button>);
    const button = screen.getByRole('button', { name: 'Book now' });
    expect(button).toHaveAttribute('type', 'button');
    await user.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('while loading is busy and disabled but keeps its name', async () => {
    const onClick = vi.fn();
    const { user } = renderWithProviders(
      <Button isLoading onClick={onClick} variant="major">
        Pay
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Pay' });
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toBeDisabled();
    await user.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('ButtonLink is a link', () => {
    renderWithProviders(
      <ButtonLink to="/giftcards" variant="lux">
        Gift cards
      </ButtonLink>,
    );
    expect(screen.getByRole('link', { name: 'Gift cards' })).toHaveAttribute('href', '/giftcards');
  });
});
