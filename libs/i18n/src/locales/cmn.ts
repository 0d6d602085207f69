import type { Resources } from './en.js';

export const cmn: Resources = {
  shell: {
    title: 'cZeus',
    tagline: '根据和与积，找出隐藏的数字。',
    server: {
      checking: '正在连接游戏服务器……',
      ok: '游戏服务器已就绪（版本 {{version}}）',
      down: '无法连接游戏服务器。请检查网络后重试。',
    },
    retry: '重试',
  },
};
