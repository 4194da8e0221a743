import { API_MESSAGES } from '@topup/rules';
import { FieldsInvalid } from '../errors';

/** Collects per-field messages in form order; `throwIfAny` raises them as one FieldsInvalid. */
export class FieldErrors {
  private readonly fields: Record<string, string[]> = {};

  add(field: string, message: string | null | undefined | false): this {
    if (message) (this.fields[field] ??= []).push(message);
    return this;
  }

  /** Adds the field's first rule message only when the field has none yet. */
  addIfClean(field: string, message: string | null | undefined | false): this {
    return this.has(field) ? this : this.add(field, message);
  }

  maxLength(field: string, value: string, max: number): this {
    return this.addIfClean(field, value.length > max && API_MESSAGES.accounts.fieldTooLong(max));
  }

  has(field: string): boolean {
    return field in this.fields;
  }

  throwIfAny(): void {
    if (Object.keys(this.fields).length > 0) throw new FieldsInvalid(this.fields);
  }
}

/** Form values are strings; anything else (a missing field) reads as empty. */
export function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

/** Passwords are taken as typed: spaces count. */
export function secret(value: unknown): string {
  return typeof value === 'string' ? value : '';
}
