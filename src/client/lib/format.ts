// Dates, times and money the way Indian readers expect them: '15 May 1990', '2:30 pm', '₹1,499'.

const dateFormat = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Kolkata' });
const dayFormat = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** An instant (ISO string or Date) as a calendar date in India. */
export function formatDate(value: string | Date) {
  return dateFormat.format(typeof value === 'string' ? new Date(value) : value);
}

/** A calendar date 'YYYY-MM-DD' as written ('15 May 1990'), with no time-zone shift. */
export function formatCalendarDate(value: string) {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return value;
  return dayFormat.format(new Date(`${value}T00:00:00Z`));
}

/** 'HH:MM' (24-hour) as '2:30 pm'. */
export function formatClockTime(value: string) {
  const match = /^(\d{2}):(\d{2})/.exec(value);
  if (!match) return value;
  const hours = Number(match[1]);
  const suffix = hours < 12 ? 'am' : 'pm';
  return `${hours % 12 || 12}:${match[2]} ${suffix}`;
}

const rupees = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });
export const formatRupees = (amount: number) => rupees.format(amount);
