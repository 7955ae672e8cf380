/**
 * The place a logged-out player wanted to go (SPEC §2 Popups): a login-required route or popup.
 * Stored when the guard sends them to the login popup, consumed once login succeeds.
 */
import { create } from 'zustand';
import type { PopupKey } from '../popups/popup-keys.ts';

export type LoginWish = { kind: 'route'; to: string } | { kind: 'popup'; key: PopupKey };

interface LoginWishState {
  wish: LoginWish | null;
  setWish: (wish: LoginWish) => void;
  clearWish: () => void;
  /** Returns the wish and forgets it. */
  takeWish: () => LoginWish | null;
}

export const useLoginWish = create<LoginWishState>()((set, get) => ({
  wish: null,
  setWish: (wish) => set({ wish }),
  clearWish: () => set({ wish: null }),
  takeWish: () => {
    const { wish } = get();
    set({ wish: null });
    return wish;
  },
}));
