// The facts words in nl.
export default {
  'facts.title': 'Gegevens van de stelling',
  'facts.number': 'Nummer',
  'facts.numberBoth':
    '{n} (0–959) · {n} (1–960) – alleen nr. 0 heet ‘960’ bij tellen van 1 tot 960 (zoals op een DGT960-klok)',
  'facts.numberZero': '0 (0–959) · 960 (1–960): de 960 van een DGT960-klok is deze stelling',
  'facts.mirror': 'Spiegelstelling',
  'facts.mirrorNote': '(de achterste rij van rechts naar links gelezen)',
  'facts.kingRooksLabel': 'Koning en torens',
  'facts.kingRooks': 'koning {king}, torens {rookA} en {rookH}',
  'facts.evalsTitle': 'Evaluaties van schaakprogramma’s (vanuit wit gezien)',
  'facts.engine': '{engine}, diepte {depth}:',
  'facts.rank': 'plaats {rank} van 960 (1 = het gunstigst voor wit)',
  'facts.wdl': 'wit wint {win} ‰ · remise {draw} ‰ · zwart wint {loss} ‰',
  'facts.source': 'bron: {source} ({commit}), MIT-licentie',
  'facts.caveat':
    'De twee reeksen stemmen slechts matig overeen, en een onderzoek van meer dan 14 miljoen online partijen vond geen significant verschil in uitslagen tussen de beginstellingen.',
  'facts.credits': 'Bronnen en licenties (MIT)',
};
