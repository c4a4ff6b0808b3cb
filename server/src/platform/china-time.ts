/**
 * Days and times as the owners read them. Every owner works in China while the server may run in
 * UTC, so a day (a report's date, a planned date, a due date, a number's month) is a day of China's
 * calendar, whatever the server's zone.
 */
export const CHINA_TIME_ZONE = 'Asia/Shanghai';

/** `YYYY-MM-DD` of the instant in China. */
export const chinaDay = (at: Date = new Date()): string =>
  at.toLocaleDateString('sv-SE', { timeZone: CHINA_TIME_ZONE });

/** `YYYY-MM-DD HH:mm` of the instant in China. */
export const chinaMinute = (at: Date): string => at.toLocaleString('sv-SE', { timeZone: CHINA_TIME_ZONE }).slice(0, 16);
