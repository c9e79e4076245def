// The browser builds its list of the locales Intl knows on the first Intl call: about 150 ms on a
// phone with a slow CPU. react-intl makes that call before the first screen is drawn; this script,
// small and loaded beside the first script, makes it while the page waits for that script's bytes
// (docs/decisions/0041-a-lean-sign-in-entry.md).
Intl.NumberFormat.supportedLocalesOf('en-US');
Intl.DateTimeFormat.supportedLocalesOf('en-US');
