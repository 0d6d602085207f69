import fc from 'fast-check';
import { PRACTICE_SELECT_PATH } from '../practice/practice-kinds';
import { PRACTICE_BOARDS, STAGE_PATHS, stageScreenAt } from './stage-paths';

describe('the stage screen a path opens on', () => {
  it('knows every board screen, and nothing else', () => {
    expect(stageScreenAt('/play')).toBe('play');
    expect(stageScreenAt('/playblack')).toBe('play');
    expect(stageScreenAt('/daily')).toBe('daily');
    expect(stageScreenAt('/daily/2026-11-27')).toBe('daily');
    expect(stageScreenAt('/marathon')).toBe('marathon');
    expect(stageScreenAt('/tutorial')).toBe('tutorial');
    expect(stageScreenAt('/tutorial/3')).toBe('tutorial');
    for (const kind of PRACTICE_BOARDS)
      expect({ path: kind.path, screen: stageScreenAt(kind.path) }).toEqual({
        path: kind.path,
        screen: 'practice',
      });
    for (const path of [
      '/',
      '/home',
      '/about',
      '/rules',
      '/login',
      PRACTICE_SELECT_PATH,
      '/playground',
      '/play/1',
      '/daily/a/b',
    ])
      expect({ path, screen: stageScreenAt(path) }).toEqual({ path, screen: null });
  });

  it('reads a path as the routes do: any letter case, with or without a last slash', () => {
    const stagePaths = Object.values(STAGE_PATHS)
      .flat()
      .map((path) => path.replace(/\/(:date|\*)\?$/, ''));
    fc.assert(
      fc.property(
        fc.constantFrom(...stagePaths),
        fc.boolean(),
        fc.infiniteStream(fc.boolean()),
        (path, slash, upper) => {
          const spelt =
            [...path].map((c) => (upper.next().value ? c.toUpperCase() : c)).join('') + (slash ? '/' : '');
          expect(stageScreenAt(spelt)).toBe(stageScreenAt(path));
          expect(stageScreenAt(path)).not.toBeNull();
        },
      ),
    );
  });
});
