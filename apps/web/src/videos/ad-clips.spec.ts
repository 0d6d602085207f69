import fc from 'fast-check';
import { AD_CLIPS, adClipsOf, pickAdClip } from './ad-clips';

describe('the ads a land may show', () => {
  it('are 13, and the first land leaves out the last four, the second the last three', () => {
    expect(AD_CLIPS).toHaveLength(13);
    expect(adClipsOf(1)).toEqual(AD_CLIPS.slice(0, 9));
    expect(adClipsOf(2)).toEqual(AD_CLIPS.slice(0, 10));
    expect(adClipsOf(3)).toEqual(AD_CLIPS);
  });

  it('are picked among the land’s own, whatever the random draw', () => {
    fc.assert(
      fc.property(fc.constantFrom(1, 2, 3), fc.double({ min: 0, max: 1, noNaN: true }), (land, draw) => {
        expect(adClipsOf(land)).toContain(pickAdClip(land, () => draw));
      }),
    );
  });

  it('reach every one of the land’s clips', () => {
    const seen = new Set(Array.from({ length: 100 }, (_, i) => pickAdClip(1, () => i / 100)));
    expect([...seen].sort()).toEqual(adClipsOf(1));
  });
});
