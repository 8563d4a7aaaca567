// Run by slots.property.test.ts in a child process with a chosen TZ: reads slot queries as JSON on
// stdin and prints the server's own UTC offset and the computed slots, so the test can compare runs.
import { computeFreeSlots, type SlotQuery } from '../../src/plugins/app/scheduling/slots';

let input = '';
process.stdin.setEncoding('utf8');
process.stdin.on('data', (chunk) => {
  input += chunk;
});
process.stdin.on('end', () => {
  const queries = JSON.parse(input) as SlotQuery[];
  const serverOffsetMinutes = new Date(Date.UTC(2026, 0, 15)).getTimezoneOffset();
  process.stdout.write(
    JSON.stringify({ serverOffsetMinutes, results: queries.map((query) => computeFreeSlots(query)) }),
  );
});
