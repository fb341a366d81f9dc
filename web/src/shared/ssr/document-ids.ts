/** What src/boot.ts and src/main.tsx find in a page the server rendered (app/entry-server.tsx). */

/** The app's and the page's modules, which boot.ts requests after the first paint. */
export const APP_MODULES_ID = 'app-modules';
/**
 * The router's hydration data (its loaders' data, action data and errors), as JSON: react-router's
 * own inline script would need 'unsafe-inline' or a per-response nonce in the CSP, which a page
 * served to everyone from the page cache cannot have.
 */
export const ROUTER_HYDRATION_DATA_ID = 'router-hydration-data';
/** What the first render depends on besides the loaders' data: the breakpoint the server assumed. */
export const RENDER_ENVIRONMENT_ID = 'render-environment';
/**
 * The `elementtiming` name of the images that matter most on a page (ResponsiveImage `priority`):
 * src/boot.ts waits until they are shown before it starts the app.
 */
export const PRIORITY_IMAGE_TIMING = 'priority-image';
