import { layoutOf, type Level, type ShapeNumber, shapeOf } from '@czeus/puzzle';

/** A small drawing of a shape from its layout: mysteries as circles, clues as bars and squares. */
export function ShapeSketch({ level, shape }: { level: Level; shape: ShapeNumber }) {
  const layout = layoutOf(shapeOf(level, shape));
  const unit = 10;
  return (
    <svg
      className="shape-sketch"
      viewBox={`-1 -1 ${layout.width * unit + 2} ${layout.height * unit + 2}`}
      aria-hidden="true"
    >
      {layout.kinds.map((kind, i) => {
        const x = (i % layout.width) * unit;
        const y = Math.floor(i / layout.width) * unit;
        if (kind === 'mystery')
          return (
            <circle
              key={i}
              cx={x + unit / 2}
              cy={y + unit / 2}
              r={unit * 0.42}
              className="shape-sketch__mystery"
            />
          );
        if (kind === 'horizontalPair')
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
        if (kind === 'verticalPair')
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
        if (kind === 'square')
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
