import { type KeyboardEvent, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { GameState } from '@czeus/game';
import type { Cell, Puzzle } from '@czeus/puzzle';
import { gridItems, type GridItem, halfValue, neighbour } from './cell-view';
import { type BoardLayout, inset } from './geometry';

interface PuzzleGridProps {
  puzzle: Puzzle;
  game: GameState;
  onSelect: (item: GridItem) => void;
  onDigit: (digit: number) => void;
  onKey: (key: 'notes' | 'hint') => void;
  /** Where the stage draws each cell: the grid then lies exactly over the canvas. */
  layout?: BoardLayout;
}

/**
 * The board as an ARIA grid: one focusable gridcell per mystery and per clue half, named by
 * kind, place and value, answering pointer, touch and keyboard alike (arrows move, 1-9
 * enter, N notes, H hint). With a `layout` it lies over the PixiJS stage, each cell exactly
 * where the stage draws it: the stage shows, this layer takes the input and speaks.
 */
export function PuzzleGrid({ puzzle, game, onSelect, onDigit, onKey, layout }: PuzzleGridProps) {
  const { t } = useTranslation('play');
  const items = useMemo(() => gridItems(puzzle), [puzzle]);
  const refs = useRef(new Map<string, HTMLButtonElement>());
  const keyOf = (i: GridItem) => `${i.cell}:${i.half ?? ''}`;
  const selected = game.selection;

  const place = (y: number, x: number) => `${Math.floor(y / 2) + 1}:${Math.floor(x / 2) + 1}`;
  const where = (clue: Cell) => {
    if (clue.kind === 'square') {
      const [r, c] = place(clue.y - 1, clue.x - 1).split(':');
      return t('square', { row: r, col: c });
    }
    const [a, b] = (clue.mysteries ?? []).map((m) => place(puzzle.cells[m].y, puzzle.cells[m].x).split(':'));
    return t('between', { r1: a[0], c1: a[1], r2: b[0], c2: b[1] });
  };

  const labelOf = (item: GridItem): string => {
    const cell = puzzle.cells[item.cell];
    if (!item.half) {
      const [row, col] = place(cell.y, cell.x).split(':');
      const guess = game.values[item.cell] ? 0 : game.guesses[item.cell];
      const said = t('mystery', { row, col, value: game.values[item.cell] || guess || t('empty') });
      // Zen's end: a number left on the board is a wrong one, and says the answer.
      return guess && game.phase === 'finished'
        ? `${said}, ${t('zenWrongAnswer', { answer: cell.solution })}`
        : said;
    }
    const value = halfValue(game, cell, item.half) ?? t('hidden');
    return t(item.half === 'add' ? 'clueAdd' : 'clueMult', { value, where: where(cell) });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, item: GridItem) => {
    if (event.key.startsWith('Arrow')) {
      event.preventDefault();
      refs.current.get(keyOf(neighbour(items, item, event.key)))?.focus();
    } else if (/^[1-9]$/.test(event.key)) {
      if (selected?.cell !== item.cell || selected.half !== item.half) onSelect(item);
      onDigit(Number(event.key));
    } else if (event.key === 'n' || event.key === 'N') onKey('notes');
    else if (event.key === 'h' || event.key === 'H') onKey('hint');
  };

  const rows = Array.from({ length: puzzle.height }, (_, y) => y);
  return (
    <div
      role="grid"
      aria-label={t('grid')}
      className={`puzzle-grid${layout ? ' puzzle-grid--over-stage' : ''}`}
      style={
        layout
          ? undefined
          : {
              gridTemplateColumns: Array.from({ length: puzzle.width }, (_, x) =>
                x % 2 ? 'var(--clue-size)' : 'var(--cell-size)',
              ).join(' '),
            }
      }
    >
      {rows.map((y) => (
        <div role="row" key={y} className="puzzle-grid__row">
          {puzzle.cells
            .filter((c) => c.y === y)
            .map((cell) => {
              if (cell.kind === 'empty')
                return <div key={cell.index} className="puzzle-grid__empty" aria-hidden="true" />;
              const its = items.filter((i) => i.cell === cell.index);
              const slot = layout?.cells[cell.index];
              const at = slot && layout ? inset(slot, layout.gap / 2) : null;
              return (
                <div
                  key={cell.index}
                  className={`puzzle-cell puzzle-cell--${cell.kind}`}
                  style={
                    at
                      ? {
                          left: at.x,
                          top: at.y,
                          width: at.width,
                          height: at.height,
                          fontSize: layout && cell.kind === 'mystery' ? layout.unit * 0.5 : undefined,
                        }
                      : undefined
                  }
                >
                  {its.map((item) => {
                    const isSelected = selected?.cell === item.cell && selected.half === item.half;
                    const solved = !item.half && !!game.values[item.cell];
                    const value = item.half
                      ? halfValue(game, cell, item.half)
                      : game.values[item.cell] || game.guesses[item.cell] || undefined;
                    const notes = item.half
                      ? game.notes[item.half][item.cell]
                      : game.notes.mystery[item.cell];
                    return (
                      <button
                        key={keyOf(item)}
                        ref={(el) => {
                          if (el) refs.current.set(keyOf(item), el);
                          else refs.current.delete(keyOf(item));
                        }}
                        type="button"
                        role="gridcell"
                        aria-selected={isSelected}
                        aria-label={labelOf(item)}
                        className={`puzzle-cell__part${item.half ? ` puzzle-cell__part--${item.half}` : ''}${isSelected ? ' is-selected' : ''}${solved ? ' is-solved' : ''}`}
                        onClick={() => onSelect(item)}
                        onKeyDown={(e) => onKeyDown(e, item)}
                      >
                        {value !== undefined ? (
                          <span className="puzzle-cell__value">
                            {item.half === 'add' ? '+' : item.half === 'mult' ? '×' : ''}
                            {value}
                          </span>
                        ) : notes.length ? (
                          <span className="puzzle-cell__notes" aria-hidden="true">
                            {notes.join(' ')}
                          </span>
                        ) : item.half ? (
                          <span className="puzzle-cell__hidden" aria-hidden="true">
                            {item.half === 'add' ? '+?' : '×?'}
                          </span>
                        ) : null}
                      </button>
                    );
                  })}
                </div>
              );
            })}
        </div>
      ))}
    </div>
  );
}
