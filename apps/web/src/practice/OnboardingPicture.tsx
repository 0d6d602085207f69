import type { ReactNode } from 'react';

/**
 * The onboarding card's picture (spec: title, description, image, continue), drawn by code: a
 * few tiles and clues of the board showing the card's one idea, in the page's colours so it
 * follows the theme. Decorative: the card's text says the same. Numbers and signs only, so no
 * language needs its own picture.
 */
export type OnboardingIndex = 1 | 2 | 3 | 4 | 5;

const Tile = ({ x, y, label, open }: { x: number; y: number; label: string; open?: boolean }) => (
  <g>
    <rect
      x={x}
      y={y}
      width={40}
      height={40}
      rx={8}
      className={open ? 'onboarding-picture__tile is-open' : 'onboarding-picture__tile'}
    />
    <text x={x + 20} y={y + 28} textAnchor="middle" className="onboarding-picture__digit">
      {label}
    </text>
  </g>
);

const Clue = ({ x, y, lines }: { x: number; y: number; lines: string[] }) => (
  <g>
    <rect x={x} y={y} width={40} height={40} rx={8} className="onboarding-picture__clue" />
    {lines.map((line, i) => (
      <text
        key={line}
        x={x + 20}
        y={y + (lines.length === 1 ? 26 : 17 + i * 15)}
        textAnchor="middle"
        className="onboarding-picture__sign"
      >
        {line}
      </text>
    ))}
  </g>
);

const Note = ({ x, y, text }: { x: number; y: number; text: string }) => (
  <text x={x} y={y} textAnchor="middle" className="onboarding-picture__note">
    {text}
  </text>
);

/** One small scene per practice kind (onboarding index 1-5). */
const SCENES: Record<OnboardingIndex, ReactNode> = {
  // Addition and multiplication: a clue is the sum and the product of its two numbers.
  1: (
    <>
      <Tile x={20} y={10} label="3" />
      <Clue x={70} y={10} lines={['+8', '×15']} />
      <Tile x={120} y={10} label="5" />
      <Note x={90} y={72} text="3 + 5 = 8 · 3 × 5 = 15" />
    </>
  ),
  // Subtraction and division: the clue and one number give the other.
  2: (
    <>
      <Tile x={20} y={10} label="?" open />
      <Clue x={70} y={10} lines={['+9', '×20']} />
      <Tile x={120} y={10} label="4" />
      <Note x={90} y={72} text="9 − 4 = 5 · 20 ÷ 4 = 5" />
    </>
  ),
  // Common factor: a number shared by two products divides both.
  3: (
    <>
      <Clue x={10} y={10} lines={['×12']} />
      <Tile x={60} y={10} label="?" open />
      <Clue x={110} y={10} lines={['×18']} />
      <Note x={90} y={72} text="12 = 6 × 2 · 18 = 6 × 3" />
    </>
  ),
  // Square value: the four numbers around a square give its sum and product.
  4: (
    <>
      <Tile x={30} y={2} label="2" />
      <Tile x={110} y={2} label="3" />
      <Clue x={70} y={22} lines={['+10', '×24']} />
      <Tile x={30} y={42} label="4" />
      <Tile x={110} y={42} label="1" />
    </>
  ),
  // Deduction: a square's clue minus one pair's clue is the other pair's.
  5: (
    <>
      <Clue x={10} y={10} lines={['+20']} />
      <Note x={70} y={36} text="−" />
      <Clue x={80} y={10} lines={['+9']} />
      <Note x={150} y={36} text="= 11" />
    </>
  ),
};

export function OnboardingPicture({ index }: { index: OnboardingIndex }) {
  return (
    <svg className="onboarding-picture" viewBox="0 0 180 84" aria-hidden="true" focusable="false">
      {SCENES[index]}
    </svg>
  );
}
