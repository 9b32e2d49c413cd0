import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { isLoggedIn, useAuth } from '@bb/shared';

/** /login, /signup and /forgot-password send an already-logged-in user to /. */
export function GuestOnly({ children }: { children: ReactNode }) {
  const record = useAuth();
  if (isLoggedIn(record) && record?.isGotdGuestUser !== true) return <Navigate to="/" replace />;
  return <>{children}</>;
}
