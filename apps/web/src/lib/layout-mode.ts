import { createContext, useContext } from 'react';

/**
 * True when the page renders its mobile layout: viewport under 768 px, or a source that forces it
 * (spec section 2). Provided by the app shell; features read it for behaviour CSS cannot express.
 */
export const MobileLayoutContext = createContext(false);

export const useMobileLayout = (): boolean => useContext(MobileLayoutContext);

/** True when the site runs inside a host app (spec common state `inApp`); provided by the app shell. */
export const InAppContext = createContext(false);

export const useInApp = (): boolean => useContext(InAppContext);
