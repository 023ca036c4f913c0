import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { normaliseItem, type ApiItem } from '@/api/items';
import { renderWithProviders } from '@/testing/renderWithProviders';
import { ProductCard } from './ProductCard';

const item = (overrides: Partial<ApiItem> = {}) =>
  normaliseItem({
    item_uuid: 'i-2',
    name: 'Wide Trousers',
    brand_name: 'Solenne',
    retailer_name: 'Gallery Row',
    retail_price: 140,
    price: 140,
    sizes: ['S', 'M'],
    available_for_checkout: true,
    buy_url_short: 'galleryrow.example.com',
    picture_large: '/media/items/i-2.svg',
    ...overrides,
  });

const HREF = '/item/i-2?source=item&context=outfit&collectionId=o-1';

describe('ProductCard', () => {
  it('links the whole card to the item, with a lazy, sized picture', () => {
    renderWithProviders(<ProductCard item={item()} href={HREF} />);
    const link = screen.getByRole('link', { name: /Wide Trousers/ });
    expect(link).toHaveAttribute('href', HREF);
    // The picture is decorative: the card's text names the link.
    const picture = link.querySelector('img')!;
    expect(picture).toHaveAttribute('alt', '');
    expect(picture).toHaveAttribute('src', '/media/items/i-2.svg');
    expect(picture).toHaveAttribute('width', '168');
    expect(picture).toHaveAttribute('height', '210');
    expect(picture).toHaveAttribute('loading', 'lazy');
    expect(picture).toHaveAttribute('decoding', 'async');
    expect(screen.getByText('Solenne')).toBeInTheDocument();
    expect(screen.getByText('$140')).toBeInTheDocument();
    expect(screen.queryByText(/Sold out|Shop at/)).not.toBeInTheDocument();
  });

  it('shows a sale price with the retail price struck through', () => {
    renderWithProviders(<ProductCard item={item({ sale_price: 99, price: 99 })} href={HREF} />);
    expect(screen.getByText('$99')).toHaveTextContent('Sale price $99');
    expect(screen.getByText('$140').tagName).toBe('S');
  });

  it('ignores a "sale" price that is not lower than the retail price', () => {
    renderWithProviders(<ProductCard item={item({ sale_price: 140 })} href={HREF} />);
    expect(screen.queryByText(/Sale price/)).not.toBeInTheDocument();
    expect(screen.getByText('$140').tagName).not.toBe('S');
  });

  it('says when the item is sold out', () => {
    renderWithProviders(<ProductCard item={item({ sizes: [] })} href={HREF} />);
    expect(screen.getByText('Sold out')).toBeInTheDocument();
    expect(screen.queryByText(/Shop at/)).not.toBeInTheDocument();
  });

  it('names the retailer of an item not sold here', () => {
    renderWithProviders(
      <ProductCard item={item({ available_for_checkout: false, sizes: [] })} href={HREF} />,
    );
    expect(screen.getByText('Shop at galleryrow.example.com')).toBeInTheDocument();
    expect(screen.queryByText('Sold out')).not.toBeInTheDocument();
  });
});

describe('ProductCard in a list of gifts', () => {
  it('fills its cell, loads its picture at once when asked, and says out of stock', () => {
    renderWithProviders(
      <ProductCard item={item({ sizes: [] })} href={HREF} fill eager soldOutLabel="Out of stock" />,
    );
    expect(screen.getByText('Out of stock')).toBeInTheDocument();
    expect(screen.getByRole('link').querySelector('img')).toHaveAttribute('loading', 'eager');
  });
});
