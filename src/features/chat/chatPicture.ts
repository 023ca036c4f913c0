/** What the chat accepts as a picture: the server's rules, checked before sending. */
export const MAX_PICTURE_BYTES = 700 * 1024;
export const PICTURE_TYPES = ['image/jpeg', 'image/png'] as const;

/** Why a file cannot be sent as a picture, or null when it can. */
export const checkPicture = (file: File): string | null => {
  if (!(PICTURE_TYPES as readonly string[]).includes(file.type)) {
    return 'Pictures can be JPEG or PNG.';
  }
  if (file.size > MAX_PICTURE_BYTES) return 'Pictures can be up to 700 KB.';
  return null;
};
