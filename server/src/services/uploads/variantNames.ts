/** A variant's name (the last part of its storage key and of its URL): `w{width}.webp`. */
export const variantName = (width: number) => `w${width}.webp`;

const VARIANT_NAME = /^w([1-9]\d{0,4})\.webp$/;

/** The width a variant name (`w320.webp`) stands for, or null when it is not one. */
export const widthOfVariantName = (name: string) => {
  const match = VARIANT_NAME.exec(name);
  return match ? Number(match[1]) : null;
};
