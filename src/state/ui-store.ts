/**
 * UI state only: the menu, the chosen admission stream, the gallery selection and the viewer. Content never
 * lives here. Components select the slice they need: `useUi((s) => s.menuOpen)`.
 */
import { create } from 'zustand';
import type { Stream } from '../content/admission.ts';
import { wrapIndex } from '../lib/carousel.ts';

export type { Stream };

export interface UiState {
  menuOpen: boolean;
  stream: Stream;
  selectedGalleryId: string | null;
  viewerIndex: number;
  fullscreen: boolean;

  setMenuOpen: (open: boolean) => void;
  toggleMenu: () => void;
  setStream: (stream: Stream) => void;
  selectGallery: (id: string) => void;
  closeGallery: () => void;
  showImage: (index: number, count: number) => void;
  stepImage: (delta: number, count: number) => void;
  setFullscreen: (on: boolean) => void;
}

export const initialUiState = {
  menuOpen: false,
  stream: 'science' as Stream,
  selectedGalleryId: null,
  viewerIndex: 0,
  fullscreen: false,
};

export const useUi = create<UiState>()((set) => ({
  ...initialUiState,
  setMenuOpen: (menuOpen) => set({ menuOpen }),
  toggleMenu: () => set((s) => ({ menuOpen: !s.menuOpen })),
  setStream: (stream) => set({ stream }),
  selectGallery: (id) => set((s) => (s.selectedGalleryId === id ? s : { selectedGalleryId: id, viewerIndex: 0 })),
  closeGallery: () => set({ selectedGalleryId: null, viewerIndex: 0, fullscreen: false }),
  showImage: (index, count) => set({ viewerIndex: wrapIndex(index, count) }),
  stepImage: (delta, count) => set((s) => ({ viewerIndex: wrapIndex(s.viewerIndex + delta, count) })),
  setFullscreen: (fullscreen) => set({ fullscreen }),
}));
