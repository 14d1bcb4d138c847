import { rootRouteId, type Manifest } from '@tanstack/react-router';
import { isWorthPreloading } from './preload-rule.ts';

/** The data scripts that list each matched route's modules; the starter reads them all. */
const FILES_ATTRIBUTE = 'data-hydration-modules';
/**
 * Preload links added per task. While the page loads each costs the main thread 1-2 ms on a desktop
 * (four times that on a slow phone), so four keep every task well under 50 ms there.
 */
const LINKS_PER_TASK = 4;

/**
 * The starter, an inline module script: module scripts run once the HTML is parsed, after every data
 * script above them. It waits for the first frame to be painted, then preloads the page's modules
 * and imports the client entry. A page hidden at that moment (opened in a background tab) paints no
 * frame until shown, so it starts at once. The router's <Scripts> puts the tag in again after
 * hydration (the browser hides a nonce from the DOM, so it cannot tell it is the same script): the
 * flag on `self` makes the second run do nothing.
 */
function starter(entry: string, modules: string[]): string {
  return [
    'if (!self.__hydrationStarted) {',
    '  self.__hydrationStarted = true;',
    `  const modules = ${JSON.stringify(modules)};`,
    `  for (const list of document.querySelectorAll('script[${FILES_ATTRIBUTE}]')) modules.push(...JSON.parse(list.textContent));`,
    '  const links = [...new Set(modules)];',
    // Each preload link costs the main thread about a millisecond to start its request, ~60 of them
    // one long task: a few links per task keep each short, and the entry is imported after the first.
    '  const preload = () => {',
    `    document.head.insertAdjacentHTML('beforeend', links.splice(0, ${LINKS_PER_TASK}).map((href) => \`<link rel="modulepreload" href="\${href}">\`).join(''));`,
    '    if (links.length) setTimeout(preload);',
    '  };',
    '  const start = () => {',
    '    preload();',
    `    import(${JSON.stringify(entry)});`,
    '  };',
    "  if (document.visibilityState === 'visible') requestAnimationFrame(() => setTimeout(start));",
    '  else start();',
    '}',
  ].join('\n');
}

const href = (link: NonNullable<Manifest['routes'][string]['preloads']>[number]) =>
  typeof link === 'string' ? link : link.href;

/**
 * The page's scripts start after its first paint. The build's manifest has the browser fetch the
 * client entry and every module of the matched routes while it parses the HTML; on a slow mobile
 * link those ~200 kB share the bandwidth with the stylesheets, fonts and hero photo the first
 * paint waits for, and the first paint waits for their evaluation too. Here each route's modules
 * become a JSON data script, which fetches nothing, and the root route's entry script becomes a
 * small starter that preloads them all and imports the entry once a frame has been painted. The
 * server's HTML is the whole page meanwhile (links work, the text and photos show); what needs
 * scripts becomes interactive a frame later than before. Of the modules only the big ones are
 * preloaded (`sizeOf` gives a module's bytes from its URL); the entry is imported at once.
 */
export function hydrateAfterFirstPaint(manifest: Manifest, sizeOf: (href: string) => number): Manifest {
  const routes: Manifest['routes'] = {};
  for (const [routeId, route] of Object.entries(manifest.routes)) {
    const all = (route.preloads ?? []).map(href);
    if (routeId === rootRouteId) {
      const entry: unknown = route.scripts?.find((script) => script.attrs?.src)?.attrs?.src;
      if (typeof entry !== 'string') throw new Error('the route manifest names no client entry script');
      const modules = [entry, ...all.filter((module) => module !== entry && isWorthPreloading(sizeOf(module)))];
      routes[routeId] = {
        ...route,
        preloads: [],
        scripts: [{ attrs: { type: 'module' }, children: starter(entry, modules) }],
      };
      continue;
    }
    const modules = all.filter((module) => isWorthPreloading(sizeOf(module)));
    routes[routeId] = {
      ...route,
      preloads: [],
      scripts: modules.length
        ? [{ attrs: { type: 'application/json', [FILES_ATTRIBUTE]: '' }, children: JSON.stringify(modules) }]
        : [],
    };
  }
  return { ...manifest, routes };
}
