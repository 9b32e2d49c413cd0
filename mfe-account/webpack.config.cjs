// Account remote: built and deployed on its own; the host finds it through /remotes.json.
const createConfig = require('../scripts/webpack/create-config.cjs');

module.exports = createConfig({
  dir: __dirname,
  name: 'mfe_account',
  port: 3005,
  title: 'Account',
  exposes: {
    // The area the host mounts for every path this remote owns: single-spa parcel lifecycles (src/lifecycles.tsx).
    "./Area": "./src/lifecycles.tsx",
    // The shell renders these over any page: the plan choice and the return from checkout.
    "./PlanModal": "./src/subscription/PlanModal.tsx",
    "./ActivePlanModal": "./src/subscription/ActivePlanModal.tsx"
  },
});
