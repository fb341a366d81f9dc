import type { Core } from '@strapi/strapi';

/**
 * Strapi's APP_KEYS (config/server.ts, `server.app.keys`) as one text, the material the preview
 * and document-link keys are derived from: the keys joined by commas, as APP_KEYS is written
 * (`key1,key2,…`). Empty when there are none.
 */
export function appKeysText(strapi: Core.Strapi): string {
  const keys = strapi.config.get('server.app.keys') as string[] | string | undefined;
  return (Array.isArray(keys) ? keys.join(',') : String(keys ?? '')).trim();
}
