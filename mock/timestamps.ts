/** The date formats the service uses, all in UTC. */
const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

const pad = (n: number) => String(n).padStart(2, '0');

/** YYYY-MM-DD */
export function utcDate(at: Date): string {
  return at.toISOString().slice(0, 10);
}

function utcTime(at: Date): string {
  return `${pad(at.getUTCHours())}:${pad(at.getUTCMinutes())}:${pad(at.getUTCSeconds())}`;
}

/** Create-order format: DD-Mon-YYYY HH:MM:SS */
export function createdAtForCreate(at: Date): string {
  return `${pad(at.getUTCDate())}-${months[at.getUTCMonth()]}-${at.getUTCFullYear()} ${utcTime(at)}`;
}

/** Bulk-list format: YYYY-MM-DD HH:MM:SS */
export function createdAtForList(at: Date): string {
  return `${utcDate(at)} ${utcTime(at)}`;
}

/** True for a real calendar date written YYYY-MM-DD. */
export function isCalendarDate(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const parsed = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && utcDate(parsed) === text;
}
