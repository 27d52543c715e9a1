import { createContext, useContext, type ReactNode } from 'react';

/**
 * What the app puts at the right of a big screen's title bar (the way into the back office): screens
 * built by features read it here, since a feature does not import the app.
 */
export const ScreenActions = createContext<ReactNode>(null);

export const useScreenActions = () => useContext(ScreenActions);
