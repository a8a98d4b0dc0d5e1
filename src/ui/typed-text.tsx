import { useEffect, useState } from 'react';
import { useHydrated } from './use-hydrated.ts';
import { useMedia } from './use-media.ts';
import { useReducedMotion } from './use-reduced-motion.ts';
import './typed-text.css';

/** Milliseconds since typing started, ticking once a frame until `totalMs`; 0 while `active` is false. */
function useElapsed(active: boolean, totalMs: number): number {
  const [elapsed, setElapsed] = useState(0);
  useEffect(() => {
    if (!active) return;
    let frame = 0;
    const start = performance.now();
    const tick = (now: number) => {
      const ms = now - start;
      setElapsed(ms);
      if (ms < totalMs) frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
  }, [active, totalMs]);
  return elapsed;
}

export interface TypedPart {
  text: string;
  msPerChar: number;
}

/**
 * Text typed out letter by letter on large screens, one part after another. The full text is in the served
 * HTML and always in the accessibility tree; the typing is only visual, and the untyped rest keeps its space
 * (so nothing shifts). Phones, tablets and reduced motion show it all at once.
 */
export function useTyping(parts: readonly TypedPart[]) {
  const hydrated = useHydrated();
  const large = useMedia('--lg-up');
  const reducedMotion = useReducedMotion();
  const active = hydrated && large && !reducedMotion;
  const totalMs = parts.reduce((sum, part) => sum + part.text.length * part.msPerChar, 0);
  const elapsed = useElapsed(active, totalMs);

  return parts.map((part, i) => {
    if (!active) return part.text.length;
    const startMs = parts.slice(0, i).reduce((sum, p) => sum + p.text.length * p.msPerChar, 0);
    return Math.max(0, Math.min(part.text.length, Math.floor((elapsed - startMs) / part.msPerChar)));
  });
}

export function TypedText({ text, shown }: { text: string; shown: number }) {
  return (
    <>
      <span className="visually-hidden">{text}</span>
      <span className="typed" aria-hidden="true" data-typing={shown < text.length || undefined}>
        {text.slice(0, shown)}
        <span className="typed__rest">{text.slice(shown)}</span>
      </span>
    </>
  );
}
