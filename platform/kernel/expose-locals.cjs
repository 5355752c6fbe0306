// Both kernels' fix of one tslab gap (the server's tslab-adapter.cjs and the browser's
// platform/site/kernel/worker/cell-runner.ts): tslab keeps the variables of earlier cells on its
// `exports` object and rewrites a later cell's references to them as `exports.x`, but not a shorthand
// property: `{ x }` stayed `x`, a ReferenceError ("x is not defined"). Each such variable is also
// reachable by its bare name, as a global that reads and writes the same `exports` slot — unless that
// name is a global already.
'use strict';

/** Makes every name of `locals` not yet in `exposed` a global reading and writing `locals[name]`. */
function exposeLocals(locals, exposed) {
  if (!locals) return;
  for (const name of Object.getOwnPropertyNames(locals)) {
    if (exposed.has(name) || name in globalThis) continue;
    Object.defineProperty(globalThis, name, {
      configurable: true,
      enumerable: false,
      get: () => locals[name],
      set: (v) => {
        locals[name] = v;
      },
    });
    exposed.add(name);
  }
}

module.exports = { exposeLocals };
