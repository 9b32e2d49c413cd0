import { Route, Routes } from 'react-router-dom';
import { NotFoundContent, RemoteRoot } from '@bb/shared';
import LoginPage from './login/LoginPage';
import LoginNewPage from './login-new/LoginNewPage';
import SignupPage from './signup/SignupPage';
import ForgotPasswordPage from './forgot-password/ForgotPasswordPage';
import ProfilePage from './profile/ProfilePage';
import FavoritesPage from './favorites/FavoritesPage';
import PaymentPage from './payment/PaymentPage';
import SpecialCheckoutPage from './special-checkout/SpecialCheckoutPage';
import NotificationsPage from './notifications/NotificationsPage';

/** The Account area: the host mounts this for every path it owns (see README route table). */
export default function App() {
  return (
    <RemoteRoot name={__APP_NAME__} build={__BUILD_LABEL__}>
      <Routes>
        <Route path="/login" element={<LoginPage />} />
        <Route path="/login-new" element={<LoginNewPage />} />
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
