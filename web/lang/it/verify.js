// The verify words in it.
export default {
  'verify.title': 'Scacchi 960 – verifica un sorteggio',
  'verify.heading': 'Verifica un sorteggio',
  'verify.tagline': 'Ricalcolare ogni turno dai testi pubblicati',
  'verify.commitment': 'Impegno (64 cifre esadecimali, pubblicato prima del 1º turno)',
  'verify.secret': 'Segreto (rivelato dopo il torneo)',
  'verify.exclude': 'Numeri esclusi',
  'verify.check': 'verifica',
  'verify.ok': 'Il segreto corrisponde all’impegno (impronta {fingerprint}).',
  'verify.depends':
    'Oltre che dal segreto, i turni dipendono dal valore pubblico, dal numero di turni, dalle esclusioni e da «entrambi i colori»: inserirli tutti come li ha pubblicati il torneo.',
  'verify.basis':
    'Calcolato dal segreto e da: {settings}. Sono i turni del torneo solo se queste sono le impostazioni che ha pubblicato:',
  'verify.missing':
    'Attenzione: il link non indica: {fields}. Lì ci sono i valori predefiniti della pagina: confrontarli con il foglio pubblicato del torneo.',
  'verify.publicValue': 'valore pubblico «{value}»',
  'verify.noPublic': 'nessun valore pubblico',
  'verify.oneColour': 'ogni posizione una volta',
  'verify.mismatch':
    'L’impegno non corrisponde a questo segreto: il suo SHA-256 inizia con {secret}, l’impegno con {commitment}. Confronti i due testi carattere per carattere con il foglio pubblicato.',
  'verify.offline': 'Calcolato nel browser, anche offline. chess960 event verify dà gli stessi numeri.',
  'verify.swapped': 'colori invertiti',
  'verify.hidden':
    'Attenzione: il valore pubblico contiene caratteri invisibili o che cambiano la direzione di scrittura, mostrati qui come ⟨U+…⟩. Confrontalo carattere per carattere con il valore pubblicato.',
  'verify.readAs': 'Letto come: {value}',
  'verify.colours': 'Colori',
};
