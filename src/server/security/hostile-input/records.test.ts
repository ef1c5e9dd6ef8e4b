import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isStorableText } from '#domain/records/storable-text';
import { facilityLimits } from '#domain/records/facility';
import { patientLimits } from '#domain/records/patient';
import {
  carriesPrototypeKey,
  expectStoredAsSent,
  json,
  targetId,
} from '../../testing/hostile-harness.ts';
import { nameFields } from '../../testing/hostile-names.ts';
import { describeHostileWrites } from '../../testing/hostile-send.ts';
import { type Mode } from '../../testing/hostile-text.ts';
import * as hostile from '../../testing/hostile-text.ts';
import { validFacility, validPatient } from '../../testing/record-fixtures.ts';

/**
 * Hostile input on patients and facilities: create, edit and archive, aimed at my records, the
 * other doula's, unknown ids and hostile text in the path.
 * The properties every such file holds: describeHostileWrites.
 */
describeHostileWrites('records', (app) => {
  const { world, inject, get, expectSafeAnswer, sendTampered, expectOtherUntouched } = app;

  const patientFields = (mode: Mode) => {
    const valid = validPatient();
    return fc.record({
      ...nameFields(mode, valid, patientLimits.name, 'Luz'),
      dateOfBirth: hostile.formatted(
        mode,
        [valid.dateOfBirth, '2000-02-29', '1900-01-01'],
        ['2000-02-30', '0000-01-01', '1899-12-31'],
      ),
      addressStreet: hostile.freeText(mode, valid.addressStreet, patientLimits.street),
      addressCity: hostile.freeText(mode, valid.addressCity, patientLimits.city),
      addressState: hostile.formatted(mode, [valid.addressState, 'NY'], ['ZZ', 'ca']),
      addressZip: hostile.formatted(mode, [valid.addressZip, '12345-6789'], ['1234', '12345-']),
      insuranceProvider: hostile.freeText(
        mode,
        valid.insuranceProvider,
        patientLimits.insuranceProvider,
      ),
      payerId: hostile.freeText(mode, valid.payerId, patientLimits.payerId),
      payerType: hostile.formatted(mode, [valid.payerType, 'TRICARE'], ['Cash']),
      policyNumber: hostile.freeText(mode, valid.policyNumber, patientLimits.policyNumber),
    });
  };

  const facilityFields = (mode: Mode) => {
    const valid = validFacility();
    return fc.record({
      name: hostile.freeText(mode, valid.name, facilityLimits.name),
      addressStreet: hostile.freeText(mode, valid.addressStreet, facilityLimits.street),
      addressCity: hostile.freeText(mode, valid.addressCity, facilityLimits.city),
      addressState: hostile.formatted(mode, [valid.addressState, 'TX'], ['XX']),
      addressZip: hostile.formatted(mode, [valid.addressZip], ['ABCDE']),
      npiNumber: hostile.formatted(
        mode,
        [valid.npiNumber, '1558598797'],
        ['123456789', '1234567890'],
      ),
    });
  };

  /**
   * Patients and facilities are written through the same three routes and the same rules, so
   * one set of properties runs against each: only the fields, the valid body and the ids differ.
   */
  interface RecordKind {
    path: '/api/patients' | '/api/facilities';
    fields: (mode: Mode) => fc.Arbitrary<Record<string, string>>;
    valid: () => object;
    mine: () => string;
    theirs: () => string;
  }
  const recordKinds: RecordKind[] = [
    {
      path: '/api/patients',
      fields: patientFields,
      valid: validPatient,
      mine: () => world.me.patientId,
      theirs: () => world.other.patientId,
    },
    {
      path: '/api/facilities',
      fields: facilityFields,
      valid: validFacility,
      mine: () => world.me.facilityId,
      theirs: () => world.other.facilityId,
    },
  ];

  describe.each(recordKinds)('$path', ({ path, fields, valid, mine, theirs }) => {
    it(`POST ${path}`, async () => {
      const { me } = world;
      const route = `POST ${path}` as const;
      await hostile.run(
        fc.asyncProperty(
          hostile.runsOf(fields, Object.keys(valid())),
          async ({ mode, body, tamper }) => {
            const response = await sendTampered(route, me.cookie, body, tamper);
            if (mode === 'acceptable') expect(response.statusCode, response.body).toBe(201);
            if (response.statusCode === 201) {
              const { id } = json<{ id: string }>(response);
              expectStoredAsSent(json(await get(`${path}/${id}`)), body);
            }
            await expectOtherUntouched();
          },
        ),
      );
    });

    it(`PUT ${path}/:id`, async () => {
      const { me } = world;
      const route = `PUT ${path}/:id` as const;
      await hostile.run(
        fc.asyncProperty(
          targetId(mine, theirs),
          hostile.runsOf(fields, Object.keys(valid())),
          async (target, { mode, body, tamper }) => {
            const url = `${path}/${target.id}`;
            // A hostile id may fail routing (404) before the body is judged.
            const routed = target.kind !== 'hostile';
            const response = await sendTampered(route, me.cookie, body, tamper, { url, routed });
            if (target.kind === 'theirs') expect([400, 404, 413]).toContain(response.statusCode);
            if (mode === 'acceptable' && target.kind === 'mine') {
              expect(response.statusCode, response.body).toBe(200);
            }
            if (response.statusCode === 200) {
              expect(target.kind).toBe('mine');
              expectStoredAsSent(json(await get(url)), body);
            }
            await expectOtherUntouched();
          },
        ),
      );
    });

    it(`POST ${path}/:id/archive`, async () => {
      const { me } = world;
      const route = `POST ${path}/:id/archive` as const;
      await hostile.run(
        fc.asyncProperty(
          fc.constantFrom('mine', 'theirs', 'unknown', 'hostile'),
          hostile.hostileText(30).filter(isStorableText),
          fc.option(fc.jsonValue({ maxDepth: 2 }), { nil: undefined }),
          async (kind, text, body) => {
            let id: string;
            if (kind === 'mine') {
              const created = await inject('POST', path, me.cookie, valid());
              id = json<{ id: string }>(created).id;
            } else if (kind === 'theirs') id = theirs();
            else if (kind === 'unknown') id = randomUUID();
            else id = encodeURIComponent(text);
            const response = await inject('POST', `${path}/${id}/archive`, me.cookie, body);
            expectSafeAnswer(route, response);
            if (kind === 'theirs') {
              expect(response.statusCode).toBe(carriesPrototypeKey(body) ? 400 : 404);
            }
            if (response.statusCode === 204) {
              expect((await get(`${path}/${id}`)).statusCode).toBe(404);
            }
            await expectOtherUntouched();
          },
        ),
      );
    });
  });
});
