/** The earliest year a date field takes: forms offer a century back, and the database has no year 0. */
const FIRST_YEAR = 1900;

/** Whether `value` is a YYYY-MM-DD date that exists (no 31 February), from 1900 on. */
export const isRealDate = (value: string) => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return (
    !Number.isNaN(date.getTime()) &&
    date.toISOString().startsWith(value) &&
    date.getUTCFullYear() >= FIRST_YEAR
  );
};
