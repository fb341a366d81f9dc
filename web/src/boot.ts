import { APP_MODULES_ID, PRIORITY_IMAGE_TIMING } from './shared/ssr/document-ids';

/**
 * The page's only script tag (docs/decisions/020). The page is on screen already, rendered by the
 * server; until the app runs it is plain HTML whose links work and whose buttons wait. The app's
 * and the page's modules (listed by the server in #app-modules) are requested once the page has
 * been shown with its most important images, so that on a slow connection they do not hold up
 * the page's styles and images; they then run one at a time, each in a task of its own, so that
 * a slow phone stays responsive between them.
 */
async function loadApp(): Promise<void> {
  const listed = document.getElementById(APP_MODULES_ID)?.textContent;
  const modules = listed ? (JSON.parse(listed) as string[]) : [];
  for (const href of modules) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.append(link);
  }
  // Listed in the order they can run in, each after the modules it imports.
  for (const href of modules) {
    await import(/* @vite-ignore */ href);
    await nextTask();
  }
  // Without a list (a page the browser renders itself), the app is all there is to start.
  await import('./main');
}

function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve));
}

/** Images out of view report nothing: the app does not wait for them longer than this. */
const PRIORITY_IMAGE_WAIT_MS = 3000;

/**
 * Resolves once the page has been shown: its first contentful paint, and each of its priority
 * images (ResponsiveImage `priority`: the largest above the fold) painted, as the browser's
 * paint and element timing report them. Browsers without element timing wait for the page's
 * load event and the frame after it instead.
 */
function firstViewShown(): Promise<void> {
  if (!PerformanceObserver.supportedEntryTypes?.includes('element')) return loadedAndPainted();
  const pending = new Set<Element>(document.querySelectorAll(`img[elementtiming="${PRIORITY_IMAGE_TIMING}"]`));
  let painted = false;
  return new Promise((resolve) => {
    const done = () => {
      observer.disconnect();
      clearTimeout(timer);
      resolve();
    };
    const observer = new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        if (entry.entryType === 'paint' && entry.name === 'first-contentful-paint') painted = true;
        if (entry.entryType === 'element')
          pending.delete((entry as PerformanceEntry & { element: Element | null }).element!);
      }
      if (painted && pending.size === 0) done();
    });
    const timer = setTimeout(done, PRIORITY_IMAGE_WAIT_MS);
    observer.observe({ type: 'paint', buffered: true });
    observer.observe({ type: 'element', buffered: true });
  });
}

async function loadedAndPainted(): Promise<void> {
  if (document.readyState !== 'complete')
    await new Promise((resolve) => window.addEventListener('load', resolve, { once: true }));
  await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
}

// A tab opened in the background paints nothing until it is shown: the app starts at once there.
if (document.visibilityState === 'hidden') void loadApp();
else void firstViewShown().then(loadApp);
