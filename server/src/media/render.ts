import { renderAvatar, renderClient } from './art/avatars';
import { renderBodyType } from './art/bodyTypes';
import { renderExpertise } from './art/expertise';
import { renderGift } from './art/gifts';
import { renderItem } from './art/items';
import { renderLook } from './art/looks';
import { renderMarketing } from './art/marketing';
import { renderMoodboard, renderStyleCard } from './art/moodboards';

/** The kinds of artwork under /media/{kind}/{id}.svg. */
export const mediaKinds = [
  'avatars',
  'clients',
  'moodboards',
  'looks',
  'items',
  'bodytypes',
  'styles',
  'gifts',
  'expertise',
  'marketing',
] as const;

export type MediaKind = (typeof mediaKinds)[number];

export const isMediaKind = (value: string): value is MediaKind =>
  (mediaKinds as readonly string[]).includes(value);

/**
 * Every picture is a pure function of its kind and id (plus the male mood-board variant). Most
 * kinds draw any id; `marketing` has a fixed list and answers null for an id not on it.
 */
export const renderMedia = (kind: MediaKind, id: string, variant?: 'male'): string | null => {
  switch (kind) {
    case 'avatars':
      return renderAvatar(id);
    case 'clients':
      return renderClient(id);
    case 'moodboards':
      return renderMoodboard(id, variant === 'male' ? 'male' : 'female');
    case 'looks':
      return renderLook(id);
    case 'items':
      return renderItem(id);
    case 'bodytypes':
      return renderBodyType(id);
    case 'styles':
      return renderStyleCard(id);
    case 'gifts':
      return renderGift(id);
    case 'expertise':
      return renderExpertise(id);
    case 'marketing':
      return renderMarketing(id);
  }
};
