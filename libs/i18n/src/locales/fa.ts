import type { Resources } from './en.js';

export const fa: Resources = {
  shell: {
    title: 'cZeus',
    tagline: 'عددهای پنهان را از روی جمع و ضربشان پیدا کن.',
    server: {
      checking: 'در حال اتصال به سرور بازی…',
      ok: 'سرور بازی آماده است (نسخهٔ {{version}})',
      down: 'اتصال به سرور بازی ممکن نیست. اتصال خود را بررسی کن و دوباره تلاش کن.',
    },
    retry: 'تلاش دوباره',
  },
};
