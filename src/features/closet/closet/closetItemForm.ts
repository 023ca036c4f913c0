/** Spec 001 §5: save only with a category and a picture chosen, and not while saving. */
export const canSaveClosetItem = ({
  category,
  picture,
  isLoading,
}: {
  category: string;
  picture: unknown;
  isLoading: boolean;
}) => category !== '' && picture !== null && !isLoading;

/** A multi-select's keys with `key` turned on or off (each key once, in the order chosen). */
export const toggled = (keys: readonly string[], key: string, on: boolean): string[] => {
  const rest = keys.filter((existing) => existing !== key);
  return on ? [...rest, key] : rest;
};
