import { factories } from '@strapi/strapi';

/** Members read their own applications; the controller scopes every read to the caller. */
export default factories.createCoreRouter('api::rental-application.rental-application', {
  only: ['find', 'findOne'],
});
