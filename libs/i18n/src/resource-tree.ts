/**
 * Interface texts of one language: namespaces of nested keys. Languages differ only in plural
 * keys (`gems_one`, `gems_few`, … as each language's plural rules need); every other key is
 * the same in all of them, which resources.spec.ts checks against English.
 */
export interface ResourceTree {
  [key: string]: string | ResourceTree;
}
