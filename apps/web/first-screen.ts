// The first screen, drawn by the HTML before any module runs, so the first paint waits for no
// script: the build puts a static copy of the intro, of home's title or of the play screen's
// frame into index.html, in every language of the interface, and a tiny classic script, inline
// in the built page (the API's Content-Security-Policy allows it by its SHA-256,
// apps/api/src/web/inline-scripts.ts; as a file it was one more request the first paint waited
// for), picks the screen and the language the app will choose, before the body is parsed. The
// app draws beneath it and removes it once its own first screen is committed
// (src/first-screen-handover.ts): the static copy is an overlay, so handing over moves nothing on
// the page (no layout shift) and shows no blank frame.
import type { Plugin } from 'vite';

interface Language {
  code: string;
  dir: 'ltr' | 'rtl';
}
interface Texts {
  tagline: string;
  play: string;
  tutorial: string;
  language: string;
  menu: string;
}

/** The compiled interface languages (libs/i18n, built before the web app). */
async function readLanguages(): Promise<{
  languages: Language[];
  tags: Record<string, string>;
  texts: Record<string, Texts>;
}> {
  const dist = new URL('../../libs/i18n/dist/', import.meta.url);
  const { LANGUAGES, LOCALE_TAG } = await import(new URL('languages.js', dist).href);
  const texts: Record<string, Texts> = {};
  for (const { code } of LANGUAGES as Language[]) {
    const { shell } = (await import(new URL(`locales/${code}.js`, dist).href))[code];
    texts[code] = {
      tagline: shell.tagline,
      play: shell.intro.play,
      tutorial: shell.intro.tutorial,
      language: shell.intro.language,
      menu: shell.menu.open,
    };
  }
  return { languages: LANGUAGES, tags: LOCALE_TAG, texts };
}

const escape = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] as string);

/**
 * The script that runs before the body: the language as src/i18n.ts's chooseLanguage picks it
 * (?lang=no|en, the saved choice, the browser's languages, English) and the screen App.tsx will
 * show (the intro on / until it has been seen, the play frame on /play, else home's title).
 */
function chooserScript(languages: Language[], tags: Record<string, string>): string {
  const table = JSON.stringify(languages.map(({ code, dir }) => [code, tags[code], dir]));
  return `(function () {
  var languages = ${table};
  var html = document.documentElement;
  var saved = {};
  try { saved = JSON.parse(localStorage.getItem('czeus.settings') || '{}') || {}; } catch (e) {}
  var known = function (code) { for (var i = 0; i < languages.length; i++) if (languages[i][0] === code) return languages[i]; };
  var fromUrl = new URLSearchParams(location.search).get('lang');
  var language = (fromUrl === 'no' || fromUrl === 'en') && known(fromUrl);
  language = language || (typeof saved.language === 'string' && known(saved.language));
  var browser = navigator.languages || [navigator.language || ''];
  for (var b = 0; !language && b < browser.length; b++) {
    var tag = String(browser[b]).toLowerCase().split('-')[0];
    for (var l = 0; l < languages.length; l++)
      if (languages[l][1] === tag || languages[l][0] === tag || (tag === 'nn' && languages[l][0] === 'no')) { language = languages[l]; break; }
  }
  language = language || languages[0];
  html.lang = language[1];
  html.dir = language[2];
  html.setAttribute('data-first-language', language[0]);
  var path = location.pathname;
  html.setAttribute('data-first-screen', path === '/play' ? 'play' : (path === '/' || path === '/home') && saved.seenIntro !== true ? 'intro' : 'home');
  // The land of a /play address, as the play screen reads it (?level= 1 to 3, else 1; none for
  // ?id=): the first screen shows its scenery, the page's largest paint, before any module runs.
  var query = new URLSearchParams(location.search);
  var level = Number(query.get('level'));
  if (path === '/play' && !query.has('id'))
    html.setAttribute('data-first-land', level >= 1 && level <= 3 && level % 1 === 0 ? String(level) : '1');
  // Chromium offers to install as soon as the page loads, before any module could listen: the
  // offer is kept here for the side menu's Install entry (src/offline/install-offer.ts), and
  // Chromium's own bar, which would cover the board's bottom row, held back.
  addEventListener('beforeinstallprompt', function (event) { event.preventDefault(); window.czeusInstallOffer = event; });
  addEventListener('appinstalled', function () { window.czeusInstallOffer = undefined; });
  // The app starts once this screen is painted (first-screen.ts, startAfterFirstPaint): after the
  // next frame, or at once in a tab that draws no frames (hidden).
  var entry = document.currentScript && document.currentScript.getAttribute('data-entry');
  if (!entry) return;
  var started = false;
  var start = function () {
    if (started) return;
    started = true;
    var script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = entry;
    document.head.appendChild(script);
  };
  requestAnimationFrame(function () { setTimeout(start, 0); });
  setTimeout(start, 500);
})();
`;
}

/**
 * The app's entry runs after the static screen is painted: its module is preloaded at once (it
 * and its imports download while the page paints), and the chooser adds its script tag
 * after the first frame. Run earlier, the module's evaluation held the first paint back by a
 * third of a second here, four times that on Lighthouse's slow phone.
 */
function startAfterFirstPaint(html: string, chooser: string): string {
  const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>\n?/.exec(html);
  if (!entry) throw new Error('first-screen: no module entry in index.html');
  if (chooser.includes('</')) throw new Error('first-screen: the chooser cannot be inlined as it is');
  return html
    .replace(entry[0], `<link rel="modulepreload" crossorigin href="${entry[1]}">\n`)
    .replace(
      '<script src="/first-screen.js"></script>',
      `<script data-entry="${entry[1]}">${chooser}</script>`,
    );
}

