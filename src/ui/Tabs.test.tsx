import { screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/renderWithProviders';
import { Tabs, type TabItem } from './Tabs';

const ITEMS: TabItem[] = [
  { value: 'looks', label: 'Looks', content: 'Your looks' },
  { value: 'items', label: 'Items', content: 'Your items' },
  { value: 'photos', label: 'Photos', content: 'Your photos' },
];

describe('Tabs', () => {
  it('wires tabs to panels and shows only the selected panel', () => {
    renderWithProviders(<Tabs items={ITEMS} label="Closet" defaultValue="items" />);
    expect(screen.getByRole('tablist', { name: 'Closet' })).toBeInTheDocument();
    const tab = screen.getByRole('tab', { name: 'Items' });
    expect(tab).toHaveAttribute('aria-selected', 'true');
    const panel = screen.getByRole('tabpanel', { name: 'Items' });
    expect(tab).toHaveAttribute('aria-controls', panel.id);
    expect(panel).toHaveTextContent('Your items');
    expect(screen.getAllByRole('tabpanel')).toHaveLength(1);
  });

  it('has one tab in the Tab order and moves with arrows, Home and End', async () => {
    const { user } = renderWithProviders(<Tabs items={ITEMS} label="Closet" />);
    await user.tab();
    expect(screen.getByRole('tab', { name: 'Looks' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Items' })).toHaveAttribute('tabindex', '-1');

    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Items' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Items' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Your items');

    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Photos' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Looks' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Photos' })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'Looks' })).toHaveAttribute('aria-selected', 'true');

    await user.tab();
    expect(screen.getByRole('tabpanel', { name: 'Looks' })).toHaveFocus();
  });

  it('skips disabled tabs', async () => {
    const items = ITEMS.map((item) =>
      item.value === 'items' ? { ...item, disabled: true } : item,
    );
    const { user } = renderWithProviders(<Tabs items={items} label="Closet" />);
    await user.click(screen.getByRole('tab', { name: 'Looks' }));
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Photos' })).toHaveFocus();
  });

  it('can be controlled', async () => {
    const onChange = vi.fn();
    const Controlled = () => {
      const [value, setValue] = useState('photos');
      return (
        <Tabs
          items={ITEMS}
          label="Closet"
          value={value}
          onChange={(next) => {
            onChange(next);
            setValue(next);
          }}
        />
      );
    };
    const { user } = renderWithProviders(<Controlled />);
    expect(screen.getByRole('tab', { name: 'Photos' })).toHaveAttribute('aria-selected', 'true');
    await user.click(screen.getByRole('tab', { name: 'Looks' }));
    expect(onChange).toHaveBeenCalledWith('looks');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Your looks');
  });
});
