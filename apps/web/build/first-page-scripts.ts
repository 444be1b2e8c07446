import type { Plugin } from 'vite';

/** The parts of a module graph the chunking step can read. */
type ChunkingContext = {
  getModuleInfo(id: string): { importedIds: readonly string[]; code: string | null } | null;
};

/**
 * Which modules may join the first page's script: the app's own code and the runtime every page
 * runs on. The contracts package is left out: its modules are mostly request schemas (with zod)
 * that only later pages use, and the first page reaches them only through imports it does not use.
 */
const FIRST_PAGE_CODE =
  /apps[\\/]web[\\/]src[\\/]|node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack[\\/][\w-]+)[\\/]|vite[\\/]preload-helper/;

/**
 * Library modules the entry reaches only through a package's index, for a hook that only later pages
 * call: `useQueries` (the catalogue's further pages). Kept with the pages that run them, 1.5 KB less
 * on the first page.
 */
const LATER_PAGES_ONLY = /[\\/](useQueries|queriesObserver)\.js$/;

/**
 * The contracts' constants that only later pages use. The first page imports `constants.ts`, and the
 * bundler would put every module that file re-exports into the first page's script with it; in a
 * chunk of their own they load with the pages that use them, 0.5 KB less on the first page.
 */
export const LATER_PAGES_CONSTANTS = /[\\/]packages[\\/]contracts[\\/]src[\\/]shop-constants\.ts$/;

/** A translation file, `src/i18n/<language>/<namespace>.ts`, or a language's index of them. */
const TRANSLATION_FILE = /[\\/]src[\\/]i18n[\\/]([\w-]+)[\\/]([\w.-]+)\.ts$/;

/** The namespace a module's message book is defined under: `defineMessages('header', …)`. */
const MESSAGE_BOOK = /defineMessages\(\s*['"]([\w.-]+)['"]/g;

/**
 * The first page's script, in one file, and the list of files each later page preloads.
 *
 * Left to itself the bundler splits the code the first page loads into several files, one for each
 * set of later pages that shares a part of it: the phone then fetches six files, and each is
 * compressed on its own, 2.5 KB more than the same code in one (decisions: "The first page in one
 * script"). Every module the entry reaches by static imports therefore goes into the entry's chunk.
 */
export function firstPageScripts(entry: string) {
  let firstPage: { modules: Set<string>; namespaces: Set<string> } | undefined;
  const loaded = new Set<string>();

  /** The modules the entry reaches by static imports, and the namespaces of their message books. */
  const firstPageOf = (context: ChunkingContext) => {
    if (firstPage) return firstPage;
    const modules = new Set([entry]);
    const namespaces = new Set<string>();
    const queue = [entry];
    for (let next = queue.pop(); next; next = queue.pop()) {
      const module = context.getModuleInfo(next);
      if (FIRST_PAGE_CODE.test(next))
        for (const book of module?.code?.matchAll(MESSAGE_BOOK) ?? []) if (book[1]) namespaces.add(book[1]);
      for (const imported of module?.importedIds ?? [])
        if (!modules.has(imported)) {
          modules.add(imported);
          queue.push(imported);
        }
    }
    firstPage = { modules, namespaces };
    return firstPage;
  };

  /** Names the entry's chunk for a module the first page runs; the bundler places the rest. */
  const firstPageChunk = (id: string, context: ChunkingContext) =>
    firstPageOf(context).modules.has(id) && FIRST_PAGE_CODE.test(id) && !LATER_PAGES_ONLY.test(id)
      ? 'index'
      : null;

  /**
   * One chunk per language for its index and the translations of the first page's namespaces: one
   * file instead of seven for a shopper reading Bengali, and nothing for one reading English.
   */
  const firstPageTranslations = (id: string, context: ChunkingContext) => {
    const [, language, file] = TRANSLATION_FILE.exec(id) ?? [];
    if (!language || !file) return null;
    return file === 'index' || firstPageOf(context).namespaces.has(file) ? `${language}-first-page` : null;
  };

  const plugin: Plugin = {
    name: 'haat:first-page-scripts',
    apply: 'build',
    buildStart() {
      firstPage = undefined;
      loaded.clear();
    },
    generateBundle: {
      // Before Vite writes the preload lists, which read the set.
      order: 'pre',
      handler(_options, bundle) {
        for (const chunk of Object.values(bundle)) {
          if (chunk.type !== 'chunk' || !chunk.isEntry) continue;
          loaded.add(chunk.fileName);
          for (const name of chunk.imports) loaded.add(name);
        }
      },
    },
  };
  /**
   * A lazy page's files to preload, without those already loaded; styles always stay (they load
   * only through this list). The page's own HTML keeps its whole list. Every lazy page's import
   * carries its list in the first page's own script; the files the entry already loaded need no
   * second mention, and leaving them out keeps that script small as pages are added.
   */
  const resolveDependencies = (
    _file: string,
    dependencies: string[],
    { hostType }: { hostType: 'html' | 'js' },
  ) => (hostType === 'html' ? dependencies : dependencies.filter((dependency) => !loaded.has(dependency)));
  return { plugin, resolveDependencies, firstPageChunk, firstPageTranslations };
}
