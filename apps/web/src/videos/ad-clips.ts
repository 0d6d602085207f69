/**
 * The house ads, clips of the game itself (assets/videos, made by tools/videos.mjs): ad-01 to
 * ad-09 show the first land and what every land shares, ad-10 the second land, ad-11 to ad-13
 * the third. A player is shown only lands they can reach (spec: "chosen randomly from 13 videos
 * (land 1 excludes last 4, land 2 last 3)").
 */
export const AD_CLIPS = Array.from({ length: 13 }, (_, i) => `ad-${String(i + 1).padStart(2, '0')}`);

/** How many of the last clips each land leaves out. */
const LEFT_OUT: Record<number, number> = { 1: 4, 2: 3 };

/** The ads a player in this land may be shown. */
export function adClipsOf(land: number): string[] {
  return AD_CLIPS.slice(0, AD_CLIPS.length - (LEFT_OUT[land] ?? 0));
}

/** One of the land's ads, at random. */
export function pickAdClip(land: number, random: () => number = Math.random): string {
  const clips = adClipsOf(land);
  return clips[Math.min(clips.length - 1, Math.floor(random() * clips.length))];
}

/** The rules' clips, one for each thing the rules teach (screens/RulesText.tsx). */
export const RULE_CLIPS = ['add', 'multiply', 'square', 'pairs', 'notes', 'hint'] as const;
export type RuleClip = (typeof RULE_CLIPS)[number];
