import { PNG_SIGNATURE as PNG_BYTES, type PictureType } from '@shared/pictureType';

export { pictureTypeOf, type PictureType } from '@shared/pictureType';

/** The PNG signature as a Buffer, to compare and concatenate with. */
export const PNG_SIGNATURE = Buffer.from(PNG_BYTES);

/** The file extension a picture is served under. */
export const extensionOf = (type: PictureType) => (type === 'image/png' ? 'png' : 'jpg');
