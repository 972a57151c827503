// The dates the panchang page may ask for.

/** The range of dates the API answers for. */
export const FIRST_DAY = '1900-01-01';
export const LAST_DAY = '2100-12-31';

/** 'YYYY-MM-DD' within the range the API answers for. */
export const isAnsweredDate = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value) && value >= FIRST_DAY && value <= LAST_DAY && !Number.isNaN(Date.parse(`${value}T00:00:00Z`));
