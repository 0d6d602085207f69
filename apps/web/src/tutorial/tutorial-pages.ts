/** Spec section 2: the tutorial lands and their page counts (6, 6, 4). */
export const TUTORIAL_PAGES = { summerland: 6, autumnland: 6, winterland: 4 } as const;

export type Land = keyof typeof TUTORIAL_PAGES;

export const LANDS = Object.keys(TUTORIAL_PAGES) as Land[];

/**
 * Where a /tutorial path belongs: itself when it names a land and one of its pages; page 1 of
 * the land for an empty or unknown page; summerland page 1 for anything else.
 */
export function tutorialTarget(path: string): { land: Land; page: number; canonical: string } {
  const [, , landPart, pagePart, ...rest] = path.split('/');
  const land = LANDS.find((l) => l === landPart) ?? 'summerland';
  const page = Number(pagePart);
  const valid =
    land === landPart &&
    rest.length === 0 &&
    Number.isInteger(page) &&
    page >= 1 &&
    page <= TUTORIAL_PAGES[land] &&
    String(page) === pagePart;
  const target = valid ? page : 1;
  return { land, page: target, canonical: `/tutorial/${land}/${target}` };
}

const pathOf = (land: Land, page: number) => `/tutorial/${land}/${page}`;

/**
 * Spec section 2, tutorial navigation: Next goes to the next page, from a land's last page to
 * the next land's first, and after winterland's last to /play; Back goes to the page before,
 * from a land's first to the last of the land before, and from summerland 1 nowhere.
 */
export function tutorialNeighbours(land: Land, page: number): { next: string; back: string | null } {
  const i = LANDS.indexOf(land);
  const last = page >= TUTORIAL_PAGES[land];
  const next = !last ? pathOf(land, page + 1) : i + 1 < LANDS.length ? pathOf(LANDS[i + 1], 1) : '/play';
  const before = LANDS[i - 1];
  const back = page > 1 ? pathOf(land, page - 1) : before ? pathOf(before, TUTORIAL_PAGES[before]) : null;
  return { next, back };
}
