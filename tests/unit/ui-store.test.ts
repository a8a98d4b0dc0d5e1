import { describe, expect, it } from 'vitest';
import { useUi } from '../../src/state/ui-store.ts';

describe('the UI store', () => {
  it('opens a gallery at its first photo, pages with wrap-around, and clears on close', () => {
    const ui = useUi.getState();
    ui.openGallery();
    ui.stepImage(-1, 8);
    expect(useUi.getState()).toMatchObject({ viewerIndex: 7 });
    useUi.getState().stepImage(1, 8);
    expect(useUi.getState().viewerIndex).toBe(0);
    useUi.getState().showImage(10, 8);
    expect(useUi.getState().viewerIndex).toBe(2);
    useUi.getState().setFullscreen(true);
    useUi.getState().closeGallery();
    expect(useUi.getState()).toMatchObject({ viewerIndex: 0, fullscreen: false });
  });

  it('keeps the stream', () => {
    useUi.getState().setStream('commerce');
    expect(useUi.getState()).toMatchObject({ stream: 'commerce' });
  });
});
