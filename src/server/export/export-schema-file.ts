import path from 'node:path';
import { checkoutRootOf } from '../checkout-root';
import { exportJsonSchema } from './export-format';

/** Where the format's JSON Schema is committed. */
export const EXPORT_SCHEMA_FILE = path.join(
  checkoutRootOf(import.meta.url),
  'docs',
  'competition-export.schema.json',
);

export const exportJsonSchemaText = () => `${JSON.stringify(exportJsonSchema(), null, 2)}\n`;
