// The zone-name helper lives in @rozmova/contracts since the api writes zone names into e-mails too
// (session reminders); the web apps keep importing it from here.
export { zoneName, sameClock } from '@rozmova/contracts/time-zone-names';
