import { CanvasSource, Texture } from 'pixi.js';

/**
 * The stage's few pictures, drawn by code once per session (no image files to fetch): each is
 * white or light so one texture serves every colour through a sprite's tint.
 */
function canvasTexture(size: number, paint: (ctx: CanvasRenderingContext2D, size: number) => void): Texture {
  const canvas = document.createElement('canvas');
  canvas.width = canvas.height = size;
  paint(canvas.getContext('2d') as CanvasRenderingContext2D, size);
  return new Texture({ source: new CanvasSource({ resource: canvas }) });
}

const once = (make: () => Texture) => {
  let texture: Texture | undefined;
  return () => (texture ??= make());
};

/** The dim-unrelated veil's soft edge, in CSS pixels of the hole frame texture. */
export const EDGE = 12;

/** A soft round light: white in the middle, fading out (tinted at use). */
export const torchTexture = once(() =>
  canvasTexture(128, (ctx, s) => {
    const g = ctx.createRadialGradient(s / 2, s / 2, 0, s / 2, s / 2, s / 2);
    g.addColorStop(0, 'rgba(255,255,255,1)');
    g.addColorStop(0.45, 'rgba(255,255,255,0.45)');
    g.addColorStop(1, 'rgba(255,255,255,0)');
    ctx.fillStyle = g;
    ctx.fillRect(0, 0, s, s);
  }),
);

/**
 * The frame around the dim-unrelated hole: opaque white (tinted at use) with a soft-edged
 * rounded hole; nine-sliced so the hole takes any size while the edge keeps its width.
 */
export const holeTexture = once(() =>
  canvasTexture(EDGE * 4, (ctx, s) => {
    ctx.fillStyle = '#fff';
    ctx.fillRect(0, 0, s, s);
    ctx.globalCompositeOperation = 'destination-out';
    ctx.filter = `blur(${EDGE / 4}px)`;
    ctx.fillStyle = '#000';
    ctx.beginPath();
    ctx.roundRect(EDGE * 0.75, EDGE * 0.75, s - EDGE * 1.5, s - EDGE * 1.5, EDGE * 0.6);
    ctx.fill();
  }),
);

/** A cut gem, seen from above: the game's currency, in its own colours (not tinted). */
export const gemTexture = once(() =>
  canvasTexture(64, (ctx, s) => {
    const m = s / 2;
    const top = s * 0.18;
    const girdle = s * 0.4;
    const bottom = s * 0.88;
    const left = s * 0.1;
    const right = s * 0.9;
    const facet = (points: [number, number][], colour: string) => {
      ctx.beginPath();
      ctx.moveTo(...points[0]);
      for (const p of points.slice(1)) ctx.lineTo(...p);
      ctx.closePath();
      ctx.fillStyle = colour;
      ctx.fill();
    };
    // Crown (top) in light blues, pavilion (bottom) darker, a white glint.
    facet(
      [
        [left, girdle],
        [s * 0.28, top],
        [s * 0.72, top],
        [right, girdle],
      ],
      '#8fe3ff',
    );
    facet(
      [
        [s * 0.28, top],
        [m, girdle],
        [s * 0.72, top],
      ],
      '#c9f3ff',
    );
    facet(
      [
        [left, girdle],
        [m, bottom],
        [m, girdle],
      ],
      '#2f8fe0',
    );
    facet(
      [
        [m, girdle],
        [m, bottom],
        [right, girdle],
      ],
      '#1c63b8',
    );
    ctx.strokeStyle = 'rgba(10,40,90,0.55)';
    ctx.lineWidth = s * 0.03;
    ctx.beginPath();
    ctx.moveTo(left, girdle);
    ctx.lineTo(s * 0.28, top);
    ctx.lineTo(s * 0.72, top);
    ctx.lineTo(right, girdle);
    ctx.lineTo(m, bottom);
    ctx.closePath();
    ctx.stroke();
    facet(
      [
        [s * 0.33, top + s * 0.04],
        [s * 0.42, top + s * 0.04],
        [s * 0.3, girdle - s * 0.04],
      ],
      '#ffffff',
    );
  }),
);

/** A five-pointed star, white (tinted gold or grey at use). */
export const starTexture = once(() =>
  canvasTexture(64, (ctx, s) => {
    const m = s / 2;
    ctx.beginPath();
    for (let i = 0; i < 10; i++) {
      const r = i % 2 === 0 ? s * 0.48 : s * 0.2;
      const a = -Math.PI / 2 + (i * Math.PI) / 5;
      ctx.lineTo(m + r * Math.cos(a), m + r * Math.sin(a));
    }
    ctx.closePath();
    ctx.fillStyle = '#fff';
    ctx.fill();
  }),
);

/** A four-pointed sparkle with a soft glow (tinted at use). */
export const sparkleTexture = once(() =>
  canvasTexture(32, (ctx, s) => {
    const m = s / 2;
    const glow = ctx.createRadialGradient(m, m, 0, m, m, m);
    glow.addColorStop(0, 'rgba(255,255,255,0.9)');
    glow.addColorStop(1, 'rgba(255,255,255,0)');
    ctx.fillStyle = glow;
    ctx.fillRect(0, 0, s, s);
    ctx.beginPath();
    ctx.moveTo(m, 0);
    ctx.quadraticCurveTo(m, m, s, m);
    ctx.quadraticCurveTo(m, m, m, s);
    ctx.quadraticCurveTo(m, m, 0, m);
    ctx.quadraticCurveTo(m, m, m, 0);
    ctx.fillStyle = '#fff';
    ctx.fill();
  }),
);
