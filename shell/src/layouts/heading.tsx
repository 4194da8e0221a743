import { createContext, useContext } from 'react';

/** Lets a screen replace the top-bar heading (a remote route's `title`); null restores the default. */
export const HeadingOverrideContext = createContext<(title: string | null) => void>(() => undefined);

export const useHeadingOverride = () => useContext(HeadingOverrideContext);
