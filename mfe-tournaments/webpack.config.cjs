// Tournaments remote: built and deployed on its own; the host finds it through /remotes.json.
const createConfig = require('../scripts/webpack/create-config.cjs');

module.exports = createConfig({
  dir: __dirname,
  name: 'mfe_tournaments',
  port: 3003,
  title: 'Tournaments',
  exposes: {
    // The area the host mounts for every path this remote owns: single-spa parcel lifecycles (src/lifecycles.tsx).
    "./Area": "./src/lifecycles.tsx"
  },
});
