// The verify words in es.
export default {
  'verify.title': 'Ajedrez 960 – verificar un sorteo',
  'verify.heading': 'Verificar un sorteo',
  'verify.tagline': 'Recalcular cada ronda a partir de los textos publicados',
  'verify.commitment': 'Compromiso (64 dígitos hexadecimales, publicado antes de la 1.ª ronda)',
  'verify.secret': 'Secreto (revelado después del torneo)',
  'verify.exclude': 'Números excluidos',
  'verify.check': 'verificar',
  'verify.ok': 'El secreto coincide con el compromiso (huella {fingerprint}).',
  'verify.depends':
    'Además del secreto, las rondas dependen del valor público, del número de rondas, de las exclusiones y de «ambos colores»: introdúzcalos todos tal como los publicó el torneo.',
  'verify.basis':
    'Calculado a partir del secreto y de: {settings}. Solo son las rondas del torneo si estos son los ajustes que publicó:',
  'verify.missing':
    'Atención: el enlace no indica: {fields}. Ahí figuran los valores por defecto de la página; compárelos con la hoja publicada del torneo.',
  'verify.publicValue': 'valor público «{value}»',
  'verify.noPublic': 'sin valor público',
  'verify.oneColour': 'cada posición una vez',
  'verify.mismatch':
    'El compromiso no corresponde a este secreto: su SHA-256 empieza por {secret}, el compromiso por {commitment}. Compare ambos textos carácter por carácter con la hoja publicada.',
  'verify.offline': 'Se calcula en el navegador, también sin conexión. chess960 event verify da los mismos números.',
  'verify.swapped': 'colores invertidos',
  'verify.hidden':
    'Atención: el valor público contiene caracteres invisibles o que cambian la dirección de escritura, mostrados aquí como ⟨U+…⟩. Compárelo carácter por carácter con el valor publicado.',
  'verify.readAs': 'Leído como: {value}',
  'verify.colours': 'Colores',
};
