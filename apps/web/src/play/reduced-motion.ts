/** Whether the player asks for less motion: effects then show their end at once, or not at all. */
export const prefersReducedMotion = () =>
  window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
