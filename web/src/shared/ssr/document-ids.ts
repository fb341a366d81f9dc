/** What src/boot.ts and src/main.tsx find in a page the server drew (app/entry-server.tsx). */

/** The app's and the page's modules, which boot.ts requests after the first paint. */
export const APP_MODULES_ID = 'app-modules';
/** The answers the page was drawn with (app/page-payload.ts). */
export const PAGE_PAYLOAD_ID = 'page-data';
/**
 * The `elementtiming` name of the images that matter most on a page (ResponsiveImage `priority`):
 * src/boot.ts waits until they are shown before it starts the app.
 */
export const PRIORITY_IMAGE_TIMING = 'priority-image';
