/** How many gems fly, one after another, and how long each takes to reach the balance. */
const GEMS = 7;
const STAGGER_MS = 50;
const FLIGHT_MS = 700;

/**
 * Gems burst from where a reward was collected and fly to the top bar's balance. They are drawn
 * in `layer`, the open dialog, so they pass over its backdrop (the top layer hides the page's own
 * elements). Resolves when the last one lands, or at once when there is no balance to fly to.
 */
export function flyGems(from: DOMRect, layer: Element): Promise<void> {
  const balance = document.querySelector('[data-fx="balance"]');
  if (!balance) return Promise.resolve();
  const to = balance.getBoundingClientRect();
  const x = from.left + from.width / 2;
  const y = from.top + from.height / 2;
  const dx = to.left + to.width / 2 - x;
  const dy = to.top + to.height / 2 - y;
  const flights = Array.from({ length: GEMS }, (_, i) => {
    const gem = document.createElement('span');
    gem.className = 'gem-flight';
    gem.textContent = '◆';
    gem.setAttribute('aria-hidden', 'true');
    gem.style.left = `${x}px`;
    gem.style.top = `${y}px`;
    layer.append(gem);
    // Each gem first springs out its own way around the button, then curves to the balance.
    const angle = (i / GEMS) * 2 * Math.PI;
    const burst = `translate(${Math.cos(angle) * 40}px, ${Math.sin(angle) * 26 - 16}px) scale(1.3)`;
    return gem
      .animate(
        [
          { transform: 'translate(0, 0) scale(0.4)', opacity: 0 },
          { transform: burst, opacity: 1, offset: 0.3 },
          { transform: `translate(${dx}px, ${dy}px) scale(0.7)`, opacity: 0.9 },
        ],
        { duration: FLIGHT_MS, delay: i * STAGGER_MS, easing: 'ease-in', fill: 'backwards' },
      )
      .finished.catch(() => undefined)
      .finally(() => gem.remove());
  });
  // The balance takes them in with a bump as the last one lands.
  return Promise.all(flights).then(() => {
    balance.animate([{ transform: 'scale(1.3)' }, { transform: 'none' }], {
      duration: 300,
      easing: 'ease-out',
    });
  });
}
