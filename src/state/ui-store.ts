/**
 * UI state only: the chosen admission stream and the gallery viewer's photo and full screen. Content never lives
 * here; the menu's state is the browser's own (a popover, src/app/header.tsx). Components select the slice
 * they need: `useUi((s) => s.stream)`.
 */
import { create } from 'zustand';
import type { Stream } from '../lib/streams.ts';
import { wrapIndex } from '../lib/paging.ts';

export type { Stream };

export interface UiState {
  stream: Stream;
  viewerIndex: number;
  fullscreen: boolean;

  setStream: (stream: Stream) => void;
  /** A gallery opened in the viewer: it starts at its first photo. */
  openGallery: () => void;
  closeGallery: () => void;
  showImage: (index: number, count: number) => void;
  stepImage: (delta: number, count: number) => void;
  setFullscreen: (on: boolean) => void;
}

export const initialUiState = {
  stream: 'science' as Stream,
  viewerIndex: 0,
  fullscreen: false,
};

export const useUi = create<UiState>()((set) => ({
  ...initialUiState,
  setStream: (stream) => set({ stream }),
  openGallery: () => set({ viewerIndex: 0 }),
  closeGallery: () => set({ viewerIndex: 0, fullscreen: false }),
  showImage: (index, count) => set({ viewerIndex: wrapIndex(index, count) }),
  stepImage: (delta, count) => set((s) => ({ viewerIndex: wrapIndex(s.viewerIndex + delta, count) })),
  setFullscreen: (fullscreen) => set({ fullscreen }),
}));
