import { contract } from './index';
import { openApiDocument } from './openapi';

/** Where the generated document is committed, from this package's folder. */
export const OPENAPI_FILE = '../../docs/api/openapi.json';

export const openApiJson = () =>
  `${JSON.stringify(openApiDocument(contract, { title: 'Haat API', version: '1' }), null, 2)}\n`;