/**
 * The entry's stylesheet goes into the page: as a file it was one more round trip before the
 * first paint (render-blocking), for 6 kB of brotli that every screen needs anyway. The CSP
 * allows inline styles ('unsafe-inline' in style-src: React's style props need it). A disabled
 * link to the file stays (a disabled stylesheet is not fetched): Vite's preload helper, asked
 * for a lazy chunk that lists the entry's stylesheet, sees it there and does not fetch it.
 */
function inlineStylesheet(html: string, bundle: Record<string, { type: string }>): string {
  const link = /<link rel="stylesheet" crossorigin href="\/(assets\/index-[\w-]+\.css)">/.exec(html);
  const asset = link && (bundle[link[1]] as { source?: string | Uint8Array } | undefined);
  if (!link || !asset?.source) throw new Error('first-screen: no entry stylesheet in index.html');
  const css = typeof asset.source === 'string' ? asset.source : new TextDecoder().decode(asset.source);
  if (css.includes('</')) throw new Error('first-screen: the stylesheet cannot be inlined as it is');
  return html.replace(link[0], `<style>${css}</style>\n<link rel="stylesheet" href="/${link[1]}" disabled>`);
}

/** One span a language; the stylesheet below shows the chosen one. */
const each = (texts: Record<string, Texts>, pick: (t: Texts) => string) =>
  Object.entries(texts)
    .map(([code, t]) => `<span class="first-screen__text" data-language="${code}">${escape(pick(t))}</span>`)
    .join('');

/**
 * Run as the parser reaches it (before the first paint): the scenery takes the land the chooser
 * found (lands.css draws it, and through :has() gives the page the land's colours, as the play
 * screen's own LandScenery will). Inline, allowed by its hash like the chooser.
 */
const LAND_SCRIPT =
  "(function(){var l=document.documentElement.getAttribute('data-first-land');" +
  "if(l)document.getElementById('first-screen-land').setAttribute('data-land',l)})()";

function markup(texts: Record<string, Texts>): string {
  return `<div id="first-screen" class="first-screen" aria-hidden="true">
      <div class="app first-screen__intro">
        <main class="intro">
          <div class="intro__planet"><span class="intro__ring"></span></div>
          <h1 class="intro__logo">cZeus</h1>
          <p class="intro__text">${each(texts, (t) => t.tagline)}</p>
          <div class="intro__actions">
            <button type="button" tabindex="-1" class="button button--primary intro__play">${each(texts, (t) => t.play)}</button>
            <button type="button" tabindex="-1" class="button intro__tutorial">${each(texts, (t) => t.tutorial)}</button>
          </div>
          <div class="intro__languages">
            <button type="button" tabindex="-1" class="intro__language" data-language="no">NO</button>
            <button type="button" tabindex="-1" class="intro__language" data-language="en">EN</button>
          </div>
        </main>
      </div>
      <div class="app first-screen__frame">
        <div class="land-scenery" id="first-screen-land"></div>
        <script>${LAND_SCRIPT}</script>
        <header class="top-bar">
          <button type="button" tabindex="-1" class="icon-button top-bar__menu"><span>☰</span></button>
          <a class="top-bar__title" tabindex="-1">cZeus</a>
        </header>
        <main class="home first-screen__home">
          <h1 class="home__title">cZeus</h1>
          <p class="home__tagline">${each(texts, (t) => t.tagline)}</p>
        </main>
      </div>
    </div>`;
}

/** Which of the copies shows: by data-first-screen and data-first-language (English without the script). */
function style(codes: string[]): string {
  const language = codes
    .map(
      (code) =>
        `html[data-first-language='${code}'] .first-screen__text:not([data-language='${code}']) { display: none; }\n` +
        `html[data-first-language='${code}'] .intro__language[data-language='${code}'] { border-color: var(--accent); color: var(--accent); font-weight: 700; }`,
    )
    .join('\n');
  return `<style>
      .first-screen { position: fixed; inset: 0; z-index: 30; display: flex; flex-direction: column; background: var(--bg); overflow: hidden;
        padding: env(safe-area-inset-top) env(safe-area-inset-right) env(safe-area-inset-bottom) env(safe-area-inset-left); }
      .first-screen > .app { flex: 1; }
      html:not([data-first-language]) .first-screen__text:not([data-language='en']) { display: none; }
      html[data-first-screen='intro'] .first-screen__frame,
      html:not([data-first-screen='intro']) .first-screen__intro,
      html[data-first-screen='play'] .first-screen__home { display: none; }
      ${language}
    </style>`;
}

export function firstScreen(): Plugin {
  let chooser = '';
  return {
    name: 'czeus-first-screen',
    async buildStart() {
      const { languages, tags } = await readLanguages();
      chooser = chooserScript(languages, tags);
    },
    transformIndexHtml: {
      order: 'post',
      async handler(html, context) {
        const { languages, texts } = await readLanguages();
        let page = html
          .replace('<!--first-screen-style-->', style(languages.map((l) => l.code)))
          .replace('<!--first-screen-->', markup(texts));
        if (context.bundle) page = inlineStylesheet(startAfterFirstPaint(page, chooser), context.bundle);
        return page;
      },
    },
    configureServer(server) {
      server.middlewares.use('/first-screen.js', (_req, res) => {
        void readLanguages().then(({ languages, tags }) => {
          res.setHeader('content-type', 'text/javascript');
          res.end(chooserScript(languages, tags));
        });
      });
    },
  };
}
