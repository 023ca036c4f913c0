import { Suspense } from 'react';
import { selectModal } from '@/blocks/modals/uiSlice';
import { lazyComponent } from '@/ui/lazyComponent';
import { useAppSelector } from '../hooks';

/**
 * The registry of the spec's modals and the host's drawing of one (./RegisteredModal.tsx): not
 * in any page's code until a modal opens (most visits open none).
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
