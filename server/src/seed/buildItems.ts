import { type GarmentRole, garmentRole } from '../media/garments';
import { itemColorFor } from '../media/palette';
import { brands as brandSeeds, brandTierMultiplier } from './data/brands';
import {
  type Department,
  type ItemTemplate,
  menTemplates,
  sizeScales,
  womenTemplates,
} from './data/items';
import { retailers as retailerSeeds } from './data/retailers';
import type { ArtHints, Catalogue } from './catalogue';
import { fillTemplate } from './fillTemplate';
import { mediaUrl } from './mediaUrl';
import { type Random, seededUuid, slugify } from './random';
import { daysBefore } from './seedReferenceDate';
import { shopPrice } from './shopPrice';

/** What the looks need to know of an item beyond its row. */
export type ItemInfo = Map<
  string,
  { role: GarmentRole; color: string; soldOut: boolean; department: Department }
>;

/**
 * Retailers, brands and the shop's items (six of each women's template, five of each men's),
 * 8 % of them sold out and 12 % shoppable only at the retailer. Records each item's art hint.
 */
export const buildItems = (root: Random, art: ArtHints) => {
  const retailers = retailerSeeds.map((retailer) => ({
    id: seededUuid('retailer', slugify(retailer.name)),
    ...retailer,
  }));
  const brands = brandSeeds.map((brand) => ({
    id: seededUuid('brand', slugify(brand.name)),
    name: brand.name,
  }));

  const itemRng = root.fork('items');
  const items: Catalogue['items'] = [];
  const itemInfo: ItemInfo = new Map();

  const addItems = (department: Department, templates: ItemTemplate[], perTemplate: number) => {
    templates.forEach((template) => {
      const brandChoices = brandSeeds
        .map((brand, index) => ({ brand, index }))
        .filter(({ brand }) => brand.focus.length === 0 || brand.focus.includes(template.category));
      for (let k = 0; k < perTemplate; k += 1) {
        const id = seededUuid('item', items.length);
        const { brand: brandSeed, index: brandIndex } = itemRng.pick(brandChoices);
        const brand = brands[brandIndex];
        const retailer = itemRng.pick(retailers);
        if (!brand) throw new Error('brand index out of range');
        const name = template.names[k % template.names.length] ?? template.names[0] ?? 'Item';
        const color = itemColorFor(id, template.colors);
        const base = itemRng.int(template.price[0], template.price[1]);
        const retailPrice = shopPrice(itemRng, base * brandTierMultiplier[brandSeed.tier]);
        const salePrice = itemRng.chance(0.3)
          ? Math.min(
              retailPrice - 5,
              Math.round(retailPrice * (1 - itemRng.pick([0.2, 0.25, 0.3, 0.4, 0.5]))),
            )
          : null;
        const scale = sizeScales[template.sizes];
        const missing = scale.length > 3 ? itemRng.pickMany(scale, itemRng.int(0, 2)) : [];
        const sizes = scale.filter((size) => !missing.includes(size));
        const description = fillTemplate(
          template.descriptions[(k % template.names.length) % 2] ?? '',
          { color: color.name.toLowerCase() },
        );
        items.push({
          id,
          brandId: brand.id,
          retailerId: retailer.id,
          name,
          description,
          color: color.name,
          category: template.category,
          department,
          retailPrice,
          salePrice,
          currency: 'usd',
          sizes,
          availableForCheckout: true,
          buyUrl: `https://${retailer.domain}/products/${slugify(`${brand.name} ${name}`)}-${id.slice(0, 6)}`,
          picture: mediaUrl('items', id),
          type: 'shop',
          createdAt: daysBefore(itemRng.float(20, 420)),
        });
        itemInfo.set(id, {
          role: garmentRole[template.garment],
          color: color.name,
          soldOut: false,
          department,
        });
        art.items.set(id, { garment: template.garment, colors: template.colors, name });
      }
    });
  };
  addItems('female', womenTemplates, 6);
  addItems('male', menTemplates, 5);

  // Exactly 8 % sold out (no sizes left) and 12 % shoppable only at the retailer (sizes kept).
  const stock = itemRng.fork('stock').shuffle(items.map((_, index) => index));
  const soldOutCount = Math.round(items.length * 0.08);
  const retailerOnlyCount = Math.round(items.length * 0.12);
  stock.forEach((index, rank) => {
    const item = items[index];
    const info = item ? itemInfo.get(item.id) : undefined;
    if (!item || !info) return;
    if (rank < soldOutCount) {
      item.sizes = [];
      info.soldOut = true;
    } else if (rank < soldOutCount + retailerOnlyCount) {
      item.availableForCheckout = false;
    }
  });

  return { retailers, brands, items, itemInfo };
};
