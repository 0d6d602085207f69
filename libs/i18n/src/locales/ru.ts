import type { Resources } from './en.js';

export const ru: Resources = {
  shell: {
    title: 'cZeus',
    tagline: 'Найди спрятанные числа по их суммам и произведениям.',
    server: {
      checking: 'Подключение к игровому серверу…',
      ok: 'Игровой сервер готов (версия {{version}})',
      down: 'Не удаётся связаться с игровым сервером. Проверь подключение и попробуй снова.',
    },
    retry: 'Повторить',
  },
};
