/** Today's date in Nepal (UTC+5:45), as ISO text: the day a record is entered, whatever the server's zone. */
export const todayIso = () =>
  new Date(Date.now() + (5 * 60 + 45) * 60_000).toISOString().slice(0, 10);
