import { Route, Routes } from 'react-router-dom';
import { NotFoundContent, RemoteRoot } from '@bb/shared';
import LoginPage from './login/LoginPage';
import SignupPage from './signup/SignupPage';
import ForgotPasswordPage from './forgot-password/ForgotPasswordPage';
import ProfilePage from './profile/ProfilePage';
import FavoritesPage from './favorites/FavoritesPage';
import PaymentPage from './subscription/PaymentPage';
import SpecialCheckoutPage from './subscription/SpecialCheckoutPage';
import NotificationsPage from './notifications/NotificationsPage';

/** The Account area: the host mounts this for every path it owns (see README route table). */
export default function App() {
  return (
    <RemoteRoot name={__APP_NAME__} build={__BUILD_LABEL__}>
      <Routes>
        <Route path="/login" element={<LoginPage />} />
        {/* /login-new is named by the access rules; it is the same login screen. */}
        <Route path="/login-new" element={<LoginPage />} />
        <Route path="/signup" element={<SignupPage />} />
        <Route path="/forgot-password" element={<ForgotPasswordPage />} />
        <Route path="/profile" element={<ProfilePage />} />
        <Route path="/favorites" element={<FavoritesPage />} />
        <Route path="/payment" element={<PaymentPage />} />
        <Route path="/special-checkout" element={<SpecialCheckoutPage />} />
        <Route path="/notifications" element={<NotificationsPage />} />
        <Route path="*" element={<NotFoundContent />} />
      </Routes>
    </RemoteRoot>
  );
}
