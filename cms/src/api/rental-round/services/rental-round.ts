import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::rental-round.rental-round');
