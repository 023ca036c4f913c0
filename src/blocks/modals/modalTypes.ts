import type { LatestReview } from '@/api/types';
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
  /** Add a piece to the closet with a picture (the closet area). */
  AddClosetItem: Record<string, never>;
  /** Upload a profile photo (the closet area's Photos). */
  Photo: Record<string, never>;
  /** Confirm taking `itemName` out of the closet; the closet does the removal in `onConfirm`. */
  RemoveItem: { itemName: string; onConfirm: () => void };
  /** Confirm hiding the look `lookName` from the profile; the looks list hides it in `onConfirm`. */
  RemoveLook: { lookName: string; onConfirm: () => void };
  /** Confirm deleting a profile photo; a failure opens Error with 'Failed to delete photo'. */
  RemovePhoto: { photoId: string; photoName: string; onDeleted?: () => void };
  /** Review a stylist the shopper had a session with: `stylistName` is their first name. */
  AddReview: { stylistId: string; stylistName: string };
  Banner: Record<string, never>;
  /** Message a stylist: `stylistName` is the name the modal addresses (their first name). */
  Contact: { stylistId: string; stylistName: string };
  Error: { text?: string };
  /** The whole of a review whose card text was clamped. */
  ReadReview: { review: LatestReview };
  /** Opened from sign-in with whatever e-mail was typed there. */
  ResetPassword: { email?: string };
  ResetConfirmation: { email: string };
  Signin: AuthModalProps;
  Signup: AuthModalProps & { variant?: SignupVariant };
  /**
   * Tip a stylist: the channel is the shopper's with them (opened if not given); `reviewed`
   * when it follows a review the shopper just sent.
   */
  Tip: { stylistId: string; stylistName: string; channelSid?: string; reviewed?: boolean };
};

export type ModalPropsByType = NarrowedModalProps & {
  [K in Exclude<ModalType, keyof NarrowedModalProps>]: Record<string, unknown>;
};
