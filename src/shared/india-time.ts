/**
 * The zone of India's calendar. "Today", a reading's period and every date the app shows are
 * counted in it, wherever the server or the reader happens to be: the product's readers are in
 * India, and a day must not change with a server's own zone.
 */
export const INDIA_TIME_ZONE = 'Asia/Kolkata';
