import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { useLoadMoreFocus } from './useLoadMoreFocus';

const PAGE = 2;

const Entries = ({ total, linked = true }: { total: number; linked?: boolean }) => {
  const [count, setCount] = useState(PAGE);
  const { listRef, loadMore } = useLoadMoreFocus(count, () =>
    setCount((shown) => Math.min(total, shown + PAGE)),
  );
  return (
    <>
      <ul ref={listRef}>
        {Array.from({ length: count }, (_, index) => (
          <li key={index}>
            {linked ? <a href={`#e${index}`}>Entry {index + 1}</a> : `Entry ${index + 1}`}
          </li>
        ))}
      </ul>
      {count < total ? <button onClick={loadMore}>Load more</button> : <p>That is all.</p>}
    </>
  );
};

describe('useLoadMoreFocus', () => {
  it('moves focus to the first new entry, also when the button goes with the last page', async () => {
    const user = userEvent.setup();
    render(<Entries total={4} />);
    screen.getByRole('button', { name: 'Load more' }).focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('link', { name: 'Entry 3' })).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('focuses the entry itself when it holds no control', async () => {
    const user = userEvent.setup();
    render(<Entries total={6} linked={false} />);
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(screen.getByText('Entry 3')).toHaveFocus();
  });
});
