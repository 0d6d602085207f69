/**
 * The clips' files (assets/videos: WebM, MP4 and a poster each), as the build's addresses.
 * Only addresses: a clip is fetched when a <video> shows it, never with a chunk, and never kept
 * for offline play (offline-worker.ts).
 */
const ADDRESSES = import.meta.glob<string>('../../../../assets/videos/*.{webm,mp4,jpg}', {
  eager: true,
  query: '?url',
  import: 'default',
});

export interface ClipFiles {
  webm: string;
  mp4: string;
  poster: string;
}

const addressOf = (name: string, type: string): string | undefined =>
  ADDRESSES[`../../../../assets/videos/${name}.${type}`];

/** The clip's files, or null for a name the build has no clip of. */
export function clipFiles(name: string): ClipFiles | null {
  const [webm, mp4, poster] = ['webm', 'mp4', 'jpg'].map((type) => addressOf(name, type));
  return webm && mp4 && poster ? { webm, mp4, poster } : null;
}
