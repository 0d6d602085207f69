import { closeModal } from '../frame/location-hash';
import { flyGems } from './gem-flight';
import './rewards.css';

/** With less motion no gem flies: the overlay stays this long, for its words to be read. */
const STILL_MS = 1000;

const lessMotion = () => matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * After a reward's gems are credited: they fly from the button that collected them to the
 * balance, then the reward's overlay closes itself, unless the player has closed it already.
 * `from` is the button's place when it was pressed: it gives way to the thanks once credited.
 */
export async function landReward(modal: string, from: DOMRect, layer: Element): Promise<void> {
  await (lessMotion() ? new Promise((done) => setTimeout(done, STILL_MS)) : flyGems(from, layer));
  if (window.location.hash === `#${modal}`) closeModal();
}

/** The place and dialog of a pressed button, kept before the press changes the overlay. */
export const placeOf = (button: HTMLElement) =>
  [button.getBoundingClientRect(), button.closest('dialog') ?? document.body] as const;
