import { atom } from 'nanostores';

/** The screen with unsaved edits, if any: the status bar says publish and preview leave them out. */
export const unsavedScreen = atom<string | null>(null);
export const setUnsavedScreen = (label: string | null) => unsavedScreen.set(label);
