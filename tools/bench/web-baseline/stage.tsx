// The bare stage bench:web compares the play screen's chunks with: the game's fixed stack
// (PixiJS v8 through @pixi/react with the same Pixi pieces, gsap's core, @pixi/sound) drawing a
// shape, a bitmap digit and a tween, and playing a sound, with nothing of the game.
import { Application, extend } from '@pixi/react';
import { sound } from '@pixi/sound';
import { gsap } from 'gsap/gsap-core';
import { BitmapText, Container, Graphics } from 'pixi.js';
import 'pixi.js/app';
import 'pixi.js/graphics';
import 'pixi.js/text-bitmap';
import 'pixi.js/sprite-nine-slice';
import 'pixi.js/unsafe-eval';
import { createRoot } from 'react-dom/client';

extend({ Container });

createRoot(document.getElementById('root') as HTMLElement).render(
  <Application
    preference="webgl"
    manageImports={false}
    onInit={(app) => {
      const cell = new Graphics().roundRect(0, 0, 64, 64, 8).fill(0xffffff);
      const digit = new BitmapText({ text: '7', style: { fontSize: 32 } });
      app.stage.addChild(cell, digit);
      gsap.to(cell.scale, { x: 1.1, y: 1.1, duration: 0.2, yoyo: true, repeat: 1 });
      sound.add('tap', { url: '/tap.wav', preload: true });
      void sound.play('tap');
    }}
  >
    <pixiContainer />
  </Application>,
);
