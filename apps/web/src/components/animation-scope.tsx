/**
 * Where animated elements live: a game screen, a popup, a sheet. Its elements (`motion/react-m`)
 * paint at once, without the animation engine (~20 kB gzipped), which loads once they are drawn and
 * starts their animations when it is here; before, the engine came before the first paint of every game.
 * Animations follow the player's reduced-motion setting.
 */
import { LazyMotion, MotionConfig } from 'motion/react';
import type { ReactNode } from 'react';
import { afterNextPaint } from '../lib/after-paint.ts';

// After the screen is drawn: its elements paint in their first state without it.
const engine = () =>
  afterNextPaint()
    .then(() => import('./motion-features.ts'))
    .then((module) => module.default);

export function AnimationScope({ children }: { children: ReactNode }) {
  return (
    // `strict`: an element of the full `motion` package, which would bring the engine along, is an error.
    <LazyMotion features={engine} strict>
      <MotionConfig reducedMotion="user">{children}</MotionConfig>
    </LazyMotion>
  );
}
