import type { Verdict } from '@czeus/puzzle';
import { explains } from './notices';

type Wrong = Extract<Verdict, { ok: false }>;

const arithmetic: Wrong = {
  ok: false,
  errorType: 'arithmetic',
  messageKey: 'pair-add-error-1',
  params: { a: 3, b: 4, add: 8 },
  cells: [0, 1, 2],
};
const repeatedPair: Wrong = {
  ok: false,
  errorType: 'rule2',
  messageKey: 'rule2-error-1',
  params: { a: 1, b: 2 },
  cells: [0, 1, 2, 3],
};

describe('explains: the two assist switches', () => {
  it('explains a sum or a product by the first switch alone', () => {
    expect(explains(arithmetic, { showErrorAssist: true, showErrorAssistRule2: false })).toBe(true);
    expect(explains(arithmetic, { showErrorAssist: false, showErrorAssistRule2: true })).toBe(false);
  });

  it('explains a repeated pair only with both switches on', () => {
    expect(explains(repeatedPair, { showErrorAssist: true, showErrorAssistRule2: true })).toBe(true);
    expect(explains(repeatedPair, { showErrorAssist: true, showErrorAssistRule2: false })).toBe(false);
    expect(explains(repeatedPair, { showErrorAssist: false, showErrorAssistRule2: true })).toBe(false);
  });
});
