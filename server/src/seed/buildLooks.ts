import type { ItemInfo } from './buildItems';
import type { StylistInfo } from './buildStylists';
import type { ArtHints, Catalogue } from './catalogue';
import type { Department } from './data/items';
import { lookNameSuffixes, menLookNames, womenLookNames } from './data/lookNames';
import { moodboardOrder } from './data/styles';
import { lookOutfits } from './lookOutfits';
import { mediaUrl } from './mediaUrl';
import { type Random, seededUuid } from './random';
import { daysBefore } from './seedReferenceDate';

/** Public looks per department: the feed pages 30 at a time, so eleven pages. */
export const FEED_LOOKS_PER_DEPARTMENT = 330;

/**
 * The stylists' public looks: a handful each, at least 72 per department, then the feed's
 * FEED_LOOKS_PER_DEPARTMENT per department. Each look has its items and 2 to 4 style tags, mostly
 * its stylist's own. Records each look's art hint.
 */
export const buildLooks = (
  root: Random,
  art: ArtHints,
  items: Catalogue['items'],
  itemInfo: ItemInfo,
  stylistInfo: StylistInfo[],
  styleTagIds: Map<string, string>,
) => {
  const lookRng = root.fork('looks');
  const looks: Catalogue['looks'] = [];
  const lookTags: Catalogue['lookTags'] = [];
  const lookItems: Catalogue['lookItems'] = [];
  const outfit = lookOutfits(items, itemInfo, art);

  const lookNameCounts = new Map<string, number>();
  const addLook = (stylist: StylistInfo, department: Department) => {
    const index = looks.length;
    const r = lookRng.fork(`look/${index}`);
    const id = seededUuid('look', index);
    const baseName = r.pick(department === 'female' ? womenLookNames : menLookNames);
    const seen = lookNameCounts.get(baseName) ?? 0;
    lookNameCounts.set(baseName, seen + 1);
    const name = seen === 0 ? baseName : `${baseName}${r.pick(lookNameSuffixes)}`;
    const itemIds = outfit(r, department);
    looks.push({
      id,
      stylistId: stylist.id,
      name,
      department,
      picture: mediaUrl('looks', id),
      isPublic: true,
      createdAt: daysBefore(r.float(0.5, 364)),
    });
    itemIds.forEach((itemId, position) => lookItems.push({ lookId: id, itemId, position }));
    const departmentStyles = moodboardOrder[department];
    const own = stylist.styleKeys.filter((key) => departmentStyles.includes(key));
    const extra = r.shuffle(departmentStyles.filter((key) => !own.includes(key)));
    const keys = [...r.shuffle(own), ...extra].slice(0, r.int(2, 4));
    for (const key of keys) {
      const tagId = styleTagIds.get(key);
      if (tagId) lookTags.push({ lookId: id, tagId });
    }
    art.looks.set(id, { name, department, itemIds });
  };

  stylistInfo.forEach((stylist) => {
    if (stylist.department === 'both') {
      const female = lookRng.int(3, 4);
      const male = lookRng.int(3, 4);
      for (let i = 0; i < female; i += 1) addLook(stylist, 'female');
      for (let i = 0; i < male; i += 1) addLook(stylist, 'male');
    } else {
      const count = stylist.department === 'female' ? lookRng.int(5, 7) : lookRng.int(6, 9);
      for (let i = 0; i < count; i += 1) addLook(stylist, stylist.department);
    }
  });
  (['female', 'male'] as const).forEach((department) => {
    const eligible = stylistInfo.filter(
      (stylist) => stylist.department === department || stylist.department === 'both',
    );
    while (looks.filter((look) => look.department === department).length < 72)
      addLook(lookRng.pick(eligible), department);
  });
  // The feed: more than ten pages of 30 per department. These come after every look above, so
  // those keep their ids and contents; the department's stylists take turns in a shuffled order.
  const feedRng = root.fork('looks/feed');
  (['female', 'male'] as const).forEach((department) => {
    const eligible = feedRng.shuffle(
      stylistInfo.filter(
        (stylist) => stylist.department === department || stylist.department === 'both',
      ),
    );
    let count = looks.filter((look) => look.department === department).length;
    for (let turn = 0; count < FEED_LOOKS_PER_DEPARTMENT; turn += 1, count += 1) {
      const stylist = eligible[turn % eligible.length];
      if (!stylist) throw new Error(`no stylist for ${department} looks`);
      addLook(stylist, department);
    }
  });

  return { looks, lookTags, lookItems };
};
