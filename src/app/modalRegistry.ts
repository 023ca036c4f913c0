import { lazy, type ComponentType } from 'react';
import type { ModalPropsByType, ModalType } from '@/blocks/modals/modalTypes';

export type ModalComponent<K extends ModalType> = ComponentType<
  ModalPropsByType[K] & { onClose: () => void }
>;

/**
 * The one registry of the spec's modal types. Each area registers its modals here as it builds
 * them (lazily, so a modal's code loads when it first opens). The host reports a type that has
 * no component yet instead of showing a broken dialog.
 */
export const modalRegistry: { [K in ModalType]?: ModalComponent<K> } = {
  AddClosetItem: lazy(() =>
    import('@/features/closet/closet/AddClosetItemModal').then((m) => ({
      default: m.AddClosetItemModal,
    })),
  ),
  AddReview: lazy(() =>
    import('@/features/stylists/profile/AddReviewModal').then((m) => ({
      default: m.AddReviewModal,
    })),
  ),
  Banner: lazy(() =>
    import('@/features/marketing/shopItBack/BannerModal').then((m) => ({ default: m.BannerModal })),
  ),
  Contact: lazy(() =>
    import('@/features/stylists/profile/ContactModal').then((m) => ({ default: m.ContactModal })),
  ),
  Error: lazy(() => import('@/ui/ErrorModal').then((m) => ({ default: m.ErrorModal }))),
  Photo: lazy(() =>
    import('@/features/closet/photos/PhotoModal').then((m) => ({ default: m.PhotoModal })),
  ),
  ReadReview: lazy(() =>
    import('@/features/marketing/reviews/ReadReviewModal').then((m) => ({
      default: m.ReadReviewModal,
    })),
  ),
  RemoveItem: lazy(() =>
    import('@/features/closet/closet/RemoveItemModal').then((m) => ({
      default: m.RemoveItemModal,
    })),
  ),
  RemoveLook: lazy(() =>
    import('@/features/closet/looks/RemoveLookModal').then((m) => ({
      default: m.RemoveLookModal,
    })),
  ),
  RemovePhoto: lazy(() =>
    import('@/features/closet/photos/RemovePhotoModal').then((m) => ({
      default: m.RemovePhotoModal,
    })),
  ),
  ResetPassword: lazy(() =>
    import('@/features/accounts/ResetPasswordModal').then((m) => ({
      default: m.ResetPasswordModal,
    })),
  ),
  ResetConfirmation: lazy(() =>
    import('@/features/accounts/ResetConfirmationModal').then((m) => ({
      default: m.ResetConfirmationModal,
    })),
  ),
  Signin: lazy(() =>
    import('@/features/accounts/SigninModal').then((m) => ({ default: m.SigninModal })),
  ),
  Signup: lazy(() =>
    import('@/features/accounts/SignupModal').then((m) => ({ default: m.SignupModal })),
  ),
  Tip: lazy(() => import('@/features/chat/TipModal').then((m) => ({ default: m.TipModal }))),
};
