import { useCallback } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { selectToast, toastHidden } from '@/blocks/modals/uiSlice';
import { Toast } from '@/ui/Toast';

/** The app's single toast, driven by the ui slice (`toastShown` / `toastHidden`). */
export const StoreToast = () => {
  const dispatch = useDispatch();
  const toast = useSelector(selectToast);
  const hide = useCallback(() => dispatch(toastHidden()), [dispatch]);
  return <Toast toast={toast} onHide={hide} />;
};
