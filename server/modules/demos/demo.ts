import type { Services } from '../../services';
import { seedDemoDemoRequest } from '../requests/demo';

const DAY = 86_400_000;

/** The `n`th weekday (Monday to Friday) from two days after `from`, at `hourUtc`:00 UTC. */
function at(from: Date, n: number, hourUtc: number) {
  let day = new Date(from.getTime() + 2 * DAY);
  for (let left = n; ; day = new Date(day.getTime() + DAY)) {
    const weekday = day.getUTCDay();
    if (weekday === 0 || weekday === 6) continue;
    if (left-- === 0) break;
  }
  return new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), hourUtc));
}

/**
 * The demo customer's demo request (README), with three one-hour slots the company proposed on
 * weekdays from two days after the seed's clock. Stored without mail: nobody reads the demo's inbox.
 */
export async function seedDemoDemos(services: Services): Promise<boolean> {
  const id = await seedDemoDemoRequest(services);
  if (!id) return false;
  const now = services.clock.now();
  await services.demos.proposeSlots(
    id,
    [
      { start: at(now, 0, 9), end: at(now, 0, 10) },
      { start: at(now, 1, 13), end: at(now, 1, 14) },
      { start: at(now, 3, 10), end: at(now, 3, 11) },
    ],
    'system',
  );
  return true;
}
