import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::site-config.site-config');
