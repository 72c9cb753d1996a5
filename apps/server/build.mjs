// Bundles the server into dist/main.js (our code and packages/shared; npm dependencies stay external), copies the
// migrations beside it and makes the PGlite templates there (dist/make-template.js → dist/pglite-template*.tar.gz).
import { execFileSync } from 'node:child_process';
import { build } from 'esbuild';
import { cpSync, readFileSync, rmSync } from 'node:fs';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const shared = JSON.parse(readFileSync(new URL('../../packages/shared/package.json', import.meta.url), 'utf8'));
const external = [...Object.keys(pkg.dependencies), ...Object.keys(shared.dependencies)].filter(
  (d) => d !== '@stoa/shared',
);

/**
 * Packages the start never needs (spreadsheets, PDFs, mail, captcha images: ~1 s of module loading on 2 cores) are
 * loaded on first use instead: each import of one becomes a stand-in that requires the package the first time a
 * property is read or it is called or constructed (`ExcelJS.Workbook`, `new PDFDocument()`, `nodemailer.createTransport`,
 * `svgCaptcha.create`) — their CommonJS builds, as Node's `require` finds them.
 */
const LOAD_ON_FIRST_USE = ['exceljs', 'pdfkit', 'nodemailer', 'svg-captcha'];
const loadOnFirstUse = {
  name: 'load-on-first-use',
  setup(b) {
    const names = new RegExp(`^(${LOAD_ON_FIRST_USE.join('|')})$`);
    b.onResolve({ filter: names }, (args) => ({ path: args.path, namespace: 'load-on-first-use' }));
    b.onLoad({ filter: /.*/, namespace: 'load-on-first-use' }, (args) => ({
      loader: 'js',
      contents: `
        import { createRequire } from 'node:module';
        let loaded;
        const load = () => (loaded ??= createRequire(import.meta.url)(${JSON.stringify(args.path)}));
        export default new Proxy(function () {}, {
          get: (_, key) => Reflect.get(load(), key),
          has: (_, key) => Reflect.has(load(), key),
          apply: (_, self, args) => Reflect.apply(load(), self, args),
          construct: (_, args) => Reflect.construct(load(), args),
        });`,
    }));
  },
};

rmSync('dist', { recursive: true, force: true });
await build({
  entryPoints: { main: 'src/main.ts', 'make-template': 'src/db/template-cli.ts' },
  outdir: 'dist',
  // main.ts imports the app while the database opens: the app's chunk and its packages load only then.
  splitting: true,
  chunkNames: 'chunks/[name]-[hash]',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external: [...external, ...external.map((d) => `${d}/*`)],
  plugins: [loadOnFirstUse],
  logLevel: 'warning',
});
cpSync('drizzle', 'dist/drizzle', { recursive: true });
// The embedded database's templates (migrated; empty and demo-seeded), so a first start skips initdb.
execFileSync(process.execPath, ['dist/make-template.js'], { stdio: 'inherit' });
console.log('server built: dist/main.js, dist/pglite-template.tar.gz');
