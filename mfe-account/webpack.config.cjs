// Account remote: built and deployed on its own; the host finds it through /remotes.json.
const createConfig = require('../scripts/webpack/create-config.cjs');

module.exports = createConfig({
  dir: __dirname,
  name: 'mfe_account',
  port: 3005,
  title: 'Account',
  exposes: {
    "./App": "./src/App.tsx",
    "./LoginPage": "./src/login/LoginPage.tsx",
    "./LoginNewPage": "./src/login/LoginPage.tsx",
    "./SignupPage": "./src/signup/SignupPage.tsx",
    "./ForgotPasswordPage": "./src/forgot-password/ForgotPasswordPage.tsx",
    "./ProfilePage": "./src/profile/ProfilePage.tsx",
    "./FavoritesPage": "./src/favorites/FavoritesPage.tsx",
    "./PaymentPage": "./src/subscription/PaymentPage.tsx",
    "./SpecialCheckoutPage": "./src/subscription/SpecialCheckoutPage.tsx",
    "./NotificationsPage": "./src/notifications/NotificationsPage.tsx",
    // The shell renders these over any page (spec §4): the plan choice and the return from checkout.
    "./PlanModal": "./src/subscription/PlanModal.tsx",
    "./ActivePlanModal": "./src/subscription/ActivePlanModal.tsx"
  },
});
