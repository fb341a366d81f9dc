import controllers from './controllers';
import routes from './routes';
import services from './services';

/**
 * The hall plugin's server (docs/decisions/037): the routes the app adds to Strapi beside its
 * content types' own, declared the way Strapi declares a plugin's, so that they are registered,
 * listed (`npx strapi routes:list`) and given their policies and middlewares by Strapi:
 * - `admin`: the staff's routes under /admin (rental applications, the mail outbox, the home
 *   page's widgets, pending invitations), each behind `admin::isAuthenticatedAdmin`;
 * - `site`: robots.txt, sitemap.xml and the notices feed at the site's root, public.
 * Their handlers are the controllers here; the business they call stays in src (the rental
 * domain in src/rental, the builders in discovery/, the outbox in email/).
 */
export default { routes, controllers, services };
