// Writes docs/api/openapi.json from the contract: `pnpm --filter @haat/contracts openapi`.
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { OPENAPI_FILE, openApiJson } from '../src/openapi-file';

await writeFile(path.resolve(import.meta.dirname, '..', OPENAPI_FILE), openApiJson());
