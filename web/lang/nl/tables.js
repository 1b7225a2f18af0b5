// The tables words in nl.
export default {
  'tables.title': 'Schaak960 · Twee tabellen',
  'tables.pageTitle': 'Schaak960 – twee tabellen (nr. {n})',
  'tables.how':
    'Nummer 0–959 = koningstabel (hetzelfde of het eerstvolgende lagere nummer) + lopertabel (rest 0–15). Zet eerst de twee lopers neer, dan de zes stukken uit de koningstabel van links naar rechts op de vrije velden; zwart in spiegelbeeld.',
  'tables.show': 'tonen',
  'tables.sheetSum': 'Nr. {n} = {base} + {index} →',
  'tables.foot':
    'Chess960 (Fischer Random-schaak), nummering van Reinhard Scharnagl. Wit: achterste rij a1–h1; zwart spiegelt die op a8–h8.',
};
