import { CanvasSource, type NineSliceSprite, Texture } from 'pixi.js';

/**
 * The stage's few pictures, drawn by code once per session (no image files to fetch): each is
 * white or light so one texture serves every colour through a sprite's tint.
 */
function canvasTexture(
  size: number,
  paint: (ctx: CanvasRenderingContext2D, size: number) => void,
  resolution = 1,
): Texture {
  const canvas = document.createElement('canvas');
  canvas.width = canvas.height = Math.ceil(size * resolution);
  const ctx = canvas.getContext('2d') as CanvasRenderingContext2D;
  ctx.scale(canvas.width / size, canvas.height / size);
  paint(ctx, size);
  return new Texture({ source: new CanvasSource({ resource: canvas, resolution: canvas.width / size }) });
}

const once = (make: () => Texture) => {
  let texture: Texture | undefined;
  return () => (texture ??= make());
};

/**
 * A rounded rectangle to nine-slice at any size: white (tinted at use), filled at `fillAlpha`,
 * with an inside outline `line` CSS px wide when asked. Made per layout (its corner radius) and
 * resolution, so corners stay crisp. The selection, the answer flashes and the veil stretch and
 * move such pictures: a Graphics redrawn on every selection and added for every answer rebuilt
 * its geometry and its render group's draw list in the frame of a move (seen in bench:frames).
 */
export function roundedTexture(radius: number, resolution: number, fillAlpha: number, line = 0): Texture {
  return canvasTexture(
    Math.ceil(2 * (radius + line) + 2),
    (ctx, side) => {
      ctx.fillStyle = `rgba(255,255,255,${fillAlpha})`;
      ctx.beginPath();
      ctx.roundRect(0, 0, side, side, radius);
      ctx.fill();
      if (line === 0) return;
      ctx.strokeStyle = '#fff';
      ctx.lineWidth = line;
      ctx.beginPath();
      ctx.roundRect(line / 2, line / 2, side - line, side - line, Math.max(0, radius - line / 2));
      ctx.stroke();
    },
    resolution,
  );
}

/** Nine-slices `sprite` round `texture`'s corners, `corner` CSS px each way. */
export function sliceRounded(sprite: NineSliceSprite, texture: Texture, corner: number) {
  sprite.texture = texture;
  sprite.leftWidth = sprite.rightWidth = sprite.topHeight = sprite.bottomHeight = corner;
}

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
