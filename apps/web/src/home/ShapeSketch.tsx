import type { Level, ShapeNumber } from '@czeus/puzzle';
import { sketchRows } from './shape-sketches';

/** A small drawing of a shape from its layout: mysteries as circles, clues as bars and squares. */
export function ShapeSketch({ level, shape }: { level: Level; shape: ShapeNumber }) {
  const rows = sketchRows(level, shape);
  const width = rows[0].length;
  const unit = 10;
  return (
    <svg
      className="shape-sketch"
      viewBox={`-1 -1 ${width * unit + 2} ${rows.length * unit + 2}`}
      aria-hidden="true"
    >
      {rows.flat().map((kind, i) => {
        const x = (i % width) * unit;
        const y = Math.floor(i / width) * unit;
        if (kind === 'm')
          return (
            <circle
              key={i}
              cx={x + unit / 2}
              cy={y + unit / 2}
              r={unit * 0.42}
              className="shape-sketch__mystery"
            />
          );
        if (kind === '-')
          return (
            <rect
              key={i}
              x={x + 1}
              y={y + unit * 0.4}
              width={unit - 2}
              height={unit * 0.2}
              className="shape-sketch__clue"
            />
          );
        if (kind === '|')
          return (
            <rect
              key={i}
              x={x + unit * 0.4}
              y={y + 1}
              width={unit * 0.2}
              height={unit - 2}
              className="shape-sketch__clue"
            />
          );
        if (kind === '#')
          return (
            <rect
              key={i}
              x={x + 2.5}
              y={y + 2.5}
              width={unit - 5}
              height={unit - 5}
              className="shape-sketch__square"
            />
          );
        return null;
      })}
    </svg>
  );
}
