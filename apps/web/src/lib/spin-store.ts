import { createStore, useStore } from './create-store';

/** Common state `showSpin` of the spec: a global loading overlay while true. */
const spinStore = createStore(false);

export const showSpin = (on: boolean): void => spinStore.set(on);
export const useShowSpin = (): boolean => useStore(spinStore);
