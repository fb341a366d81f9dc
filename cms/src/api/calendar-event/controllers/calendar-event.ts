import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::calendar-event.calendar-event');
