import { Suspense, useEffect, type ComponentType } from 'react';
import { reportError } from '@/services/errorReporting';
import { modalClosed, selectModal } from '@/blocks/modals/uiSlice';
import { useAppDispatch, useAppSelector } from '../hooks';
import { modalRegistry } from '../modalRegistry';

type AnyModal = ComponentType<Record<string, unknown> & { onClose: () => void }>;

/** Renders the modal the ui slice asks for; one at a time. */
export const ModalHost = () => {
  const { type, modalProps, isVisible } = useAppSelector(selectModal);
  const dispatch = useAppDispatch();
  const Component = type ? (modalRegistry[type] as AnyModal | undefined) : undefined;
  const isMissing = isVisible && type !== null && !Component;

  useEffect(() => {
    if (!isMissing) return;
    reportError(new Error(`No component is registered for modal type ${String(type)}`));
    dispatch(modalClosed());
  }, [isMissing, type, dispatch]);

  if (!isVisible || !Component) return null;
  return (
    <Suspense fallback={null}>
      <Component {...modalProps} onClose={() => dispatch(modalClosed())} />
    </Suspense>
  );
};
