import { useIsPhone } from '@/ui/hooks/useIsPhone';

/** Spec 001 §2 and §9: the closet's placeholders, 4 on mobile, else 10. */
export const MOBILE_SKELETONS = 4;
export const SKELETONS = 10;

export const useSkeletonCount = () => (useIsPhone() ? MOBILE_SKELETONS : SKELETONS);
