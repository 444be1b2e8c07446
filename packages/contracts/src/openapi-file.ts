import { adminContract } from './admin';
import { contract, legacyContract } from './index';
import { openApiDocument } from './openapi';

/** Where the generated document is committed, from this package's folder. */
export const OPENAPI_FILE = '../../docs/api/openapi.json';

export const openApiJson = () =>
  `${JSON.stringify(
    openApiDocument(
      { api: contract, legacy: legacyContract, admin: adminContract },
      {
        title: 'Haat API',
        version: '1',
        description:
          'The calls of Haat, an online shop for Bangladesh: catalogue, sign-in, account, cart, wishlist and orders, and the operator’s back office.',
      },
    ),
    null,
    2,
  )}\n`;
