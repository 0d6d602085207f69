import type { ResourceTree } from '../resource-tree.js';

export const cmn: ResourceTree = {
  shell: {
    title: 'cZeus',
    tagline: '根据和与积，找出隐藏的数字。',
    server: {
      checking: '正在连接游戏服务器……',
      ok: '游戏服务器已就绪（版本 {{version}}）',
      down: '无法连接游戏服务器。请检查网络后重试。',
    },
    retry: '重试',
    gems_other: '{{count}} 颗宝石',
    menu: {
      open: '菜单',
      close: '关闭',
      home: '选择谜题',
      profile: '个人资料',
      language: '语言',
      contact: '联系我们',
      about: '关于 cZeus',
      website: 'cZeus 网站',
      rules: '规则',
      options: '设置',
      login: '登录或注册',
      logout: '退出登录',
      tutorial: '教程',
    },
    options: {
      title: '设置',
      sound: '声音',
      errorAssist: '说明错误的数字为什么错',
      rule2Assist: '也提醒重复的数对（规则 2）',
    },
    rules: {
      title: '玩法',
      rule1: '每个神秘格都藏着一个 1 到 9 的整数。数字可以重复，有些数字也可能不出现。',
      rule2:
        '两个相连的数字在一道谜题里只能组成一次数对，顺序不限：如果 3 和 4 在一处相邻，它们就不能在别处相邻。',
      rule3: '唯一的例外是 cZeus 方块：一个方形线索周围的四个相同数字。每道谜题最多只有一个。',
      rule4: '每道谜题都只有一个解，所以永远不需要猜。',
      clues: '两个格子之间的线索显示它们的和（+）与积（×）。方形线索显示它周围四个格子的和与积。',
    },
    about: {
      title: '关于 cZeus',
      body: 'cZeus 是一款数字逻辑游戏。每条线索告诉你相邻数字的和与积；把线索结合起来，隐藏的数字就会一步一步地显现。',
    },
    screen: {
      comingSoon: '游戏的这一部分即将推出。',
      backHome: '返回谜题',
      notFound: '这里没有页面，先来看看谜题吧。',
      setPassword: '设置新密码',
      login: '登录',
      play: '开始',
      practice: '练习',
      tutorial: '教程：{{land}}，第 {{page}} 页，共 {{pages}} 页',
    },
    land: {
      summerland: '夏日之地',
      autumnland: '秋日之地',
      winterland: '冬日之地',
    },
  },
};
