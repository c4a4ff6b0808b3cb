import { create } from 'zustand';

/** Requests in flight that asked for the loading dialog (SPEC §4 "request loading indicator"). */
interface LoadingState {
  pending: number;
  start(): void;
  stop(): void;
}

export const useLoadingStore = create<LoadingState>((set) => ({
  pending: 0,
  start: () => set((s) => ({ pending: s.pending + 1 })),
  stop: () => set((s) => ({ pending: Math.max(0, s.pending - 1) })),
}));
