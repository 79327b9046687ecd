import { describe, expect, it } from 'vitest';
import type { AuditActor } from '../audit/service';
import { customerWithCart } from '../orders/test-helpers';
import { promoCodeInput, uniqueCode } from '../promotions/test-helpers';
import { EditingErrors } from './errors';
import { type TestApp, useTestApp } from '../../test/harness';

let t: TestApp;
useTestApp((started) => (t = started), { RATE_LIMIT_API: '100000' }, { worker: false, seeded: true });

const actor: AuditActor = { id: null, email: 'editor@example.test', ip: '10.0.0.1', userAgent: 'vitest' };
const SERVICE = 'papier-bulle';

/** A new package of a seeded service, through the kit. */
async function newPackage(slug: string) {
  const created = await t.services.editing.create(
    'packages',
    {
      slug,
      service: SERVICE,
      price: '10',
      payment_kind: 'one_time',
      available: true,
      translations: { fr: { name: `Lot ${slug}` } },
    },
    actor,
    'fr',
  );
  return created;
}

const codeTargeting = (pkg: string) =>
  t.services.promotionsAdmin.create(
    promoCodeInput({
      code: uniqueCode('REF'),
      applies_to: 'selected',
      targets: [{ service_id: SERVICE, package_id: pkg }],
    }),
    actor,
  );

describe('reference counters registered by the modules whose rows refer (ADR-0705)', () => {
  it("a cart's line is said but lets the delete through; a promo code's target refuses it: archive instead", async () => {
    const held = await newPackage('lot-reference-bloque');
    await customerWithCart(t.services, [{ service: SERVICE, package: 'lot-reference-bloque' }]);
    expect(await t.services.editing.impact('packages', held.ref)).toEqual({
      items: [{ kind: 'carts', count: 1, blocks: false }],
      can_delete: true,
      can_archive: true,
    });

    await codeTargeting('lot-reference-bloque');
    expect(await t.services.editing.impact('packages', held.ref)).toEqual({
      items: [
        { kind: 'promoCodes', count: 1, blocks: true },
        { kind: 'carts', count: 1, blocks: false },
      ],
      can_delete: false,
      can_archive: true,
    });
    await expect(
      t.services.editing.remove('packages', held.ref, { version: held.version }, actor),
    ).rejects.toMatchObject({ code: EditingErrors.blocked, status: 409 });
    const archived = await t.services.editing.setArchived(
      'packages',
      held.ref,
      { version: held.version },
      true,
      actor,
      'fr',
    );
    expect(archived).toMatchObject({ archived: true, available: false });
  });

  it('a package only a cart holds is deleted, its cart line with it', async () => {
    const loose = await newPackage('lot-reference-libre');
    const customer = await customerWithCart(t.services, [
      { service: SERVICE, package: 'lot-reference-libre' },
    ]);
    await t.services.editing.remove('packages', loose.ref, { version: loose.version }, actor);
    await expect(t.services.editing.get('packages', loose.ref, 'fr')).rejects.toMatchObject({
      code: EditingErrors.notFound,
    });
    expect(await t.services.cart.count(customer)).toBe(0);
  });
});
