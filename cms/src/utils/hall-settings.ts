import type { Core } from '@strapi/strapi';
import type { HallSettings } from '../../config/hall';

/**
 * One section of the hall's settings (config/hall.ts), as Strapi loaded them at start:
 * `strapi.config.get('hall.<section>')`, typed. The code reads its settings here, never from
 * process.env (a lint rule holds it to that, docs/decisions/037).
 */
export const hallSettings = <Section extends keyof HallSettings>(
  strapi: Core.Strapi,
  section: Section,
): HallSettings[Section] => strapi.config.get(`hall.${section}`) as HallSettings[Section];

export type { HallSettings };
