import type { ResourceTree } from '../resource-tree.js';

export const sl: ResourceTree = {
  shell: {
    title: 'cZeus',
    tagline: 'Poišči skrita števila iz njihovih vsot in zmnožkov.',
    server: {
      checking: 'Povezovanje s strežnikom igre …',
      ok: 'Strežnik igre je pripravljen (različica {{version}})',
      down: 'Strežnik igre ni dosegljiv. Preveri povezavo in poskusi znova.',
    },
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
    },
    options: {
      title: 'Nastavitve',
      sound: 'Zvok',
      errorAssist: 'Pokaži, zakaj je napačno število napačno',
      rule2Assist: 'Opozori tudi na ponovljene pare (pravilo 2)',
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
  },
};
