import Ajv from 'ajv';
import { AirtimeBody, AirtimeToCashBody, CableBody, DataBody, ElectricityBody, EducationBody } from './purchases';
import { Envelope, NullData, PackageRecord } from './index';

// As Fastify runs it (api/src/app.ts): wrong types are errors, never coerced.
const ajv = new Ajv({ coerceTypes: false, allErrors: true, removeAdditional: false, allowUnionTypes: true, strict: false });
const valid = (schema: object, value: unknown) => ajv.validate(schema, value);

describe('purchase bodies', () => {
  it('take a select value the server does not decide as a string or a number', () => {
    expect(valid(DataBody, { package_id: 2, service_providers: '1' })).toBe(true);
    expect(valid(DataBody, { package_id: 2, service_providers: 1 })).toBe(true);
    expect(valid(CableBody, { package_id: 4, smart_no: 1234567890 })).toBe(true);
    expect(valid(ElectricityBody, { package_id: 3, meter_no: '4500' })).toBe(true);
    expect(valid(DataBody, { package_id: 2, service_providers: true })).toBe(false);
  });

  it('need package_id, as digits or a whole number', () => {
    for (const body of [AirtimeBody, DataBody, CableBody, ElectricityBody, EducationBody, AirtimeToCashBody]) {
      expect(valid(body, {})).toBe(false);
      expect(valid(body, { package_id: 7 })).toBe(true);
      expect(valid(body, { package_id: '7' })).toBe(true);
      expect(valid(body, { package_id: '7a' })).toBe(false);
      expect(valid(body, { package_id: 7.5 })).toBe(false);
    }
  });

  it('take amounts in naira with at most two decimals, as numbers or strings', () => {
    expect(valid(AirtimeBody, { package_id: 1, amount: '100.50', amt: 97 })).toBe(true);
    expect(valid(AirtimeBody, { package_id: 1, amount: '100.555' })).toBe(false);
    expect(valid(AirtimeBody, { package_id: 1, amount: '-5' })).toBe(false);
    expect(valid(AirtimeToCashBody, { package_id: 5, amount_to_receive: 'lots' })).toBe(false);
  });

  it('keep text fields text: a phone number sent as a number is refused, not coerced', () => {
    expect(valid(AirtimeBody, { package_id: 1, phone_number: 8031234567 })).toBe(false);
    expect(valid(EducationBody, { package_id: 6, quantity: true })).toBe(false);
  });

  it('know the two cable subscription types', () => {
    expect(valid(CableBody, { package_id: 4, subscription_type: 'renew' })).toBe(true);
    expect(valid(CableBody, { package_id: 4, subscription_type: 'change' })).toBe(true);
    expect(valid(CableBody, { package_id: 4, subscription_type: 'upgrade' })).toBe(false);
  });

  it('write the union fields as JSON Schema type lists (what the OpenAPI document shows)', () => {
    expect(DataBody.properties.service_providers).toMatchObject({ type: ['string', 'number'] });
    expect(DataBody.required).toEqual(['package_id']);
  });
});

describe('catalogue and envelopes', () => {
  const airtime = { id: 1, title: 'MTN', image: '/media/mtn.svg', description: 'MTN airtime', key: 'mtn', available: true, products: { discount: 3 } };

  it('accept a provider with rates or with plans', () => {
    expect(valid(PackageRecord, airtime)).toBe(true);
    const plans = [{ title: '1GB', amount: 260, code: 'mtn-1gb', description: '30 days', variation_code: 'mtn-10mb-100' }];
    expect(valid(PackageRecord, { ...airtime, products: plans, verify: true })).toBe(true);
    expect(valid(PackageRecord, { ...airtime, id: '1' })).toBe(false);
  });

  it('need the message; data may be left out (form answers)', () => {
    expect(valid(Envelope(PackageRecord), { message: 'ok' })).toBe(true);
    expect(valid(Envelope(PackageRecord), { data: airtime })).toBe(false);
    expect(valid(NullData, { message: 'Saved', data: null })).toBe(true);
    expect(valid(NullData, { message: 'Saved', data: {} })).toBe(false);
  });
});
