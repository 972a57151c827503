/** The longest range one muhurta search covers, in days counted inclusively: a year's planning. */
export const MUHURTA_MAX_DAYS = 366;

/** The most people one personal search is narrowed to (a family moving house together). */
export const MUHURTA_MAX_PEOPLE = 4;
