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

/** Where a sign-in or sign-up was asked for: analytics context and where to go afterwards. */
export type AuthModalProps = {
  /** In-app path to land on once signed in; an unsafe value is ignored. */
  redirectUrl?: string;
  /** The area that asked, e.g. 'feed' or 'header'. */
  source?: string;
  /** What the shopper clicked, e.g. 'favorite click' or 'cart click'. */
  element?: string;
};

/** 'unlock' is the quiz's "see your matches" sign-up: its own copy, and the quiz decides what follows. */
export type SignupVariant = 'default' | 'unlock';

/**
 * Props each modal type opens with. Areas narrow their entry when they build the modal; until
 * then a type takes a plain record.
 */
type NarrowedModalProps = {
  /** Message a stylist: `stylistName` is the name the modal addresses (their first name). */
  Contact: { stylistId: string; stylistName: string };
  Error: { text?: string };
  /** Opened from sign-in with whatever e-mail was typed there. */
  ResetPassword: { email?: string };
  ResetConfirmation: { email: string };
  Signin: AuthModalProps;
  Signup: AuthModalProps & { variant?: SignupVariant };
};

export type ModalPropsByType = NarrowedModalProps & {
  [K in Exclude<ModalType, keyof NarrowedModalProps>]: Record<string, unknown>;
};
