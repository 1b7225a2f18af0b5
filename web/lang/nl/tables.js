// The tables words in nl.
export default {
  'tables.title': 'Schaak960 · Twee tabellen',
  'tables.pageTitle': 'Schaak960 – twee tabellen (nr. {n})',
  'tables.how':
    'Nummer 0–959 = koningstabel (hetzelfde of het eerstvolgende lagere nummer) + lopertabel (rest 0–15). Zet eerst de twee lopers neer, dan de zes stukken uit de koningstabel van links naar rechts op de vrije velden; zwart in spiegelbeeld.',
  'tables.numberLabel': 'Nr.:',
  'tables.show': 'tonen',
  'tables.print': 'afdrukken',
  'tables.kingTable': 'Koningstabel',
  'tables.bishopTable': 'Lopertabel',
  'tables.kingCaption': 'Koningstabel: volgorde van de zes andere stukken op de vrije velden',
  'tables.bishopCaption': 'Lopertabel: velden van de twee lopers voor de rest 0–15',
  'tables.colNumber': 'Nr.',
  'tables.colPieces': 'Stukken',
  'tables.colRest': 'Rest',
  'tables.bishopLetter': 'L',
  'tables.sum': '{n} = {base} + {index}',
  'tables.sheetSum': 'Nr. {n} = {base} + {index} →',
  'tables.sumText': 'Koningstabel nr. {base} ({pieces}) + lopertabel nr. {index} ({pattern}) = {rank}',
  'tables.foot':
    'Chess960 (Fischer Random-schaak), nummering van Reinhard Scharnagl. Wit: achterste rij a1–h1; zwart spiegelt die op a8–h8.',
};
