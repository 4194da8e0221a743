import { AppError } from '../../errors';

/** A release action refused (incompatible build, unknown version, nothing to roll back): nothing changed. */
export class ReleaseRefused extends AppError {
  constructor(message: string, statusCode = 400) {
    super(statusCode, message);
  }
}

/** The live version moved while this action ran (another promote won): nothing changed. */
export class ReleaseConflict extends AppError {
  constructor(message: string) {
    super(409, message);
  }
}
