import { type Department } from './data/items';
import { menBodyTypes, womenBodyTypes } from './data/bodyTypes';
import { expertise as expertiseSeeds } from './data/expertise';
import { giftFilters as giftFilterSeeds } from './data/giftFilters';
import { goals as goalSeeds } from './data/goals';
import { needs as needSeeds } from './data/needs';
import { styles as styleSeeds, stylesFor } from './data/styles';
import type { ArtHints, Catalogue } from './catalogue';
import { mediaUrl } from './mediaUrl';
import { seededUuid, slugify } from './random';

/**
 * The quiz's reference data: needs, tags (styles, body types, expertise), mood boards, goals and
 * gift filters. Records the art hints of the tags and mood boards; answers the tag ids by style
 * key and expertise name for the stylists and looks that carry them.
 */
export const buildQuizData = (art: ArtHints) => {
  const needs = needSeeds.map((need, position) => ({ ...need, position }));

  const tags: Catalogue['tags'] = [];
  const styleTagIds = new Map<string, string>();
  styleSeeds.forEach((style, position) => {
    const id = seededUuid('tag/style', style.key);
    styleTagIds.set(style.key, id);
    tags.push({
      id,
      name: style.name,
      kind: 'style',
      department: style.department,
      picture: mediaUrl('styles', id),
      position,
    });
    art.styles.set(id, { style: style.name, department: style.department });
  });

  const bodyTypeRows = (department: Department, list: typeof womenBodyTypes) =>
    list.forEach((bodyType, position) => {
      const id = seededUuid('tag/body', `${department}/${bodyType.shape}`);
      tags.push({
        id,
        name: bodyType.name,
        kind: 'body',
        department,
        picture: mediaUrl('bodytypes', id),
        position,
      });
      art.bodyTypes.set(id, { name: bodyType.name, shape: bodyType.shape, department });
    });
  bodyTypeRows('female', womenBodyTypes);
  bodyTypeRows('male', menBodyTypes);

  const expertiseIds = new Map<string, string>();
  expertiseSeeds.forEach((entry, position) => {
    const id = seededUuid('tag/expertise', slugify(entry.name));
    expertiseIds.set(entry.name, id);
    tags.push({
      id,
      name: entry.name,
      kind: 'expertise',
      department: entry.departments.length === 2 ? 'both' : (entry.departments[0] ?? 'both'),
      picture: mediaUrl('expertise', id),
      position,
    });
    art.expertise.set(id, { name: entry.name });
  });

  const moodboards: Catalogue['moodboards'] = [];
  (['female', 'male'] as const).forEach((department) => {
    stylesFor(department).forEach((style, position) => {
      const id = seededUuid('moodboard', `${department}/${style.key}`);
      moodboards.push({
        id,
        style: style.key,
        displayName: style.name,
        department,
        picture: mediaUrl('styles', id),
        position,
      });
      art.styles.set(id, { style: style.name, department });
    });
  });

  const goals = goalSeeds.map((text, position) => ({
    id: seededUuid('goal', slugify(text)),
    text,
    position,
  }));

  const giftFilters = giftFilterSeeds.map((filter, position) => ({ ...filter, position }));

  return { needs, tags, moodboards, goals, giftFilters, styleTagIds, expertiseIds };
};
