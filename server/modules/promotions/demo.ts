import type { Db } from '../../db/types';
import type { PromotionsService } from './service';
import { promoCodes } from './schema';

const YEAR_MS = 365 * 24 * 60 * 60 * 1000;

/**
 * The demo shop's codes (README): WELCOME10, 10 % once per customer; EMBALLO50, 50.00 MAD off from
 * 200.00 MAD; both valid for a year from the seed's clock. SUMMER2025 ended on 30 September 2025
 * (midnight in Casablanca, UTC+1), so it shows what an expired code answers.
 */
export async function seedDemoPromoCodes(db: Db, promotions: PromotionsService, now: Date): Promise<boolean> {
  if ((await db.select({ id: promoCodes.id }).from(promoCodes).limit(1)).length > 0) return false;
  const yearFromNow = new Date(now.getTime() + YEAR_MS);
  await promotions.create({
    code: 'WELCOME10',
    discountType: 'percent',
    discountValue: 10,
    startsAt: now,
    endsAt: yearFromNow,
    perCustomerLimit: 1,
  });
  await promotions.create({
    code: 'EMBALLO50',
    discountType: 'amount',
    discountValue: 5000,
    currency: 'MAD',
    minimumOrderMinor: 20000,
    startsAt: now,
    endsAt: yearFromNow,
  });
  await promotions.create({
    code: 'SUMMER2025',
    discountType: 'percent',
    discountValue: 15,
    startsAt: new Date('2025-06-01T00:00:00+01:00'),
    endsAt: new Date('2025-10-01T00:00:00+01:00'),
  });
  return true;
}
