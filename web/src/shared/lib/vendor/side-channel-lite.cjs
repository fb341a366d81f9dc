'use strict';

/**
 * Drop-in replacement for the `side-channel` package that `qs` uses to detect cyclic
 * objects (aliased in vite.config.ts). Same API, built on WeakMap and Map: every browser
 * the site supports has both, so the original's ~12 KiB (gzip) of intrinsic lookups and
 * fallbacks would only weigh on the first page load.
 */
module.exports = function getSideChannel() {
  var objects = new WeakMap();
  var primitives = new Map();

  function storeFor(key) {
    return key !== null && (typeof key === 'object' || typeof key === 'function') ? objects : primitives;
  }

  return {
    assert: function (key) {
      if (!storeFor(key).has(key)) throw new TypeError('Side channel does not contain the given key');
    },
    get: function (key) {
      return storeFor(key).get(key);
    },
    has: function (key) {
      return storeFor(key).has(key);
    },
    set: function (key, value) {
      storeFor(key).set(key, value);
    },
    delete: function (key) {
      return storeFor(key).delete(key);
    },
  };
};
