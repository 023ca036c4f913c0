import { Suspense } from 'react';
import { selectModal } from '@/blocks/modals/uiSlice';
import { lazyComponent } from '@/ui/lazyComponent';
import { useAppSelector } from '../hooks';

/**
 * The registry of the spec's modals and the host's drawing of one (./RegisteredModal.tsx): not
 * in the first screen's code; it loads at idle after start-up (`startServices`), or with the
 * first modal if that comes sooner.
 */
export const RegisteredModal = lazyComponent(() =>
  import('./RegisteredModal').then((m) => m.RegisteredModal),
);

/** Renders the modal the ui slice asks for; one at a time. */
export const ModalHost = () => {
  const { type, modalProps, isVisible } = useAppSelector(selectModal);
  if (!isVisible || type === null) return null;
  return (
    <Suspense fallback={null}>
      <RegisteredModal type={type} modalProps={modalProps} />
    </Suspense>
  );
};
