import type { Core } from '@strapi/strapi';

// Replaced by the full demo content generator.
export async function seedDemoContent(strapi: Core.Strapi): Promise<void> {
  strapi.log.info('[seed] nothing yet');
}
