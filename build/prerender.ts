import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createServer, type Plugin } from 'vite';

/** The folder of dist/web the prerendered pages go to; the server sends them itself. */
const PRERENDERED_DIR = 'prerendered';

const ROOT_ELEMENT = '<div id="root"></div>';

/**
 * The built page the public pages are drawn into: it loads their own small script, not the
 * app's (see docs/decisions/060). Removed once used, so it is never served as a page itself.
 */
const TEMPLATE = 'public.html';

interface PrerenderEntry {
  prerenderedPaths: string[];
  renderPage(path: string): Promise<string>;
}

/**
 * The page's style sheets (a few KB) inside it: its first paint waits for nothing but the page
 * itself, a round trip less on a phone's network. The CSP allows inline styles, not scripts.
 */
async function inlineStyleSheets(html: string, outDir: string): Promise<string> {
  let inlined = html;
  for (const [link, href] of html.matchAll(/<link rel="stylesheet"[^>]*href="\/([^"]+)"[^>]*>/g)) {
    const css = await readFile(path.join(outDir, href!), 'utf8');
    inlined = inlined.replace(link, () => `<style>${css}</style>`);
  }
  return inlined;
}

/**
 * The page's scripts fetched after its words: they hydrate a page that is already drawn, so
 * nothing waits on them to paint (a browser fetches module scripts early and high otherwise,
 * competing with the page itself on a slow network). The stylesheet is inline already.
 */
function scriptsAfterThePage(html: string): string {
  return html.replace(
    /<(script type="module"|link rel="modulepreload")(?![^>]*fetchpriority)/g,
    '<$1 fetchpriority="low"',
  );
}

/** `/` is `index.html`, `/tos` is `tos.html`: the server maps them back the same way. */
function prerenderedFileName(urlPath: string): string {
  return `${urlPath === '/' ? 'index' : urlPath.slice(1)}.html`;
}

/**
 * Draws the public pages to static HTML once the bundle is written: the built `public.html` (its
 * hashed scripts and style sheet) with the page's markup inside the root element, written to
 * `dist/web/prerendered/`. The app's own modules are loaded through Vite in Node (the same
 * resolution and JSX transform as the bundle), with React DOM's server renderer.
 */
export function prerender({ entry }: { entry: string }): Plugin {
  let root = '';
  let outDir = '';
  return {
    name: 'prerender',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const templateFile = path.join(outDir, TEMPLATE);
      const shell = await readFile(templateFile, 'utf8');
      if (!shell.includes(ROOT_ELEMENT)) throw new Error(`${TEMPLATE} lacks ${ROOT_ELEMENT}`);
      const template = scriptsAfterThePage(await inlineStyleSheets(shell, outDir));
      await rm(templateFile);
      const vite = await createServer({
        root,
        configFile: false,
        logLevel: 'error',
        appType: 'custom',
        server: { middlewareMode: true, hmr: false, ws: false },
      });
      try {
        const app = (await vite.ssrLoadModule(entry)) as PrerenderEntry;
        await mkdir(path.join(outDir, PRERENDERED_DIR), { recursive: true });
        for (const urlPath of app.prerenderedPaths) {
          const markup = await app.renderPage(urlPath);
          await writeFile(
            path.join(outDir, PRERENDERED_DIR, prerenderedFileName(urlPath)),
            template.replace(ROOT_ELEMENT, () => `<div id="root">${markup}</div>`),
          );
        }
      } finally {
        await vite.close();
      }
    },
  };
}
