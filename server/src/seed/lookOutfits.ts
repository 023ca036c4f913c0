import type { Garment, GarmentRole } from '../media/garments';
import type { ItemInfo } from './buildItems';
import type { ArtHints, Catalogue } from './catalogue';
import type { Department } from './data/items';
import type { Random } from './random';

const neutralColors = new Set([
  'Black',
  'Ivory',
  'White',
  'Cream',
  'Oatmeal',
  'Camel',
  'Tan',
  'Cognac',
  'Chocolate',
  'Navy',
  'Charcoal',
  'Heather Grey',
  'Stone',
  'Khaki',
  'Indigo Denim',
  'Mid-Wash Denim',
  'Light-Wash Denim',
  'Washed Black Denim',
  'Gold',
  'Silver',
  'Pearl',
]);

const roles: GarmentRole[] = ['top', 'bottom', 'dress', 'outer', 'shoes', 'bag', 'accessory'];

/**
 * Picks a look's items: a dress or a top and bottom, shoes, often outerwear and a bag, sometimes
 * an accessory; 3 to 6 distinct items, mostly in stock, neutrals around one statement piece.
 */
export const lookOutfits = (items: Catalogue['items'], itemInfo: ItemInfo, art: ArtHints) => {
  const pool = (department: Department, role: GarmentRole) =>
    items.filter((item) => {
      const info = itemInfo.get(item.id);
      return info?.department === department && info.role === role;
    });
  const pools = {
    female: new Map(roles.map((role) => [role, pool('female', role)])),
    male: new Map(roles.map((role) => [role, pool('male', role)])),
  };

  const choose = (
    r: Random,
    department: Department,
    role: GarmentRole,
    preferNeutral: boolean,
    suits: (garment: Garment | undefined) => boolean = () => true,
  ) => {
    const candidates = (pools[department].get(role) ?? []).filter(
      (item) =>
        (!itemInfo.get(item.id)?.soldOut || r.chance(0.05)) &&
        suits(art.items.get(item.id)?.garment),
    );
    const neutral = candidates.filter((item) => neutralColors.has(item.color));
    const list = preferNeutral && neutral.length > 0 && r.chance(0.75) ? neutral : candidates;
    return r.pick(list).id;
  };

  return (r: Random, department: Department): string[] => {
    const chosen: string[] = [];
    if (department === 'female' && r.chance(0.35)) {
      chosen.push(choose(r, department, 'dress', false));
      if (r.chance(0.4)) chosen.push(choose(r, department, 'outer', true));
      chosen.push(choose(r, department, 'shoes', true));
      if (r.chance(0.85)) chosen.push(choose(r, department, 'bag', true));
    } else {
      const statementTop = r.chance(0.5);
      chosen.push(choose(r, department, 'top', !statementTop));
      chosen.push(choose(r, department, 'bottom', statementTop));
      if (r.chance(department === 'male' ? 0.55 : 0.4))
        chosen.push(choose(r, department, 'outer', true));
      chosen.push(choose(r, department, 'shoes', true));
      if (r.chance(department === 'male' ? 0.25 : 0.65))
        chosen.push(choose(r, department, 'bag', true));
    }
    // A tie only with a shirt or a tailored jacket.
    const garmentsSoFar = chosen.map((id) => art.items.get(id)?.garment);
    const formal = garmentsSoFar.some((garment) => garment === 'shirt' || garment === 'blazer');
    const suitsOutfit = (garment: Garment | undefined) => garment !== 'tie' || formal;
    if (chosen.length < 6 && r.chance(0.5))
      chosen.push(choose(r, department, 'accessory', true, suitsOutfit));
    const unique = new Set(chosen);
    while (unique.size < 3)
      unique.add(choose(r, department, r.pick(['accessory', 'bag'] as const), true, suitsOutfit));
    return [...unique].slice(0, 6);
  };
};
