import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ModalPropsByType, ModalType } from './modalTypes';

/** The one modal and toast slice (spec 001 §3 "UI state"). */
export type ToastState = {
  content: string | null;
  /** Called when the shopper presses Undo; absent for toasts without Undo. */
  onUndo: (() => void) | null;
  isVisible: boolean;
};

export type ModalState = {
  type: ModalType | null;
  modalProps: Record<string, unknown>;
  isVisible: boolean;
};

export type UiState = {
  toast: ToastState;
  modal: ModalState;
  showBirthdayMessage: boolean;
};

const initialState: UiState = {
  toast: { content: null, onUndo: null, isVisible: false },
  modal: { type: null, modalProps: {}, isVisible: false },
  showBirthdayMessage: false,
};

type OpenModal = { [K in ModalType]: { type: K; modalProps?: ModalPropsByType[K] } }[ModalType];

export const uiSlice = createSlice({
  name: 'ui',
  initialState,
  reducers: {
    toastShown: (state, action: PayloadAction<{ content: string; onUndo?: () => void }>) => {
      state.toast = {
        content: action.payload.content,
        onUndo: action.payload.onUndo ?? null,
        isVisible: true,
      };
    },
    toastHidden: (state) => {
      state.toast.isVisible = false;
      state.toast.onUndo = null;
    },
    modalOpened: (state, action: PayloadAction<OpenModal>) => {
      state.modal = {
        type: action.payload.type,
        modalProps: { ...(action.payload.modalProps ?? {}) },
        isVisible: true,
      };
    },
    modalClosed: (state) => {
      state.modal = initialState.modal;
    },
    birthdayMessageShown: (state) => {
      state.showBirthdayMessage = true;
    },
    birthdayMessageClosed: (state) => {
      state.showBirthdayMessage = false;
    },
  },
  selectors: {
    selectToast: (state) => state.toast,
    selectModal: (state) => state.modal,
    selectShowBirthdayMessage: (state) => state.showBirthdayMessage,
  },
});

export const {
  toastShown,
  toastHidden,
  modalOpened,
  modalClosed,
  birthdayMessageShown,
  birthdayMessageClosed,
} = uiSlice.actions;
export const { selectToast, selectModal, selectShowBirthdayMessage } = uiSlice.selectors;
