import type { Plugin } from 'vite';

/**
 * The pages a shopper most often lands on from outside (a shared link, a search result), by the
 * beginning of their address, and the module of each. Only the product page: its picture waits for
 * its code. A category page's code, fetched beside the first page's script, slowed the Bengali
 * category page (its first paint waits for the Bengali texts, which then shared the line with it):
 * Lighthouse 98 → 94, while English gained one point.
 */
const LANDING_PAGES: Record<string, string> = {
  '/product/': 'src/features/catalogue/pages/product-page.tsx',
};

type Chunk = { fileName: string; imports: string[]; viteMetadata?: { importedCss: Set<string> } };

/** The chunk of a language's translations for the first page (`build/first-page-scripts.ts`). */
const FIRST_PAGE_TRANSLATIONS = /^assets\/(\w+)-first-page-[\w-]+\.js$/;

/**
 * Writes `page-preloads.json`: for each landing page, the files its code needs beyond the first
 * page's; and for each language but English, its first page's translations. The server names them
 * in a `Link` header of the page's HTML, so the browser fetches a product page's code, and a page
 * at a Bengali address its Bengali texts, beside the first page's script instead of after it has run.
 */
export function pagePreloads(): Plugin {
  return {
    name: 'haat:page-preloads',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).flatMap((output) => (output.type === 'chunk' ? [output] : []));
      const entry = chunks.find((chunk) => chunk.isEntry);
      if (!entry) return this.error('page-preloads: the build has no entry');
      // The first page's script and everything it imports: the HTML loads those already.
      const onFirstPage = new Set<string>();
      const load = (fileName: string) => {
        const chunk = bundle[fileName];
        if (onFirstPage.has(fileName) || chunk?.type !== 'chunk') return;
        onFirstPage.add(fileName);
        for (const imported of chunk.imports) load(imported);
      };
      load(entry.fileName);
      const preloads: Record<string, string[]> = {};
      for (const [prefix, module] of Object.entries(LANDING_PAGES)) {
        const page = chunks.find((chunk) => chunk.facadeModuleId?.endsWith(module));
        if (!page) return this.error(`page-preloads: no chunk holds ${module}`);
        const files = new Set<string>();
        const visit = (chunk: Chunk) => {
          if (onFirstPage.has(chunk.fileName) || files.has(chunk.fileName)) return;
          files.add(chunk.fileName);
          for (const css of chunk.viteMetadata?.importedCss ?? []) files.add(css);
          for (const imported of chunk.imports) {
            const next = bundle[imported];
            if (next?.type === 'chunk') visit(next);
          }
        };
        visit(page);
        preloads[prefix] = [...files].map((file) => `/${file}`);
      }
      const languages: Record<string, string[]> = {};
      for (const chunk of chunks) {
        const [, language] = FIRST_PAGE_TRANSLATIONS.exec(chunk.fileName) ?? [];
        if (language) languages[language] = [`/${chunk.fileName}`];
      }
      this.emitFile({
        type: 'asset',
        fileName: 'page-preloads.json',
        source: JSON.stringify({ pages: preloads, languages }),
      });
    },
  };
}
