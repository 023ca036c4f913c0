/** The shopper's profile looks (spec 001 §7; docs/contracts/closet.md). */
import { count, list, text } from './wireValues';

export type LookType = 'moodboard' | 'styleboard';

export type ApiProfileLook = {
  uuid?: string;
  unique?: string;
  name?: string | null;
  outfit_name?: string | null;
  type?: string;
  description?: string | null;
  picture?: string | null;
  owner?: { uuid?: string; name?: string; first_name?: string; last_name?: string } | null;
  items?: unknown[] | null;
  created?: string | null;
};

export type ProfileLook = {
  id: string;
  name: string;
  type: LookType;
  picture: string | null;
  stylistName: string;
  itemsCount: number;
};

export const toProfileLook = (look: ApiProfileLook): ProfileLook => {
  const owner = look.owner ?? {};
  const fullName = [owner.first_name, owner.last_name].filter(Boolean).join(' ');
  return {
    id: look.uuid ?? look.unique ?? '',
    name: text(look.name) || text(look.outfit_name),
    type: look.type === 'moodboard' ? 'moodboard' : 'styleboard',
    picture: look.picture ?? null,
    stylistName: text(owner.name) || fullName,
    itemsCount: list(look.items).length,
  };
};

export type ApiProfileLooksPage = {
  items?: ApiProfileLook[];
  quota_max?: number;
  nextPage?: number | null;
};

export type ProfileLooksPage = { looks: ProfileLook[]; total: number; nextPage: number | null };

export const toProfileLooksPage = (page: ApiProfileLooksPage): ProfileLooksPage => {
  const looks = list(page.items).map(toProfileLook);
  return {
    looks,
    total: count(page.quota_max, looks.length),
    nextPage: typeof page.nextPage === 'number' ? page.nextPage : null,
  };
};
