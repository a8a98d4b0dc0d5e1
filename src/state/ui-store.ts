/**
 * UI state only: the chosen admission stream, the gallery selection and the viewer. Content never lives
 * here; the menu's state is the browser's own (a popover, src/app/header.tsx). Components select the slice
 * they need: `useUi((s) => s.stream)`.
 */
import { create } from 'zustand';
import type { Stream } from '../content/types.ts';
import { wrapIndex } from '../lib/carousel.ts';

export type { Stream };

export interface UiState {
  stream: Stream;
  selectedGalleryId: string | null;
  viewerIndex: number;
  fullscreen: boolean;

  setStream: (stream: Stream) => void;
  selectGallery: (id: string) => void;
  closeGallery: () => void;
  showImage: (index: number, count: number) => void;
  stepImage: (delta: number, count: number) => void;
  setFullscreen: (on: boolean) => void;
}

export const initialUiState = {
  stream: 'science' as Stream,
  selectedGalleryId: null,
  viewerIndex: 0,
  fullscreen: false,
};

export const useUi = create<UiState>()((set) => ({
  ...initialUiState,
  setStream: (stream) => set({ stream }),
  selectGallery: (id) => set((s) => (s.selectedGalleryId === id ? s : { selectedGalleryId: id, viewerIndex: 0 })),
  closeGallery: () => set({ selectedGalleryId: null, viewerIndex: 0, fullscreen: false }),
  showImage: (index, count) => set({ viewerIndex: wrapIndex(index, count) }),
  stepImage: (delta, count) => set((s) => ({ viewerIndex: wrapIndex(s.viewerIndex + delta, count) })),
  setFullscreen: (fullscreen) => set({ fullscreen }),
}));
