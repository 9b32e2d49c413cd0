import { create } from 'zustand';

interface UpdateReadyState {
  /** The registration whose new worker waits to take over; null while there is none. */
  registration: ServiceWorkerRegistration | null;
  setReady(registration: ServiceWorkerRegistration): void;
  dismiss(): void;
}

export const useUpdateReadyStore = create<UpdateReadyState>((set) => ({
  registration: null,
  setReady: (registration) => set({ registration }),
  dismiss: () => set({ registration: null }),
}));
