import { eq } from 'drizzle-orm';
import type { Services } from '../../services';
import { welcomeNotification } from './mails';
import { hashPassword } from './passwords';
import { users } from './schema';

/** The demo customer of the embedded demo (README): only ever created with the embedded database. */
export const DEMO_CUSTOMER = { email: 'client@emballo.example', password: 'emballo demo 2026' } as const;

export async function seedDemoCustomer(services: Services): Promise<boolean> {
  if (!services.config.embedded) return false;
  const { db, clock } = services;
  const [existing] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, DEMO_CUSTOMER.email));
  if (existing) return false;
  const now = clock.now();
  await db.transaction(async (tx) => {
    const [user] = await tx
      .insert(users)
      .values({
        email: DEMO_CUSTOMER.email,
        firstName: 'Salma',
        lastName: 'Benali',
        phone: '+212 661 00 00 00',
        country: 'MA',
        gender: 'female',
        locale: 'fr',
        passwordHash: await hashPassword(DEMO_CUSTOMER.password),
        emailVerifiedAt: now,
        company: 'Atlas Logistique',
        region: 'Casablanca-Settat',
        job: 'Responsable logistique',
        companyBranches: [{ name: 'Casablanca', address: '12 rue Ibnou Sina, Casablanca' }],
        companyLocation: 'Casablanca',
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    await services.notifications.create(user!.id, welcomeNotification('Salma'), { tx });
  });
  return true;
}
