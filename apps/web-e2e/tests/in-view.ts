import type { Locator, Page } from '@playwright/test';

/**
 * What keeps each element the locator matches from being read or tapped where it stands,
 * without scrolling: a box reaching past the window's edge, the page or a box around it
 * scrolled, or a point of it (its centre, just inside each edge) where something else takes
 * the tap. Empty: every one is wholly in view and uncovered.
 */
export function outOfView(targets: Locator): Promise<string[]> {
  return targets.evaluateAll((elements) => {
    const name = (el: Element | null) =>
      el
        ? `${el.tagName.toLowerCase()}${el.className && typeof el.className === 'string' ? `.${el.className.trim().split(/\s+/).join('.')}` : ''}`
        : 'nothing';
    const problems: string[] = [];
    if (window.scrollX || window.scrollY)
      problems.push(`the page scrolled to ${window.scrollX},${window.scrollY}`);
    for (const el of elements) {
      const label = `${name(el)} "${(el.textContent ?? '').trim().slice(0, 24)}"`;
      // A key the step's layout leaves out (display: none) is not one to reach.
      if (el.getClientRects().length === 0 && !el.matches('.lesson-panel__text')) continue;
      const box = el.getBoundingClientRect();
      const [w, h] = [window.innerWidth, window.innerHeight];
      const at = (n: number) => Math.round(n);
      if (box.width === 0 || box.height === 0) {
        problems.push(`${label} has no size`);
        continue;
      }
      if (box.left < -0.5 || box.top < -0.5 || box.right > w + 0.5 || box.bottom > h + 0.5)
        problems.push(
          `${label} at x ${at(box.left)}-${at(box.right)}, y ${at(box.top)}-${at(box.bottom)} of ${w} × ${h}`,
        );
      for (let up = el.parentElement; up; up = up.parentElement)
        if (up.scrollTop || up.scrollLeft)
          problems.push(`${label} is in ${name(up)}, scrolled to ${up.scrollLeft},${up.scrollTop}`);
      // The middle of each edge, just inside it: a corner may be rounded off (border-radius).
      const inset = Math.min(2, box.width / 4, box.height / 4);
      const [midX, midY] = [box.left + box.width / 2, box.top + box.height / 2];
      const points = [
        [midX, midY],
        [midX, box.top + inset],
        [midX, box.bottom - inset],
        [box.left + inset, midY],
        [box.right - inset, midY],
      ];
      for (const [x, y] of points) {
        const hit = document.elementFromPoint(x, y);
        if (hit !== el && !el.contains(hit)) {
          problems.push(`${label} is under ${name(hit)} at ${at(x)},${at(y)}`);
          break;
        }
      }
    }
    return problems;
  });
}

/**
 * The problems of `outOfView` once the layout has settled (a step's new text and keys take a
 * frame or two), each prefixed with where they were seen; none within `ms`, an empty list.
 */
export async function settledOutOfView(page: Page, targets: Locator, where: string, ms = 300) {
  const until = Date.now() + ms;
  for (;;) {
    const problems = await outOfView(targets);
    if (problems.length === 0) return [];
    if (Date.now() > until) return problems.map((problem) => `${where}: ${problem}`);
    await page.waitForTimeout(50);
  }
}
