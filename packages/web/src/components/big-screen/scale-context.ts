import { createContext } from 'react';

/** The current scale of the big-screen canvas (1 outside a scale container). */
export const ScreenScaleContext = createContext(1);
