import admin from './admin';
import site from './site';

/** Two routers, both at the root of the server (`prefix: ''`): the staff's /admin routes and the site files. */
export default { admin, site };
