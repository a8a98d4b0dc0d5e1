import { useEffect, type RefObject } from 'react';
import { useUi } from '../../state/ui-store.ts';

/** Full screen for the viewer's frame (a <dialog> itself may not go full screen). */
export function useFullscreen(frame: RefObject<HTMLDivElement | null>) {
  const fullscreen = useUi((s) => s.fullscreen);
  const setFullscreen = useUi((s) => s.setFullscreen);
  useEffect(() => {
    const onChange = () => setFullscreen(frame.current !== null && document.fullscreenElement === frame.current);
    document.addEventListener('fullscreenchange', onChange);
    return () => {
      document.removeEventListener('fullscreenchange', onChange);
      setFullscreen(false);
    };
  }, [frame, setFullscreen]);
  const toggle = () => {
    const element = frame.current;
    // The Fullscreen API where the browser has it (not iPhone Safari); else the viewer just fills the window.
    if (element && document.fullscreenEnabled) {
      if (document.fullscreenElement) void document.exitFullscreen();
      else void element.requestFullscreen().catch(() => setFullscreen(!fullscreen));
    } else {
      setFullscreen(!fullscreen);
    }
  };
  return { fullscreen, toggle };
}
