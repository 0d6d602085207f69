import type { LanguageCode } from '../../languages.js';
import type { ResourceTree } from '../../resource-tree.js';
import { stats as en } from './en.js';
import { stats as no } from './no.js';
import { stats as cmn } from './cmn.js';
import { stats as es } from './es.js';
import { stats as fa } from './fa.js';
import { stats as it } from './it.js';
import { stats as ru } from './ru.js';
import { stats as sl } from './sl.js';

/**
 * The stats overlay's texts in every language (namespace `stats`), a few kB in all, and the
 * side menu's entries that came after home's texts were full (marathon, install). They come
 * with the stats chunk and the side menu, bundled whole: a text pack per language would list
 * its chunks' names (content hashes) in home's framework chunk, and home's script budget has
 * no room for them.
 */
export const STATS_TEXTS: Record<LanguageCode, ResourceTree> = { en, no, cmn, es, fa, it, ru, sl };
