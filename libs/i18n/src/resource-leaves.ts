import type { ResourceTree } from './resource-tree.js';

/** i18next's plural endings (`_one`, `_few`…): one text in several forms. */
export const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

/** Every leaf of a resource tree as `path → text`. */
export function leavesOf(tree: ResourceTree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [p, v] of leavesOf(value, path)) out.set(p, v);
  }
  return out;
}
