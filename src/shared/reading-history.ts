// The reading history's paging and search limits, shared by the API and the history page.

/** Readings per page of the history (GET /api/readings); the page asks for the next with its cursor. */
export const historyPageSize = 50;

/** The longest search the history takes, in characters after trimming (messages.historySearchTooLong). */
export const historySearchMaxLength = 100;
