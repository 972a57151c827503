import { deeper as en } from './en/deeper';
import { catalogue } from './text';

/** The Kundli's Deeper section; imported only by that section's own chunk. */
export const deeperText = catalogue('deeper', en);
