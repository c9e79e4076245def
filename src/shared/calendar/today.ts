import { todayInNepal, toIsoDate } from './bs-calendar';

/**
 * Today's date in Nepal (UTC+5:45) as ISO text: the one clock of server and client. A record's day,
 * a default period and "not in the future" all read it, whatever the machine's zone. `now` is the
 * moment asked about (a test gives its own).
 */
export const todayIso = (now: Date = new Date()): string => toIsoDate(todayInNepal(now));
