import type { FastifyHelmetOptions } from '@fastify/helmet';
import { inlineScriptSources } from '../web/inline-scripts.js';

/**
 * helmet's options for the game's origin. The game loads only its own scripts (and the page's
 * own inline script, by its hash), styles and images; workers and WebGL textures come from
 * blob: URLs (PixiJS), styles may be inline (React), the ALTCHA widget runs a worker.
 *
 * `upgrade-insecure-requests` and HSTS only when players reach the server over https
 * (`PUBLIC_URL`): helmet sends both by default, and a server reached over plain http (a home
 * server at http://192.168.1.20:3000, a LAN trial) then had the browser ask for its scripts at
 * https://…, where nothing answers, and the page stayed blank.
 *
 * Framing: a school portal or a blog may show the game in a frame when the operator names it in
 * FRAME_ANCESTORS; the game then offers a tab of its own for what a frame cannot do (a social
 * sign-in, #newtab).
 */
export function securityHeaders(
  webRoot: string,
  https: boolean,
  frameAncestors: readonly string[] = [],
): FastifyHelmetOptions {
  return {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...inlineScriptSources(webRoot)],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        mediaSrc: ["'self'", 'blob:'],
        workerSrc: ["'self'", 'blob:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        // Only the game's own pages and the portals the operator names (FRAME_ANCESTORS) may
        // frame it: anyone else could lay a page over a purchase button (clickjacking).
        frameAncestors: ["'self'", ...frameAncestors],
        // null leaves out the directive helmet would add by default.
        upgradeInsecureRequests: https ? [] : null,
      },
    },
    hsts: https,
    // X-Frame-Options cannot name another origin; with portals named, frame-ancestors alone says who.
    xFrameOptions: frameAncestors.length === 0,
  };
}
