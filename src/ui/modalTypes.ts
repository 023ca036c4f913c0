/** Every modal the spec names (spec 001 §8). The app's registry maps each to its component. */
export const MODAL_TYPES = [
  'AddClosetItem',
  'AddReview',
  'Banner',
  'Contact',
  'DeactivateAccount',
  'Error',
  'Photo',
  'ReadReview',
  'RemoveItem',
  'RemoveLook',
  'RemovePhoto',
  'ResetConfirmation',
  'ResetPassword',
  'Signin',
  'Signup',
  'Tip',
] as const;

export type ModalType = (typeof MODAL_TYPES)[number];

/**
 * Props each modal type opens with. Areas narrow their entry when they build the modal; until
 * then a type takes a plain record.
 */
type NarrowedModalProps = {
  Error: { text?: string };
  /** Opened from sign-in with whatever e-mail was typed there. */
  ResetPassword: { email?: string };
  ResetConfirmation: { email: string };
};

export type ModalPropsByType = NarrowedModalProps & {
  [K in Exclude<ModalType, keyof NarrowedModalProps>]: Record<string, unknown>;
};
