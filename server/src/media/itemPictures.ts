/**
 * Where an item's pictures live. A catalogue item has its generated picture,
 * `/media/items/{id}.svg`, and two more views of the same garment drawn from the same id: a
 * close-up of its fabric (`-detail`) and a flat lay on another surface (`-flat`). A shopper's own
 * closet upload has only the picture it came with.
 */

/** The additional views of a catalogue item, in the order the item page shows them. */
export const itemViews = ['detail', 'flat'] as const;

export type ItemView = (typeof itemViews)[number];

export const itemPictureUrl = (id: string, view?: ItemView) =>
  `/media/items/${id}${view ? `-${view}` : ''}.svg`;

/**
 * The item's additional pictures: the generated views when its picture is the generated one and
 * no shopper owns it, else none.
 */
export const additionalItemPictures = (item: {
  id: string;
  picture: string;
  ownerId: string | null;
}): string[] =>
  item.ownerId === null && item.picture === itemPictureUrl(item.id)
    ? itemViews.map((view) => itemPictureUrl(item.id, view))
    : [];
