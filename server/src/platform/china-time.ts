/**
 * Days and times as the owners read them. Every owner works in China while the server may run in
 * UTC, so a day (a report's date, a planned date, a due date, a number's month) is a day of China's
 * calendar, whatever the server's zone.
 */
export const CHINA_TIME_ZONE = 'Asia/Shanghai';

// Made once: toLocaleDateString with a time zone builds a formatter at every call, which was 8% of
// the server's CPU in a findings list under load (a list's rows ask for today's date to mark the overdue).
// Swedish writes dates as ISO does.
const DAY = new Intl.DateTimeFormat('sv-SE', {
  timeZone: CHINA_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});
const MINUTE = new Intl.DateTimeFormat('sv-SE', {
  timeZone: CHINA_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** `YYYY-MM-DD` of the instant in China. */
export const chinaDay = (at: Date = new Date()): string => DAY.format(at);

/** `YYYY-MM-DD HH:mm` of the instant in China. */
export const chinaMinute = (at: Date): string => MINUTE.format(at);
