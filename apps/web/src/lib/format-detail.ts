import { type Format, LOCALES, SHOP_TIME_ZONE } from './format';

/*
 * Formats only some pages need: a moment with its time of day, and figures written with a set number
 * of digits. Apart from format.ts, so that the first page does not carry them.
 */

/**
 * A moment with its time of day, in Dhaka time. The browsers' Bengali writes a Latin AM or PM after
 * the time (২:০৫ PM); Bengali names the part of the day before the hour instead (দুপুর ২:০৫), with
 * the words Intl has for them.
 */
export function dateAndTime(
  format: Format,
  value: string | number | Date,
  options: Intl.DateTimeFormatOptions,
) {
  if (format.language !== 'bn') return format.date(value, options);
  const moment = new Date(value);
  const timeZone = options.timeZone ?? SHOP_TIME_ZONE;
  const parts = new Intl.DateTimeFormat(LOCALES.bn.dates, { timeZone, ...options }).formatToParts(moment);
  const partOfDay = new Intl.DateTimeFormat(LOCALES.bn.dates, {
    timeZone,
    hour: 'numeric',
    dayPeriod: 'short',
  })
    .formatToParts(moment)
    .find((part) => part.type === 'dayPeriod')?.value;
  return parts
    .map((part, index) => {
      if (part.type === 'hour' && partOfDay) return `${partOfDay} ${part.value}`;
      if (part.type === 'dayPeriod') return '';
      // The space before AM or PM goes with it.
      return part.type === 'literal' && parts[index + 1]?.type === 'dayPeriod' ? '' : part.value;
    })
    .join('');
}

/** 4.0, 02 — a figure with a set number of digits after the point, or at least so many before it. */
export function fixedFigure(format: Format, value: number, { fraction = 0, integer = 1 }) {
  return new Intl.NumberFormat(LOCALES[format.language].numbers, {
    useGrouping: false,
    minimumFractionDigits: fraction,
    maximumFractionDigits: fraction,
    minimumIntegerDigits: integer,
  }).format(value);
}
