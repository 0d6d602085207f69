import type { ReactNode } from 'react';

/**
 * The bar's switches, drawn rather than emoji: phones and desktops without an emoji font all
 * show the same pictures. A switched-off icon is struck through.
 */
function Icon({ children }: { children: ReactNode }) {
  return (
    <svg
      width="24"
      height="24"
      viewBox="0 0 24 24"
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {children}
    </svg>
  );
}

const Off = () => <path d="M3 3l18 18" />;

export function SpeakerIcon({ on }: { on: boolean }) {
  return (
    <Icon>
      <path d="M4 9h4l5-4v14l-5-4H4z" fill="currentColor" />
      {on ? <path d="M16 9a4 4 0 0 1 0 6M18.5 6.5a7.5 7.5 0 0 1 0 11" /> : <path d="M16 9l6 6M22 9l-6 6" />}
    </Icon>
  );
}

/** The torch: a light bulb, lit when on. */
export function TorchIcon({ on }: { on: boolean }) {
  return (
    <Icon>
      <path
        d="M12 3a6 6 0 0 0-4 10.5c.8.8 1 1.5 1 2.5h6c0-1 .2-1.7 1-2.5A6 6 0 0 0 12 3z"
        fill={on ? 'currentColor' : 'none'}
      />
      <path d="M9.5 19h5M10.5 21.5h3" />
      {!on && <Off />}
    </Icon>
  );
}

/** Dim-unrelated: a bright square among dimmed ones. */
export function DimIcon({ on }: { on: boolean }) {
  return (
    <Icon>
      <rect x="3" y="3" width="7" height="7" rx="1" fill="currentColor" />
      <rect x="14" y="3" width="7" height="7" rx="1" opacity={on ? 0.35 : 1} />
      <rect x="3" y="14" width="7" height="7" rx="1" opacity={on ? 0.35 : 1} />
      <rect x="14" y="14" width="7" height="7" rx="1" opacity={on ? 0.35 : 1} />
      {!on && <Off />}
    </Icon>
  );
}
