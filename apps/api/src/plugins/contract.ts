import type { Config } from '../config';
import { sendValidationError } from './errors';

/** How every ts-rest router is registered. */
export function contractRouterOptions(config: Config) {
  return {
    logInitialization: false,
    // Tests and development check every answer against the contract; production trusts the types.
    responseValidation: config.env !== 'production',
    requestValidationErrorHandler: sendValidationError,
  };
}
export type ContractRouterOptions = ReturnType<typeof contractRouterOptions>;
