/**
 * The animation engine of motion's components (animate, exit, hover and tap), which AnimationScope
 * loads after the first render: a screen paints without it, and its animations start once it is here.
 */
export { domAnimation as default } from 'motion/react';
