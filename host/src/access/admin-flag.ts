import { create } from 'zustand';
import { LOCAL_KEYS, authBus, safeGetItem, safeRemoveItem, safeSetItem } from '@bb/shared';

interface AdminFlagState {
  isAdmin: boolean;
  setAdmin(isAdmin: boolean): void;
}

const readFlag = (): boolean => safeGetItem(LOCAL_KEYS.isAdmin) === 'true';

/** The local isAdmin flag, mirrored in a store so routing re-decides when it changes. */
export const useAdminFlag = create<AdminFlagState>((set) => ({
  isAdmin: readFlag(),
  setAdmin: (isAdmin) => {
    if (isAdmin) safeSetItem(LOCAL_KEYS.isAdmin, 'true');
    else safeRemoveItem(LOCAL_KEYS.isAdmin);
    set({ isAdmin });
  },
}));

// Logout and session expiry clear the key; follow them.
authBus.on('change', () => useAdminFlag.setState({ isAdmin: readFlag() }));
