// The tables words in pl.
export default {
  'tables.title': 'Szachy 960 · Dwie tabele',
  'tables.pageTitle': 'Szachy 960 – dwie tabele (nr {n})',
  'tables.how':
    'Numer 0–959 = tabela króla (ten sam lub najbliższy mniejszy numer) + tabela gońców (reszta 0–15). Najpierw ustaw oba gońce, potem sześć figur z tabeli króla od lewej do prawej na wolnych polach; czarne lustrzanie.',
  'tables.show': 'pokaż',
  'tables.sheetSum': 'Nr {n} = {base} + {index} →',
  'tables.foot':
    'Szachy 960 (szachy losowe Fischera), numeracja Reinharda Scharnagla. Białe: pierwszy rząd a1–h1; czarne odbijają go lustrzanie na a8–h8.',
};
