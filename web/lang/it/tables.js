// The tables words in it.
export default {
  'tables.title': 'Scacchi 960 · Due tabelle',
  'tables.pageTitle': 'Scacchi 960 – due tabelle (n. {n})',
  'tables.how':
    'Numero 0–959 = tabella del re (lo stesso numero o quello immediatamente inferiore) + tabella degli alfieri (resto 0–15). Disporre prima i due alfieri, poi i sei pezzi della tabella del re da sinistra a destra sulle case libere; il Nero è speculare.',
  'tables.show': 'mostra',
  'tables.sheetSum': 'N. {n} = {base} + {index} →',
  'tables.foot':
    'Scacchi 960 (scacchi random di Fischer), numerazione di Reinhard Scharnagl. Bianco: prima traversa a1–h1; il Nero la rispecchia su a8–h8.',
};
