import fc from 'fast-check';
import { TUTORIAL_PAGES, tutorialTarget } from './tutorial-pages';

describe('tutorial routes', () => {
  it.each([
    ['/tutorial', '/tutorial/summerland/1'],
    ['/tutorial/', '/tutorial/summerland/1'],
    ['/tutorial/autumnland', '/tutorial/autumnland/1'],
    ['/tutorial/autumnland/6', '/tutorial/autumnland/6'],
    ['/tutorial/winterland/4', '/tutorial/winterland/4'],
    ['/tutorial/winterland/5', '/tutorial/winterland/1'],
    ['/tutorial/winterland/02', '/tutorial/winterland/1'],
    ['/tutorial/springland/2', '/tutorial/summerland/1'],
    ['/tutorial/summerland/3/extra', '/tutorial/summerland/1'],
  ])('%s goes to %s', (path, canonical) => {
    expect(tutorialTarget(path).canonical).toBe(canonical);
  });

  it('always lands on an existing page, and a canonical path stays where it is', () => {
    fc.assert(
      fc.property(fc.string(), (tail) => {
        const { land, page, canonical } = tutorialTarget(`/tutorial/${tail}`);
        expect(page).toBeGreaterThanOrEqual(1);
        expect(page).toBeLessThanOrEqual(TUTORIAL_PAGES[land]);
        expect(tutorialTarget(canonical).canonical).toBe(canonical);
      }),
    );
  });
});
