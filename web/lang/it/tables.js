// The tables words in it.
export default {
  'tables.title': 'Scacchi 960 · Due tabelle',
  'tables.pageTitle': 'Scacchi 960 – due tabelle (n. {n})',
  'tables.how':
    'Numero 0–959 = tabella del re (lo stesso numero o quello immediatamente inferiore) + tabella degli alfieri (resto 0–15). Disporre prima i due alfieri, poi i sei pezzi della tabella del re da sinistra a destra sulle case libere; il Nero è speculare.',
  'tables.numberLabel': 'N.:',
  'tables.show': 'mostra',
  'tables.print': 'stampa',
  'tables.kingTable': 'Tabella del re',
  'tables.bishopTable': 'Tabella degli alfieri',
  'tables.kingCaption': 'Tabella del re: ordine degli altri sei pezzi sulle case libere',
  'tables.bishopCaption': 'Tabella degli alfieri: case dei due alfieri per il resto 0–15',
  'tables.colNumber': 'N.',
  'tables.colPieces': 'Pezzi',
  'tables.colRest': 'Resto',
  'tables.bishopLetter': 'A',
  'tables.sum': '{n} = {base} + {index}',
  'tables.sheetSum': 'N. {n} = {base} + {index} →',
  'tables.sumText': 'Tabella del re n. {base} ({pieces}) + tabella degli alfieri n. {index} ({pattern}) = {rank}',
  'tables.foot':
    'Scacchi 960 (scacchi random di Fischer), numerazione di Reinhard Scharnagl. Bianco: prima traversa a1–h1; il Nero la rispecchia su a8–h8.',
};
