import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { GameState } from '@czeus/game';
import type { Puzzle } from '@czeus/puzzle';
import type { GridItem } from '../cell-view';
import { PuzzleGrid } from '../PuzzleGrid';
import { gameAsShown, layoutBoard, orient, type Size } from './geometry';
import type { HintMarks } from './hint-marks';
import type { Stage } from './use-stage';
import './stage.css';

interface StageBoardProps {
  /** The puzzle as served; the board may turn it to follow the screen's long side. */
  puzzle: Puzzle;
  game: GameState;
  /** The session's stage (null: not loaded, or no canvas here; the DOM grid then shows). */
  stage: Stage | null;
  /** What the open hint marks, in the game's indexes. */
  hint: HintMarks | null;
  /** After the end (spec: show puzzle): every mystery with its solution, nothing selected. */
  showSolution?: boolean;
  onSelect: (item: GridItem) => void;
  onDigit: (digit: number) => void;
  onKey: (key: 'notes' | 'hint') => void;
}

const screenSize = (): Size => ({ width: window.innerWidth, height: window.innerHeight });

/**
 * The board: the PixiJS canvas draws it, the accessible DOM grid lies exactly over it
 * (transparent once the canvas draws) and takes every tap, click and key. Both place the
 * cells from the same layout. React renders this on a resize or a game change, never per frame.
 */
export function StageBoard({
  puzzle,
  game: played,
  stage,
  hint,
  showSolution,
  onSelect,
  onDigit,
  onKey,
}: StageBoardProps) {
  const solved = useMemo(
    () =>
      showSolution ? puzzle.cells.map((c) => (c.kind === 'mystery' ? (c.solution ?? 0) : 0)) : undefined,
    [puzzle, showSolution],
  );
  const game = useMemo(
    () => (solved ? { ...played, values: solved, selection: null } : played),
    [played, solved],
  );
  const box = useRef<HTMLDivElement>(null);
  const [size, setSize] = useState<Size | null>(null);
  const [screen, setScreen] = useState<Size>(screenSize);

  useLayoutEffect(() => {
    const element = box.current;
    if (!element) return;
    const measure = () => {
      const width = Math.floor(element.clientWidth);
      const height = Math.floor(element.clientHeight);
      setSize((s) => (s && s.width === width && s.height === height ? s : { width, height }));
      setScreen((s) => {
        const next = screenSize();
        return s.width === next.width && s.height === next.height ? s : next;
      });
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  // Only the screen's orientation matters to the turn, not its every size.
  const landscape = screen.width >= screen.height;
  const view = useMemo(
    () => orient(puzzle, landscape ? { width: 2, height: 1 } : { width: 1, height: 2 }),
    [puzzle, landscape],
  );
  const layout = useMemo(() => (size ? layoutBoard(view.puzzle, size) : null), [view, size]);
  const shown = useRef<{ game: GameState; shown: GameState } | undefined>(undefined);
  const shownGame = useMemo(() => {
    const previous = shown.current;
    const next = gameAsShown(game, view, previous);
    shown.current = { game, shown: next };
    return next;
  }, [game, view]);

  useEffect(() => {
    if (stage && layout && box.current) stage.setView({ view, layout, anchor: box.current, solved });
  }, [stage, view, layout, solved]);
  // Leaving the board (the end screen, another route) hides it; the stage's effects go on.
  useEffect(() => {
    if (stage) return () => stage.hideBoard();
  }, [stage]);

  useEffect(() => {
    stage?.setHint(hint);
  }, [stage, hint]);

  // After every render (a clock tick re-wraps a bar, a notice appears): the box may have moved.
  useLayoutEffect(() => stage?.follow());

  const select = useCallback(
    (item: GridItem) => onSelect({ ...item, cell: view.toGame(item.cell) }),
    [onSelect, view],
  );

  return (
    <div ref={box} className={`stage-box${stage ? ' stage-box--live' : ''}`}>
      {layout && (
        <PuzzleGrid
          puzzle={view.puzzle}
          game={shownGame}
          layout={layout}
          onSelect={select}
          onDigit={onDigit}
          onKey={onKey}
        />
      )}
    </div>
  );
}
