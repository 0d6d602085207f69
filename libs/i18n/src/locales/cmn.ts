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
  errors: {
    error: '出错了，请重试。',
    'error-login-wrongcredentials': '用户名或密码错误。请重试或重设密码。',
    'error-login-enteremail': '请输入电子邮箱',
    'error-login-enterpassword': '请输入密码',
    'error-login-enterusername': '请输入用户名',
    'error-register-passwordsmatch': '两次输入的密码不一致。',
    'error-register-passwordformat': '密码至少需要 6 个字符。',
    'error-register-terms': '请同意服务条款',
    'error-register-useremailexists': '该电子邮箱已被使用',
    'error-register-usernameexists': '该用户名已被占用',
    'wrong-credential': '用户名或密码错误。请重试或重设密码。',
    'forgot-password-not-email': '请输入有效的电子邮箱',
    'reset-password-fail': '抱歉，修改密码时出错。',
    'puzzle-fail': '哎呀！请再试一次。',
  },
  account: {
    email: '电子邮箱',
    username: '用户名',
    password: '密码',
    password2: '再次输入密码',
    terms: '我同意服务条款',
    login: '登录',
    register: '创建账户',
    toRegister: '第一次来？创建账户',
    toLogin: '已有账户？登录',
    loggedIn: '你已登录为 {{name}}。',
    logout: '退出登录',
    guestNote: '你正以访客身份游戏。创建账户，即可在所有设备上保留宝石和进度。',
  },
  hints: {
    'rule1-error-1': '数字只能是 1 到 9，{{a}} 不在其中。',
    'rule1-error-2': '请选一个神秘格来填数字。',
    'pair-add-error-1': '{{a}} + {{b}} 不等于加法线索 {{add}}。',
    'pair-add-error-2': '这里填 {{a}} 的话，另一个数要是 {{b}} 才能凑成 {{add}}，可数字只能是 1 到 9。',
    'pair-mult-error-1': '{{a}} × {{b}} 不等于乘法线索 {{mult}}。',
    'pair-mult-error-2': '{{a}} 不是 {{mult}} 的因数：没有哪个整数乘以 {{a}} 等于 {{mult}}。',
    'pair-mult-error-3': '{{mult}} ÷ {{a}} = {{b}}，可数字最大只到 9。',
    'pair-clue-error-1':
      '这里填 {{a}} 的话，加法线索 {{add}} 要求旁边是 {{b}}，可 {{a}} × {{b}} 不等于 {{mult}}。',
    'sq-add-error-1': '这四个数的和是 {{sum}}，可方形线索是 {{add}}。',
    'sq-add-error-2':
      '目前这些数的和是 {{sum}}。要凑到 {{add}}，剩下的数得加起来等于 {{left}}，用 1 到 9 的数做不到。',
    'sq-mult-error-1': '这四个数的积是 {{product}}，可方形线索是 {{mult}}。',
    'sq-mult-error-2': '这三个数的积是 {{product}}，没有哪个 1 到 9 的数乘以 {{product}} 等于 {{mult}}。',
    'sq-mult-error-3': '目前这些数的积是 {{product}}，{{product}} 乘以 1 到 9 的数凑不出 {{mult}}。',
    'sq-mult-error-4':
      '{{mult}} 只能是 {{d}} × {{d}} × {{d}} × {{d}}，所以这个方形周围的数都是 {{d}}，不是 {{a}}。',
    'sq-dbl-clue-error-1':
      '这三个数的和是 {{sum}}，积是 {{product}}。加法线索 {{add}} 需要一个 {{d}}，但那样积就不是 {{mult}} 了。',
    'rule2-error-1': '两个数不能相连超过一次：{{a}} 和 {{b}} 已经在别处组成数对了。',
    'rule2-error-2':
      '猜得不错！但这不是 cZeus 方块。只有四个数都相同时，{{a}} 和 {{b}} 才能在一个方形周围成对两次。',
    'rule3-error-1': '一道谜题只能有一个 cZeus 方块，这里放四个 {{d}} 就会出现第二个。',
    'entry-not-solution-1': '{{a}} 暂时不违反任何线索，但这里不是这个数。',
    'hint-single-candidate': '这个格子只剩下 {{d}}，所以一定是 {{d}}。',
    'hint-pair-add-known': '{{a}} + ? = {{add}}，所以另一个数是 {{b}}。',
    'hint-pair-mult-known': '{{a}} × ? = {{mult}}，所以另一个数是 {{b}}。',
    'hint-square-all-equal':
      '只有 {{d}} × {{d}} × {{d}} × {{d}} 等于 {{mult}}，所以方形周围的四个数都是 {{d}}。',
    'hint-square-all-equal-both':
      '{{mult}} 是 {{d}} × {{d}} × {{d}} × {{d}}，和也正好是四个 {{d}}：方形周围的四个数都是 {{d}}。',
    'hint-square-fourth-add': '方形里三个数的和是 {{sum}}。{{add}} − {{sum}} = {{d}}，所以第四个数是 {{d}}。',
    'hint-square-fourth-mult':
      '方形里三个数的积是 {{product}}。{{mult}} ÷ {{product}} = {{d}}，所以第四个数是 {{d}}。',
    'hint-pair-identical':
      '哪两个数相加等于 {{add}}、相乘等于 {{mult}}？{{a}} 和 {{b}}，所以两个格子都是 {{a}}。',
    'hint-pair-both-halves':
      '哪两个数相加等于 {{add}}、相乘等于 {{mult}}？只有 {{a}} 和 {{b}}，所以这两个格子各是 {{a}} 或 {{b}}。',
    'hint-common-factor': '这个格子夹在乘法线索 {{clues}} 之间。这里唯一能整除它们全部的数是 {{d}}。',
    'hint-common-sum': '这个格子夹在线索 {{clues}} 之间。唯一符合所有线索的数是 {{d}}。',
    'hint-candidate-list-add':
      '看看加法线索 {{add}}，再看看旁边的格子还可能是什么：这个格子只能是 {{digits}}。',
    'hint-candidate-list-mult':
      '看看乘法线索 {{mult}}，再看看旁边的格子还可能是什么：这个格子只能是 {{digits}}。',
    'hint-candidate-list-both':
      '看看线索 +{{add}} 和 ×{{mult}}，再看看旁边的格子还可能是什么：这个格子只能是 {{digits}}。',
    'hint-square-minus-pair-add':
      '方形的和是 {{whole}}，一条边的和是 {{part}}，所以对边的和是 {{whole}} − {{part}} = {{value}}。',
    'hint-square-divided-by-pair':
      '方形的积是 {{whole}}，一条边的积是 {{part}}，所以对边的积是 {{whole}} ÷ {{part}} = {{value}}。',
    'hint-rule2-elimination':
      '{{a}} 已经在别处和 {{digits}} 组成数对了。一个数对只能用一次，所以这个格子不能是 {{digits}}。',
    'hint-square-enumeration-add':
      '试试方形周围四个数加起来等于 {{add}} 的所有方法，同时符合边上的线索：有些数永远放不进去，把它们划掉。',
    'hint-square-enumeration-mult':
      '试试方形周围四个数乘起来等于 {{mult}} 的所有方法，同时符合边上的线索：有些数永远放不进去，把它们划掉。',
    'hint-square-enumeration-both':
      '试试方形周围四个数加起来等于 {{add}}、乘起来等于 {{mult}} 的所有方法，同时符合边上的线索：有些数永远放不进去，把它们划掉。',
    'hint-what-if': '这样行不通，所以这个格子不是 {{d}}。把 {{d}} 划掉。',
    'hint-what-if-assume': '假如这个格子是 {{d}} 会怎样？顺着推下去看看。',
    'gentle-hint-1': '看看高亮的线索：它马上就能告诉你一个数。',
    'gentle-hint-2': '看看高亮的格子和它周围的线索：哪些数能同时满足它们？',
    'gentle-hint-3': '比较高亮的几条线索：合在一起，它们能告诉你更多。',
    'gentle-hint-4': '从高亮格子剩下的几个数里挑一个，顺着推下去看看。',
    'guess-no-hint-1': '所有的数都找到了。真棒！',
    'guess-no-hint-2': '从这里找不到下一步。',
  },
};
