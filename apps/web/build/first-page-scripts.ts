import type { Plugin } from 'vite';

/**
 * The scripts the first page loads with its entry. Every lazy page's import carries the list of
 * files to preload with it, in the first page's own script; the files the entry already loaded
 * need no second mention, and leaving them out keeps that script small as pages are added.
 */
export function firstPageScripts() {
  const loaded = new Set<string>();
  const plugin: Plugin = {
    name: 'haat:first-page-scripts',
    apply: 'build',
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
   * only through this list). The page's own HTML keeps its whole list.
   */
  const resolveDependencies = (
    _file: string,
    dependencies: string[],
    { hostType }: { hostType: 'html' | 'js' },
  ) => (hostType === 'html' ? dependencies : dependencies.filter((dependency) => !loaded.has(dependency)));
  return { plugin, resolveDependencies };
}
