import Ajv, { type ValidateFunction } from 'ajv';
import type { KindModule } from '../purchases/kinds/common';

// The options the API validates request bodies with (app.ts), so a stored body is checked as its route would check it.
const ajv = new Ajv({ coerceTypes: false, allErrors: true, removeAdditional: false, allowUnionTypes: true, strict: false });
const compiled = new Map<string, ValidateFunction>();

/** Whether a schedule's purchase body is one its kind's route accepts (toOrder relies on that shape). */
export function fitsBody(module: KindModule, body: unknown): boolean {
  let validate = compiled.get(module.kind.key);
  if (!validate) {
    validate = ajv.compile(module.body);
    compiled.set(module.kind.key, validate);
  }
  return validate(body);
}
