import fs from 'node:fs';
import { EXPORT_SCHEMA_FILE, exportJsonSchemaText } from './export-schema-file';

/** `npm run export:schema` rewrites the committed JSON Schema after the format changed. */
fs.writeFileSync(EXPORT_SCHEMA_FILE, exportJsonSchemaText());
console.log(`Wrote ${EXPORT_SCHEMA_FILE}`);
