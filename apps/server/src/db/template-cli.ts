/**
 * Makes the PGlite templates (db/template.ts) into a folder: the build runs it as dist/make-template.js, which
 * writes them beside the bundle (`node dist/make-template.js [folder]`).
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { TEMPLATE_FILES, makeTemplates, type TemplateKind } from './template.ts';

const folder = path.resolve(process.argv[2] ?? path.dirname(fileURLToPath(import.meta.url)));
const started = Date.now();
const templates = await makeTemplates();
for (const kind of Object.keys(TEMPLATE_FILES) as TemplateKind[]) {
  writeFileSync(path.join(folder, TEMPLATE_FILES[kind]), templates[kind]);
}
console.log(`PGlite templates made in ${Date.now() - started} ms: ${Object.values(TEMPLATE_FILES).join(', ')}`);
