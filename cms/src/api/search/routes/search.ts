/**
 * The site search (docs/api/search.md, docs/decisions/040): published shows, notices and the
 * hall's pages, the same for every caller (`auth: false`). Not a public read of the cache
 * (http-cache/public-reads.ts): every query is computed, nothing is stored per query.
 */
export default {
  routes: [
    {
      method: 'GET',
      path: '/search',
      handler: 'search.find',
      config: { auth: false },
    },
  ],
};
