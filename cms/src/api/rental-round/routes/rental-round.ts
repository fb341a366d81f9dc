import { factories } from '@strapi/strapi';

/** GET /api/rental-rounds: the published calls for applications (docs/api/rental.md). */
export default factories.createCoreRouter('api::rental-round.rental-round', { only: ['find'] });
