import { type ReactNode, useCallback, useEffect, useLayoutEffect, useRef } from 'react';
import { useAppDispatch, useAppSelector } from '../store/hooks';
import { selectBoardView } from './board-view';
import type { GridItem } from './cell-view';
import { type BoardBox, boardPlaced, selectBoardBox } from './stage-slice';
import { PuzzleGrid } from './PuzzleGrid';
import './stage/stage.css';

interface StageBoardProps {
  /** The stage is drawing (the grid then goes transparent over it). */
  live: boolean;
  onSelect: (item: GridItem) => void;
  onDigit: (digit: number) => void;
  onKey: (key: 'notes' | 'hint') => void;
  /** What floats over the middle of the board (the countdown). */
  children?: ReactNode;
}

const sameBox = (a: BoardBox | null, b: BoardBox) =>
  !!a &&
  a.width === b.width &&
  a.height === b.height &&
  a.left === b.left &&
  a.top === b.top &&
  a.landscape === b.landscape;

/**
 * The board's place on the page: the PixiJS stage draws the board there from the store
 * (play/board-view), and the accessible DOM grid lies exactly over it, taking every tap,
 * click and key. This component reports its box to the store whenever it moves or resizes,
 * and renders the grid from the same derived view as the stage. Never a render per frame.
 */
export function StageBoard({ live, onSelect, onDigit, onKey, children }: StageBoardProps) {
  const dispatch = useAppDispatch();
  const board = useAppSelector(selectBoardView);
  const placed = useAppSelector(selectBoardBox);
  const box = useRef<HTMLDivElement>(null);

  const measure = useCallback(() => {
    const element = box.current;
    if (!element) return;
    const rect = element.getBoundingClientRect();
    const next: BoardBox = {
      width: Math.floor(element.clientWidth),
      height: Math.floor(element.clientHeight),
      left: rect.left,
      top: rect.top,
      landscape: window.innerWidth >= window.innerHeight,
    };
    if (!sameBox(placed, next)) dispatch(boardPlaced(next));
  }, [placed, dispatch]);

  useLayoutEffect(() => {
    const element = box.current;
    if (!element) return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    window.addEventListener('resize', measure);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', measure);
    };
  }, [measure]);
  // After every render (a clock tick re-wraps a bar, a notice appears): the box may have moved.
  useLayoutEffect(measure);
  // Leaving the board (the end screen, another route) hides it; the stage's effects go on.
  useEffect(() => () => void dispatch(boardPlaced(null)), [dispatch]);

  const view = board?.view;
  const select = useCallback(
    (item: GridItem) => view && onSelect({ ...item, cell: view.toGame(item.cell) }),
    [onSelect, view],
  );

  return (
    <div ref={box} className={`stage-box${live ? ' stage-box--live' : ''}`}>
      {board?.layout && (
        <PuzzleGrid
          puzzle={board.view.puzzle}
          game={board.game}
          layout={board.layout}
          onSelect={board.solution ? () => undefined : select}
          onDigit={onDigit}
          onKey={onKey}
        />
      )}
      {children}
    </div>
  );
}
