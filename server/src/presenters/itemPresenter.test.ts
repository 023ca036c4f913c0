// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { getCatalogue } from '../seed/buildCatalogue';
import { presentItem } from './itemPresenter';

const catalogue = getCatalogue();
const seeded = catalogue.items[0]!;
const brand = catalogue.brands.find((row) => row.id === seeded.brandId)!;
const retailer = catalogue.retailers.find((row) => row.id === seeded.retailerId)!;

type ItemRow = Parameters<typeof presentItem>[0];

const row = (overrides: Partial<ItemRow> = {}): ItemRow => ({
  ...seeded,
  salePrice: seeded.salePrice ?? null,
  currency: 'usd',
  availableForCheckout: seeded.availableForCheckout ?? true,
  ownerId: null,
  type: 'shop',
  uploadId: null,
  createdAt: new Date(0),
  ...overrides,
});

describe('presentItem', () => {
  it('lists a catalogue item’s close-up and flat lay as its additional pictures', () => {
    const item = presentItem(row(), { brand, retailer });
    expect(item.picture).toBe(`/media/items/${seeded.id}.svg`);
    expect(item.additional_pictures).toEqual([
      `/media/items/${seeded.id}-detail.svg`,
      `/media/items/${seeded.id}-flat.svg`,
    ]);
  });

  it('gives a shopper’s own upload, or an item with a picture of its own, none', () => {
    expect(
      presentItem(row({ ownerId: 'someone', type: 'user' }), { brand, retailer })
        .additional_pictures,
    ).toEqual([]);
    expect(
      presentItem(row({ picture: 'https://example.com/photo.jpg' }), { brand, retailer })
        .additional_pictures,
    ).toEqual([]);
  });
});
