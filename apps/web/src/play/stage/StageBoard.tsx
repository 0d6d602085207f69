import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useStore } from 'react-redux';
import type { Store } from '@reduxjs/toolkit';
import type { GameState } from '@czeus/game';
import type { Puzzle } from '@czeus/puzzle';
import type { RootState } from '../../store/store';
import type { GridItem } from '../cell-view';
import { PuzzleGrid } from '../PuzzleGrid';
import { gameAsShown, layoutBoard, orient, type Size } from './geometry';
import './stage.css';

/** The stage's code (Pixi, gsap) comes in a chunk of its own, asked for by the first board. */
const loadStage = () => import('./runtime');
type StageModule = Awaited<ReturnType<typeof loadStage>>;
type Stage = Awaited<ReturnType<StageModule['getStage']>>;

interface StageBoardProps {
  /** The puzzle as served; the board may turn it to follow the screen's long side. */
  puzzle: Puzzle;
  game: GameState;
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
export function StageBoard({ puzzle, game, onSelect, onDigit, onKey }: StageBoardProps) {
  const box = useRef<HTMLDivElement>(null);
  const slot = useRef<HTMLDivElement>(null);
  const store = useStore() as Store<RootState>;
  const [size, setSize] = useState<Size | null>(null);
  const [screen, setScreen] = useState<Size>(screenSize);
  const [stage, setStage] = useState<Stage | null>(null);

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

  // The session's one stage: borrowed while this board is on screen.
  useEffect(() => {
    let live = true;
    void loadStage()
      .then((m) => m.getStage())
      .then((s) => live && setStage(s))
      .catch(() => undefined); // no canvas: the DOM grid stays visible and playable
    return () => {
      live = false;
    };
  }, []);

  useEffect(() => {
    const element = slot.current;
    if (!stage || !element) return;
    stage.attach(element, store);
    return () => stage.detach(element);
  }, [stage, store]);

  useEffect(() => {
    if (stage && layout) stage.setView({ view, layout });
  }, [stage, view, layout]);

  const select = useCallback(
    (item: GridItem) => onSelect({ ...item, cell: view.toGame(item.cell) }),
    [onSelect, view],
  );

  return (
    <div ref={box} className={`stage-box${stage ? ' stage-box--live' : ''}`}>
      <div ref={slot} className="stage-box__canvas" aria-hidden="true" />
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
