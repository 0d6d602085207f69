import type { ResourceTree } from '../resource-tree.js';

export const sl: ResourceTree = {
  shell: {
    title: 'cZeus',
    tagline: 'Poišči skrita števila iz njihovih vsot in zmnožkov.',
    retry: 'Poskusi znova',
    gems_one: '{{count}} dragulj',
    gems_two: '{{count}} dragulja',
    gems_few: '{{count}} dragulji',
    gems_other: '{{count}} draguljev',
    menu: {
      open: 'Meni',
      close: 'Zapri',
      home: 'Izberi uganko',
      profile: 'Profil',
      language: 'Jezik',
      contact: 'Pišite nam',
      about: 'O igri cZeus',
      website: 'Spletna stran cZeus',
      rules: 'Pravila',
      options: 'Nastavitve',
      login: 'Prijava ali registracija',
      logout: 'Odjava',
      tutorial: 'Vodič',
      practice: 'Vaja',
    },
    tutorial: {
      nav: 'Strani vodiča',
      exit: 'Izhod',
      skip: 'Preskoči vodič',
      back: 'Nazaj',
      next: 'Naprej',
      play: 'Igraj: {{land}}',
    },
    rules: {
      title: 'Kako se igra',
      rule1:
        'Vsako skrivnostno polje skriva celo število od 1 do 9. Števila se lahko ponavljajo, nekaterih pa morda sploh ni.',
      rule2:
        'Dve povezani števili lahko tvorita par le enkrat v uganki, v poljubnem vrstnem redu: če sta 3 in 4 na enem mestu soseda, drugje ne moreta biti.',
      rule3:
        'Edina izjema je kvadrat cZeus: štiri enaka števila okoli kvadratnega namiga. Uganka ima največ enega.',
      rule4: 'Vsaka uganka ima natanko eno rešitev, zato ti nikoli ni treba ugibati.',
      clues:
        'Namig med dvema poljema pokaže njuno vsoto (+) in zmnožek (×). Kvadratni namig pokaže vsoto in zmnožek štirih polj okoli njega.',
    },
    about: {
      title: 'O igri cZeus',
      body: 'cZeus je logična igra s števili. Vsak namig ti pove vsoto in zmnožek sosednjih števil; poveži namige in skrita števila se pokažejo, korak za korakom.',
    },
    screen: {
      comingSoon: 'Ta del igre je na poti.',
      backHome: 'Nazaj na uganke',
      notFound: 'Tu ni nobene strani, zato so tu uganke.',
      setPassword: 'Nastavi novo geslo',
      login: 'Prijava',
      play: 'Igraj',
      practice: 'Vaja',
      tutorial: 'Vodič: {{land}}, stran {{page}} od {{pages}}',
    },
    land: {
      summerland: 'Poletna dežela',
      autumnland: 'Jesenska dežela',
      winterland: 'Zimska dežela',
    },
    intro: {
      play: 'Igraj zdaj',
      tutorial: 'Vodič',
      language: 'Jezik',
    },
    fullscreen: {
      enter: 'Celozaslonski način',
      leave: 'Zapusti celozaslonski način',
      homeScreen: 'Za celozaslonski način tapnite Deli in nato »Dodaj na začetni zaslon«.',
    },
    assist: {
      title: 'Pomoč pri napakah',
    },
  },
  home: {
    puzzles: 'Izberi uganko',
    previous: 'Prejšnja uganka',
    next: 'Naslednja uganka',
    slide: 'Uganka {{number}} od {{count}}: {{land}}, oblika {{shape}}',
    difficulty: 'Težavnost',
    band1: 'Lahko',
    band2: 'Srednje',
    band3: 'Težko',
    band4: 'Strokovno',
    play: 'Igraj {{land}} {{shape}}',
    bestStars: 'Najboljše: {{best}} od 3 zvezdic',
    upNext: 'Naslednja',
    zen: 'Zen: brez ure, brez točk',
    zenShort: 'Zen',
  },
};
